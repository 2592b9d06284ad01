import { addDaysToIsoDate, isoDateInTimeZone } from '../validation/dates.ts';
import type { TKycDraftInput } from '../schemas/kyc-questionnaire.ts';

// Realistic KYC questionnaires that pass kycSubmitSchema, for the tests of the server and the web:
// `import { validKycPerson } from '@emisja/shared/testing/kyc-fixtures'`. Not exported from the package's main entry, so it
// never reaches a production bundle. Each call returns a fresh object: change it freely. The numbers are valid but invented
// (checksums computed with the package's validators).

/** About five years from the real today: far from the 7-day rule whatever "today" a test injects before then. */
function documentExpiryDate(): string {
  return addDaysToIsoDate(isoDateInTimeZone(new Date()), 5 * 365);
}

/** A Polish woman, married, resident in Warsaw, paid by her employer; a Polish account without SWIFT. */
export function validKycPerson() {
  return {
    investorType: 'person',
    title: 'Mrs.',
    firstName: 'Anna',
    middleName: 'Maria',
    surname: 'Kowalska',
    birthDay: '1985-03-15',
    fathersName: 'Jan',
    mothersName: 'Ewa',
    phoneNo: '+48 512 345 678',
    identificationNo: '85031512344',
    birthPlace: 'Kraków',
    countryOfBirth: 'PL',
    nationality: 'PL',
    company: null,
    documentType: 'ID_CARD',
    documentNo: 'ABA300000',
    documentExpiryDate: documentExpiryDate(),
    documentIndefinite: false,
    documentCountry: 'PL',
    residentialAddress: {
      street: 'Marszałkowska',
      houseNo: '10',
      flatNo: '5',
      voivodeship: 'mazowieckie',
      county: 'Warszawa',
      commune: 'Warszawa',
      city: 'Warszawa',
      zipCode: '00-590',
      country: 'PL',
    },
    mailingAddress: null,
    countryOfTaxResidence: 'PL',
    taxNumberIdentification: null,
    taxOffice: 'Urząd Skarbowy Warszawa-Śródmieście',
    maritalStatus: 'Married',
    propertyRegime: 'Community property',
    fatca: { usPerson: false, usTin: null },
    crsTaxResidencies: [],
    bankAccount: '61 1090 1014 0000 0712 1981 2874',
    bankAccountName: 'Anna Kowalska',
    swiftCode: null,
    originOfFunds: { sources: ['salary', 'savings'], description: null },
    pep: { isPep: false, isFamilyMember: false, isCloseAssociate: false, position: null },
    sanctions: [],
    statements: { truthful: true, ownAccount: true },
  } satisfies TKycDraftInput;
}

/**
 * A Polish limited company (sp. z o.o.) filled in by its president, who signs alone; a second board member does not sign.
 * Needs `enableLegalPerson: true`.
 */
export function validKycCompany() {
  return {
    ...validKycPerson(),
    investorType: 'company',
    title: 'Mr.',
    firstName: 'Piotr',
    middleName: null,
    surname: 'Nowak',
    birthDay: '1978-08-20',
    fathersName: 'Adam',
    mothersName: 'Barbara',
    phoneNo: '601 234 567',
    identificationNo: '78082003459',
    birthPlace: 'Poznań',
    company: {
      companyName: 'Emisja Testowa sp. z o.o.',
      legalForm: 'SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      krsRegisterNumber: '0000123456',
      regonStatisticalNumber: '142718138',
      nip: '525-237-46-59',
      coreBusiness: 'Działalność holdingów finansowych (PKD 64.20.Z)',
      representation: 'Do reprezentowania spółki uprawniony jest każdy członek zarządu samodzielnie.',
      registeredAddress: {
        street: 'Prosta',
        houseNo: '20',
        flatNo: null,
        voivodeship: 'mazowieckie',
        county: 'Warszawa',
        commune: 'Warszawa',
        city: 'Warszawa',
        zipCode: '00-850',
        country: 'PL',
      },
      representatives: [
        { firstName: 'Piotr', surname: 'Nowak', identificationNo: '78082003459', signer: true, verified: true },
        { firstName: 'Ewa', surname: 'Wiśniewska', identificationNo: null, signer: false, verified: true },
      ],
    },
    maritalStatus: null,
    propertyRegime: null,
    residentialAddress: {
      street: 'Półwiejska',
      houseNo: '3',
      flatNo: null,
      voivodeship: 'wielkopolskie',
      county: 'Poznań',
      commune: 'Poznań',
      city: 'Poznań',
      zipCode: '61-888',
      country: 'PL',
    },
    taxOffice: 'Drugi Mazowiecki Urząd Skarbowy w Warszawie',
    bankAccountName: 'Emisja Testowa sp. z o.o.',
    originOfFunds: { sources: ['business-activity'], description: null },
  } satisfies TKycDraftInput;
}

/** A German national living in Berlin: no PESEL, a German IBAN with its SWIFT code, a German tax number. */
export function validKycForeignPerson() {
  return {
    ...validKycPerson(),
    title: 'Mr.',
    firstName: 'Lukas',
    middleName: null,
    surname: 'Schmidt',
    birthDay: '1990-01-01',
    fathersName: 'Thomas',
    mothersName: 'Sabine',
    phoneNo: '+49 30 901820',
    identificationNo: null,
    birthPlace: 'Berlin',
    countryOfBirth: 'DE',
    nationality: 'DE',
    documentType: 'PASSPORT',
    documentNo: 'C01X00T47',
    documentCountry: 'DE',
    residentialAddress: {
      street: 'Unter den Linden',
      houseNo: '77',
      flatNo: null,
      voivodeship: 'Berlin',
      county: null,
      commune: null,
      city: 'Berlin',
      zipCode: '10117',
      country: 'DE',
    },
    countryOfTaxResidence: 'DE',
    taxNumberIdentification: '86095742719',
    taxOffice: null,
    maritalStatus: 'Other',
    propertyRegime: null,
    bankAccount: 'DE89 3704 0044 0532 0130 00',
    bankAccountName: 'Lukas Schmidt',
    swiftCode: 'COBADEFFXXX',
  } satisfies TKycDraftInput;
}
