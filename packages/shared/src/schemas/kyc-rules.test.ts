import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validKycCompany, validKycForeignPerson, validKycPerson } from '../testing/kyc-fixtures.ts';
import { isValidationMessageKey } from '../validation/messages.ts';
import { issuesToViolations } from '../validation/zod.ts';
import {
  KYC_FIELDS,
  KYC_SECTION_CONTEXT_FIELDS,
  KYC_SECTION_FIELDS,
  KYC_SECTIONS,
  kycSectionOfPath,
  ZKycDraftSchema,
  type TKycSection,
} from './kyc-questionnaire.ts';
import { kycSectionSchema, kycSubmitSchema, type TKycValidationOptions } from './kyc-rules.ts';

// "Today" for the 7-day document rule and the age rule: 23 November 2026 in Warsaw.
const today = () => new Date('2026-11-23T10:00:00Z');
const options: TKycValidationOptions = { enableLegalPerson: true, today };
const submit = kycSubmitSchema(options);
const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

type Issue = [path: string, message: string];

function issuesOf(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: unknown[] } } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return (result.error?.issues as { path: PropertyKey[]; message: string }[]).map((issue): Issue => [
    issue.path.map(String).join('.'),
    issue.message,
  ]);
}
const submitIssues = (input: unknown, submitOptions: TKycValidationOptions = options) =>
  issuesOf(kycSubmitSchema(submitOptions), input);

