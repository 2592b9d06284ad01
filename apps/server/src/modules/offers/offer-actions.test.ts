import { randomUUID } from 'node:crypto';
import {
  addDaysToIsoDate,
  isoDateInTimeZone,
  listFilter,
  listFilterEntries,
  OFFER_STATUSES,
  toQueryString,
  type TInviteInvestorResult,
  type TOfferDetail,
  type TOfferKanbanSummary,
  type TOfferStatus,
  type TOwnerChoice,
  type TServicedScheduleEntry,
} from '@emisja/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  advisorNetworks,
  advisors,
  auditLog,
  campaigns,
  emailOutbox,
  files,
  investments,
  investorOffers,
  networks,
  offerStatusHistory,
  paymentConfirmations,
  paymentScheduleEntries,
} from '../../db/schema/index.ts';
import { bearer, createAdvisor, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign, type TestCampaignOptions } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import {
  saveDraft,
  sendKycAndGetLink,
  setRequireKycBeforePayment,
  submitForm,
  submitKycOf,
  person,
} from '../../../test/kyc-helpers.ts';
import { samplePdf, samplePng } from '../../../test/sample-files.ts';

// The advisor panel's side of an offer after the invitation (docs/decisions/017-offer-actions-and-investments.md): the offer
// page, reject / archive / confirm payment against the lifecycle table, the investment and its payment schedule, who may do
// what. Offers are put into a status directly in the database (the public accept endpoint is tested on its own).

const BASE = '/api/advisor/investor/offer';
const MESSAGE = 'Zapraszam do zapoznania się z ofertą.';

let app: App;
let demoLandingId: string;
const tokens = { admin: '', coordinator: '', advisor: '', advisor2: '', navy: '' };
const names = { admin: 'Barbara Sadowska', coordinator: 'Krzysztof Mazur', advisor: 'Piotr Kowalski' };
let northId: string;
/** A running bond campaign for the lifecycle tests (8.5% monthly, 12 months, as the helper makes it). */
let bonds: { campaignId: string; productId: string };

async function networkIdOf(name: string): Promise<string> {
  const [row] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, name));
  return row!.id;
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  const login = (email: string, host = DEMO_HOST) => loginAdvisor(app, email, host).then((pair) => pair.accessToken);
  [tokens.admin, tokens.coordinator, tokens.advisor, tokens.advisor2, tokens.navy] = await Promise.all([
    login('admin@emisja.test'),
    login('koordynator@emisja.test'),
    login('doradca@emisja.test'),
    login('doradca2@emisja.test'),
    login('advisor@navy.test', NAVY_HOST),
  ]);
  northId = await networkIdOf('Północ');
  const campaign = await createTestCampaign(app);
  bonds = { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
});

// ---------------------------------------------------------------------------------------------------------------------------
// Helpers

interface OfferOptions {
  status?: TOfferStatus;
  campaign?: { campaignId: string; productId: string };
  amount?: string;
  email?: string;
  /**
   * The investor's KYC questionnaire: `submitted` (sent and submitted through the API) by default for an accepted offer, whose
   * payment may then be confirmed (product-decisions section 9); `none` otherwise.
   */
  kyc?: 'submitted' | 'none';
}

/**
 * An offer of the demo advisor (Piotr Kowalski, network Północ) invited through the API, then set to `status` in the DB; its
 * investor submitted the KYC questionnaire when `kyc` says so.
 */
