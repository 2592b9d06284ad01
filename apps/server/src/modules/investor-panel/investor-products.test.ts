import { randomUUID } from 'node:crypto';
import { ZInvestorProductSchema } from '@emisja/shared';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { createTestInvestor, loginInvestorByLink } from '../../../test/investor-helpers.ts';
import { sendKycAndGetLink } from '../../../test/kyc-helpers.ts';
import type { App } from '../../app.ts';
import { advisors, auditLog, emailOutbox, networks, products } from '../../db/schema/index.ts';

// Products of running campaigns and "ask my advisor" in the investor panel (issue 13; docs/decisions/033).

let app: App;
let advisorToken: string;
let northId: string;
let running: { campaignId: string; productIds: string[] };
let ended: { campaignId: string; productIds: string[] };

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisorToken = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  northId = north!.id;
  running = await createTestCampaign(app, {
    translations: { pl: 'Kampania produktów', en: 'Products campaign' },
    products: [
      { code: 'SERIA-A', min: '1000.00', max: '50000.00', step: '100.00' },
      { code: 'SERIA-B', min: '100000.00', max: '500000.00', step: '1000.00' },
    ],
  });
  ended = await createTestCampaign(app, { startOffsetDays: -60, endOffsetDays: -1 });
});

/** An investor invited to SERIA-A of the running campaign by doradca@ (network Północ), logged in. */
async function invitedInvestor() {
  const email = `products-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${running.campaignId}/product/${running.productIds[0]}/invite-investor`,
    headers: bearer(advisorToken),
    payload: { investorEmail: email, message: 'Dzień dobry, zapraszam do oferty obligacji.', networkId: northId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, offerId: response.json().offer.id as string, token: await loginInvestorByLink(app, email) };
}

