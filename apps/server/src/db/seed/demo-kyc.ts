import {
  kycSubmitSchema,
  nipCheckDigit,
  regonCheckDigit,
  type TKycAnswers,
  type TKycDraftInput,
  type TOriginOfFundsSource,
} from '@emisja/shared';
import { addDays, createIdCardNumber, type Random } from './seed-helpers.ts';

// KYC questionnaires of the demo data (issue 12): realistic answers in the shape of the shared fixtures
// (@emisja/shared/testing/kyc-fixtures), passed through the same kycSubmitSchema the server's submission uses, so a demo
// questionnaire is always one the platform would accept. The personal numbers are encrypted when the rows are stored
// (demo-data.ts), never here.

export interface DemoKycPerson {
  title: 'Mr.' | 'Mrs.';
  firstName: string;
  surname: string;
  /** The person's PESEL (the investor's, or for a company its representative's). */
  pesel: string;
  phoneNo: string;
  /** The investor's account (NRB, 26 digits). */
  bankAccount: string;
  /** A company investor: the person above fills the questionnaire in as its representative. */
  company?: { name: string; krs: string; regon: string; nip: string };
}

const STREETS = ['Marszałkowska', 'Długa', 'Piotrkowska', 'Świętojańska', 'Grunwaldzka', 'Kościuszki', 'Mickiewicza'];
const CITIES = [
  { city: 'Warszawa', voivodeship: 'mazowieckie', county: 'Warszawa', zip: '00', office: 'Urząd Skarbowy Warszawa-Śródmieście' },
  { city: 'Kraków', voivodeship: 'małopolskie', county: 'Kraków', zip: '31', office: 'Urząd Skarbowy Kraków-Krowodrza' },
  { city: 'Poznań', voivodeship: 'wielkopolskie', county: 'Poznań', zip: '61', office: 'Urząd Skarbowy Poznań-Wilda' },
  { city: 'Gdańsk', voivodeship: 'pomorskie', county: 'Gdańsk', zip: '80', office: 'Pierwszy Urząd Skarbowy w Gdańsku' },
  { city: 'Łódź', voivodeship: 'łódzkie', county: 'Łódź', zip: '90', office: 'Urząd Skarbowy Łódź-Bałuty' },
] as const;
const FATHERS = ['Andrzej', 'Jerzy', 'Stanisław', 'Zbigniew', 'Krzysztof', 'Henryk'];
const MOTHERS = ['Maria', 'Krystyna', 'Elżbieta', 'Halina', 'Barbara', 'Teresa'];
const SOURCES: readonly TOriginOfFundsSource[][] = [
  ['salary', 'savings'],
  ['business-activity'],
  ['savings', 'investments'],
  ['pension', 'savings'],
  ['salary', 'inheritance-or-gift'],
];

/** The birth date a PESEL encodes (months + 20 for births from 2000). */
export function peselBirthDate(pesel: string): string {
  const year = Number(pesel.slice(0, 2));
  const month = Number(pesel.slice(2, 4));
  const day = pesel.slice(4, 6);
  const isAfter2000 = month > 20;
  return `${(isAfter2000 ? 2000 : 1900) + year}-${String(isAfter2000 ? month - 20 : month).padStart(2, '0')}-${day}`;
}

