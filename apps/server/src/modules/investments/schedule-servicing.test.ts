import { addDaysToIsoDate, isoDateInTimeZone, ZServicedScheduleEntrySchema, ZInvestorSummarySchema } from '@emisja/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAdvisor, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import {
  createTestInvestment,
  createTestInvestor,
  loginInvestorByLink,
  scheduleRowOf,
  type TestInvestor,
} from '../../../test/investor-helpers.ts';
import type { App } from '../../app.ts';
import { auditLog, emailOutbox } from '../../db/schema/index.ts';

// Schedule servicing in the advisor panel (issue 13; product-decisions section 10; docs/decisions/033-investor-panel-server.md):
// who may record, the amount rules, the row lock, the audit row, the investor's e-mail with its redirect link, and the
// summary following the recorded payment.

let app: App;
let bonds: { campaignId: string; productId: string };
const tokens: Record<'admin' | 'coordinator' | 'owner' | 'otherAdvisor' | 'navyAdvisor', string> = {
  admin: '',
  coordinator: '',
  owner: '',
  otherAdvisor: '',
  navyAdvisor: '',
};
const today = isoDateInTimeZone(new Date());
const day = (offset: number) => addDaysToIsoDate(today, offset);

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const campaign = await createTestCampaign(app, { translations: { pl: 'Obligacje Zażółć', en: 'Yellow Bonds' } });
  bonds = { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
  tokens.admin = (await loginAdvisor(app, 'admin@emisja.test')).accessToken;
  tokens.coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
  tokens.owner = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  tokens.otherAdvisor = (await loginAdvisor(app, 'doradca2@emisja.test')).accessToken;
  tokens.navyAdvisor = (await loginAdvisor(app, 'advisor@navy.test', NAVY_HOST)).accessToken;
});

/** An investment of 10 000.00 PLN owned by doradca@ (network Północ): a row due 10 days ago, two to come. */
async function investmentWithRows(): Promise<{
  investor: TestInvestor;
  investmentId: string;
  offerId: string;
  rowIds: string[];
}> {
  const investor = await createTestInvestor(app);
  const created = await createTestInvestment(app, {
    investor,
    ...bonds,
    amount: '10000.00',
    startDate: day(-40),
    rows: [
      { paymentDate: day(-10), gross: '100.00', tax: '19.00', net: '81.00' },
      { paymentDate: day(20), gross: '100.00', tax: '19.00', net: '81.00' },
      { paymentDate: day(50), gross: '100.00', tax: '19.00', net: '81.00', principal: '10000.00' },
    ],
  });
  return { investor, ...created };
}

