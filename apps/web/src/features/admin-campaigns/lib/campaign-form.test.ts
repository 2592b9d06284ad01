import { ZCampaignCreateRequestSchema } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { adminBondsCampaign } from '@/testing/admin-fixtures';
import { sharesCampaign } from '@/testing/campaign-fixtures';
import { campaignBody, campaignCrossFieldIssues, campaignFieldOf, campaignFormValues } from './campaign-form';

describe('the campaign form values and the request body', () => {
  it('turns a campaign into form values and back into a body the shared schema accepts (GET + POST copies it)', () => {
    const values = campaignFormValues(adminBondsCampaign());
    const body = campaignBody(values, 'pl', { withProducts: true });
    const parsed = ZCampaignCreateRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      translations: [{ language: 'pl' }, { language: 'en', name: 'Green Energy Bonds Series A' }],
      debt: { interestRate: '9.0000', taxRate: '19.00', duration: { value: 24, unit: 'month' } },
      equity: null,
      paymentAccount: { iban: 'PL61109010140000071219812874', swift: null },
      products: [{ code: 'SERIA-A', currency: 'PLN', investmentValueStep: '100.00' }, { code: 'SERIA-A-INST' }],
    });
  });

  it('sends the terms of the chosen type only, and equity numbers as numbers', () => {
    const values = campaignFormValues(sharesCampaign());
    const body = campaignBody(values, 'pl', { withProducts: false });
    expect(body.debt).toBeNull();
    expect(body.equity).toMatchObject({ sharesSeries: 'C', pccFlag: true });
    expect(typeof body.equity?.counterFrom).toBe('number');
    expect(body).not.toHaveProperty('products');
  });

  it("leaves out the other language when it is empty, and maps the body's translation paths back to their columns", () => {
    const values = campaignFormValues();
    values.translations[1] = { language: 'en', name: 'Harbour Bonds', shortDescription: '', description: '' };
    // An English landing page: Polish left empty is not sent, so English is the body's first translation.
    const body = campaignBody(values, 'en', { withProducts: false });
    expect(body.translations).toEqual([{ language: 'en', name: 'Harbour Bonds', shortDescription: null, description: null }]);
    expect(campaignFieldOf('translations.0.name', values, 'en')).toBe('translations.1.name');
    expect(campaignFieldOf('translations', values, 'en')).toBe('translations.1.name');
    // On a Polish landing page the Polish texts are sent (and required) even when empty.
    expect(campaignBody(values, 'pl', { withProducts: false }).translations.map((t) => t.language)).toEqual(['pl', 'en']);
  });

  it('names the form field of nested paths, and none for what the form does not show', () => {
    const values = campaignFormValues();
    expect(campaignFieldOf('products.1.currency', values, 'pl')).toBe('products.1.currency');
    expect(campaignFieldOf('documents.0.assetId', values, 'pl')).toBe('documents.0.assetId');
    expect(campaignFieldOf('debt.duration.value', values, 'pl')).toBe('debt.duration.value');
    expect(campaignFieldOf('paymentAccount', values, 'pl')).toBe('paymentAccount.iban');
    expect(campaignFieldOf('slug', values, 'pl')).toBeNull();
    expect(campaignFieldOf('', values, 'pl')).toBeNull();
  });

  it('reports the rules across fields at once: end before start, each product’s limits', () => {
    const values = campaignFormValues();
    values.startDate = '2026-06-10';
    values.endDate = '2026-06-01';
    values.products = [
      { code: 'A', investmentValueMin: '1000', investmentValueMax: '500', investmentValueStep: '300', nominalValue: '' },
    ];
    expect(campaignCrossFieldIssues(values)).toEqual([
      { path: 'endDate', key: 'validation.dateRangeOrder' },
      { path: 'products.0.investmentValueMax', key: 'validation.maxBelowMin', params: { min: '1000' } },
      { path: 'products.0.investmentValueStep', key: 'validation.stepNotDividingLimits', params: { step: '300' } },
    ]);
  });
});
