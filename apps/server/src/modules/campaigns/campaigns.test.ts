import { randomUUID } from 'node:crypto';
import type { TCampaign, TCampaignChoice, TProductDetail } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { adminConfigurations, campaignTranslations, campaigns } from '../../db/schema/index.ts';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

let app: App;
let advisor: string;
let navyAdvisor: string;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [advisor, navyAdvisor] = await Promise.all([
    loginAdvisor(app, 'doradca@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'advisor@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
  ]);
});

function get(url: string, token = advisor, host = DEMO_HOST) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'en' } });
}

async function getJson<T>(url: string, token = advisor, host = DEMO_HOST): Promise<T> {
  const response = await get(url, token, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const demoCampaigns = async (query = '') =>
  (await getJson<TCampaign[]>(`/api/advisor/campaigns${query}`)).filter((campaign) => !campaign.slug.startsWith('test-'));

describe('GET /api/advisor/campaigns', () => {
  it('lists the landing page campaigns, running ones first, in Polish by default with every translation', async () => {
    const list = await demoCampaigns();
    expect(list.map((campaign) => [campaign.slug, campaign.state, campaign.canInvite])).toEqual([
      // Running, the one ending soonest first; then the finished one.
      ['biomedica-seria-c', 'running', true],
      ['zielona-energia-seria-a', 'running', true],
      ['osiedle-parkowe-seria-b', 'finished', false],
    ]);
    const bonds = list.find((campaign) => campaign.slug === 'zielona-energia-seria-a')!;
    expect(bonds).toMatchObject({
      type: 'debt',
      currency: 'PLN',
      language: 'pl',
      name: 'Obligacje Zielona Energia seria A',
      issuerName: 'Zielona Energia S.A.',
      targetAmount: '5000000.00',
      minInvestmentValue: '1000.00',
      debt: {
        interestType: 'Fixed',
        interestRate: '9.0000',
        paymentFrequency: 'Quarterly',
        duration: { value: 24, unit: 'month' },
        taxRate: '19.00',
      },
      equity: null,
    });
    expect(bonds.raisedAmount).toMatch(/^\d+\.\d{2}$/);
    expect(bonds.translations.map((translation) => [translation.language, translation.name]).sort()).toEqual([
      ['en', 'Green Energy Bonds Series A'],
      ['pl', 'Obligacje Zielona Energia seria A'],
    ]);
    expect(bonds.products.map((product) => [product.code, product.investmentValueMin, product.investmentValueMax])).toEqual([
      ['SERIA-A', '1000.00', '500000.00'],
      ['SERIA-A-INST', '100000.00', '2000000.00'],
    ]);
    expect(bonds.products[0]).toMatchObject({ investmentValueStep: '100.00', nominalValue: '100.00', currency: 'PLN' });

    const shares = list.find((campaign) => campaign.slug === 'biomedica-seria-c')!;
    expect(shares).toMatchObject({
      type: 'equity',
      debt: null,
      minInvestmentValue: '1250.00',
      equity: { sharesSeries: 'C', counterFrom: 1_000_001, counterTo: 1_200_000, issueValue: '2500000.00', pccFlag: true },
    });
  });

  it('uses the requested language and refuses an unknown one', async () => {
    const list = await demoCampaigns('?language=en');
    expect(list.map((campaign) => [campaign.language, campaign.name])).toContainEqual(['en', 'Green Energy Bonds Series A']);
    const response = await get('/api/advisor/campaigns?language=de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ label: 'error.validation' });
  });

  it('shows the landing page placeholder when a campaign has no image, the admin override first', async () => {
    const list = await demoCampaigns();
    const bonds = list.find((campaign) => campaign.type === 'debt')!;
    const shares = list.find((campaign) => campaign.type === 'equity')!;
    expect(bonds).toMatchObject({ isPlaceholderImage: true, imageUrl: '/branding/demo/debt-placeholder.svg' });
    expect(shares).toMatchObject({ isPlaceholderImage: true, imageUrl: '/branding/demo/equity-placeholder.svg' });

    const landingId = await landingIdOf(app, DEMO_HOST);
    await app.db
      .update(adminConfigurations)
      .set({ debtPlaceholder: '/custom/debt.png' })
      .where(eq(adminConfigurations.landingPageId, landingId));
    app.tenantConfiguration.invalidate(landingId);
    const withImage = await createTestCampaign(app, { imageUrl: '/images/own.png' });
    const after = await getJson<TCampaign[]>('/api/advisor/campaigns');
    expect(after.find((campaign) => campaign.id === bonds.id)).toMatchObject({ imageUrl: '/custom/debt.png' });
    expect(after.find((campaign) => campaign.id === withImage.campaignId)).toMatchObject({
      imageUrl: '/images/own.png',
      isPlaceholderImage: false,
    });
    await app.db
      .update(adminConfigurations)
      .set({ debtPlaceholder: null })
      .where(eq(adminConfigurations.landingPageId, landingId));
    app.tenantConfiguration.invalidate(landingId);
  });

  it('tells not started, finished and switched-off campaigns apart', async () => {
    const notStarted = await createTestCampaign(app, { startOffsetDays: 1, endOffsetDays: 20 });
    const endsToday = await createTestCampaign(app, { startOffsetDays: -5, endOffsetDays: 0 });
    const finished = await createTestCampaign(app, { startOffsetDays: -30, endOffsetDays: -1 });
    const inactive = await createTestCampaign(app, { isActive: false });
    // The admin sees every campaign; advisors only those that started and are switched on (issue 14).
    const admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
    const list = await getJson<TCampaign[]>('/api/advisor/campaigns', admin);
    const stateOf = (id: string) => list.find((campaign) => campaign.id === id)?.state;
    expect(stateOf(notStarted.campaignId)).toBe('notStarted');
    expect(stateOf(endsToday.campaignId)).toBe('running');
    expect(stateOf(finished.campaignId)).toBe('finished');
    expect(stateOf(inactive.campaignId)).toBe('inactive');
    const advisorIds = (await getJson<TCampaign[]>('/api/advisor/campaigns')).map((campaign) => campaign.id);
    expect(advisorIds).toContain(endsToday.campaignId);
    expect(advisorIds).toContain(finished.campaignId);
    expect(advisorIds).not.toContain(notStarted.campaignId);
    expect(advisorIds).not.toContain(inactive.campaignId);
    const states = list.map((campaign) => campaign.state);
    expect(states).toEqual([...states].sort((a, b) => order(a) - order(b)));
  });

  it('shows each landing page its own campaigns only', async () => {
    const navy = await getJson<TCampaign[]>('/api/advisor/campaigns', navyAdvisor, NAVY_HOST);
    expect(navy.map((campaign) => campaign.slug)).toEqual(['harbour-logistics-series-a']);
    expect(navy[0]).toMatchObject({ currency: 'EUR', language: 'pl', name: 'Obligacje Harbour Logistics seria A' });
  });

  it('needs an advisor-panel login', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/advisor/campaigns', headers: { host: DEMO_HOST } });
    expect(response.statusCode).toBe(401);
  });
});

const order = (state: string) => ['running', 'notStarted', 'finished', 'inactive'].indexOf(state);

describe('GET /api/advisor/campaign/{id}', () => {
  it('answers one campaign with its translations, in the requested language', async () => {
    const [first] = await demoCampaigns();
    const campaign = await getJson<TCampaign>(`/api/advisor/campaign/${first!.id}?language=en`);
    expect(campaign).toMatchObject({ id: first!.id, language: 'en', name: 'BioMedica Shares Series C' });
    expect(campaign.description).toContain('BioMedica S.A. of Kraków');
    expect(campaign.translations).toHaveLength(2);
  });

  it('falls back to Polish, then to the first translation there is', async () => {
    const polishOnly = await createTestCampaign(app, { translations: { pl: 'Tylko po polsku' } });
    expect(await getJson<TCampaign>(`/api/advisor/campaign/${polishOnly.campaignId}?language=en`)).toMatchObject({
      language: 'pl',
      name: 'Tylko po polsku',
    });
    const englishOnly = await createTestCampaign(app, { translations: { en: 'English only' } });
    expect(await getJson<TCampaign>(`/api/advisor/campaign/${englishOnly.campaignId}`)).toMatchObject({
      language: 'en',
      name: 'English only',
    });
    await app.db.delete(campaignTranslations).where(eq(campaignTranslations.campaignId, englishOnly.campaignId));
    const untranslated = await getJson<TCampaign>(`/api/advisor/campaign/${englishOnly.campaignId}`);
    expect(untranslated.name).toMatch(/^test-/);
    expect(untranslated.translations).toEqual([]);
  });

  it('answers 404 for another landing page campaign or an unknown id, 400 for a malformed id', async () => {
    const [harbour] = await getJson<TCampaign[]>('/api/advisor/campaigns', navyAdvisor, NAVY_HOST);
    expect((await get(`/api/advisor/campaign/${harbour!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/advisor/campaign/${randomUUID()}`)).statusCode).toBe(404);
    const malformed = await get('/api/advisor/campaign/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ label: 'error.validation' });
  });
});

describe('GET /api/advisor/campaign-choices and /api/advisor/product/{id}', () => {
  it('lists campaign choices with their products', async () => {
    const choices = await getJson<TCampaignChoice[]>('/api/advisor/campaign-choices?language=en');
    const bonds = choices.find((choice) => choice.name === 'Green Energy Bonds Series A');
    expect(bonds).toMatchObject({ type: 'debt', currency: 'PLN', state: 'running', canInvite: true });
    expect(bonds?.products.map((product) => product.code)).toEqual(['SERIA-A', 'SERIA-A-INST']);
    const navy = await getJson<TCampaignChoice[]>('/api/advisor/campaign-choices', navyAdvisor, NAVY_HOST);
    expect(navy.map((choice) => choice.name)).toEqual(['Obligacje Harbour Logistics seria A']);
  });

  it('answers one product with its campaign; another landing page product is 404', async () => {
    const [bonds] = await campaignIdsBySlug('zielona-energia-seria-a');
    const campaign = await getJson<TCampaign>(`/api/advisor/campaign/${bonds!.id}`);
    const productId = campaign.products[1]!.id;
    const product = await getJson<TProductDetail>(`/api/advisor/product/${productId}`);
    expect(product).toMatchObject({
      id: productId,
      campaignId: bonds!.id,
      code: 'SERIA-A-INST',
      currency: 'PLN',
      investmentValueMin: '100000.00',
      investmentValueMax: '2000000.00',
      investmentValueStep: '1000.00',
      campaign: { id: bonds!.id, name: 'Obligacje Zielona Energia seria A', state: 'running', canInvite: true },
    });
    expect((await get(`/api/advisor/product/${productId}`, navyAdvisor, NAVY_HOST)).statusCode).toBe(404);
    expect((await get(`/api/advisor/product/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/advisor/product/1')).statusCode).toBe(400);
  });
});

function campaignIdsBySlug(slug: string) {
  return app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
}
