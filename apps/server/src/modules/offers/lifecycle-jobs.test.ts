import { addDaysToIsoDate, isoDateInTimeZone, type TOfferDetail, type TOfferStatus } from '@emisja/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, emailOutbox, investments, investorOffers, networks, offerStatusHistory } from '../../db/schema/index.ts';
import { bearer, createAdvisor, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, NAVY_HOST } from '../../../test/helpers.ts';
import {
  createTestInvestment,
  createTestInvestor,
  demoOwner,
  insertTestOffer,
  type TestInvestor,
} from '../../../test/investor-helpers.ts';

// The daily lifecycle job (product-decisions sections 3 and 11, docs/decisions/045), called as the pg-boss worker
// calls it, with the clock set: open offers of ended campaigns archived with the reason, ended and settled investments finished,
// one summary per owner; a second run changes nothing.

let app: App;
let coordinatorToken: string;
const today = isoDateInTimeZone(new Date());

/** The instant of a Warsaw wall-clock time on a Warsaw day (UTC+1 in winter, UTC+2 in summer: whichever matches). */
function warsawInstant(day: string, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (isoDateInTimeZone(instant) === day && local === time) return instant;
  }
  throw new Error(`no instant for ${day} ${time} in Warsaw`);
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  coordinatorToken = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
});

async function insertOffer(
  investor: TestInvestor,
  campaign: { campaignId: string; productIds: string[] },
  status: TOfferStatus,
  owner: { ownerAdvisorId: string; networkId: string },
): Promise<string> {
  const hasTerms = status === 'accepted' || status === 'rejected';
  return insertTestOffer(app, investor, campaign, {
    owner,
    values: {
      status,
      investmentValue: hasTerms ? '2000.00' : null,
      agreementDate: hasTerms ? today : null,
      rejectionReason: status === 'rejected' ? 'Brak środków' : null,
    },
  });
}

const statusesOf = async (offerIds: string[]) =>
  Object.fromEntries(
    (
      await app.db
        .select({ id: investorOffers.id, status: investorOffers.status })
        .from(investorOffers)
        .where(inArray(investorOffers.id, offerIds))
    ).map((row) => [row.id, row.status]),
  );

const historyOf = (offerId: string) =>
  app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offerId)).orderBy(offerStatusHistory.createdAt);

const summariesTo = (email: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'lifecycle-archive-summary')));

const historyRowCount = async () => (await app.db.select({ id: offerStatusHistory.id }).from(offerStatusHistory)).length;

describe('the lifecycle job on the demo data', () => {
  // Every start of the server runs the job (plugins/lifecycle-jobs.ts): on fresh demo data it must find nothing to do.
  it('finds nothing to archive on the day the demo data is seeded', async () => {
    const result = await app.lifecycleJobs.run(new Date());
    expect(result).toMatchObject({ archivedOffers: 0, finishedInvestments: 0, outboxIds: [], failures: [] });
  });
});

