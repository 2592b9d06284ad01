import { randomUUID } from 'node:crypto';
import { addDaysToIsoDate, isoDateInTimeZone, type Currency, type Language } from '@emisja/shared';
import type { App } from '../src/app.ts';
import { campaignTranslations, campaigns, products } from '../src/db/schema/index.ts';
import { DEMO_HOST } from './helpers.ts';
import { landingIdOf } from './auth-helpers.ts';

// Campaigns made for a test (the demo ones stay as seeded): dates relative to today in Europe/Warsaw.

export interface TestCampaignOptions {
  host?: string;
  type?: 'debt' | 'equity';
  currency?: Currency;
  /** Days from today; the subscription window is [start, end], both inclusive. */
  startOffsetDays?: number;
  endOffsetDays?: number;
  isActive?: boolean;
  imageUrl?: string | null;
  translations?: Partial<Record<Language, string>>;
  products?: { code: string; min: string; max: string; step: string }[];
  /** The account investors pay into (issue 18); none by default. */
  paymentAccount?: { iban: string; holder: string; bankName: string; swift: string | null } | null;
  transferTitlePattern?: string | null;
}

export async function createTestCampaign(app: App, options: TestCampaignOptions = {}) {
  const landingPageId = await landingIdOf(app, options.host ?? DEMO_HOST);
  const today = isoDateInTimeZone(new Date());
  const type = options.type ?? 'debt';
  const suffix = randomUUID().slice(0, 8);
  const [campaign] = await app.db
    .insert(campaigns)
    .values({
      landingPageId,
      slug: `test-${suffix}`,
      type,
      currency: options.currency ?? 'PLN',
      startDate: addDaysToIsoDate(today, options.startOffsetDays ?? -10),
      endDate: addDaysToIsoDate(today, options.endOffsetDays ?? 30),
      targetAmount: '1000000.00',
      raisedAmount: '0.00',
      isActive: options.isActive ?? true,
      imageUrl: options.imageUrl ?? null,
      issuerName: 'Test Issuer S.A.',
      paymentIban: options.paymentAccount?.iban ?? null,
      paymentHolder: options.paymentAccount?.holder ?? null,
      paymentBankName: options.paymentAccount?.bankName ?? null,
      paymentSwift: options.paymentAccount?.swift ?? null,
      transferTitlePattern: options.transferTitlePattern ?? null,
      ...(type === 'debt'
        ? {
            interestType: 'Fixed' as const,
            interestRate: '8.5000',
            paymentFrequency: 'Monthly' as const,
            durationValue: 12,
            durationUnit: 'month' as const,
          }
        : { sharesSeries: 'T', counterFrom: 1, counterTo: 1000, issueValue: '10000.00', pccFlag: false }),
    })
    .returning({ id: campaigns.id });
  const campaignId = campaign!.id;
  const translations = options.translations ?? { pl: `Kampania testowa ${suffix}`, en: `Test campaign ${suffix}` };
  for (const [language, name] of Object.entries(translations) as [Language, string][]) {
    await app.db.insert(campaignTranslations).values({ campaignId, language, name, shortDescription: `${name} (short)` });
  }
  const productRows = await app.db
    .insert(products)
    .values(
      (options.products ?? [{ code: 'TEST-A', min: '1000.00', max: '50000.00', step: '100.00' }]).map((product) => ({
        campaignId,
        landingPageId,
        code: product.code,
        investmentValueMin: product.min,
        investmentValueMax: product.max,
        investmentValueStep: product.step,
      })),
    )
    .returning({ id: products.id, code: products.code });
  return { campaignId, landingPageId, productIds: productRows.map((row) => row.id), names: translations };
}
