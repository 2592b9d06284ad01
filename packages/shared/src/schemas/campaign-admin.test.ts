import { describe, expect, it } from 'vitest';
import { issuesToViolations } from '../validation/zod.ts';
import { ZCampaignCreateRequestSchema, ZProductInputSchema } from './campaign-admin.ts';

const product = {
  code: 'SERIA-A',
  currency: 'PLN',
  investmentValueMin: '1000.00',
  investmentValueMax: '500000.00',
  investmentValueStep: '100.00',
  nominalValue: '100.00',
};

const campaign = {
  type: 'debt',
  currency: 'PLN',
  translations: [{ language: 'pl', name: 'Obligacje', shortDescription: '', description: null }],
  issuerName: 'Emitent S.A.',
  startDate: '2027-01-01',
  endDate: '2027-06-30',
  targetAmount: '1 000 000',
  debt: {
    interestType: 'Fixed',
    interestRate: '9',
    paymentFrequency: 'Quarterly',
    duration: { value: 24, unit: 'month' },
    taxRate: '19,00',
  },
  equity: null,
  paymentAccount: {
    iban: 'PL61 1090 1014 0000 0712 1981 2874',
    holder: 'Emitent S.A.',
    bankName: 'Santander Bank Polska',
    swift: 'wbkp plpp',
  },
  transferTitlePattern: '{offerNumber} {surname}',
  products: [product],
};

function violationsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : issuesToViolations(result.error?.issues as never, 'en').map((v) => [v.propertyPath, v.code]);
}

describe('the campaign create body', () => {
  it('normalises amounts, percentages, the account and the SWIFT', () => {
    const data = ZCampaignCreateRequestSchema.parse(campaign);
    expect(data.targetAmount).toBe('1000000.00');
    expect(data.debt).toMatchObject({ interestRate: '9.0000', taxRate: '19.00' });
    expect(data.paymentAccount).toEqual({
      iban: 'PL61109010140000071219812874',
      holder: 'Emitent S.A.',
      bankName: 'Santander Bank Polska',
      swift: 'WBKPPLPP',
    });
    expect(data.translations[0]?.shortDescription).toBeNull();
    expect(data.documents).toEqual([]);
    expect(data.coverImageId).toBeNull();
  });

  it('puts each broken rule on its field', () => {
    expect(
      violationsOf(ZCampaignCreateRequestSchema, {
        ...campaign,
        endDate: '2026-12-31',
        debt: { ...campaign.debt, taxRate: '150' },
        paymentAccount: { ...campaign.paymentAccount, iban: 'PL61 1090 1014 0000 0712 1981 2875' },
        transferTitlePattern: '{offerNumber} {pesel}',
        products: [product, { ...product, investmentValueMax: '500.00', investmentValueMin: '-5' }],
      }),
    ).toEqual([
      ['debt.taxRate', 'validation.percent'],
      ['paymentAccount.iban', 'validation.bankAccount'],
      ['products.1.investmentValueMin', 'validation.minValue'],
    ]);
    expect(
      violationsOf(ZCampaignCreateRequestSchema, { ...campaign, endDate: '2026-12-31', transferTitlePattern: '{pesel}' }),
    ).toEqual([
      ['endDate', 'validation.dateRangeOrder'],
      ['transferTitlePattern', 'validation.transferTitlePlaceholder'],
    ]);
    expect(violationsOf(ZCampaignCreateRequestSchema, { ...campaign, products: [product, product] })).toEqual([
      ['products.1.code', 'validation.duplicateValue'],
    ]);
    expect(violationsOf(ZCampaignCreateRequestSchema, { ...campaign, debt: null })).toEqual([['debt', 'validation.required']]);
  });

  it('refuses a max below the min and a step that does not divide the limits; a step of 0 is no step', () => {
    expect(violationsOf(ZProductInputSchema, { ...product, investmentValueMax: '900.00' })).toEqual([
      ['investmentValueMax', 'validation.maxBelowMin'],
    ]);
    expect(violationsOf(ZProductInputSchema, { ...product, investmentValueStep: '300.00' })).toEqual([
      ['investmentValueStep', 'validation.stepNotDividingLimits'],
    ]);
    expect(violationsOf(ZProductInputSchema, { ...product, investmentValueMax: '1050.00', investmentValueStep: '0' })).toEqual(
      [],
    );
    expect(violationsOf(ZProductInputSchema, { ...product, investmentValueStep: '-100' })).toEqual([
      ['investmentValueStep', 'validation.minValue'],
    ]);
  });

  it('needs a SWIFT for a foreign account', () => {
    expect(
      violationsOf(ZCampaignCreateRequestSchema, {
        ...campaign,
        paymentAccount: { ...campaign.paymentAccount, iban: 'DE89370400440532013000', swift: null },
      }),
    ).toEqual([['paymentAccount.swift', 'validation.swiftRequired']]);
  });
});