function parsed(input: unknown) {
  const result = submit.safeParse(input);
  if (!result.success) throw new Error(`expected to pass: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe('kycSubmitSchema: valid questionnaires', () => {
  it('accepts a Polish person and gives the submitted form: trimmed, compact numbers, no company', () => {
    const answers = parsed({ ...validKycPerson(), firstName: '  Anna ', documentNo: 'aba 300000' });
    expect(answers).toMatchObject({
      investorType: 'person',
      firstName: 'Anna',
      documentNo: 'ABA300000',
      bankAccount: '61109010140000071219812874',
      company: null,
      mailingAddress: null,
      fatca: { usPerson: false, usTin: null },
      sanctions: [],
      statements: { truthful: true, ownAccount: true },
    });
  });

  it('accepts a company with its representative, the NIP as 10 digits', () => {
    const answers = parsed(validKycCompany());
    expect(answers.company).toMatchObject({ nip: '5252374659', krsRegisterNumber: '0000123456' });
    expect(answers.company?.representatives).toHaveLength(2);
    expect(answers.maritalStatus).toBeNull();
  });

  it('accepts a foreign national without a PESEL, with a foreign IBAN and its SWIFT code', () => {
    expect(parsed(validKycForeignPerson())).toMatchObject({ identificationNo: null, swiftCode: 'COBADEFFXXX' });
  });

  it('reports every missing answer of an empty form in the form order, with the spec message', () => {
    const violations = issuesToViolations(submit.safeParse({}).error?.issues ?? [], 'en');
    expect(violations[0]).toEqual({
      propertyPath: 'investorType',
      title: 'This field is required',
      code: 'validation.required',
    });
    expect(violations.map((violation) => violation.propertyPath)).toEqual([
      'investorType',
      'title',
      'firstName',
      'surname',
      'birthDay',
      'fathersName',
      'mothersName',
      'phoneNo',
      'birthPlace',
      'countryOfBirth',
      'nationality',
      'documentType',
      'documentNo',
      'documentExpiryDate',
      'documentCountry',
      'residentialAddress.houseNo',
      'residentialAddress.city',
      'residentialAddress.country',
      'countryOfTaxResidence',
      'maritalStatus',
      'fatca.usPerson',
      'bankAccount',
      'bankAccountName',
      'originOfFunds.sources',
      'pep.isPep',
      'pep.isFamilyMember',
      'pep.isCloseAssociate',
      'statements.truthful',
      'statements.ownAccount',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(submitIssues('questionnaire')).toEqual([['', 'validation.invalid']]);
    expect(submitIssues([])).toEqual([['', 'validation.invalid']]);
  });
});

describe('kycSubmitSchema: section 1, the investor', () => {
  it('checks the PESEL checksum', () => {
    expect(submitIssues({ ...validKycPerson(), identificationNo: '85031512345' })).toEqual([
      ['identificationNo', 'validation.pesel'],
    ]);
  });

  it('checks the PESEL against the birth date, on the PESEL field', () => {
    expect(submitIssues({ ...validKycPerson(), birthDay: '1985-03-16' })).toEqual([
      ['identificationNo', 'validation.peselBirthDateMismatch'],
    ]);
  });

  it('needs a PESEL from a Polish national only', () => {
    expect(submitIssues({ ...validKycPerson(), identificationNo: ' ' })).toEqual([['identificationNo', 'validation.required']]);
    expect(submitIssues({ ...validKycForeignPerson(), identificationNo: null })).toEqual([]);
    expect(submitIssues({ ...validKycForeignPerson(), identificationNo: '123' })).toEqual([
      ['identificationNo', 'validation.pesel'],
    ]);
  });

  it('needs an adult, counting 18 years from the birth day', () => {
    const seventeen = { ...validKycForeignPerson(), birthDay: '2008-11-24' };
    expect(submitIssues(seventeen)).toEqual([['birthDay', 'validation.adultRequired']]);
    expect(submitIssues({ ...seventeen, birthDay: '2008-11-23' })).toEqual([]);
    expect(submitIssues({ ...seventeen, birthDay: '2030-01-01' })).toEqual([['birthDay', 'validation.adultRequired']]);
    expect(submitIssues({ ...seventeen, birthDay: '1899-12-31' })).toEqual([['birthDay', 'validation.invalidDate']]);
    expect(submitIssues({ ...seventeen, birthDay: '1990-02-30' })).toEqual([['birthDay', 'validation.invalidDate']]);
  });

  it('checks the phone number', () => {
    expect(submitIssues({ ...validKycPerson(), phoneNo: '12' })).toEqual([['phoneNo', 'validation.phone']]);
  });

  it('keeps the middle name optional', () => {
    expect(parsed({ ...validKycPerson(), middleName: '' }).middleName).toBeNull();
  });

  it('refuses a company unless the landing page allows legal persons, without asking for its data', () => {
    const issues = submitIssues({ ...validKycPerson(), investorType: 'company' }, { ...options, enableLegalPerson: false });
    expect(issues).toEqual([['investorType', 'validation.legalPersonNotAllowed']]);
    expect(submitIssues(validKycCompany(), { ...options, enableLegalPerson: false })).toEqual([
      ['investorType', 'validation.legalPersonNotAllowed'],
    ]);
  });

  it('drops company data left in the form of a person', () => {
    expect(parsed({ ...validKycPerson(), company: validKycCompany().company }).company).toBeNull();
  });

  it('needs a representative who signs for the company', () => {
    const company = validKycCompany();
    const noSigner = company.company.representatives.map((person) => ({ ...person, signer: false }));
    expect(submitIssues({ ...company, company: { ...company.company, representatives: noSigner } })).toEqual([
      ['company.representatives', 'validation.signerRequired'],
    ]);
    expect(submitIssues({ ...company, company: { ...company.company, representatives: [] } })).toEqual([
      ['company.representatives', 'validation.signerRequired'],
    ]);
  });

  it('shows the missing signer beside a representative row with its own problem', () => {
    const company = validKycCompany();
    const representatives = [{ firstName: '', surname: 'Nowak', identificationNo: null, signer: false, verified: false }];
    expect(submitIssues({ ...company, company: { ...company.company, representatives } })).toEqual([
      ['company.representatives.0.firstName', 'validation.required'],
      ['company.representatives', 'validation.signerRequired'],
    ]);
  });

  it('checks the KRS (10 digits), REGON and NIP numbers', () => {
    const company = validKycCompany();
    const numbers = { krsRegisterNumber: '12345', regonStatisticalNumber: '142718139', nip: '5252374658' };
    expect(submitIssues({ ...company, company: { ...company.company, ...numbers } })).toEqual([
      ['company.krsRegisterNumber', 'validation.krs'],
      ['company.regonStatisticalNumber', 'validation.regon'],
      ['company.nip', 'validation.nip'],
    ]);
  });

  it('asks for every company field of a company with no company data, the representative`s data still checked', () => {
    const issues = submitIssues({ ...validKycCompany(), company: null, identificationNo: '1' });
    expect(issues).toContainEqual(['identificationNo', 'validation.pesel']);
    expect(issues).toContainEqual(['company.companyName', 'validation.required']);
    expect(issues).toContainEqual(['company.registeredAddress.city', 'validation.required']);
    expect(issues).toContainEqual(['company.representatives', 'validation.signerRequired']);
  });
});

