import type { TKycDraft, TKycDraftInput } from '@emisja/shared';

// The questionnaire as react-hook-form holds it, and its conversion to and from the draft of the API contract
// (ZKycDraftSchema, docs/decisions/030). The form holds strings ('' = nothing chosen or typed), booleans for checkboxes and
// 'yes' / 'no' for the yes/no questions, so every input is a plain native one. The draft has the same shape with null for
// "nothing" and real booleans, so a violation's property path ('residentialAddress.zipCode', 'sanctions.1.percent') is also
// the form field's name.

export type TYesNo = '' | 'yes' | 'no';

export type TKycAddressValues = {
  street: string;
  houseNo: string;
  flatNo: string;
  /** One of VOIVODESHIPS for a Polish address; the region as free text elsewhere. */
  voivodeship: string;
  county: string;
  commune: string;
  city: string;
  zipCode: string;
  country: string;
};

export type TKycRepresentativeValues = {
  firstName: string;
  surname: string;
  identificationNo: string;
  signer: boolean;
  /** Set by the server (the row matches the register); kept only to send back what was loaded. */
  verified: boolean;
  /** The board function as the KRS register names it ('PREZES ZARZĄDU'): shown, never sent. */
  role: string;
};

export type TKycFormValues = {
  investorType: 'person' | 'company';
  title: string;
  firstName: string;
  middleName: string;
  surname: string;
  birthDay: string;
  fathersName: string;
  mothersName: string;
  phoneNo: string;
  identificationNo: string;
  birthPlace: string;
  countryOfBirth: string;
  nationality: string;
  company: {
    companyName: string;
    legalForm: string;
    krsRegisterNumber: string;
    regonStatisticalNumber: string;
    nip: string;
    coreBusiness: string;
    representation: string;
    registeredAddress: TKycAddressValues;
    representatives: TKycRepresentativeValues[];
  };
  documentType: string;
  documentNo: string;
  documentExpiryDate: string;
  documentIndefinite: boolean;
  documentCountry: string;
  residentialAddress: TKycAddressValues;
  /** "Same as residential": the draft's `mailingAddress` is null. */
  isMailingSameAsResidential: boolean;
  mailingAddress: TKycAddressValues;
  countryOfTaxResidence: string;
  taxNumberIdentification: string;
  taxOffice: string;
  maritalStatus: string;
  propertyRegime: string;
  fatca: { usPerson: TYesNo; usTin: string };
  crsTaxResidencies: { country: string; tin: string }[];
  bankAccount: string;
  bankAccountName: string;
  swiftCode: string;
  originOfFunds: { sources: string[]; description: string };
  pep: { isPep: TYesNo; isFamilyMember: TYesNo; isCloseAssociate: TYesNo; position: string };
  sanctions: { country: string; percent: string }[];
  statements: { truthful: boolean; ownAccount: boolean };
};

/** A new address starts in Poland, the common case, so the Polish fields (voivodeship, county, commune) show at once. */
export function emptyAddress(country = 'PL'): TKycAddressValues {
  return { street: '', houseNo: '', flatNo: '', voivodeship: '', county: '', commune: '', city: '', zipCode: '', country };
}

export function emptyRepresentative(): TKycRepresentativeValues {
  return { firstName: '', surname: '', identificationNo: '', signer: false, verified: false, role: '' };
}

const str = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: boolean | null | undefined): TYesNo => (value === true ? 'yes' : value === false ? 'no' : '');

type TDraftAddress = NonNullable<TKycDraft['residentialAddress']>;

function addressValues(address: TDraftAddress | null | undefined): TKycAddressValues {
  if (!address) return emptyAddress();
  return {
    street: str(address.street),
    houseNo: str(address.houseNo),
    flatNo: str(address.flatNo),
    voivodeship: str(address.voivodeship),
    county: str(address.county),
    commune: str(address.commune),
    city: str(address.city),
    zipCode: str(address.zipCode),
    country: str(address.country),
  };
}

/**
 * The form's values from the saved draft (null before the first save). A company's draft on a landing page that no longer
 * allows companies opens as a person's (the company option is not offered there).
 */