const get = (url: string, token: string, headers: Record<string, string> = {}, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token, host), ...headers } });
const ask = (productId: string, token: string, payload?: object, host = DEMO_HOST) =>
  app.inject({
    method: 'POST',
    url: `/investor-api/product/${productId}/ask-advisor`,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function lastAskMail(to: string) {
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'investor-asks-advisor')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('GET /investor-api/products and /product/{id}', () => {
  it("lists the products of running campaigns with the investor's standing offer of each", async () => {
    const investor = await invitedInvestor();
    const response = await get('/investor-api/products?limit=99999&offset=0&language=en', investor.token, {
      'x-request-total-count': 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = ZInvestorProductSchema.array().parse(response.json());
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    const ours = rows.filter((row) => row.campaign.id === running.campaignId);
    expect(ours.map((row) => [row.code, row.offerId])).toEqual([
      ['SERIA-A', investor.offerId],
      ['SERIA-B', null],
    ]);
    expect(ours[0]).toMatchObject({
      id: running.productIds[0],
      currency: 'PLN',
      investmentValueMin: '1000.00',
      campaign: { name: 'Products campaign', state: 'running', type: 'debt' },
    });
    // Every product is of a running campaign: the ended one's are not there.
    expect(rows.every((row) => row.campaign.state === 'running')).toBe(true);
    expect(rows.some((row) => row.campaign.id === ended.campaignId)).toBe(false);

    const page = await get('/investor-api/products?limit=1&offset=1', investor.token);
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].id).toBe(rows[1]!.id);
    expect(page.headers['x-total-count']).toBeUndefined();
    expect((await get('/investor-api/products?limit=0', investor.token)).statusCode).toBe(400);
  });

  it('shows one product of a running campaign; anything else is 404', async () => {
    const investor = await invitedInvestor();
    const one = await get(`/investor-api/product/${running.productIds[1]}?language=pl`, investor.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ code: 'SERIA-B', offerId: null, campaign: { name: 'Kampania produktów' } });
    expect((await get(`/investor-api/product/${ended.productIds[0]}`, investor.token)).statusCode).toBe(404);
    const [navyProduct] = await app.db.select({ id: products.id }).from(products).where(eq(products.code, 'SERIES-A'));
    if (navyProduct) expect((await get(`/investor-api/product/${navyProduct.id}`, investor.token)).statusCode).toBe(404);
    expect((await get(`/investor-api/product/${randomUUID()}`, investor.token)).statusCode).toBe(404);
  });
});

describe('POST /investor-api/product/{id}/ask-advisor', () => {
  it('e-mails the owner of the newest offer with the message and the campaign link; 202', async () => {
    const investor = await invitedInvestor();
    const response = await ask(running.productIds[1]!, investor.token, { message: 'Proszę o ofertę serii B.' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });
    const mail = await lastAskMail('doradca@emisja.test');
    expect(mail!.subject).toBe('Inwestor prosi o ofertę „Kampania produktów”: Emisja Demo');
    expect(mail!.text).toContain(investor.email);
    expect(mail!.text).toContain('SERIA-B');
    expect(mail!.text).toContain('Proszę o ofertę serii B.');
    expect(mail!.links).toContain(`http://localhost:3000/app/offers/${running.campaignId}`);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'investor-asked-advisor'), eq(auditLog.entityId, running.productIds[1]!)));
    expect(audit!.actorLabel).toBe(investor.email);
  });

  it('writes to the sender of the last KYC request when there is no offer, else to the admin', async () => {
    const withKyc = await createTestInvestor(app);
    const secondAdvisor = (await loginAdvisor(app, 'doradca2@emisja.test')).accessToken;
    await sendKycAndGetLink(app, secondAdvisor, withKyc.email);
    const kycToken = await loginInvestorByLink(app, withKyc.email);
    expect((await ask(running.productIds[1]!, kycToken)).statusCode).toBe(202);
    expect((await lastAskMail('doradca2@emisja.test'))!.text).toContain(withKyc.email);

    const nobody = await createTestInvestor(app);
    const nobodyToken = await loginInvestorByLink(app, nobody.email);
    expect((await ask(running.productIds[1]!, nobodyToken, {})).statusCode).toBe(202);
    expect((await lastAskMail('admin@emisja.test'))!.text).toContain(nobody.email);
  });

  it('answers 409 error.noAdvisorAvailable, and sends nothing, when no advisor of theirs nor any admin is active', async () => {
    // Regression: a landing page whose only admin is not active (here: invited, not activated yet) answered 500.
    const nobody = await createTestInvestor(app);
    const nobodyToken = await loginInvestorByLink(app, nobody.email);
    const landingPageId = await landingIdOf(app, DEMO_HOST);
    const activeAdmins = and(
      eq(advisors.landingPageId, landingPageId),
      eq(advisors.role, 'admin'),
      eq(advisors.status, 'active'),
    );
    const admins = await app.db.select({ id: advisors.id }).from(advisors).where(activeAdmins);
    expect(admins.length).toBeGreaterThan(0);
    const adminIds = inArray(
      advisors.id,
      admins.map((admin) => admin.id),
    );
    await app.db.update(advisors).set({ status: 'initial' }).where(adminIds);
    try {
      const response = await ask(running.productIds[1]!, nobodyToken, { message: 'Proszę o kontakt.' });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        label: 'error.noAdvisorAvailable',
        message: 'There is no advisor to pass your message to right now. Please contact the platform operator.',
        violations: [],
      });
      const mails = await app.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, 'investor-asks-advisor'), like(emailOutbox.text, `%${nobody.email}%`)));
      expect(mails).toEqual([]);
    } finally {
      await app.db.update(advisors).set({ status: 'active' }).where(adminIds);
    }
    // With the admin active again, the same question reaches the admin.
    expect((await ask(running.productIds[1]!, nobodyToken)).statusCode).toBe(202);
    expect((await lastAskMail('admin@emisja.test'))!.text).toContain(nobody.email);
  });

  it('refuses a product the investor has an offer of (409), one not on offer (404), and a sixth request within the hour (429)', async () => {
    const investor = await invitedInvestor();
    expect((await ask(running.productIds[0]!, investor.token)).statusCode).toBe(409);
    expect((await ask(ended.productIds[0]!, investor.token)).statusCode).toBe(404);
    expect((await ask(running.productIds[1]!, investor.token, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await ask(running.productIds[1]!, investor.token)).statusCode);
    // The 409 and the 404 above count too (the limit is per investor, not per answer); a body refused before the handler
    // (the 400) does not.
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Another investor has a limit of their own.
    expect((await ask(running.productIds[1]!, (await invitedInvestor()).token)).statusCode).toBe(202);
  });

  it("refuses an advisor token (403) and another landing page's token (401) on every path", async () => {
    const navyToken = await loginInvestorByLink(app, 'investor@navy.test', NAVY_HOST);
    for (const url of ['/investor-api/products', `/investor-api/product/${running.productIds[0]}`]) {
      expect((await get(url, advisorToken)).statusCode).toBe(403);
      expect((await get(url, navyToken)).statusCode).toBe(401);
    }
    expect((await ask(running.productIds[1]!, advisorToken)).statusCode).toBe(403);
    expect((await ask(running.productIds[1]!, navyToken)).statusCode).toBe(401);
  });
});