describe('kycSubmitSchema: section 2, the identity document', () => {
  it('refuses a document expiring in 3 days and accepts one expiring in 7', () => {
    expect(submitIssues({ ...validKycPerson(), documentExpiryDate: '2026-11-26' })).toEqual([
      ['documentExpiryDate', 'validation.documentExpiryTooSoon'],
    ]);
    expect(submitIssues({ ...validKycPerson(), documentExpiryDate: '2026-11-30' })).toEqual([]);
  });

  it('accepts a document valid indefinitely, whatever date was left in the form', () => {
    const answers = parsed({ ...validKycPerson(), documentIndefinite: true, documentExpiryDate: '2020-01-01' });
    expect(answers).toMatchObject({ documentIndefinite: true, documentExpiryDate: null });
  });

  it('needs the expiry date otherwise, as a real date', () => {
    expect(submitIssues({ ...validKycPerson(), documentExpiryDate: null })).toEqual([
      ['documentExpiryDate', 'validation.required'],
    ]);
    expect(submitIssues({ ...validKycPerson(), documentExpiryDate: '2031-02-30' })).toEqual([
      ['documentExpiryDate', 'validation.invalidDate'],
    ]);
  });
});

describe('kycSubmitSchema: section 3, addresses', () => {
  it('needs a Polish zip code NN-NNN and the voivodeship, county and commune of a Polish address', () => {
    const person = validKycPerson();
    const address = { ...person.residentialAddress, zipCode: '00590', voivodeship: 'Mazowsze', commune: '' };
    expect(submitIssues({ ...person, residentialAddress: address })).toEqual([
      ['residentialAddress.voivodeship', 'validation.invalid'],
      ['residentialAddress.commune', 'validation.required'],
      ['residentialAddress.zipCode', 'validation.zipCode'],
    ]);
  });

  it('takes any postal code of up to 10 characters, or none, abroad', () => {
    const foreign = validKycForeignPerson();
    expect(submitIssues({ ...foreign, residentialAddress: { ...foreign.residentialAddress, zipCode: null } })).toEqual([]);
    expect(submitIssues({ ...foreign, residentialAddress: { ...foreign.residentialAddress, zipCode: 'SW1A 1AA123' } })).toEqual([
      ['residentialAddress.zipCode', 'validation.maxLength'],
    ]);
  });

  it('checks a mailing address only when it differs from the residential one', () => {
    expect(submitIssues({ ...validKycPerson(), mailingAddress: null })).toEqual([]);
    expect(submitIssues({ ...validKycPerson(), mailingAddress: { country: 'DE', houseNo: '1' } })).toEqual([
      ['mailingAddress.city', 'validation.required'],
    ]);
  });

  it('keeps the street optional (villages without streets) and the flat number too', () => {
    const person = validKycPerson();
    expect(submitIssues({ ...person, residentialAddress: { ...person.residentialAddress, street: '', flatNo: null } })).toEqual(
      [],
    );
  });
});

