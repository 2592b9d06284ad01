import { createHash, randomBytes } from 'node:crypto';
import { ZPersonalDataErasureSchema, ZPersonalDataExportSchema } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addInvestorContext,
  bearer,
  createAdvisor,
  landingIdOf,
  loginAdvisor,
  RELAXED_LIMITS,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import {
  createTestInvestment,
  createTestInvestor,
  demoOwner,
  loginInvestorByLink,
  type TestInvestor,
} from '../../../test/investor-helpers.ts';
import { submitKycOf } from '../../../test/kyc-helpers.ts';
import type { App } from '../../app.ts';
import {
  auditLog,
  emailOutbox,
  investments,
  investorConsents,
  investorOffers,
  investors,
  kycRequests,
  oneTimeTokens,
  paymentScheduleEntries,
  products,
  refreshTokens,
  userContexts,
  users,
} from '../../db/schema/index.ts';
import { addYears, purgeExpiredPersonalData } from './personal-data.service.ts';

// The personal-data export and erasure (issue 17 item 8; docs/decisions/049), through HTTP on the real app.

let app: App;
let adminToken: string;
let advisorToken: string;
let coordinatorToken: string;
let navyAdminToken: string;
let demoLandingId: string;
let bonds: { campaignId: string; productId: string };

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  adminToken = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  advisorToken = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  coordinatorToken = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
  const navyAdmin = await createAdvisor(app, { host: NAVY_HOST, role: 'admin' });
  navyAdminToken = (await loginAdvisor(app, navyAdmin.email, NAVY_HOST)).accessToken;
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  const [product] = await app.db
    .select({ campaignId: products.campaignId, productId: products.id })
    .from(products)
    .where(eq(products.landingPageId, demoLandingId))
    .limit(1);
  bonds = product!;
});

const get = (url: string, token: string, host = DEMO_HOST) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token, host), 'accept-language': 'en' } });
const erase = (investorId: string, token: string, host = DEMO_HOST) =>
  app.inject({ method: 'POST', url: `/api/advisor/investor/${investorId}/erasure`, headers: bearer(token, host) });

async function insertOpenOffer(investor: TestInvestor) {
  const owner = await demoOwner(app);
  const [offer] = await app.db
    .insert(investorOffers)
    .values({
      landingPageId: investor.landingPageId,
      campaignId: bonds.campaignId,
      productId: bonds.productId,
      investorId: investor.investorId,
      ...owner,
      status: 'invited',
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invitationMessage: 'Pan Jan prosił o kontakt po 18:00, numer 600 100 200.',
      currency: 'PLN',
    })
    .returning({ id: investorOffers.id });
  return offer!.id;
}

/** An investor with a submitted questionnaire, an open offer, an active investment with two schedule rows and a consent. */
async function richInvestor() {
  const investor = await createTestInvestor(app);
  const kyc = await submitKycOf(app, advisorToken, investor.email);
  await app.db.update(investors).set({ phoneNo: '+48600100200' }).where(eq(investors.id, investor.investorId));
  const openOfferId = await insertOpenOffer(investor);
  const { investmentId, offerId } = await createTestInvestment(app, {
    investor,
    ...bonds,
    amount: '10000.00',
    startDate: '2026-01-15',
    rows: [
      { paymentDate: '2026-04-15', gross: '225.00', tax: '43.00', net: '182.00' },
      { paymentDate: '2028-01-15', gross: '225.00', tax: '43.00', net: '182.00', principal: '10000.00' },
    ],
  });
  await app.db
    .insert(investorConsents)
    .values({ landingPageId: investor.landingPageId, investorId: investor.investorId, document: 'terms', version: 'v1' });
  const token = await loginInvestorByLink(app, investor.email);
  return { investor, token, kycRequestId: kyc.id as string, openOfferId, investmentId, agreedOfferId: offerId };
}

