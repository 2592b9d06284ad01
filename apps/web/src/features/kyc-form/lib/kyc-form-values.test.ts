import { ZKycDraftSchema } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { validKycCompany, validKycForeignPerson, validKycPerson } from '@/testing/kyc-fixtures';
import { kycDraftFromFormValues, kycFormValuesFromDraft } from './kyc-form-values';
import { createKycSectionSchemas, firstIncompleteKycSection, kycSectionsOfFields } from './kyc-sections';

const roundTrip = (draft: Parameters<typeof kycFormValuesFromDraft>[0], enableLegalPerson = true) =>
  kycDraftFromFormValues(kycFormValuesFromDraft(draft, { enableLegalPerson }));

describe('the form values and the draft', () => {
  it('give back the draft they were made of', () => {
    for (const draft of [validKycPerson(), validKycCompany(), validKycForeignPerson()]) {
      expect(roundTrip(draft)).toEqual(ZKycDraftSchema.parse(draft));
    }
  });

  it('start a new questionnaire as a person in Poland, mailing address same as residential', () => {
    const values = kycFormValuesFromDraft(null, { enableLegalPerson: true });
    expect(values.investorType).toBe('person');
    expect(values.residentialAddress.country).toBe('PL');
    expect(values.isMailingSameAsResidential).toBe(true);
    const draft = kycDraftFromFormValues(values);
    expect(draft.company).toBeNull();
    expect(draft.mailingAddress).toBeNull();
    expect(draft.fatca).toEqual({ usPerson: null, usTin: null });
    expect(ZKycDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('send nothing for answers hidden by other answers, and keep them in the form', () => {
    const values = kycFormValuesFromDraft(
      { ...validKycPerson(), fatca: { usPerson: true, usTin: '123456789' }, maritalStatus: 'Married' },
      { enableLegalPerson: true },
    );
    values.fatca.usPerson = 'no';
    values.maritalStatus = 'Other';
    values.pep.position = 'Minister';
    values.documentIndefinite = true;
    const draft = kycDraftFromFormValues(values);
    expect(draft.fatca).toEqual({ usPerson: false, usTin: null });
    expect(draft.propertyRegime).toBeNull();
    expect(draft.pep?.position).toBeNull();
    expect(draft.documentExpiryDate).toBeNull();
    expect(values.fatca.usTin).toBe('123456789');
  });

  it('open a company draft as a person where companies are not allowed', () => {
    expect(kycFormValuesFromDraft(validKycCompany(), { enableLegalPerson: false }).investorType).toBe('person');
    expect(roundTrip(validKycCompany(), false).company).toBeNull();
  });
});

describe('the sections', () => {
  const schemas = createKycSectionSchemas({ enableLegalPerson: true });

  it('resume at the first section that does not pass its rules, else at the last one', () => {
    expect(firstIncompleteKycSection(schemas, roundTrip(null))).toBe(1);
    expect(firstIncompleteKycSection(schemas, roundTrip({ ...validKycPerson(), bankAccount: null }))).toBe(5);
    expect(firstIncompleteKycSection(schemas, roundTrip(validKycPerson()))).toBe(7);
  });

  it('name the sections holding the checked fields', () => {
    expect(kycSectionsOfFields(['residentialAddress', 'mailingAddress'])).toEqual([3]);
    expect(kycSectionsOfFields(['company', 'sanctions.1.percent'])).toEqual([1, 7]);
    expect(kycSectionsOfFields(undefined)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