describe('kycSubmitSchema: section 4, tax residence, FATCA/CRS and family', () => {
  it('needs the US TIN of a US person: 9 digits, with or without dashes', () => {
    const person = validKycPerson();
    expect(submitIssues({ ...person, fatca: { usPerson: true, usTin: null } })).toEqual([
      ['fatca.usTin', 'validation.usTinRequired'],
    ]);
    expect(submitIssues({ ...person, fatca: { usPerson: true, usTin: '12345678' } })).toEqual([
      ['fatca.usTin', 'validation.usTin'],
    ]);
    expect(parsed({ ...person, fatca: { usPerson: true, usTin: '123-45-6789' } }).fatca).toEqual({
      usPerson: true,
      usTin: '123456789',
    });
    expect(parsed({ ...person, fatca: { usPerson: false, usTin: '123456789' } }).fatca.usTin).toBeNull();
  });

  it('treats a US tax resident as a US person', () => {
    const person = validKycForeignPerson();
    expect(submitIssues({ ...person, crsTaxResidencies: [{ country: 'US', tin: '123456789' }] })).toEqual([
      ['fatca.usPerson', 'validation.usTaxResidentIsUsPerson'],
    ]);
  });

  it('needs the property regime of a married person and drops it otherwise', () => {
    expect(submitIssues({ ...validKycPerson(), propertyRegime: null })).toEqual([
      ['propertyRegime', 'validation.propertyRegimeRequired'],
    ]);
    expect(parsed({ ...validKycPerson(), maritalStatus: 'Other' }).propertyRegime).toBeNull();
  });

  it('needs the marital status of a person, not of a company`s representative', () => {
    expect(submitIssues({ ...validKycPerson(), maritalStatus: null, propertyRegime: null })).toEqual([
      ['maritalStatus', 'validation.required'],
    ]);
    expect(submitIssues({ ...validKycCompany(), maritalStatus: null })).toEqual([]);
  });

  it('checks a Polish tax number as a PESEL or NIP and needs a foreign one', () => {
    expect(submitIssues({ ...validKycPerson(), taxNumberIdentification: '5252374659' })).toEqual([]);
    expect(submitIssues({ ...validKycPerson(), taxNumberIdentification: '123' })).toEqual([
      ['taxNumberIdentification', 'validation.polishTaxNumber'],
    ]);
    expect(submitIssues({ ...validKycForeignPerson(), taxNumberIdentification: '' })).toEqual([
      ['taxNumberIdentification', 'validation.required'],
    ]);
  });

  it('takes each CRS country once, not repeating the main tax residence', () => {
    const residencies = [
      { country: 'DE', tin: '86095742719' },
      { country: 'PL', tin: '85031512344' },
    ];
    expect(submitIssues({ ...validKycPerson(), crsTaxResidencies: residencies })).toEqual([
      ['crsTaxResidencies.1.country', 'validation.duplicateCountry'],
    ]);
  });
});

describe('kycSubmitSchema: section 5, the bank account', () => {
  it('checks the account number (IBAN or NRB with its checksum)', () => {
    expect(submitIssues({ ...validKycPerson(), bankAccount: '61 1090 1014 0000 0712 1981 2875' })).toEqual([
      ['bankAccount', 'validation.bankAccount'],
    ]);
  });

  it('needs a SWIFT code of 8 or 11 characters for an account outside Poland', () => {
    const foreign = validKycForeignPerson();
    expect(submitIssues({ ...foreign, swiftCode: null })).toEqual([['swiftCode', 'validation.swiftRequired']]);
    expect(submitIssues({ ...foreign, swiftCode: 'COBADEF' })).toEqual([['swiftCode', 'validation.swiftCode']]);
    expect(parsed({ ...foreign, swiftCode: 'coba de ff' }).swiftCode).toBe('COBADEFF');
    expect(submitIssues({ ...validKycPerson(), swiftCode: 'BPKOPLPW' })).toEqual([]);
  });
});

describe('kycSubmitSchema: section 6, origin of funds and PEP', () => {
  it('needs a source of funds and a description of `other`', () => {
    expect(submitIssues({ ...validKycPerson(), originOfFunds: { sources: [], description: null } })).toEqual([
      ['originOfFunds.sources', 'validation.originOfFundsRequired'],
    ]);
    expect(submitIssues({ ...validKycPerson(), originOfFunds: { sources: ['other'], description: ' ' } })).toEqual([
      ['originOfFunds.description', 'validation.originOfFundsDescriptionRequired'],
    ]);
    expect(parsed({ ...validKycPerson(), originOfFunds: { sources: ['savings', 'salary', 'savings'] } }).originOfFunds).toEqual({
      sources: ['salary', 'savings'],
      description: null,
    });
  });

  it('needs the position of a politically exposed person, also of a family member or associate', () => {
    const pep = { isPep: true, isFamilyMember: false, isCloseAssociate: false, position: null };
    expect(submitIssues({ ...validKycPerson(), pep })).toEqual([['pep.position', 'validation.pepPositionRequired']]);
    expect(submitIssues({ ...validKycPerson(), pep: { ...pep, isPep: false, isFamilyMember: true } })).toEqual([
      ['pep.position', 'validation.pepPositionRequired'],
    ]);
    expect(parsed({ ...validKycPerson(), pep: { ...pep, position: 'Poseł na Sejm' } }).pep.position).toBe('Poseł na Sejm');
  });
});

