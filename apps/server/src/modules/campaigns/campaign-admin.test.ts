import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isoDateInTimeZone, type TCampaign } from '@emisja/shared';
import { auditLog, campaigns, emailOutbox, investorOffers, networks } from '../../db/schema/index.ts';
import type { App } from '../../app.ts';
import { bearer, loginBackOfficeRoles, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { debtCampaignBody, uploadAssetOk } from '../../../test/back-office-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';

// The issuer's back office for campaigns (issue 14, 18): admin writes, the rules on their fields, one transaction per save,
// copy by GET + POST, visibility from the start date, documents for every reader.

let app: App;
let admin: string;
let advisor: string;
let coordinator: string;
let navyAdmin: string;
let demoCampaigns: TCampaign[];

const today = isoDateInTimeZone(new Date());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: unknown, host = DEMO_HOST) {
  return app.inject({ method, url, headers: { ...bearer(token, host), 'accept-language': 'en' }, payload: payload as never });
}

async function createOk(body: Record<string, unknown>): Promise<TCampaign> {
  const response = await call('POST', '/api/advisor/campaign?language=en', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function violationsOf(response: { json: () => { violations: { propertyPath: string; code: string }[] } }) {
  return response.json().violations.map((violation) => [violation.propertyPath, violation.code]);
}

/** What a client sends back of a campaign it read: the answer without ids and computed fields. */
function bodyOf(campaign: TCampaign) {
  return {
    ...campaign,
    documents: (campaign.documents ?? []).map(({ assetId, kind, language }) => ({ assetId, kind, language })),
    products: campaign.products.map(({ id: _id, campaignId: _campaignId, ...product }) => product),
  };
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  ({ admin, advisor, coordinator, navyAdmin } = await loginBackOfficeRoles(app));
  demoCampaigns = (await call('GET', '/api/advisor/campaigns', admin)).json();
});

describe('campaign writes: who may', () => {
  it('refuses advisors and coordinators (403) on every write, another tenant (401 token, 404 ids), admits the admin', async () => {
    const campaign = demoCampaigns[0]!;
    const product = campaign.products[0]!;
    const writes: ['POST' | 'PUT' | 'PATCH' | 'GET', string, unknown][] = [
      ['POST', '/api/advisor/campaign', debtCampaignBody()],
      ['PUT', `/api/advisor/campaign/${campaign.id}`, bodyOf(campaign)],
      ['POST', `/api/advisor/campaign/${campaign.id}/product`, { ...bodyOf(campaign).products[0], code: 'NEW-1' }],
      ['PUT', `/api/advisor/product/${product.id}`, bodyOf(campaign).products[0]],
      ['PATCH', `/api/advisor/campaign/${campaign.id}/deactivate`, undefined],
      ['GET', `/api/advisor/campaign/${campaign.id}/preview`, undefined],
    ];
    for (const [method, url, body] of writes) {
      for (const token of [advisor, coordinator]) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      // A token of another landing page on this host: 401; its admin on its own host with this landing page's ids: 404.
      expect((await call(method, url, navyAdmin, body)).statusCode, `${method} ${url}`).toBe(401);
      if (url !== '/api/advisor/campaign') {
        expect((await call(method, url, navyAdmin, body, NAVY_HOST)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const before = await app.db.select().from(campaigns);
    expect(before.every((row) => row.isActive)).toBe(true);
    expect((await call('GET', `/api/advisor/campaign/${campaign.id}/preview`, admin)).statusCode).toBe(200);
  });
});

describe('creating and copying a campaign', () => {
  it('creates a debt campaign with two products, a cover and terms in one save, audited; copies it by GET + POST', async () => {
    const cover = await uploadAssetOk(app, admin, 'campaign-cover', 'okladka.png', samplePng());
    const terms = await uploadAssetOk(app, admin, 'campaign-document', 'regulamin.pdf', samplePdf());
    const created = await createOk(
      debtCampaignBody({ coverImageId: cover.id, documents: [{ assetId: terms.id, kind: 'terms', language: 'en' }] }),
    );
    expect(created).toMatchObject({
      name: 'Test Bonds Series X',
      slug: 'obligacje-testowe-seria-x',
      targetAmount: '1000000.00',
      imageUrl: `/public-api/asset/${cover.id}`,
      isPlaceholderImage: false,
      coverImageId: cover.id,
      debt: { interestRate: '8.5000', taxRate: '19.00' },
      paymentAccount: { iban: '61109010140000071219812874', swift: 'WBKPPLPP' },
      transferTitlePattern: '{offerNumber} {surname}',
    });
    expect(created.products.map((product) => [product.code, product.investmentValueStep])).toEqual([
      ['X-A', '500.00'],
      ['X-B', '0.00'],
    ]);
    expect(created.documents).toEqual([
      expect.objectContaining({ assetId: terms.id, kind: 'terms', language: 'en', contentType: 'application/pdf' }),
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'campaign.created'), eq(auditLog.entityId, created.id)));
    expect(audit?.after).toMatchObject({ issuerName: 'Testowy Emitent S.A.' });

    const read = (await call('GET', `/api/advisor/campaign/${created.id}?language=en`, admin)).json() as TCampaign;
    const copy = await createOk(bodyOf(read));
    expect(copy.id).not.toBe(created.id);
    expect(copy.slug).toBe('obligacje-testowe-seria-x-2');
    const comparable = (campaign: TCampaign) => ({
      ...campaign,
      id: null,
      slug: null,
      products: campaign.products.map((product) => ({ ...product, id: null, campaignId: null })),
      documents: campaign.documents?.map((document) => ({ ...document, id: null })),
    });
    expect(comparable(copy)).toEqual(comparable(read));
  });

  it('puts each broken rule on its field', async () => {
    const product = debtCampaignBody().products[0]!;
    const response = await call(
      'POST',
      '/api/advisor/campaign',
      admin,
      debtCampaignBody({
        debt: { ...debtCampaignBody().debt, taxRate: '150' },
        paymentAccount: { ...debtCampaignBody().paymentAccount, iban: '61 1090 1014 0000 0712 1981 2875' },
        products: [
          { ...product, investmentValueMax: '500.00' },
          { ...product, code: 'X-C', investmentValueStep: '300.00' },
          { ...product, code: 'X-D', investmentValueMin: '-1000' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(violationsOf(response)).toEqual([
      ['debt.taxRate', 'validation.percent'],
      ['paymentAccount.iban', 'validation.bankAccount'],
      ['products.0.investmentValueMax', 'validation.maxBelowMin'],
      ['products.1.investmentValueStep', 'validation.stepNotDividingLimits'],
      ['products.2.investmentValueMin', 'validation.minValue'],
    ]);
    // Rules across fields come once every field is valid on its own.
    const dates = await call('POST', '/api/advisor/campaign', admin, debtCampaignBody({ endDate: '2025-12-31' }));
    expect(violationsOf(dates)).toEqual([['endDate', 'validation.dateRangeOrder']]);
  });

  it('saves nothing when a product fails: the campaign and the products before it are rolled back', async () => {
    const count = async () => (await app.db.select({ id: campaigns.id }).from(campaigns)).length;
    const before = await count();
    const body = debtCampaignBody();
    const response = await call('POST', '/api/advisor/campaign', admin, {
      ...body,
      products: [body.products[0], { ...body.products[1], currency: 'EUR' }],
    });
    expect(response.statusCode).toBe(400);
    expect(violationsOf(response)).toEqual([['products.1.currency', 'validation.productCurrencyMismatch']]);
    expect(await count()).toBe(before);
  });

  it("refuses another landing page's asset and a document asset as the cover", async () => {
    const navyCover = await uploadAssetOk(app, navyAdmin, 'campaign-cover', 'cover.png', samplePng(), NAVY_HOST);
    const pdf = await uploadAssetOk(app, admin, 'campaign-document', 'ulotka.pdf', samplePdf());
    const foreign = await call('POST', '/api/advisor/campaign', admin, debtCampaignBody({ coverImageId: navyCover.id }));
    expect(violationsOf(foreign)).toEqual([['coverImageId', 'validation.assetNotFound']]);
    const wrongKind = await call('POST', '/api/advisor/campaign', admin, debtCampaignBody({ coverImageId: pdf.id }));
    expect(violationsOf(wrongKind)).toEqual([['coverImageId', 'validation.assetKind']]);
  });
});

describe('visibility', () => {
  it('shows a campaign to advisors from its start date; the admin sees future and switched-off ones', async () => {
    const future = await createOk(debtCampaignBody({ startDate: addDaysToIsoDate(today, 10), products: [] }));
    const ids = async (token: string) =>
      ((await call('GET', '/api/advisor/campaigns', token)).json() as TCampaign[]).map((campaign) => campaign.id);
    expect(await ids(admin)).toContain(future.id);
    expect(await ids(advisor)).not.toContain(future.id);
    expect((await call('GET', `/api/advisor/campaign/${future.id}`, advisor)).statusCode).toBe(404);
    expect((await call('GET', `/api/advisor/campaign/${future.id}/preview?language=pl`, admin)).json()).toMatchObject({
      language: 'pl',
      campaign: { id: future.id, state: 'notStarted', name: 'Obligacje Testowe seria X' },
      product: null,
    });

    const running = await createOk(debtCampaignBody({ startDate: today }));
    expect(await ids(advisor)).toContain(running.id);
    const deactivated = await call('PATCH', `/api/advisor/campaign/${running.id}/deactivate`, admin);
    expect(deactivated.json().state).toBe('inactive');
    expect(await ids(advisor)).not.toContain(running.id);
    expect(await ids(admin)).toContain(running.id);
  });
});

describe('currency and limits once offers are accepted', () => {
  it("refuses a currency change of a campaign with accepted or active offers; a new product's limits leave accepted offers alone", async () => {
    const bonds = demoCampaigns.find((campaign) => campaign.slug === 'zielona-energia-seria-a')!;
    const response = await call('PUT', `/api/advisor/campaign/${bonds.id}`, admin, { ...bodyOf(bonds), currency: 'EUR' });
    expect(response.statusCode).toBe(400);
    expect(violationsOf(response)).toEqual([['currency', 'validation.currencyLocked']]);

    const product = bonds.products[0]!;
    const accepted = await app.db
      .select()
      .from(investorOffers)
      .where(and(eq(investorOffers.productId, product.id), eq(investorOffers.status, 'accepted')));
    expect(accepted.length).toBeGreaterThan(0);
    const changed = await call('PUT', `/api/advisor/product/${product.id}`, admin, {
      ...bodyOf(bonds).products[0],
      investmentValueMin: '400000.00',
      investmentValueMax: '500000.00',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await app.db
      .select()
      .from(investorOffers)
      .where(and(eq(investorOffers.productId, product.id), eq(investorOffers.status, 'accepted')));
    expect(after.map((offer) => [offer.id, offer.investmentValue])).toEqual(
      accepted.map((offer) => [offer.id, offer.investmentValue]),
    );
  });

  it('lets a campaign without accepted offers change its currency, with its products and open offers', async () => {
    const created = await createOk(debtCampaignBody({ startDate: today }));
    const changed = await call('PUT', `/api/advisor/campaign/${created.id}`, admin, { ...bodyOf(created), currency: 'EUR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as TCampaign).products.every((product) => product.currency === 'EUR')).toBe(true);
  });
});

describe('campaign documents', () => {
  it('are downloaded by advisors, by the offer link (listed on the public page) and by investors of the campaign', async () => {
    const terms = await uploadAssetOk(app, admin, 'campaign-document', 'terms.pdf', samplePdf('Terms'));
    const memo = await uploadAssetOk(app, admin, 'campaign-document', 'memorandum-pl.pdf', samplePdf('Memorandum'));
    const campaign = await createOk(
      debtCampaignBody({
        startDate: today,
        documents: [
          { assetId: terms.id, kind: 'terms', language: null },
          { assetId: memo.id, kind: 'information-memorandum', language: 'pl' },
        ],
      }),
    );
    const [termsDocument, memoDocument] = campaign.documents!;
    const download = await call('GET', `/api/advisor/campaign/${campaign.id}/document/${termsDocument!.id}`, advisor);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [north] = await app.db.select().from(networks).where(eq(networks.name, 'Północ'));
    const email = `bo-${Date.now()}@example.com`;
    const invited = await call(
      'POST',
      `/api/advisor/campaign/${campaign.id}/product/${campaign.products[0]!.id}/invite-investor`,
      advisor,
      { investorEmail: email, message: 'Zapraszam do oferty obligacji.', networkId: north!.id },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const token = secretOfLink(mail!.links[0]!);
    const page = await app.inject({
      method: 'GET',
      url: `/public-api/campaign-offer/${token}?language=en`,
      headers: { host: DEMO_HOST },
    });
    expect(page.json().documents.map((document: { id: string }) => document.id)).toEqual([termsDocument!.id]);
    const publicDownload = await app.inject({
      method: 'GET',
      url: `/public-api/campaign-offer/${token}/document/${memoDocument!.id}`,
      headers: { host: DEMO_HOST },
    });
    expect(publicDownload.statusCode).toBe(200);
    const unknownLink = await app.inject({
      method: 'GET',
      url: `/public-api/campaign-offer/x${token}/document/${memoDocument!.id}`,
      headers: { host: DEMO_HOST },
    });
    expect(unknownLink.statusCode).toBe(404);
    // Another campaign's document through this campaign's path: 404.
    const other = demoCampaigns[0]!;
    expect((await call('GET', `/api/advisor/campaign/${other.id}/document/${termsDocument!.id}`, admin)).statusCode).toBe(404);
  });
});