describe('the lifecycle job: campaigns that ended', () => {
  it('archives the open offers of an ended campaign on the Warsaw day after its end, with "Kampania zakończona" in the history', async () => {
    const endDate = addDaysToIsoDate(today, 40);
    const ended = await createTestCampaign(app, { endOffsetDays: 40 });
    const running = await createTestCampaign(app, { endOffsetDays: 90 });
    const owner = await demoOwner(app);
    const investor = await createTestInvestor(app);
    const open = await Promise.all(
      (['invited', 'viewed', 'interested', 'accepted'] as const).map((status) => insertOffer(investor, ended, status, owner)),
    );
    const lost = await Promise.all(
      (['rejected', 'declined', 'archived'] as const).map((status) => insertOffer(investor, ended, status, owner)),
    );
    const { offerId: activeOfferId } = await createTestInvestment(app, {
      investor,
      campaignId: ended.campaignId,
      productId: ended.productIds[0]!,
      amount: '3000.00',
      startDate: today,
      endDate: addDaysToIsoDate(today, 400),
      rows: [{ paymentDate: addDaysToIsoDate(today, 400), gross: '10.00', tax: '2.00', net: '8.00', principal: '3000.00' }],
    });
    const elsewhere = await insertOffer(investor, running, 'invited', owner);

    // The end day itself, late in the evening in Warsaw (already the next day in UTC+0 for part of the year): still running.
    const onEndDay = await app.lifecycleJobs.run(warsawInstant(endDate, '23:30'));
    expect(onEndDay.today).toBe(endDate);
    const onEndDayStatuses = await statusesOf(open);
    expect(open.map((id) => onEndDayStatuses[id])).toEqual(['invited', 'viewed', 'interested', 'accepted']);

    const nextDay = warsawInstant(addDaysToIsoDate(endDate, 1), '00:10');
    const first = await app.lifecycleJobs.run(nextDay);
    expect(first.failures).toEqual([]);
    expect(first.archivedOffers).toBeGreaterThanOrEqual(4);
    const after = await statusesOf([...open, ...lost, activeOfferId, elsewhere]);
    for (const id of open) expect(after[id]).toBe('archived');
    expect(lost.map((id) => after[id])).toEqual(['rejected', 'declined', 'archived']);
    expect(after[activeOfferId]).toBe('active');
    expect(after[elsewhere]).toBe('invited');

    const history = await historyOf(open[3]!);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'archived',
      changedByUserId: null,
      changedByLabel: 'System',
      reason: 'Kampania zakończona',
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, open[0]!), eq(auditLog.action, 'offer-archived')));
    expect(audit).toMatchObject({ actorUserId: null, actorLabel: 'System', metadata: { reason: 'campaign-ended' } });

    // The advisor panel's offer page shows the reason in the history.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/advisor/investor/offer/${open[1]}`,
      headers: bearer(coordinatorToken),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<TOfferDetail>().history.at(-1)).toMatchObject({
      fromStatus: 'viewed',
      toStatus: 'archived',
      changedBy: 'System',
      reason: 'Kampania zakończona',
    });

    // One summary to the owner, in Polish, naming each archived offer.
    const [summary, ...more] = await summariesTo('doradca@emisja.test');
    expect(more).toEqual([]);
    expect(summary).toMatchObject({ language: 'pl', subject: expect.stringContaining('Zarchiwizowane oferty') });
    expect(summary!.text).toContain('Oferty zarchiwizowane, bo kampania się zakończyła:');
    expect(summary!.text).toContain(`${investor.email}: ${ended.names.pl}`);
    expect(summary!.text.split(investor.email)).toHaveLength(5);
    expect(summary!.links).toContain('http://localhost:3000/app/investors');

    // A second run (a retry, a second instance, the next day) changes nothing and writes no mail.
    const rowsBefore = await historyRowCount();
    const second = await app.lifecycleJobs.run(nextDay);
    expect(second).toMatchObject({ archivedOffers: 0, finishedInvestments: 0, outboxIds: [], failures: [] });
    expect(await historyRowCount()).toBe(rowsBefore);
    expect(await summariesTo('doradca@emisja.test')).toHaveLength(1);
    const later = await app.lifecycleJobs.run(warsawInstant(addDaysToIsoDate(endDate, 2), '02:15'));
    expect(later.archivedOffers).toBe(0);
    expect(await historyRowCount()).toBe(rowsBefore);
  });

  it('writes the reason and the summary in the landing page language (Navy Capital: English), only on that landing page', async () => {
    const ended = await createTestCampaign(app, { host: NAVY_HOST, currency: 'EUR', endOffsetDays: 50 });
    const navyOwner = await demoOwner(app, 'advisor@navy.test');
    const investor = await createTestInvestor(app, { host: NAVY_HOST });
    const [atlantic] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Atlantic'));
    const offerId = await insertOffer(investor, ended, 'interested', {
      ownerAdvisorId: navyOwner.ownerAdvisorId,
      networkId: atlantic!.id,
    });

    const result = await app.lifecycleJobs.run(warsawInstant(addDaysToIsoDate(today, 51), '02:15'));
    expect(result.failures).toEqual([]);
    expect((await historyOf(offerId)).at(-1)).toMatchObject({ toStatus: 'archived', reason: 'Campaign ended' });
    const [summary] = await summariesTo('advisor@navy.test');
    expect(summary).toMatchObject({ language: 'en', subject: expect.stringContaining('Archived offers and investments') });
    expect(summary!.text).toContain(`${investor.email}: ${ended.names.en} (series TEST-A), Interested`);
    expect(summary!.links).toContain('http://navy.localhost:3000/app/investors');
  });

  it('archives an archived advisor’s offers without a summary to them', async () => {
    const ended = await createTestCampaign(app, { endOffsetDays: 60 });
    const former = await createAdvisor(app, { status: 'deleted' });
    const { networkId } = await demoOwner(app);
    const investor = await createTestInvestor(app);
    const offerId = await insertOffer(investor, ended, 'invited', { ownerAdvisorId: former.advisorId, networkId });
    await app.lifecycleJobs.run(warsawInstant(addDaysToIsoDate(today, 61), '02:15'));
    expect(await statusesOf([offerId])).toEqual({ [offerId]: 'archived' });
    expect(await summariesTo(former.email)).toEqual([]);
  });

  it('archives each offer once when two runs overlap (two instances)', async () => {
    const ended = await createTestCampaign(app, { endOffsetDays: 70 });
    const owner = await demoOwner(app);
    const investor = await createTestInvestor(app);
    const offers = await Promise.all(
      (['invited', 'viewed', 'interested'] as const).map((status) => insertOffer(investor, ended, status, owner)),
    );
    const now = warsawInstant(addDaysToIsoDate(today, 71), '02:15');
    const runs = await Promise.all([app.lifecycleJobs.run(now), app.lifecycleJobs.run(now)]);
    expect(runs.flatMap((run) => run.failures)).toEqual([]);
    for (const offerId of offers) {
      expect((await historyOf(offerId)).filter((row) => row.toStatus === 'archived')).toHaveLength(1);
    }
  });
});