export function kycFormValuesFromDraft(
  draft: TKycDraft | null | undefined,
  { enableLegalPerson }: { enableLegalPerson: boolean },
): TKycFormValues {
  const company = draft?.company;
  return {
    investorType: draft?.investorType === 'company' && enableLegalPerson ? 'company' : 'person',
    title: str(draft?.title),
    firstName: str(draft?.firstName),
    middleName: str(draft?.middleName),
    surname: str(draft?.surname),
    birthDay: str(draft?.birthDay),
    fathersName: str(draft?.fathersName),
    mothersName: str(draft?.mothersName),
    phoneNo: str(draft?.phoneNo),
    identificationNo: str(draft?.identificationNo),
    birthPlace: str(draft?.birthPlace),
    countryOfBirth: str(draft?.countryOfBirth),
    nationality: str(draft?.nationality),
    company: {
      companyName: str(company?.companyName),
      legalForm: str(company?.legalForm),
      krsRegisterNumber: str(company?.krsRegisterNumber),
      regonStatisticalNumber: str(company?.regonStatisticalNumber),
      nip: str(company?.nip),
      coreBusiness: str(company?.coreBusiness),
      representation: str(company?.representation),
      registeredAddress: addressValues(company?.registeredAddress),
      representatives: (company?.representatives ?? []).map((person) => ({
        firstName: str(person.firstName),
        surname: str(person.surname),
        identificationNo: str(person.identificationNo),
        signer: person.signer === true,
        verified: person.verified === true,
        role: '',
      })),
    },
    documentType: str(draft?.documentType),
    documentNo: str(draft?.documentNo),
    documentExpiryDate: str(draft?.documentExpiryDate),
    documentIndefinite: draft?.documentIndefinite === true,
    documentCountry: str(draft?.documentCountry),
    residentialAddress: addressValues(draft?.residentialAddress),
    // No draft yet, or a draft saved before section 3 (both addresses absent): "same as residential" is the usual answer.
    isMailingSameAsResidential: !draft?.mailingAddress,
    mailingAddress: addressValues(draft?.mailingAddress),
    countryOfTaxResidence: str(draft?.countryOfTaxResidence),
    taxNumberIdentification: str(draft?.taxNumberIdentification),
    taxOffice: str(draft?.taxOffice),
    maritalStatus: str(draft?.maritalStatus),
    propertyRegime: str(draft?.propertyRegime),
    fatca: { usPerson: yesNo(draft?.fatca?.usPerson), usTin: str(draft?.fatca?.usTin) },
    crsTaxResidencies: (draft?.crsTaxResidencies ?? []).map((residence) => ({
      country: str(residence.country),
      tin: str(residence.tin),
    })),
    bankAccount: str(draft?.bankAccount),
    bankAccountName: str(draft?.bankAccountName),
    swiftCode: str(draft?.swiftCode),
    originOfFunds: {
      sources: [...(draft?.originOfFunds?.sources ?? [])],
      description: str(draft?.originOfFunds?.description),
    },
    pep: {
      isPep: yesNo(draft?.pep?.isPep),
      isFamilyMember: yesNo(draft?.pep?.isFamilyMember),
      isCloseAssociate: yesNo(draft?.pep?.isCloseAssociate),
      position: str(draft?.pep?.position),
    },
    sanctions: (draft?.sanctions ?? []).map((row) => ({ country: str(row.country), percent: str(row.percent) })),
    statements: {
      truthful: draft?.statements?.truthful === true,
      ownAccount: draft?.statements?.ownAccount === true,
    },
  };
}

/** Text as typed (never trimmed: a draft keeps what the investor wrote), '' as null. */
const text = (value: string): string | null => (value === '' ? null : value);
/** A select's value: '' (nothing chosen) as null. The values come from the contract's closed lists. */
const choice = <T extends string>(value: string): T | null => (value === '' ? null : (value as T));
const flag = (value: TYesNo): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

type TDraftChoice<K extends keyof TKycDraftInput> = NonNullable<TKycDraftInput[K]>;

function draftAddress(address: TKycAddressValues) {
  return {
    street: text(address.street),
    houseNo: text(address.houseNo),
    flatNo: text(address.flatNo),
    voivodeship: text(address.voivodeship),
    county: text(address.county),
    commune: text(address.commune),
    city: text(address.city),
    zipCode: text(address.zipCode),
    country: choice(address.country),
  };
}