async function createOffer(options: OfferOptions = {}): Promise<{ offerId: string; email: string }> {
  const target = options.campaign ?? bonds;
  const email = options.email ?? uniqueEmail('offer');
  const response = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${target.campaignId}/product/${target.productId}/invite-investor`,
    headers: bearer(tokens.advisor),
    payload: { investorEmail: email, message: MESSAGE, networkId: northId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const offerId = response.json<TInviteInvestorResult>().offer.id;
  const status = options.status ?? 'invited';
  if (status !== 'invited') {
    const hasTerms = !['invited', 'viewed', 'interested', 'declined'].includes(status);
    await app.db
      .update(investorOffers)
      .set({
        status,
        investmentValue: hasTerms ? (options.amount ?? '10000.00') : null,
        agreementDate: hasTerms ? '2025-01-10' : null,
        paymentDate: status === 'active' ? '2025-01-15' : null,
        rejectionReason: status === 'rejected' ? 'Brak środków' : null,
      })
      .where(eq(investorOffers.id, offerId));
  }
  if ((options.kyc ?? (status === 'accepted' ? 'submitted' : 'none')) === 'submitted') {
    await submitKycOf(app, tokens.advisor, email);
  }
  return { offerId, email };
}

function request(method: 'GET' | 'PATCH', path: string, token: string, payload?: unknown, host = DEMO_HOST) {
  return app.inject({
    method,
    url: path,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const getDetail = (offerId: string, token = tokens.advisor) => request('GET', `${BASE}/${offerId}`, token);
const reject = (offerId: string, token = tokens.advisor, reason: unknown = 'Inwestor zrezygnował') =>
  request('PATCH', `${BASE}/${offerId}/reject`, token, { reason });
const archive = (offerId: string, token = tokens.advisor) => request('PATCH', `${BASE}/${offerId}/archive`, token);
const confirmPayment = (offerId: string, token = tokens.coordinator, paymentDate?: string) =>
  request('PATCH', `${BASE}/${offerId}/confirm-payment`, token, paymentDate === undefined ? undefined : { paymentDate });

async function detailOf(offerId: string, token = tokens.advisor): Promise<TOfferDetail> {
  const response = await getDetail(offerId, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOfferDetail>();
}

async function statusInDb(offerId: string): Promise<TOfferStatus> {
  const [row] = await app.db.select({ status: investorOffers.status }).from(investorOffers).where(eq(investorOffers.id, offerId));
  return row!.status;
}

async function historyCount(offerId: string): Promise<number> {
  return (await app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offerId))).length;
}

async function investmentsOf(offerId: string) {
  return app.db.select().from(investments).where(eq(investments.offerId, offerId));
}

async function raisedAmountOf(campaignId: string): Promise<string> {
  const [row] = await app.db.select({ raised: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row!.raised;
}

async function auditActionsOf(offerId: string): Promise<string[]> {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'investor-offer'), eq(auditLog.entityId, offerId)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

function expectInvalidTransition(response: { statusCode: number; body: string }, status: TOfferStatus) {
  expect(response.statusCode, response.body).toBe(409);
  const body = JSON.parse(response.body) as { label: string; message: string };
  expect(body.label).toBe('error.offerInvalidTransition');
  expect(body.message).toBe(`This action is not possible for an offer with the status "${status}"`);
}

/** A bond campaign with the given terms (the helper's campaign, its terms then set), one product accepting any amount. */
async function createBondCampaign(terms: {
  interestRate: string;
  paymentFrequency: 'Monthly' | 'Quarterly' | 'Semi-annually' | 'Annually' | 'At Maturity';
  durationValue: number;
  durationUnit: 'day' | 'month' | 'quarter' | 'year';
  taxRate?: string;
  currency?: TestCampaignOptions['currency'];
}) {
  const campaign = await createTestCampaign(app, {
    currency: terms.currency ?? 'PLN',
    products: [{ code: 'SCHED-A', min: '0.01', max: '9999999.99', step: '0.01' }],
  });
  await app.db
    .update(campaigns)
    .set({
      interestRate: terms.interestRate,
      paymentFrequency: terms.paymentFrequency,
      durationValue: terms.durationValue,
      durationUnit: terms.durationUnit,
      ...(terms.taxRate === undefined ? {} : { taxRate: terms.taxRate }),
    })
    .where(eq(campaigns.id, campaign.campaignId));
  return { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
}

function entry(
  periodNo: number,
  periodFrom: string,
  periodTo: string,
  gross: string,
  tax: string,
  net: string,
  principal = '0.00',
): TServicedScheduleEntry {
  // A new schedule records no payment; a row whose payment date has passed reads `unpaid` (docs/decisions/033).
  const status = periodTo < isoDateInTimeZone(new Date()) ? 'unpaid' : 'scheduled';
  return {
    id: expect.any(String) as unknown as string,
    periodNo,
    periodFrom,
    periodTo,
    paymentDate: periodTo,
    gross,
    tax,
    net,
    principal,
    status,
    paidAmount: null,
    paidAt: null,
  };
}

/** Confirms an accepted offer of `amount` in `campaign` on `paymentDate` and returns the answer (checked 200). */
async function confirmedOffer(campaign: { campaignId: string; productId: string }, amount: string, paymentDate: string) {
  const { offerId, email } = await createOffer({ status: 'accepted', campaign, amount });
  const response = await confirmPayment(offerId, tokens.coordinator, paymentDate);
  expect(response.statusCode, response.body).toBe(200);
  return { offerId, email, detail: response.json<TOfferDetail>() };
}

// ---------------------------------------------------------------------------------------------------------------------------

describe('GET /api/advisor/investor/offer/{offerId}', () => {
  it('shows the owner the row, the invitation, the product limits, the history and what they may do', async () => {
    const { offerId, email } = await createOffer();
    const detail = await detailOf(offerId);
    expect(detail).toMatchObject({
      id: offerId,
      investorEmail: email,
      ownerId: expect.any(String),
      ownerName: names.advisor,
      networkId: northId,
      status: 'invited',
      kanbanColumn: 'invited',
      currency: 'PLN',
      productCode: 'TEST-A',
      invitationMessage: MESSAGE,
      rejectionReason: null,
      investmentValueMin: '1000.00',
      investmentValueMax: '50000.00',
      investmentValueStep: '100.00',
      attachments: [],
      investment: null,
      paymentConfirmations: 0,
    });
    expect(detail.history).toEqual([
      { fromStatus: null, toStatus: 'invited', changedAt: expect.any(String), changedBy: names.advisor, reason: null },
    ]);
    // The owner rejects and archives; confirming the payment and the owner change are the coordinator's and the admin's.
    expect(detail.allowedActions).toEqual(['reject', 'archive']);
  });

  it('gives the coordinator of the network and the admin every action the status allows', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    for (const token of [tokens.coordinator, tokens.admin]) {
      expect((await detailOf(offerId, token)).allowedActions).toEqual(['reject', 'archive', 'confirmPayment', 'changeOwner']);
    }
    expect((await detailOf(offerId)).allowedActions).toEqual(['reject', 'archive']);
  });

  it('lists no status action where the lifecycle allows none', async () => {
    const archived = await createOffer({ status: 'archived' });
    expect((await detailOf(archived.offerId)).allowedActions).toEqual([]);
    expect((await detailOf(archived.offerId, tokens.admin)).allowedActions).toEqual(['changeOwner']);
    const rejected = await createOffer({ status: 'rejected' });
    expect((await detailOf(rejected.offerId, tokens.coordinator)).allowedActions).toEqual(['archive', 'changeOwner']);
  });

  it('lists the payment confirmations newest first and counts them in the row', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const older = await storeAttachment(offerId, 'przelew zażółć.pdf', samplePdf(), 'application/pdf', '2026-01-01T10:00:00Z');
    const newer = await storeAttachment(offerId, 'potwierdzenie.png', samplePng(), 'image/png', '2026-01-02T10:00:00Z');
    const detail = await detailOf(offerId);
    expect(detail.paymentConfirmations).toBe(2);
    expect(detail.attachments).toEqual([
      {
        id: newer.id,
        fileName: 'potwierdzenie.png',
        mimeType: 'image/png',
        sizeBytes: samplePng().length,
        uploadedAt: '2026-01-02T10:00:00.000Z',
      },
      {
        id: older.id,
        fileName: 'przelew zażółć.pdf',
        mimeType: 'application/pdf',
        sizeBytes: samplePdf().length,
        uploadedAt: '2026-01-01T10:00:00.000Z',
      },
    ]);
  });

  it('names the campaign in the requested language', async () => {
    const { offerId } = await createOffer();
    const [pl, en] = await Promise.all([
      request('GET', `${BASE}/${offerId}?language=pl`, tokens.advisor),
      request('GET', `${BASE}/${offerId}?language=en`, tokens.advisor),
    ]);
    expect(pl.json<TOfferDetail>().campaignName).toMatch(/^Kampania testowa /);
    expect(en.json<TOfferDetail>().campaignName).toMatch(/^Test campaign /);
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

describe('lifecycle of the advisor-panel actions', () => {
  const REJECTABLE: TOfferStatus[] = ['invited', 'viewed', 'interested', 'accepted'];
  const ARCHIVABLE: TOfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'rejected', 'declined', 'active'];

  it.each(OFFER_STATUSES.map((status) => [status]))('reject from %s', async (status) => {
    const { offerId } = await createOffer({ status });
    const historyBefore = await historyCount(offerId);
    const response = await reject(offerId, tokens.advisor, '  Inwestor zrezygnował  ');
    if (!REJECTABLE.includes(status)) {
      expectInvalidTransition(response, status);
      expect(await statusInDb(offerId)).toBe(status);
      expect(await historyCount(offerId)).toBe(historyBefore);
      expect(await auditActionsOf(offerId)).not.toContain('offer-rejected');
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<TOfferDetail>();
    expect(detail).toMatchObject({ status: 'rejected', kanbanColumn: 'lost', rejectionReason: 'Inwestor zrezygnował' });
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: status,
      toStatus: 'rejected',
      changedBy: names.advisor,
      reason: 'Inwestor zrezygnował',
    });
    expect(detail.history).toHaveLength(historyBefore + 1);
    expect(detail.allowedActions).toEqual(['archive']);
    expect(await auditActionsOf(offerId)).toEqual(['offer-invited', 'offer-rejected']);
  });

  it.each(OFFER_STATUSES.map((status) => [status]))('archive from %s', async (status) => {
    const { offerId } = await createOffer({ status });
    const historyBefore = await historyCount(offerId);
    const response = await archive(offerId);
    if (!ARCHIVABLE.includes(status)) {
      expectInvalidTransition(response, status);
      expect(await historyCount(offerId)).toBe(historyBefore);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<TOfferDetail>();
    expect(detail.status).toBe('archived');
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: status, toStatus: 'archived', changedBy: names.advisor });
    expect(await auditActionsOf(offerId)).toEqual(['offer-invited', 'offer-archived']);
  });

  it.each(OFFER_STATUSES.map((status) => [status]))('confirm payment from %s', async (status) => {
    const { offerId } = await createOffer({ status });
    const response = await confirmPayment(offerId, tokens.coordinator, '2025-06-01');
    if (status !== 'accepted') {
      expectInvalidTransition(response, status);
      expect(await statusInDb(offerId)).toBe(status);
      expect(await investmentsOf(offerId)).toHaveLength(0);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<TOfferDetail>();
    expect(detail).toMatchObject({ status: 'active', kanbanColumn: 'active', paymentDate: '2025-06-01' });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'accepted', toStatus: 'active', changedBy: names.coordinator });
    // With the investment, the coordinator records its schedule payments; the owner alone does not (schedule servicing).
    expect(detail.allowedActions).toEqual(['archive', 'changeOwner', 'recordSchedulePayment']);
    expect((await detailOf(offerId, tokens.admin)).allowedActions).toContain('recordSchedulePayment');
    expect((await detailOf(offerId)).allowedActions).toEqual(['archive']);
    expect(await auditActionsOf(offerId)).toEqual(['offer-invited', 'offer-payment-confirmed']);
  });

  it('refuses a second confirmation with 409 and keeps one investment', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const raisedBefore = await raisedAmountOf(bonds.campaignId);
    expect((await confirmPayment(offerId, tokens.admin, '2025-06-01')).statusCode).toBe(200);
    expectInvalidTransition(await confirmPayment(offerId, tokens.admin, '2025-06-02'), 'active');
    expect(await investmentsOf(offerId)).toHaveLength(1);
    expect((await detailOf(offerId)).paymentDate).toBe('2025-06-01');
    expect(await raisedAmountOf(bonds.campaignId)).toBe(addAmounts(raisedBefore, '10000.00'));
  });

  it('lets the admin and the coordinator reject and archive an offer they do not own, in their name', async () => {
    const first = await createOffer({ status: 'viewed' });
    const rejected = await reject(first.offerId, tokens.admin, 'Niezgodność danych');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TOfferDetail>().history.at(-1)?.changedBy).toBe(names.admin);
    const second = await createOffer({ status: 'interested' });
    const archived = await archive(second.offerId, tokens.coordinator);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<TOfferDetail>().history.at(-1)?.changedBy).toBe(names.coordinator);
  });

  it('archives an active offer without touching its investment', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    expect((await confirmPayment(offerId, tokens.coordinator, '2025-02-01')).statusCode).toBe(200);
    const response = await archive(offerId);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<TOfferDetail>();
    expect(detail.status).toBe('archived');
    expect(detail.investment).toMatchObject({ status: 'active', startDate: '2025-02-01', endDate: '2026-02-01' });
    expect(detail.investment?.schedule).toHaveLength(12);
  });
});

describe("confirm payment needs the investor's submitted KYC questionnaire", () => {
  function expectKycRequired(response: { statusCode: number; body: string }) {
    expect(response.statusCode, response.body).toBe(409);
    expect(JSON.parse(response.body)).toEqual({
      label: 'error.kycRequired',
      message: 'The investor has not submitted the KYC questionnaire yet',
      violations: [],
    });
  }

  async function expectUnchanged(offerId: string, historyBefore: number) {
    expect(await statusInDb(offerId)).toBe('accepted');
    expect(await investmentsOf(offerId)).toHaveLength(0);
    expect(await historyCount(offerId)).toBe(historyBefore);
    expect(await auditActionsOf(offerId)).toEqual(['offer-invited']);
  }

  it('refuses with 409 error.kycRequired before the submission, confirms after it', async () => {
    const { offerId, email } = await createOffer({ status: 'accepted', kyc: 'none' });
    const historyBefore = await historyCount(offerId);
    const raisedBefore = await raisedAmountOf(bonds.campaignId);
    expectKycRequired(await confirmPayment(offerId, tokens.coordinator, '2025-06-01'));
    await expectUnchanged(offerId, historyBefore);

    // An open invitation with a draft is not a submitted questionnaire.
    const request = await sendKycAndGetLink(app, tokens.advisor, email);
    expect((await saveDraft(app, request.secret, { firstName: 'Anna', surname: 'Nowak' })).statusCode).toBe(200);
    expectKycRequired(await confirmPayment(offerId, tokens.admin, '2025-06-01'));
    await expectUnchanged(offerId, historyBefore);
    expect(await raisedAmountOf(bonds.campaignId)).toBe(raisedBefore);
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'offer-payment-confirmed')));
    expect(mails).toHaveLength(0);

    const submitted = await submitForm(app, request.secret, person());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const response = await confirmPayment(offerId, tokens.coordinator, '2025-06-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TOfferDetail>()).toMatchObject({ status: 'active', paymentDate: '2025-06-01' });
    expect(response.json<TOfferDetail>().kycStatus).toMatchObject({ status: 'submitted', identityVerification: 'in-progress' });
    expect(await investmentsOf(offerId)).toHaveLength(1);
    expect(await auditActionsOf(offerId)).toEqual(['offer-invited', 'offer-payment-confirmed']);
  });

  it('checks who first: a stranger still gets 404 and the owner 403 without a questionnaire', async () => {
    const { offerId } = await createOffer({ status: 'accepted', kyc: 'none' });
    expect((await confirmPayment(offerId, tokens.advisor2, '2025-06-01')).statusCode).toBe(404);
    expect((await confirmPayment(offerId, tokens.advisor, '2025-06-01')).statusCode).toBe(403);
    expectKycRequired(await confirmPayment(offerId, tokens.coordinator, '2025-06-01'));
  });

  it('confirms as before when the admin switched requireKycBeforePayment off', async () => {
    const { offerId } = await createOffer({ status: 'accepted', kyc: 'none' });
    await setRequireKycBeforePayment(app, DEMO_HOST, false);
    try {
      const response = await confirmPayment(offerId, tokens.coordinator, '2025-06-01');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TOfferDetail>()).toMatchObject({ status: 'active', kycStatus: { status: 'none' } });
      expect(await investmentsOf(offerId)).toHaveLength(1);
    } finally {
      await setRequireKycBeforePayment(app, DEMO_HOST, true);
    }
    // Back on: the next investor without a questionnaire is refused again.
    const next = await createOffer({ status: 'accepted', kyc: 'none' });
    expectKycRequired(await confirmPayment(next.offerId, tokens.coordinator, '2025-06-01'));
  });
});

/** Exact sum of two amounts of 2 decimals (as text), for expected raised funds. */
function addAmounts(a: string, b: string): string {
  const grosz = (value: string) => BigInt(value.replace('.', ''));
  const total = grosz(a) + grosz(b);
  return `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------------------

describe('who may see and act', () => {
  it('hides an offer from another advisor (404 on every endpoint) and leaves it as it was', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const attachment = await storeAttachment(offerId, 'a.pdf', samplePdf(), 'application/pdf');
    const responses = await Promise.all([
      getDetail(offerId, tokens.advisor2),
      reject(offerId, tokens.advisor2),
      archive(offerId, tokens.advisor2),
      confirmPayment(offerId, tokens.advisor2),
      request('GET', `${BASE}/${offerId}/owner-choices`, tokens.advisor2),
      request('GET', `${BASE}/${offerId}/attachment/${attachment.id}`, tokens.advisor2),
    ]);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<{ label: string }>().label).toBe('error.notFound');
    }
    expect(await statusInDb(offerId)).toBe('accepted');
  });

  it("hides another tenant's offer (404), with the other tenant's own login and host", async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    for (const [method, path] of [
      ['GET', `${BASE}/${offerId}`],
      ['PATCH', `${BASE}/${offerId}/archive`],
      ['PATCH', `${BASE}/${offerId}/confirm-payment`],
      ['GET', `${BASE}/${offerId}/owner-choices`],
    ] as const) {
      const response = await request(method, path, tokens.navy, undefined, NAVY_HOST);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
    }
    expect(await statusInDb(offerId)).toBe('accepted');
    expect(await investmentsOf(offerId)).toHaveLength(0);
  });

  it('refuses the owner-advisor the payment confirmation and the owner choices (403)', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const confirm = await confirmPayment(offerId, tokens.advisor, '2025-06-01');
    expect(confirm.statusCode, confirm.body).toBe(403);
    expect(confirm.json<{ label: string }>().label).toBe('error.forbidden');
    expect(await statusInDb(offerId)).toBe('accepted');
    expect(await investmentsOf(offerId)).toHaveLength(0);
    expect((await request('GET', `${BASE}/${offerId}/owner-choices`, tokens.advisor)).statusCode).toBe(403);
  });

  it('checks who before the lifecycle: a stranger gets 404 and the owner 403 even when the status refuses', async () => {
    const { offerId } = await createOffer({ status: 'invited' });
    expect((await confirmPayment(offerId, tokens.advisor2)).statusCode).toBe(404);
    expect((await confirmPayment(offerId, tokens.advisor)).statusCode).toBe(403);
    expectInvalidTransition(await confirmPayment(offerId, tokens.coordinator), 'invited');
  });

  it("refuses a coordinator their own offer's payment in a network they do not coordinate (403)", async () => {
    // A coordinator of another network who also advises in Północ: they own the offer but do not manage that network.
    const [west] = await app.db.insert(networks).values({ landingPageId: demoLandingId, name: 'Zachód' }).returning();
    const westCoordinator = await createAdvisor(app);
    await app.db.insert(advisorNetworks).values([
      { landingPageId: demoLandingId, advisorId: westCoordinator.advisorId, networkId: west!.id, isCoordinator: true },
      { landingPageId: demoLandingId, advisorId: westCoordinator.advisorId, networkId: northId, isCoordinator: false },
    ]);
    const token = (await loginAdvisor(app, westCoordinator.email)).accessToken;
    const { offerId } = await createOffer({ status: 'accepted' });
    await app.db.update(investorOffers).set({ ownerAdvisorId: westCoordinator.advisorId }).where(eq(investorOffers.id, offerId));
    expect((await detailOf(offerId, token)).allowedActions).toEqual(['reject', 'archive']);
    expect((await confirmPayment(offerId, token, '2025-06-01')).statusCode).toBe(403);
    // An offer of their own network that they do not own is theirs to manage.
    expect((await detailOf(offerId, tokens.coordinator)).allowedActions).toContain('confirmPayment');
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

describe('malformed requests', () => {
  it('refuses ids that are not UUIDs and an unknown language with 400', async () => {
    const { offerId } = await createOffer();
    for (const [method, path] of [
      ['GET', `${BASE}/not-a-uuid`],
      ['PATCH', `${BASE}/123/archive`],
      ['PATCH', `${BASE}/123/confirm-payment`],
      ['GET', `${BASE}/${offerId}/attachment/nope`],
      ['GET', `${BASE}/${offerId}?language=de`],
    ] as const) {
      const response = await request(method, path, tokens.advisor);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
    }
  });

  it('answers 404 for an unknown offer', async () => {
    expect((await getDetail(randomUUID())).statusCode).toBe(404);
    expect((await archive(randomUUID(), tokens.admin)).statusCode).toBe(404);
  });

  it('refuses a rejection without a usable reason with 400 and leaves the offer', async () => {
    const { offerId } = await createOffer({ status: 'viewed' });
    const cases: [unknown, string][] = [
      [undefined, 'validation.required'],
      ['   ', 'validation.required'],
      [42, 'validation.required'],
      ['x'.repeat(1001), 'validation.maxLength'],
    ];
    for (const [reason, code] of cases) {
      const response = await request(
        'PATCH',
        `${BASE}/${offerId}/reject`,
        tokens.advisor,
        reason === undefined ? {} : { reason },
      );
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ label: string; violations: { propertyPath: string; code: string }[] }>();
      expect(body.label).toBe('error.validation');
      expect(body.violations[0]).toMatchObject({ propertyPath: 'reason', code });
    }
    expect(await statusInDb(offerId)).toBe('viewed');
  });

  it('refuses a payment date that is malformed, not a day or in the future with 400, creating nothing', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const tomorrow = addDaysToIsoDate(isoDateInTimeZone(new Date()), 1);
    const cases: [unknown, string | null][] = [
      ['01.06.2025', null],
      [20250601, null],
      ['2025-02-30', 'validation.invalidDate'],
      [tomorrow, 'validation.paymentDateInFuture'],
    ];
    for (const [paymentDate, code] of cases) {
      const response = await request('PATCH', `${BASE}/${offerId}/confirm-payment`, tokens.coordinator, { paymentDate });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ label: string; violations: { propertyPath: string; code: string; title: string }[] }>();
      expect(body.label).toBe('error.validation');
      expect(body.violations[0]?.propertyPath).toBe('paymentDate');
      if (code) expect(body.violations[0]?.code).toBe(code);
    }
    const future = await request('PATCH', `${BASE}/${offerId}/confirm-payment`, tokens.coordinator, { paymentDate: tomorrow });
    expect(future.json<{ violations: { title: string }[] }>().violations[0]?.title).toBe(
      'The payment date cannot be in the future',
    );
    expect(await statusInDb(offerId)).toBe('accepted');
    expect(await investmentsOf(offerId)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

describe('confirm payment: the investment and its payment schedule', () => {
  // Expected figures worked out by hand: gross = amount * rate * days / 365 rounded half up to the grosz per period,
  // tax = gross * tax rate rounded half up, net = gross - tax; periods counted from the payment date each time.

  it('monthly: 25,000.00 PLN at 8.5% for 3 months from 10 March 2025', async () => {
    const campaign = await createBondCampaign({
      interestRate: '8.5000',
      paymentFrequency: 'Monthly',
      durationValue: 3,
      durationUnit: 'month',
    });
    const { offerId, detail } = await confirmedOffer(campaign, '25000.00', '2025-03-10');
    expect(detail).toMatchObject({ status: 'active', paymentDate: '2025-03-10', endDate: '2025-06-10' });
    expect(detail.investment).toMatchObject({
      amount: '25000.00',
      currency: 'PLN',
      startDate: '2025-03-10',
      endDate: '2025-06-10',
      status: 'active',
    });
    expect(detail.investment?.schedule).toEqual([
      // 31 days: 2125 * 31 / 365 = 180.479452... -> 180.48; tax 34.2912 -> 34.29; net 146.19
      entry(1, '2025-03-10', '2025-04-10', '180.48', '34.29', '146.19'),
      // 30 days: 2125 * 30 / 365 = 174.657534... -> 174.66; tax 33.1854 -> 33.19; net 141.47
      entry(2, '2025-04-10', '2025-05-10', '174.66', '33.19', '141.47'),
      // 31 days again, with the principal
      entry(3, '2025-05-10', '2025-06-10', '180.48', '34.29', '146.19', '25000.00'),
    ]);
    expect(await raisedAmountOf(campaign.campaignId)).toBe('25000.00');
    const rows = await app.db
      .select()
      .from(paymentScheduleEntries)
      .innerJoin(investments, eq(investments.id, paymentScheduleEntries.investmentId))
      .where(eq(investments.offerId, offerId));
    expect(rows).toHaveLength(3);
  });

  it('quarterly: 12,345.67 PLN at 7.25% for 12 months from 30 November 2024 (month ends, no drift)', async () => {
    const campaign = await createBondCampaign({
      interestRate: '7.2500',
      paymentFrequency: 'Quarterly',
      durationValue: 12,
      durationUnit: 'month',
    });
    const { detail } = await confirmedOffer(campaign, '12345.67', '2024-11-30');
    expect(detail.endDate).toBe('2025-11-30');
    expect(detail.investment?.schedule).toEqual([
      // 90 days: 12345.67 * 0.0725 * 90 / 365 = 220.699991... -> 220.70; tax 41.933 -> 41.93; net 178.77
      entry(1, '2024-11-30', '2025-02-28', '220.70', '41.93', '178.77'),
      // 91 days (to 30 May: counted from the start, not from 28 February): 223.152213... -> 223.15; tax 42.3985 -> 42.40
      entry(2, '2025-02-28', '2025-05-30', '223.15', '42.40', '180.75'),
      // 92 days: 225.604435... -> 225.60; tax 42.864 -> 42.86; net 182.74
      entry(3, '2025-05-30', '2025-08-30', '225.60', '42.86', '182.74'),
      entry(4, '2025-08-30', '2025-11-30', '225.60', '42.86', '182.74', '12345.67'),
    ]);
  });

  it('at maturity: 50,000.00 PLN at 10% for 2 years from 29 February 2024, one period', async () => {
    const campaign = await createBondCampaign({
      interestRate: '10',
      paymentFrequency: 'At Maturity',
      durationValue: 2,
      durationUnit: 'year',
    });
    const { detail } = await confirmedOffer(campaign, '50000.00', '2024-02-29');
    // 29 February + 2 years = 28 February 2026; 730 days: 5000 * 730 / 365 = 10000.00; tax 1900.00; net 8100.00
    expect(detail).toMatchObject({ paymentDate: '2024-02-29', endDate: '2026-02-28' });
    expect(detail.investment?.schedule).toEqual([
      entry(1, '2024-02-29', '2026-02-28', '10000.00', '1900.00', '8100.00', '50000.00'),
    ]);
  });

  it('19% tax (the default): withheld per period, rounded half up to the grosz, net = gross - tax', async () => {
    const semiAnnual = await createBondCampaign({
      interestRate: '6.5',
      paymentFrequency: 'Semi-annually',
      durationValue: 12,
      durationUnit: 'month',
    });
    const { detail } = await confirmedOffer(semiAnnual, '100000.00', '2025-01-01');
    expect(detail.investment?.schedule).toEqual([
      // 181 days: 6500 * 181 / 365 = 3223.287671... -> 3223.29; tax 612.4251 -> 612.43; net 2610.86
      entry(1, '2025-01-01', '2025-07-01', '3223.29', '612.43', '2610.86'),
      // 184 days: 6500 * 184 / 365 = 3276.712328... -> 3276.71; tax 622.5749 -> 622.57; net 2654.14
      entry(2, '2025-07-01', '2026-01-01', '3276.71', '622.57', '2654.14', '100000.00'),
    ]);
    // Over the year: gross 6500.00, tax 1235.00 (exactly 19%), net 5265.00.

    // A tax of exactly half a grosz is rounded up: 1,450.00 at 7% for 365 days = 101.50; 19% = 19.285 -> 19.29; net 82.21.
    const halfGrosz = await createBondCampaign({
      interestRate: '7',
      paymentFrequency: 'Annually',
      durationValue: 1,
      durationUnit: 'year',
    });
    const second = await confirmedOffer(halfGrosz, '1450.00', '2025-01-01');
    expect(second.detail.investment?.schedule).toEqual([
      entry(1, '2025-01-01', '2026-01-01', '101.50', '19.29', '82.21', '1450.00'),
    ]);
  });

  it("takes the campaign's own tax rate when it is not 19%", async () => {
    const campaign = await createBondCampaign({
      interestRate: '7',
      paymentFrequency: 'Annually',
      durationValue: 1,
      durationUnit: 'year',
      taxRate: '0.00',
    });
    const { detail } = await confirmedOffer(campaign, '1450.00', '2025-01-01');
    expect(detail.investment?.schedule).toEqual([entry(1, '2025-01-01', '2026-01-01', '101.50', '0.00', '101.50', '1450.00')]);
  });

  it('equity: an investment without an interest schedule, starting and ending on the payment date', async () => {
    const shares = await createTestCampaign(app, { type: 'equity' });
    const campaign = { campaignId: shares.campaignId, productId: shares.productIds[0]! };
    const { offerId, detail } = await confirmedOffer(campaign, '2500.00', '2025-05-05');
    expect(detail).toMatchObject({ status: 'active', paymentDate: '2025-05-05', endDate: null });
    expect(detail.investment).toEqual({
      id: expect.any(String),
      amount: '2500.00',
      currency: 'PLN',
      startDate: '2025-05-05',
      endDate: '2025-05-05',
      status: 'active',
      schedule: [],
    });
    expect(await investmentsOf(offerId)).toHaveLength(1);
    expect(await raisedAmountOf(shares.campaignId)).toBe('2500.00');
  });

  it('uses today (Europe/Warsaw) when no payment date is given, and e-mails the investor', async () => {
    const { offerId, email } = await createOffer({ status: 'accepted', amount: '12500.00' });
    const response = await confirmPayment(offerId, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const today = isoDateInTimeZone(new Date());
    const detail = response.json<TOfferDetail>();
    expect(detail.paymentDate).toBe(today);
    expect(detail.investment?.startDate).toBe(today);
    // The helper's campaign: 12 months, paid monthly.
    expect(detail.investment?.schedule).toHaveLength(12);
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const confirmation = mails.find((mail) => mail.template === 'offer-payment-confirmed');
    expect(confirmation?.language).toBe('pl');
    expect(confirmation?.subject).toMatch(/^Potwierdzenie płatności za „Kampania testowa /);
    expect(confirmation?.text).toContain('12 500,00 PLN');
    expect(confirmation?.text).toContain(today.split('-').reverse().join('.'));
    // The button opens the new investment through a one-time redirect link (product-decisions section 10).
    expect(confirmation?.links).toContainEqual(expect.stringMatching(/\/login-with-redirect-token\?token=[A-Za-z0-9_-]{43}$/));
  });

  it('confirms two payments sent at once exactly once: one 200, one 409, one investment', async () => {
    const campaign = await createBondCampaign({
      interestRate: '5',
      paymentFrequency: 'Quarterly',
      durationValue: 1,
      durationUnit: 'year',
    });
    const { offerId, email } = await createOffer({ status: 'accepted', campaign, amount: '3000.00' });
    const responses = await Promise.all([
      confirmPayment(offerId, tokens.coordinator, '2025-04-01'),
      confirmPayment(offerId, tokens.admin, '2025-04-02'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expectInvalidTransition(
      responses.find((response) => response.statusCode === 409)!,
      'active',
    );
    expect(await investmentsOf(offerId)).toHaveLength(1);
    const [investment] = await investmentsOf(offerId);
    const entries = await app.db
      .select()
      .from(paymentScheduleEntries)
      .where(eq(paymentScheduleEntries.investmentId, investment!.id));
    expect(entries).toHaveLength(4);
    expect(await raisedAmountOf(campaign.campaignId)).toBe('3000.00');
    const history = await app.db
      .select()
      .from(offerStatusHistory)
      .where(and(eq(offerStatusHistory.offerId, offerId), eq(offerStatusHistory.toStatus, 'active')));
    expect(history).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'offer-payment-confirmed')));
    expect(mails).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

describe('kanban sums after confirmations', () => {
  it('moves exact amounts from accepted to active, per currency', async () => {
    const campaign = await createBondCampaign({
      interestRate: '6',
      paymentFrequency: 'Monthly',
      durationValue: 6,
      durationUnit: 'month',
      currency: 'EUR',
    });
    const amounts = ['0.10', '0.20', '100.01', '1234567.89'];
    const offerIds: string[] = [];
    for (const amount of amounts) offerIds.push((await createOffer({ status: 'accepted', campaign, amount })).offerId);

    const summary = async (): Promise<Record<string, { count: number; sums: { currency: string; amount: string }[] }>> => {
      const query = toQueryString(listFilterEntries([listFilter('campaignId', 'in', [campaign.campaignId])]));
      const response = await request('GET', `/api/advisor/investor/offers/summary?${query}`, tokens.advisor);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<TOfferKanbanSummary>();
      return Object.fromEntries(body.columns.map((column) => [column.column, column]));
    };
    const before = await summary();
    expect(before.accepted).toMatchObject({ count: 4, sums: [{ currency: 'EUR', amount: '1234668.20', count: 4 }] });
    expect(before.active).toMatchObject({ count: 0, sums: [] });

    for (const offerId of [offerIds[0]!, offerIds[2]!, offerIds[3]!]) {
      expect((await confirmPayment(offerId, tokens.coordinator, '2025-07-01')).statusCode).toBe(200);
    }
    const after = await summary();
    expect(after.accepted).toMatchObject({ count: 1, sums: [{ currency: 'EUR', amount: '0.20', count: 1 }] });
    // 0.10 + 100.01 + 1,234,567.89 = 1,234,668.00
    expect(after.active).toMatchObject({ count: 3, sums: [{ currency: 'EUR', amount: '1234668.00', count: 3 }] });
    expect(await raisedAmountOf(campaign.campaignId)).toBe('1234668.00');
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

describe('GET .../owner-choices', () => {
  it("lists the active advisors of the offer's network for its coordinator and the admin", async () => {
    const inactive = await createAdvisor(app, { status: 'initial' });
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: demoLandingId, advisorId: inactive.advisorId, networkId: northId, isCoordinator: false });
    const { offerId } = await createOffer();
    const expected = await app.db
      .select({ id: advisors.id, firstName: advisors.firstName, surname: advisors.surname, email: advisors.email })
      .from(advisorNetworks)
      .innerJoin(advisors, eq(advisors.id, advisorNetworks.advisorId))
      .where(and(eq(advisorNetworks.networkId, northId), eq(advisors.status, 'active')));
    for (const token of [tokens.coordinator, tokens.admin]) {
      const response = await request('GET', `${BASE}/${offerId}/owner-choices`, token);
      expect(response.statusCode, response.body).toBe(200);
      const choices = response.json<TOwnerChoice[]>();
      expect(choices.map((choice) => choice.id).sort()).toEqual(expected.map((advisor) => advisor.id).sort());
      expect(choices).toContainEqual({ id: expect.any(String), name: names.advisor, email: 'doradca@emisja.test' });
      expect(choices.map((choice) => choice.id)).not.toContain(inactive.advisorId);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------------

/** A payment confirmation stored as the public upload stores one: bytes in the storage, a files row, the link row. */
async function storeAttachment(offerId: string, fileName: string, bytes: Buffer, mimeType: string, uploadedAt?: string) {
  const stored = await app.storage.put(bytes);
  const [file] = await app.db
    .insert(files)
    .values({
      landingPageId: demoLandingId,
      storageKey: stored.key,
      originalName: fileName,
      mimeType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
    })
    .returning({ id: files.id });
  const [row] = await app.db
    .insert(paymentConfirmations)
    .values({ offerId, fileId: file!.id, ...(uploadedAt ? { uploadedAt: new Date(uploadedAt) } : {}) })
    .returning({ id: paymentConfirmations.id });
  return { id: row!.id };
}

describe('GET .../attachment/{attachmentId}', () => {
  it('sends the stored file as an attachment with its name, type and nosniff', async () => {
    const { offerId } = await createOffer({ status: 'accepted' });
    const pdf = samplePdf();
    const attachment = await storeAttachment(offerId, 'Potwierdzenie przelewu zażółć.pdf', pdf, 'application/pdf');
    for (const token of [tokens.advisor, tokens.coordinator, tokens.admin]) {
      const response = await request('GET', `${BASE}/${offerId}/attachment/${attachment.id}`, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Potwierdzenie przelewu zazo_c.pdf"; filename*=UTF-8''Potwierdzenie%20przelewu%20za%C5%BC%C3%B3%C5%82%C4%87.pdf`,
      );
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("answers 404 for another offer's attachment and an unknown one", async () => {
    const first = await createOffer({ status: 'accepted' });
    const second = await createOffer({ status: 'accepted' });
    const attachment = await storeAttachment(first.offerId, 'a.png', samplePng(), 'image/png');
    expect((await request('GET', `${BASE}/${second.offerId}/attachment/${attachment.id}`, tokens.advisor)).statusCode).toBe(404);
    expect((await request('GET', `${BASE}/${first.offerId}/attachment/${randomUUID()}`, tokens.advisor)).statusCode).toBe(404);
  });
});