describe('the lifecycle job: investments that ended', () => {
  it('finishes an investment past its end date with every row settled and archives its offer; anything else stays', async () => {
    const campaign = await createTestCampaign(app, { endOffsetDays: 900 });
    const endDate = addDaysToIsoDate(today, 100);
    const runDay = addDaysToIsoDate(endDate, 1);
    const investor = await createTestInvestor(app);
    const base = { investor, campaignId: campaign.campaignId, productId: campaign.productIds[0]!, amount: '1000.00' };
    const paid = { paymentDate: endDate, gross: '10.00', tax: '2.00', net: '8.00', principal: '1000.00' };
    const settled = await createTestInvestment(app, {
      ...base,
      startDate: today,
      endDate,
      rows: [
        { ...paid, paymentDate: addDaysToIsoDate(today, 30), principal: '0.00', status: 'cancelled' },
        { ...paid, status: 'paid', paidAmount: '1008.00', paidAt: endDate },
      ],
    });
    const partlyPaid = await createTestInvestment(app, {
      ...base,
      startDate: today,
      endDate,
      rows: [{ ...paid, status: 'partially paid', paidAmount: '500.00', paidAt: endDate }],
    });
    const unpaid = await createTestInvestment(app, { ...base, startDate: today, endDate, rows: [paid] });
    const notEnded = await createTestInvestment(app, {
      ...base,
      startDate: today,
      endDate: runDay,
      rows: [{ ...paid, paymentDate: runDay, status: 'paid', paidAmount: '1008.00', paidAt: endDate }],
    });
    // Shares: no schedule, so nothing tells that they ended.
    const shares = await createTestInvestment(app, { ...base, startDate: today, endDate: today });
    // The advisor archived the active offer earlier: the investment still ends, the offer's history stays as it was.
    const archivedOffer = await createTestInvestment(app, {
      ...base,
      startDate: today,
      endDate,
      offerStatus: 'archived',
      rows: [{ ...paid, status: 'paid', paidAmount: '1008.00', paidAt: endDate }],
    });

    const statusOfInvestment = async (id: string) =>
      (await app.db.select({ status: investments.status }).from(investments).where(eq(investments.id, id)))[0]!.status;

    const first = await app.lifecycleJobs.run(warsawInstant(runDay, '02:15'));
    expect(first.failures).toEqual([]);
    expect(await statusOfInvestment(settled.investmentId)).toBe('finished');
    expect(await statusOfInvestment(archivedOffer.investmentId)).toBe('finished');
    for (const other of [partlyPaid, unpaid, notEnded, shares])
      expect(await statusOfInvestment(other.investmentId)).toBe('active');
    const offers = await statusesOf([settled.offerId, partlyPaid.offerId, archivedOffer.offerId]);
    expect(offers).toEqual({
      [settled.offerId]: 'archived',
      [partlyPaid.offerId]: 'active',
      [archivedOffer.offerId]: 'archived',
    });
    expect((await historyOf(settled.offerId)).at(-1)).toMatchObject({
      fromStatus: 'active',
      toStatus: 'archived',
      changedByLabel: 'System',
      reason: 'Inwestycja zakończona',
    });
    expect(await historyOf(archivedOffer.offerId)).toEqual([]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, settled.investmentId), eq(auditLog.action, 'investment-finished')));
    expect(audit).toMatchObject({ actorUserId: null, entityType: 'investment' });

    const summaries = await summariesTo('doradca@emisja.test');
    const summary = summaries.find((mail) => mail.text.includes('Inwestycje zakończone i rozliczone:'));
    expect(summary?.text).toContain(`${investor.email}: ${campaign.names.pl} (seria TEST-A), 1 000,00 PLN`);

    const second = await app.lifecycleJobs.run(warsawInstant(runDay, '02:15'));
    expect(second).toMatchObject({ archivedOffers: 0, finishedInvestments: 0, outboxIds: [] });
  });
});

describe('the lifecycle job: one tenant’s data', () => {
  it('never touches another landing page’s offers of a campaign with the same end date', async () => {
    const demoCampaign = await createTestCampaign(app, { endOffsetDays: 80 });
    const navyCampaign = await createTestCampaign(app, { host: NAVY_HOST, endOffsetDays: 81 });
    const demoInvestor = await createTestInvestor(app);
    const navyInvestor = await createTestInvestor(app, { host: NAVY_HOST });
    const navyOwner = await demoOwner(app, 'advisor@navy.test');
    const [atlantic] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Atlantic'));
    const demoOffer = await insertOffer(demoInvestor, demoCampaign, 'invited', await demoOwner(app));
    const navyOffer = await insertOffer(navyInvestor, navyCampaign, 'invited', {
      ownerAdvisorId: navyOwner.ownerAdvisorId,
      networkId: atlantic!.id,
    });
    await app.lifecycleJobs.run(warsawInstant(addDaysToIsoDate(today, 81), '12:00'));
    expect(await statusesOf([demoOffer, navyOffer])).toEqual({ [demoOffer]: 'archived', [navyOffer]: 'invited' });
  });
});