describe('kycSubmitSchema: section 7, sanctions and statements', () => {
  const withSanctions = (sanctions: unknown) => ({ ...validKycPerson(), sanctions });

  it('refuses a total above 100% on `sanctions`, with the spec message', () => {
    const result = submit.safeParse(
      withSanctions([
        { country: 'IR', percent: 60 },
        { country: 'KP', percent: '50' },
      ]),
    );
    expect(issuesToViolations(result.error?.issues ?? [], 'en')).toEqual([
      { propertyPath: 'sanctions', title: 'Total percentage exceeds 100%', code: 'validation.sanctionsPercentagesTotal' },
    ]);
  });

  it('accepts exactly 100% and gives each percentage with 2 decimals', () => {
    const answers = parsed(
      withSanctions([
        { country: 'RU', percent: '60,5' },
        { country: 'UA-CRIMEA-DONETSK', percent: 39.5 },
      ]),
    );
    expect(answers.sanctions).toEqual([
      { country: 'RU', percent: '60.50' },
      { country: 'UA-CRIMEA-DONETSK', percent: '39.50' },
    ]);
  });

  it('takes each percentage from 0 to 100 with at most 2 decimals, on its row', () => {
    for (const percent of ['100.001', 100.001, '-1', '0.125', 'abc', 101]) {
      expect(
        submitIssues(
          withSanctions([
            { country: 'IR', percent: 1 },
            { country: 'KP', percent },
          ]),
        ),
      ).toEqual([['sanctions.1.percent', 'validation.percent']]);
    }
    expect(submitIssues(withSanctions([{ country: 'IR', percent: null }]))).toEqual([
      ['sanctions.0.percent', 'validation.required'],
    ]);
  });

  it('takes each country once', () => {
    const rows = [
      { country: 'IR', percent: 10 },
      { country: 'IR', percent: 10 },
    ];
    expect(submitIssues(withSanctions(rows))).toEqual([['sanctions.1.country', 'validation.duplicateCountry']]);
  });

  it('needs both statements', () => {
    expect(submitIssues({ ...validKycPerson(), statements: { truthful: false, ownAccount: true } })).toEqual([
      ['statements.truthful', 'validation.checkboxRequired'],
    ]);
  });
});