const record = (
  investmentId: string,
  rowId: string,
  payload: Record<string, unknown>,
  token = tokens.coordinator,
  host = DEMO_HOST,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/advisor/investment/${investmentId}/schedule/${rowId}`,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    payload,
  });

async function mailsTo(email: string) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'schedule-payment-recorded')))
    .orderBy(desc(emailOutbox.createdAt));
}

describe('PATCH /api/advisor/investment/{id}/schedule/{rowId}', () => {
  it('records the full payment: the row, the audit row, the investor e-mail whose link opens the investment, the summary', async () => {
    const { investor, investmentId, offerId, rowIds } = await investmentWithRows();
    const investorToken = await loginInvestorByLink(app, investor.email);
    const before = ZInvestorSummarySchema.parse(
      (await app.inject({ method: 'GET', url: '/investor-api/investor/summary', headers: bearer(investorToken) })).json(),
    );
    expect(before.currencies[0]).toMatchObject({ interestPaidNet: '0.00', interestDueNet: '243.00' });

    const response = await record(investmentId, rowIds[0]!, { status: 'paid', paidAmount: '81,00', paidAt: day(-9) });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZServicedScheduleEntrySchema.parse(response.json())).toMatchObject({
      id: rowIds[0],
      status: 'paid',
      paidAmount: '81.00',
      paidAt: day(-9),
    });
    const stored = await scheduleRowOf(app, rowIds[0]!);
    expect(stored.paymentRecordedByUserId).not.toBeNull();
    expect(stored.paymentRecordedAt).toBeInstanceOf(Date);

    // The advisor's offer page shows the same serviced rows, with the status as shown (the servicing acts on their ids).
    const detail = await app.inject({
      method: 'GET',
      url: `/api/advisor/investor/offer/${offerId}`,
      headers: bearer(tokens.coordinator),
    });
    expect(detail.statusCode).toBe(200);
    expect(
      detail.json().investment.schedule.map((row: { id: string; status: string; paidAmount: string | null }) => row),
    ).toEqual([
      expect.objectContaining({ id: rowIds[0], status: 'paid', paidAmount: '81.00', paidAt: day(-9) }),
      expect.objectContaining({ id: rowIds[1], status: 'scheduled', paidAmount: null, paidAt: null }),
      expect.objectContaining({ id: rowIds[2], status: 'scheduled', principal: '10000.00' }),
    ]);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule-payment-recorded'), eq(auditLog.entityId, rowIds[0]!)));
    expect(audit!.before).toEqual({ status: 'scheduled', paidAmount: null, paidAt: null });
    expect(audit!.after).toEqual({ status: 'paid', paidAmount: '81.00', paidAt: day(-9) });
    expect(audit!.metadata).toMatchObject({ investmentId, offerId, periodNo: 1 });
    expect(audit!.actorLabel).toBe('koordynator@emisja.test');

    const [mail] = await mailsTo(investor.email);
    expect(mail!.language).toBe('pl');
    expect(mail!.subject).toBe('Harmonogram płatności „Obligacje Zażółć”: Emisja Demo');
    expect(mail!.text).toContain('81,00 PLN');
    const link = mail!.links.find((candidate) => candidate.includes('/login-with-redirect-token?token='));
    expect(link).toMatch(/^http:\/\/localhost:3000\/login-with-redirect-token\?token=[A-Za-z0-9_-]{43}$/);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login-with-redirect-token',
      headers: { host: DEMO_HOST },
      payload: { token: secretOfLink(link!) },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().redirectTo).toBe(`/app/investments/${investmentId}`);

    // Summaries follow at once: they read the recorded payments.
    const after = ZInvestorSummarySchema.parse(
      (await app.inject({ method: 'GET', url: '/investor-api/investor/summary', headers: bearer(investorToken) })).json(),
    );
    expect(after.currencies[0]).toMatchObject({
      interestPaidNet: '81.00',
      interestPaidGross: '100.00',
      interestDueNet: '162.00',
    });
  });

  it('paid is the full net + principal; partially paid more than 0 and less than that; both on a day not in the future', async () => {
    const { investmentId, rowIds } = await investmentWithRows();
    const violation = async (payload: Record<string, unknown>, rowId = rowIds[2]!) => {
      const response = await record(investmentId, rowId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().violations[0] as { propertyPath: string; title: string; code: string };
    };
    // The last row pays 81.00 + 10 000.00.
    expect(await violation({ status: 'paid', paidAmount: '10080.99', paidAt: today })).toMatchObject({
      propertyPath: 'paidAmount',
      code: 'validation.minValue',
      title: 'The minimum value is 10 081.00 PLN',
    });
    expect(await violation({ status: 'paid', paidAmount: '10081.01', paidAt: today })).toMatchObject({
      code: 'validation.maxValue',
      title: 'The maximum value is 10 081.00 PLN',
    });
    expect(await violation({ status: 'paid', paidAt: today })).toMatchObject({
      propertyPath: 'paidAmount',
      code: 'validation.required',
    });
    expect(await violation({ status: 'partially paid', paidAmount: '0', paidAt: today })).toMatchObject({
      code: 'validation.minValue',
      title: 'The minimum value is 0.01 PLN',
    });
    expect(await violation({ status: 'partially paid', paidAmount: '10081.00', paidAt: today })).toMatchObject({
      code: 'validation.maxValue',
      title: 'The maximum value is 10 080.99 PLN',
    });
    expect(await violation({ status: 'partially paid', paidAmount: '100.00' })).toMatchObject({
      propertyPath: 'paidAt',
      code: 'validation.required',
    });
    expect(await violation({ status: 'partially paid', paidAmount: '100.00', paidAt: day(1) })).toMatchObject({
      propertyPath: 'paidAt',
      code: 'validation.paymentDateInFuture',
    });
    expect(await violation({ status: 'partially paid', paidAmount: '100.00', paidAt: '2026-02-30' })).toMatchObject({
      propertyPath: 'paidAt',
      code: 'validation.invalidDate',
    });
    expect((await record(investmentId, rowIds[2]!, { status: 'partially paid', paidAmount: '1,005' })).statusCode).toBe(400);
    expect((await record(investmentId, rowIds[2]!, { status: 'scheduled' })).statusCode).toBe(400);
    expect(await scheduleRowOf(app, rowIds[2]!)).toMatchObject({ status: 'scheduled', paidAmount: null });

    const partial = await record(investmentId, rowIds[2]!, { status: 'partially paid', paidAmount: '5 081,00', paidAt: today });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'partially paid', paidAmount: '5081.00', paidAt: today });
  });

  it('cancelled and unpaid clear the amount; unpaid puts the row back, which reads unpaid once due', async () => {
    const { investor, investmentId, rowIds } = await investmentWithRows();
    expect((await record(investmentId, rowIds[0]!, { status: 'paid', paidAmount: '81.00', paidAt: day(-9) })).statusCode).toBe(
      200,
    );
    const putBack = await record(investmentId, rowIds[0]!, { status: 'unpaid', paidAmount: '81.00', paidAt: day(-9) });
    expect(putBack.statusCode, putBack.body).toBe(200);
    expect(putBack.json()).toMatchObject({ status: 'unpaid', paidAmount: null, paidAt: null });
    expect(await scheduleRowOf(app, rowIds[0]!)).toMatchObject({ status: 'scheduled', paidAmount: null, paidAt: null });
    // A row still to come that is put back reads scheduled.
    expect((await record(investmentId, rowIds[1]!, { status: 'unpaid' })).json().status).toBe('scheduled');

    const cancelled = await record(investmentId, rowIds[1]!, { status: 'cancelled' }, tokens.admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paidAmount: null, paidAt: null });

    const mails = await mailsTo(investor.email);
    // paid, put back, cancelled: an e-mail each; putting back a row that was never recorded changed nothing and sent none.
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain('anulowana');
  });

  it('records nothing and e-mails nobody when the same payment is recorded again', async () => {
    const { investor, investmentId, rowIds } = await investmentWithRows();
    const payload = { status: 'paid', paidAmount: '81.00', paidAt: day(-9) };
    expect((await record(investmentId, rowIds[0]!, payload)).statusCode).toBe(200);
    expect((await record(investmentId, rowIds[0]!, payload)).statusCode).toBe(200);
    expect(await mailsTo(investor.email)).toHaveLength(1);
  });

  it('serialises concurrent recordings on the row lock: the row ends as one of them, with one audit row each', async () => {
    const { investmentId, rowIds } = await investmentWithRows();
    const responses = await Promise.all([
      record(investmentId, rowIds[0]!, { status: 'paid', paidAmount: '81.00', paidAt: day(-9) }),
      record(investmentId, rowIds[0]!, { status: 'partially paid', paidAmount: '40.00', paidAt: day(-8) }, tokens.admin),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const stored = await scheduleRowOf(app, rowIds[0]!);
    expect(['paid', 'partially paid']).toContain(stored.status);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule-payment-recorded'), eq(auditLog.entityId, rowIds[0]!)));
    expect(audits).toHaveLength(2);
    // The second audit row's "before" is the first one's "after": nothing was lost between them.
    const ordered = audits.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(ordered[1]!.before).toEqual(ordered[0]!.after);
  });

  it("is for coordinators of the offer's network and admins: the owner alone 403, others 404, other tenants 401, investors 403", async () => {
    const { investor, investmentId, rowIds } = await investmentWithRows();
    const payload = { status: 'cancelled' };
    const owner = await record(investmentId, rowIds[1]!, payload, tokens.owner);
    expect(owner.statusCode).toBe(403);
    expect((await record(investmentId, rowIds[1]!, payload, tokens.otherAdvisor)).statusCode).toBe(404);
    expect((await record(investmentId, rowIds[1]!, payload, tokens.navyAdvisor, NAVY_HOST)).statusCode).toBe(404);
    expect((await record(investmentId, rowIds[1]!, payload, tokens.navyAdvisor)).statusCode).toBe(401);
    const investorToken = await loginInvestorByLink(app, investor.email);
    expect((await record(investmentId, rowIds[1]!, payload, investorToken)).statusCode).toBe(403);
    // A row of another investment, an unknown row: 404.
    const other = await investmentWithRows();
    expect((await record(investmentId, other.rowIds[0]!, payload)).statusCode).toBe(404);
    expect((await record(investmentId, '00000000-0000-4000-8000-000000000000', payload)).statusCode).toBe(404);
    expect(await scheduleRowOf(app, rowIds[1]!)).toMatchObject({ status: 'scheduled' });
  });
});