describe('GET /investor-api/personal-data', () => {
  it("answers the investor's own data of this landing page as JSON, personal numbers decrypted, and audits the read", async () => {
    const { investor, token, kycRequestId, investmentId } = await richInvestor();
    const other = await createTestInvestor(app, { firstName: 'Inny' });
    await insertOpenOffer(other);
    const response = await get('/investor-api/personal-data', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = ZPersonalDataExportSchema.parse(response.json());
    expect(data.landingPage.id).toBe(demoLandingId);
    expect(data.user.email).toBe(investor.email);
    expect(data.investor).toMatchObject({ id: investor.investorId, surname: 'Kowalska', phoneNo: '+48600100200' });
    expect(data.investor.pesel).toBe('85031512344');
    expect(data.kycQuestionnaires.map((row) => row.id)).toEqual([kycRequestId]);
    expect(data.kycQuestionnaires[0]!.answers).toMatchObject({ identificationNo: '85031512344' });
    expect(data.offers).toHaveLength(2);
    expect(data.investments.map((row) => row.id)).toEqual([investmentId]);
    expect(data.investments[0]!.schedule.map((row) => row.net)).toEqual(['182.00', '182.00']);
    expect(data.consents).toMatchObject([{ document: 'terms', version: 'v1' }]);
    expect(data.emails.map((mail) => mail.template)).toContain('investor-login-link');
    expect(data.emails.every((mail) => !('html' in mail) && !('text' in mail))).toBe(true);
    expect(response.body).not.toContain(other.investorId);
    expect(response.body).not.toContain(other.email);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personal-data-exported'), eq(auditLog.entityId, investor.investorId)));
    expect(audit).toMatchObject({ actorUserId: investor.userId, landingPageId: demoLandingId });
    expect(audit!.metadata).toEqual({ format: 'json', via: 'investor-panel' });
  });

  it('answers a PDF with ?format=pdf', async () => {
    const { token } = await richInvestor();
    const response = await get('/investor-api/personal-data?format=pdf', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('holds nothing of another landing page, and refuses advisor tokens', async () => {
    const navyToken = await loginInvestorByLink(app, 'investor@navy.test', NAVY_HOST);
    const response = await get('/investor-api/personal-data', navyToken, NAVY_HOST);
    expect(response.statusCode, response.body).toBe(200);
    const data = ZPersonalDataExportSchema.parse(response.json());
    const navyLandingId = await landingIdOf(app, NAVY_HOST);
    expect(data.landingPage.id).toBe(navyLandingId);
    expect(response.body).not.toContain(demoLandingId);
    expect((await get('/investor-api/personal-data', advisorToken)).statusCode).toBe(403);
    expect((await get('/investor-api/personal-data?format=xml', navyToken, NAVY_HOST)).statusCode).toBe(400);
  });
});

describe('GET /api/advisor/investor/{investorId}/personal-data', () => {
  it("answers the admin an investor's data as JSON and PDF, audited under the admin", async () => {
    const { investor } = await richInvestor();
    const json = await get(`/api/advisor/investor/${investor.investorId}/personal-data`, adminToken);
    expect(json.statusCode, json.body).toBe(200);
    expect(ZPersonalDataExportSchema.parse(json.json()).investor.id).toBe(investor.investorId);
    const pdf = await get(`/api/advisor/investor/${investor.investorId}/personal-data?format=pdf`, adminToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const audits = await app.db
      .select({ metadata: auditLog.metadata, actorUserId: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'personal-data-exported'), eq(auditLog.entityId, investor.investorId)));
    expect(audits.map((row) => row.metadata)).toEqual([
      { format: 'json', via: 'advisor-panel' },
      { format: 'pdf', via: 'advisor-panel' },
    ]);
    expect(new Set(audits.map((row) => row.actorUserId)).has(investor.userId)).toBe(false);
  });

  it('is 403 for advisors and coordinators, 404 for the admin of another landing page and for an unknown id', async () => {
    const { investor } = await richInvestor();
    const url = `/api/advisor/investor/${investor.investorId}/personal-data`;
    expect((await get(url, advisorToken)).statusCode).toBe(403);
    expect((await get(url, coordinatorToken)).statusCode).toBe(403);
    const navy = await get(url, navyAdminToken, NAVY_HOST);
    expect(navy.statusCode).toBe(404);
    expect(navy.json().label).toBe('error.notFound');
    expect((await get(`/api/advisor/investor/${crypto.randomUUID()}/personal-data`, adminToken)).statusCode).toBe(404);
    expect((await erase(investor.investorId, advisorToken)).statusCode).toBe(403);
    expect((await erase(investor.investorId, navyAdminToken, NAVY_HOST)).statusCode).toBe(404);
  });
});

describe('POST /api/advisor/investor/{investorId}/erasure', () => {
  it('keeps what the AML law requires until the retention date, erases the rest, and the investor can no longer log in', async () => {
    const { investor, token, kycRequestId, openOfferId, investmentId, agreedOfferId } = await richInvestor();
    const [storedPesel] = await app.db
      .select({ pesel: investors.pesel })
      .from(investors)
      .where(eq(investors.id, investor.investorId));

    const response = await erase(investor.investorId, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const result = ZPersonalDataErasureSchema.parse(response.json());
    // The investment ends on 2028-01-15, after today: the relationship ends then, the retention five years later.
    expect(result.retentionUntil).toBe('2033-01-15');
    const erased = Object.fromEntries(result.erased.map((item) => [item.category, item.count]));
    expect(erased).toMatchObject({ 'contact-data': 2, consents: 1, 'open-offers': 1, account: 1 });
    expect(erased.sessions).toBeGreaterThanOrEqual(1);
    const retained = Object.fromEntries(result.retained.map((item) => [item.category, item.count]));
    expect(retained).toMatchObject({
      'identity-data': 1,
      'kyc-questionnaires': 1,
      'agreed-offers': 1,
      investments: 1,
      'payment-schedules': 2,
    });
    expect(result.retained.every((item) => item.until === '2033-01-15')).toBe(true);

    // Kept, sealed: identity data (encrypted as before), the questionnaire, the transactions.
    const [row] = await app.db.select().from(investors).where(eq(investors.id, investor.investorId));
    // The names and numbers come from the submitted questionnaire (the KYC fixture's Anna Kowalska).
    expect(row).toMatchObject({ firstName: 'Anna', surname: 'Kowalska', phoneNo: null, retentionUntil: '2033-01-15' });
    expect(row!.pesel).toBe(storedPesel!.pesel);
    expect(row!.pesel).toMatch(/^v1:/);
    expect(row!.email).not.toBe(investor.email);
    const [questionnaire] = await app.db.select().from(kycRequests).where(eq(kycRequests.id, kycRequestId));
    expect(questionnaire!.data).not.toBeNull();
    expect(questionnaire!.investorEmail).not.toBe(investor.email);
    expect(await app.db.select().from(investments).where(eq(investments.id, investmentId))).toHaveLength(1);
    expect(
      await app.db.select().from(paymentScheduleEntries).where(eq(paymentScheduleEntries.investmentId, investmentId)),
    ).toHaveLength(2);
    const [agreed] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, agreedOfferId));
    expect(agreed!.invitationMessage).toBe('');

    // Gone: the open offer, consents, sessions, login links, the context, the e-mail everywhere.
    expect(await app.db.select().from(investorOffers).where(eq(investorOffers.id, openOfferId))).toHaveLength(0);
    expect(await app.db.select().from(investorConsents).where(eq(investorConsents.investorId, investor.investorId))).toHaveLength(
      0,
    );
    expect(await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, investor.userId))).toHaveLength(0);
    expect(await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, investor.userId))).toHaveLength(0);
    expect(await app.db.select().from(userContexts).where(eq(userContexts.userId, investor.userId))).toHaveLength(0);
    expect(await app.db.select().from(users).where(eq(users.email, investor.email))).toHaveLength(0);
    expect(
      await app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, investor.email), eq(emailOutbox.status, 'sent'))),
    ).toHaveLength(0);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.actorLabel, investor.email))).toHaveLength(0);

    // The session ends at once and a new login link goes nowhere.
    expect((await get('/investor-api/investor/summary', token)).statusCode).toBe(401);
    const sent = await app.inject({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: { host: DEMO_HOST },
      payload: { email: investor.email },
    });
    expect(sent.statusCode).toBe(202);
    expect(
      await app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, investor.email), eq(emailOutbox.template, 'investor-login-link'))),
    ).toHaveLength(0);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'investor-personal-data-erased'), eq(auditLog.entityId, investor.investorId)));
    expect(audit!.metadata).toMatchObject({ retentionUntil: '2033-01-15', erased: { 'open-offers': 1 } });

    // A second erasure: nothing left to erase.
    const again = await erase(investor.investorId, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().label).toBe('error.conflict');

    // The admin's export shows what is kept and until when.
    const kept = ZPersonalDataExportSchema.parse(
      (await get(`/api/advisor/investor/${investor.investorId}/personal-data`, adminToken)).json(),
    );
    expect(kept.investor).toMatchObject({ pesel: '85031512344', retentionUntil: '2033-01-15', phoneNo: null });
    expect(kept.offers.map((offer) => offer.id)).toEqual([agreedOfferId]);

    // Past the retention date the purge deletes what was kept.
    const purged = await purgeExpiredPersonalData(app.db, '2033-01-16');
    expect(purged).toContain(investor.investorId);
    expect(await app.db.select().from(investors).where(eq(investors.id, investor.investorId))).toHaveLength(0);
    expect(await app.db.select().from(kycRequests).where(eq(kycRequests.id, kycRequestId))).toHaveLength(0);
    expect(await app.db.select().from(investments).where(eq(investments.id, investmentId))).toHaveLength(0);
    expect(await app.db.select().from(users).where(eq(users.id, investor.userId))).toHaveLength(0);
  });

  it('moves the investor row to a stand-in account when the person keeps another context, which stays usable', async () => {
    const advisor = await createAdvisor(app);
    await addInvestorContext(app, advisor.userId, advisor.email);
    await app.db.insert(emailOutbox).values({
      landingPageId: demoLandingId,
      template: 'advisor-activation',
      language: 'pl',
      toAddress: advisor.email,
      subject: 'Aktywacja konta',
      html: '<p>x</p>',
      text: 'x',
      status: 'sent',
    });
    const [investor] = await app.db
      .select({ investorId: investors.id })
      .from(investors)
      .where(and(eq(investors.userId, advisor.userId), eq(investors.landingPageId, demoLandingId)));
    const response = await erase(investor!.investorId, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select().from(investors).where(eq(investors.id, investor!.investorId));
    expect(row!.userId).not.toBe(advisor.userId);
    expect((await loginAdvisor(app, advisor.email)).accessToken).toBeTruthy();
    expect(
      await app.db
        .select()
        .from(userContexts)
        .where(and(eq(userContexts.userId, advisor.userId), eq(userContexts.contextType, 'investor-panel'))),
    ).toHaveLength(0);
    // The advisor's own mail on this landing page stays: the address is theirs as an advisor too.
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, advisor.email))).toHaveLength(1);
    // With no investment the relationship ends with the erasure.
    expect(ZPersonalDataErasureSchema.parse(response.json()).retentionUntil > '2031-01-01').toBe(true);
  });

  it('adds whole years to a day, 29 February falling back to 28 February', () => {
    expect(addYears('2026-11-27', 5)).toBe('2031-11-27');
    expect(addYears('2028-02-29', 5)).toBe('2033-02-28');
  });
});
