import { describe, expect, it } from 'vitest';
import { validKycCompany, validKycPerson } from '../testing/kyc-fixtures.ts';
import { KYC_SECRET_PATHS, maskKycAnswers, maskSecret } from './kyc-masking.ts';
import { ZKycDraftSchema } from './kyc-questionnaire.ts';
import { kycSubmitSchema } from './kyc-rules.ts';

describe('maskSecret', () => {
  it('keeps the last 4 characters', () => {
    expect(maskSecret('85031512344')).toBe('*******2344');
    expect(maskSecret('61 1090 1014 0000 0712 1981 2874')).toBe(`${'*'.repeat(22)}2874`);
  });

  it('shows nothing of a short value', () => {
    expect(maskSecret('1234')).toBe('****');
    expect(maskSecret('12')).toBe('**');
    expect(maskSecret('')).toBe('');
  });
});

describe('maskKycAnswers', () => {
  const answers = kycSubmitSchema({ enableLegalPerson: true }).parse({
    ...validKycCompany(),
    taxNumberIdentification: '78082003459',
    fatca: { usPerson: true, usTin: '123-45-6789' },
    crsTaxResidencies: [{ country: 'DE', tin: '86095742719' }],
  });

  it('masks the PESEL, document, tax numbers and bank account, nothing else', () => {
    const masked = maskKycAnswers(answers);
    expect(masked).toMatchObject({
      identificationNo: '*******3459',
      documentNo: '*****0000',
      taxNumberIdentification: '*******3459',
      bankAccount: `${'*'.repeat(22)}2874`,
      fatca: { usPerson: true, usTin: '*****6789' },
      crsTaxResidencies: [{ country: 'DE', tin: '*******2719' }],
    });
    expect(masked.company?.representatives[0]?.identificationNo).toBe('*******3459');
    expect(masked.company?.representatives[1]?.identificationNo).toBeNull();
    // Public register numbers stay readable.
    expect(masked.company?.nip).toBe('5252374659');
    expect(masked.firstName).toBe('Piotr');
  });

  it('leaves no clear secret anywhere in the serialised answers', () => {
    const json = JSON.stringify(maskKycAnswers(answers));
    for (const secret of ['78082003459', 'ABA300000', '61109010140000071219812874', '123456789', '86095742719']) {
      expect(json).not.toContain(secret);
    }
  });

  it('does not change its input', () => {
    const copy = structuredClone(answers);
    maskKycAnswers(answers);
    expect(answers).toEqual(copy);
  });

  it('masks a draft too, keeping absent and empty values as they are', () => {
    const draft = ZKycDraftSchema.parse({ identificationNo: '850315', bankAccount: null, fatca: { usPerson: false } });
    expect(maskKycAnswers(draft)).toEqual({ identificationNo: '**0315', bankAccount: null, fatca: { usPerson: false } });
    expect(maskKycAnswers(ZKycDraftSchema.parse(validKycPerson())).documentNo).toBe('*****0000');
  });

  it('lists the masked fields as logger redaction paths', () => {
    expect(KYC_SECRET_PATHS).toContain('identificationNo');
    expect(KYC_SECRET_PATHS).toContain('crsTaxResidencies[*].tin');
  });
});