describe('format checks (draft and submit)', () => {
  it('refuses a 1 MB string in the draft and in the submit, with one message', () => {
    for (const input of [
      { firstName: MEGABYTE_STRING },
      { originOfFunds: { sources: ['other'], description: MEGABYTE_STRING } },
      { sanctions: [{ country: 'IR', percent: MEGABYTE_STRING }] },
      { nationality: MEGABYTE_STRING },
    ]) {
      const draftIssues = issuesOf(ZKycDraftSchema, input);
      expect(draftIssues).toHaveLength(1);
      expect(submitIssues({ ...validKycPerson(), ...input })).toEqual(draftIssues);
    }
  });

  it('limits free text to 200 characters and descriptions to 2000', () => {
    expect(issuesOf(ZKycDraftSchema, { surname: 'x'.repeat(201) })).toEqual([['surname', 'validation.maxLength']]);
    expect(issuesOf(ZKycDraftSchema, { surname: 'x'.repeat(200) })).toEqual([]);
    expect(issuesOf(ZKycDraftSchema, { originOfFunds: { description: 'x'.repeat(2000) } })).toEqual([]);
    expect(issuesOf(ZKycDraftSchema, { originOfFunds: { description: 'x'.repeat(2001) } })).toEqual([
      ['originOfFunds.description', 'validation.maxLength'],
    ]);
  });

  it('bounds the lists', () => {
    const row = { country: 'IR', percent: 1 };
    expect(issuesOf(ZKycDraftSchema, { sanctions: Array.from({ length: 7 }, () => row) })).toEqual([
      ['sanctions', 'validation.maxItems'],
    ]);
    expect(issuesOf(ZKycDraftSchema, { crsTaxResidencies: Array.from({ length: 11 }, () => ({})) })).toEqual([
      ['crsTaxResidencies', 'validation.maxItems'],
    ]);
    expect(issuesOf(ZKycDraftSchema, { company: { representatives: Array.from({ length: 21 }, () => ({})) } })).toEqual([
      ['company.representatives', 'validation.maxItems'],
    ]);
  });

  it('refuses wrong types in a draft', () => {
    expect(
      issuesOf(ZKycDraftSchema, {
        firstName: 12,
        documentIndefinite: 'yes',
        residentialAddress: [],
        sanctions: 'none',
        investorType: 'robot',
        countryOfBirth: 'Poland',
        pep: { isPep: 'no' },
      }),
    ).toEqual([
      ['investorType', 'validation.invalid'],
      ['firstName', 'validation.invalid'],
      ['countryOfBirth', 'validation.invalid'],
      ['documentIndefinite', 'validation.invalid'],
      ['residentialAddress', 'validation.invalid'],
      ['pep.isPep', 'validation.invalid'],
      ['sanctions', 'validation.invalid'],
    ]);
  });

  it('saves a draft with what was typed so far: half-typed numbers, nulls, nothing at all', () => {
    expect(issuesOf(ZKycDraftSchema, {})).toEqual([]);
    const draft = {
      identificationNo: '850315',
      bankAccount: '61 1090',
      residentialAddress: { zipCode: '00-5', country: 'PL' },
      sanctions: [{ country: 'IR', percent: '12,' }],
      mailingAddress: null,
      company: null,
    };
    expect(ZKycDraftSchema.parse(draft)).toEqual(draft);
  });

  it('reports a wrong type once in the submit, beside the other problems', () => {
    expect(submitIssues({ ...validKycPerson(), firstName: 12, identificationNo: '1' })).toEqual([
      ['firstName', 'validation.invalid'],
      ['identificationNo', 'validation.pesel'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------------------
// Sections.

describe('the seven sections', () => {
  it('hold every field exactly once', () => {
    const fields = KYC_SECTIONS.flatMap((section) => [...KYC_SECTION_FIELDS[section]]);
    expect([...fields].sort()).toEqual([...KYC_FIELDS].sort());
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('name the section of a violation', () => {
    expect(kycSectionOfPath('residentialAddress.zipCode')).toBe(3);
    expect(kycSectionOfPath('company.representatives')).toBe(1);
    expect(kycSectionOfPath('sanctions.1.percent')).toBe(7);
    expect(kycSectionOfPath('sanctions')).toBe(7);
    expect(kycSectionOfPath('unknown')).toBeNull();
  });

  it('validate only their own fields of the whole form value', () => {
    const form = { ...validKycPerson(), bankAccount: 'wrong', identificationNo: '1' };
    expect(issuesOf(kycSectionSchema(2, options), form)).toEqual([]);
    expect(issuesOf(kycSectionSchema(5, options), form)).toEqual([['bankAccount', 'validation.bankAccount']]);
    expect(issuesOf(kycSectionSchema(1, options), form)).toEqual([['identificationNo', 'validation.pesel']]);
  });

  it('output their own fields in the submitted form', () => {
    const result = kycSectionSchema(5, options).parse(validKycPerson());
    expect(result).toEqual({ bankAccount: '61109010140000071219812874', bankAccountName: 'Anna Kowalska', swiftCode: null });
  });

  it('read fields of an earlier section without reporting on them (section 4 and the investor type)', () => {
    expect(KYC_SECTION_CONTEXT_FIELDS[4]).toEqual(['investorType']);
    const section4 = kycSectionSchema(4, options);
    expect(issuesOf(section4, { ...validKycCompany(), maritalStatus: null })).toEqual([]);
    expect(issuesOf(section4, { ...validKycPerson(), maritalStatus: null, propertyRegime: null })).toEqual([
      ['maritalStatus', 'validation.required'],
    ]);
    expect(issuesOf(section4, { ...validKycPerson(), investorType: 'robot' })).toEqual([]);
  });

  it('refuse a company in section 1 as the submit does', () => {
    expect(issuesOf(kycSectionSchema(1, { ...options, enableLegalPerson: false }), validKycCompany())).toEqual([
      ['investorType', 'validation.legalPersonNotAllowed'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------------------
// Properties: the sections and the submit are one set of rules.

const awkwardValues = fc.oneof(
  fc.constantFrom(null, undefined, '', ' ', 0, 12.5, true, false, [], {}, 'x'.repeat(201)),
  fc.constantFrom('PL', 'US', 'DE', 'IR', 'company', 'person', 'Married', 'Other', 'other', 'salary', '2026-11-26'),
  fc.constantFrom('85031512344', '85031512345', '00-590', '10117', '61109010140000071219812874', 'COBADEFFXXX'),
  fc.string({ maxLength: 8 }),
);
const awkwardLists = fc.constantFrom(
  [],
  [
    { country: 'IR', percent: 60 },
    { country: 'KP', percent: '50' },
  ],
  [{ country: 'IR', percent: '100.001' }],
  [
    { country: 'IR', percent: 10 },
    { country: 'IR', percent: 10 },
  ],
  [{ country: 'US', tin: '1' }],
  [{ firstName: 'Jan', surname: 'Nowak', signer: false }],
  ['other'],
);

/** The paths of every value in an object, down to its leaves (array rows included). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))];
}

function withValueAt(base: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const container = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(container) ? [...container] : { ...container };
  (copy as Record<string, unknown>)[head] = withValueAt(container[head], rest, replacement);
  return copy;
}

/** A valid questionnaire (person, company or foreigner) with a few values replaced by awkward ones. */
const mutatedQuestionnaire = fc.constantFrom(validKycPerson(), validKycCompany(), validKycForeignPerson()).chain((base) =>
  fc
    .array(
      fc.tuple(fc.constantFrom(...leafPaths(base).filter((path) => path.length > 0)), fc.oneof(awkwardValues, awkwardLists)),
      {
        maxLength: 4,
      },
    )
    .map((changes) => changes.reduce<unknown>((value, [path, replacement]) => withValueAt(value, path, replacement), base)),
);

const sorted = (issues: Issue[]) => issues.map((issue) => issue.join(' ')).sort();

describe('sections and submit agree', () => {
  it('report the same problems: all seven sections together are the submit', () => {
    fc.assert(
      fc.property(mutatedQuestionnaire, fc.boolean(), (input, enableLegalPerson) => {
        const each = { ...options, enableLegalPerson };
        const sectionIssues = KYC_SECTIONS.flatMap((section: TKycSection) => issuesOf(kycSectionSchema(section, each), input));
        expect(sorted(sectionIssues)).toEqual(sorted(submitIssues(input, each)));
      }),
      { numRuns: 300 },
    );
  });

  it('accept a value that every section accepts, and give the same answers', () => {
    fc.assert(
      fc.property(mutatedQuestionnaire, (input) => {
        const sections = KYC_SECTIONS.map((section) => kycSectionSchema(section, options).safeParse(input));
        const whole = submit.safeParse(input);
        expect(whole.success).toBe(sections.every((result) => result.success));
        if (whole.success) expect(Object.assign({}, ...sections.map((result) => result.data))).toEqual(whole.data);
      }),
      { numRuns: 300 },
    );
  });

  it('speak only in message keys, whatever the input (no zod default text reaches a form)', () => {
    fc.assert(
      fc.property(fc.oneof(mutatedQuestionnaire, fc.anything()), (input) => {
        for (const [, message] of [...submitIssues(input), ...issuesOf(ZKycDraftSchema, input)]) {
          expect(isValidationMessageKey(message), message).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