/** A NIP with a valid check digit. */
export function createNip(random: Random): string {
  for (;;) {
    const first = `${random.int(1, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    const check = nipCheckDigit(first);
    if (check !== null) return `${first}${check}`;
  }
}

/** A REGON-9 with a valid check digit. */
export function createRegon(random: Random): string {
  const first = String(random.int(10_000_000, 99_999_999));
  return `${first}${regonCheckDigit(first)}`;
}

function demoAddress(random: Random) {
  const place = random.pick(CITIES);
  return {
    place,
    address: {
      street: random.pick(STREETS),
      houseNo: String(random.int(1, 120)),
      flatNo: random.chance(0.6) ? String(random.int(1, 40)) : null,
      voivodeship: place.voivodeship,
      county: place.county,
      commune: place.county,
      city: place.city,
      zipCode: `${place.zip}-${String(random.int(1, 999)).padStart(3, '0')}`,
      country: 'PL',
    },
  };
}

/** The whole questionnaire as the form would send it. */
function demoKycInput(person: DemoKycPerson, random: Random, today: string): TKycDraftInput {
  const { place, address } = demoAddress(random);
  const isCompany = person.company !== undefined;
  const isMarried = !isCompany && random.chance(0.6);
  const name = `${person.firstName} ${person.surname}`;
  return {
    investorType: isCompany ? 'company' : 'person',
    title: person.title,
    firstName: person.firstName,
    middleName: null,
    surname: person.surname,
    birthDay: peselBirthDate(person.pesel),
    fathersName: random.pick(FATHERS),
    mothersName: random.pick(MOTHERS),
    phoneNo: person.phoneNo,
    identificationNo: person.pesel,
    birthPlace: random.pick(CITIES).city,
    countryOfBirth: 'PL',
    nationality: 'PL',
    company: person.company
      ? {
          companyName: person.company.name,
          legalForm: person.company.name.endsWith('S.A.') ? 'SPÓŁKA AKCYJNA' : 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
          krsRegisterNumber: person.company.krs,
          regonStatisticalNumber: person.company.regon,
          nip: person.company.nip,
          coreBusiness: person.company.name.includes('Logistyka')
            ? 'Transport drogowy towarów (PKD 49.41.Z)'
            : 'Realizacja projektów budowlanych związanych ze wznoszeniem budynków (PKD 41.10.Z)',
          representation: 'Do reprezentowania spółki uprawniony jest każdy członek zarządu samodzielnie.',
          registeredAddress: demoAddress(random).address,
          representatives: [
            {
              firstName: person.firstName,
              surname: person.surname,
              identificationNo: person.pesel,
              signer: true,
              verified: true,
            },
          ],
        }
      : null,
    documentType: 'ID_CARD',
    documentNo: createIdCardNumber(random),
    documentExpiryDate: addDays(today, random.int(400, 3000)),
    documentIndefinite: false,
    documentCountry: 'PL',
    residentialAddress: address,
    mailingAddress: null,
    countryOfTaxResidence: 'PL',
    taxNumberIdentification: isCompany ? null : person.pesel,
    taxOffice: place.office,
    maritalStatus: isCompany ? null : isMarried ? 'Married' : 'Other',
    propertyRegime: isMarried ? random.pick(['Community property', 'Separate property'] as const) : null,
    fatca: { usPerson: false, usTin: null },
    crsTaxResidencies: [],
    bankAccount: person.bankAccount,
    bankAccountName: person.company?.name ?? name,
    swiftCode: null,
    originOfFunds: { sources: isCompany ? ['business-activity'] : [...random.pick(SOURCES)], description: null },
    pep: { isPep: false, isFamilyMember: false, isCloseAssociate: false, position: null },
    sanctions: [],
    statements: { truthful: true, ownAccount: true },
  };
}

/** A submitted questionnaire in its stored form (TKycAnswers); a demo person the rules refuse is a bug of the demo data. */
export function buildDemoKycAnswers(person: DemoKycPerson, random: Random, today: string, now: Date): TKycAnswers {
  const parsed = kycSubmitSchema({ enableLegalPerson: true, today: () => now }).safeParse(demoKycInput(person, random, today));
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`demo data: the KYC questionnaire of ${person.firstName} ${person.surname} is refused (${paths})`);
  }
  return parsed.data;
}

/** A questionnaire filled in up to the addresses (sections 1 to 3): the draft of a request in progress. */
export function buildDemoKycDraft(person: DemoKycPerson, random: Random, today: string): TKycDraftInput {
  const input = demoKycInput(person, random, today);
  return {
    investorType: input.investorType,
    title: input.title,
    firstName: input.firstName,
    middleName: input.middleName,
    surname: input.surname,
    birthDay: input.birthDay,
    fathersName: input.fathersName,
    mothersName: input.mothersName,
    phoneNo: input.phoneNo,
    identificationNo: input.identificationNo,
    birthPlace: input.birthPlace,
    countryOfBirth: input.countryOfBirth,
    nationality: input.nationality,
    company: null,
    documentType: input.documentType,
    documentNo: input.documentNo,
    documentExpiryDate: input.documentExpiryDate,
    documentIndefinite: false,
    documentCountry: input.documentCountry,
    residentialAddress: input.residentialAddress,
    mailingAddress: null,
  };
}