/**
 * The draft (and the submit body) of the form's values. Answers hidden by other answers are sent as null, as the submitted
 * questionnaire drops them anyway (docs/decisions/030), so personal numbers typed and then made irrelevant (a US TIN after
 * answering "not a US person") never reach the server; the form keeps them in case the answer changes back.
 */
export function kycDraftFromFormValues(values: TKycFormValues): TKycDraftInput {
  const isCompany = values.investorType === 'company';
  const isUsPerson = values.fatca.usPerson === 'yes';
  const isExposed = [values.pep.isPep, values.pep.isFamilyMember, values.pep.isCloseAssociate].includes('yes');
  const { company } = values;
  return {
    investorType: values.investorType,
    title: choice<TDraftChoice<'title'>>(values.title),
    firstName: text(values.firstName),
    middleName: text(values.middleName),
    surname: text(values.surname),
    birthDay: text(values.birthDay),
    fathersName: text(values.fathersName),
    mothersName: text(values.mothersName),
    phoneNo: text(values.phoneNo),
    identificationNo: text(values.identificationNo),
    birthPlace: text(values.birthPlace),
    countryOfBirth: choice(values.countryOfBirth),
    nationality: choice(values.nationality),
    company: isCompany
      ? {
          companyName: text(company.companyName),
          legalForm: text(company.legalForm),
          krsRegisterNumber: text(company.krsRegisterNumber),
          regonStatisticalNumber: text(company.regonStatisticalNumber),
          nip: text(company.nip),
          coreBusiness: text(company.coreBusiness),
          representation: text(company.representation),
          registeredAddress: draftAddress(company.registeredAddress),
          representatives: company.representatives.map((person) => ({
            firstName: text(person.firstName),
            surname: text(person.surname),
            identificationNo: text(person.identificationNo),
            signer: person.signer,
            verified: person.verified,
          })),
        }
      : null,
    documentType: choice<TDraftChoice<'documentType'>>(values.documentType),
    documentNo: text(values.documentNo),
    documentExpiryDate: values.documentIndefinite ? null : text(values.documentExpiryDate),
    documentIndefinite: values.documentIndefinite,
    documentCountry: choice(values.documentCountry),
    residentialAddress: draftAddress(values.residentialAddress),
    mailingAddress: values.isMailingSameAsResidential ? null : draftAddress(values.mailingAddress),
    countryOfTaxResidence: choice(values.countryOfTaxResidence),
    taxNumberIdentification: text(values.taxNumberIdentification),
    taxOffice: text(values.taxOffice),
    // A company's questionnaire does not ask about the representative's marriage (docs/decisions/030).
    maritalStatus: isCompany ? null : choice<TDraftChoice<'maritalStatus'>>(values.maritalStatus),
    propertyRegime:
      !isCompany && values.maritalStatus === 'Married' ? choice<TDraftChoice<'propertyRegime'>>(values.propertyRegime) : null,
    fatca: { usPerson: flag(values.fatca.usPerson), usTin: isUsPerson ? text(values.fatca.usTin) : null },
    crsTaxResidencies: values.crsTaxResidencies.map((residence) => ({
      country: choice(residence.country),
      tin: text(residence.tin),
    })),
    bankAccount: text(values.bankAccount),
    bankAccountName: text(values.bankAccountName),
    swiftCode: text(values.swiftCode),
    originOfFunds: {
      sources: values.originOfFunds.sources as NonNullable<NonNullable<TKycDraftInput['originOfFunds']>['sources']>,
      description: text(values.originOfFunds.description),
    },
    pep: {
      isPep: flag(values.pep.isPep),
      isFamilyMember: flag(values.pep.isFamilyMember),
      isCloseAssociate: flag(values.pep.isCloseAssociate),
      position: isExposed ? text(values.pep.position) : null,
    },
    sanctions: values.sanctions.map((row) => ({
      country: choice<NonNullable<NonNullable<TKycDraftInput['sanctions']>[number]['country']>>(row.country),
      percent: text(row.percent),
    })),
    statements: { truthful: values.statements.truthful, ownAccount: values.statements.ownAccount },
  };
}
