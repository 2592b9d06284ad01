import {
  formatMoney,
  isoDateInTimeZone,
  OFFER_STATUS_LABELS,
  type Language,
  type TEffectiveConfiguration,
  type TLifecycleRunResult,
  type TOfferStatus,
} from '@emisja/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { requireSession, type AdvisorActor, type Landing, type RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import {
  finishEndedInvestments,
  landingsWithEndedInvestments,
  type FinishedInvestment,
} from '../investments/investment-end.service.ts';
import { writeEmail, type MailContext } from '../mail/mail.service.ts';
import {
  findAdvisorContacts,
  findLandingsWithEndedCampaignOffers,
  findLandingWithHost,
  lockOpenOffersOfEndedCampaigns,
} from './lifecycle-jobs.repository.ts';
import { auditOffer, lockOffer, transitionOffer } from './offer-lifecycle.service.ts';
import { advisorName, getOfferRow } from './offers.service.ts';

// The daily lifecycle job (product-decisions sections 3 and 11, docs/decisions/045):
// - the open offers (invited, viewed, interested, accepted: not paid) of a campaign whose end date has passed become archived,
//   with "Kampania zakończona" / "Campaign ended" in their history;
// - an investment whose end date has passed with every schedule row settled (paid or cancelled) is finished, and its active
//   offer archived with "Inwestycja zakończona" / "Investment ended";
// - each owner advisor (still active) gets one e-mail listing what was archived.
// One transaction per landing page holds its archives, history and audit rows and the summaries, so a crash leaves a landing
// page either done or untouched, and a re-run (retry, a second instance, the next day) finds nothing left to do: each run
// only picks what is still open, after locking it. `now` is a parameter, so tests set the clock.

/** Who the history names for the platform's own changes. */
export const SYSTEM_CHANGE_LABEL = 'System';

/** The history's reason of the job's archives, in the landing page's language (as the history stores every reason). */
export const LIFECYCLE_REASONS: Record<'campaignEnded' | 'investmentEnded', Record<Language, string>> = {
  campaignEnded: { pl: 'Kampania zakończona', en: 'Campaign ended' },
  investmentEnded: { pl: 'Inwestycja zakończona', en: 'Investment ended' },
};

/** Where links of a landing page's e-mails point for one of its hosts: development hosts by http with the port, others https. */
export function originOfHost(host: string, port: number): string {
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  return isLocal ? `http://${host}:${port}` : `https://${host}`;
}

export interface LifecycleJobDependencies {
  db: Db;
  /** The landing page's effective configuration (branding of the summary e-mails). */
  loadConfiguration: (landing: Landing) => Promise<TEffectiveConfiguration>;
  /** Where a landing page's links point for one of its hosts: `https://host`, or `http://host:port` in development. */
  originOf: (host: string) => string;
  log: FastifyBaseLogger;
}

export interface LifecycleRunResult {
  /** The business day of the run (`yyyy-mm-dd`, Europe/Warsaw): campaigns and investments that ended before it. */
  today: string;
  archivedOffers: number;
  finishedInvestments: number;
  /** The summaries, to dispatch after the commits. */
  outboxIds: string[];
  /** Landing pages whose transaction failed (rolled back, logged): the job fails so pg-boss retries it. */
  failures: unknown[];
}

type JobContext = MailContext & Pick<RequestContext, 'ip'>;

interface ArchivedOffer {
  offerId: string;
  ownerAdvisorId: string;
  fromStatus: TOfferStatus;
}

const SYSTEM_ACTOR = { userId: null, label: SYSTEM_CHANGE_LABEL };

/**
 * Runs the job for every landing page with something to do on the day of `now`, or only for `options.landingPageId` (an
 * admin's run from the back office, docs/decisions/048: one tenant's run never touches another's records).
 */
export async function runLifecycleJobs(
  deps: LifecycleJobDependencies,
  now: Date,
  options: { landingPageId?: string } = {},
): Promise<LifecycleRunResult> {
  const today = isoDateInTimeZone(now);
  const landingIds = [
    ...new Set([
      ...(await findLandingsWithEndedCampaignOffers(deps.db, today)),
      ...(await landingsWithEndedInvestments(deps.db, today)),
    ]),
  ]
    .filter((landingPageId) => options.landingPageId === undefined || landingPageId === options.landingPageId)
    .sort();
  const result: LifecycleRunResult = { today, archivedOffers: 0, finishedInvestments: 0, outboxIds: [], failures: [] };
  for (const landingPageId of landingIds) {
    try {
      const done = await runForLanding(deps, landingPageId, today);
      result.archivedOffers += done.archivedOffers;
      result.finishedInvestments += done.finishedInvestments;
      result.outboxIds.push(...done.outboxIds);
    } catch (error) {
      deps.log.error({ err: error, landingPageId, today }, 'lifecycle job failed for a landing page; its changes rolled back');
      result.failures.push(error);
    }
  }
  return result;
}

async function runForLanding(deps: LifecycleJobDependencies, landingPageId: string, today: string) {
  const found = await findLandingWithHost(deps.db, landingPageId);
  if (!found) return { archivedOffers: 0, finishedInvestments: 0, outboxIds: [] };
  const { landing } = found;
  // Loaded before the transaction: PGlite has one connection, which the transaction holds (lib/request-context.ts).
  const configuration = await deps.loadConfiguration(landing);
  const context: JobContext = {
    landing,
    baseUrl: deps.originOf(found.host ?? 'localhost'),
    configuration: () => Promise.resolve(configuration),
    ip: null,
  };
  return deps.db.transaction(async (tx) => {
    const archived = await archiveOffersOfEndedCampaigns(tx, context, today);
    const finished = await finishInvestments(tx, context, today);
    const outboxIds = await writeSummaries(tx, context, archived, finished);
    return { archivedOffers: archived.length, finishedInvestments: finished.length, outboxIds };
  });
}

async function archiveOffersOfEndedCampaigns(tx: DbExecutor, context: JobContext, today: string): Promise<ArchivedOffer[]> {
  const offers = await lockOpenOffersOfEndedCampaigns(tx, context.landing.id, today);
  const reason = LIFECYCLE_REASONS.campaignEnded[context.landing.language];
  for (const offer of offers) {
    await transitionOffer(tx, offer, {
      action: 'archive',
      changedByUserId: null,
      changedByLabel: SYSTEM_CHANGE_LABEL,
      reason,
    });
    await auditOffer(tx, context, {
      action: 'offer-archived',
      offerId: offer.id,
      actor: SYSTEM_ACTOR,
      before: { status: offer.status },
      after: { status: 'archived' },
      metadata: { reason: 'campaign-ended', campaignId: offer.campaignId, businessDay: today },
    });
  }
  return offers.map((offer) => ({ offerId: offer.id, ownerAdvisorId: offer.ownerAdvisorId, fromStatus: offer.status }));
}

type FinishedWithOwner = FinishedInvestment & { ownerAdvisorId: string };

async function finishInvestments(tx: DbExecutor, context: JobContext, today: string): Promise<FinishedWithOwner[]> {
  const finished = await finishEndedInvestments(tx, context.landing.id, today);
  const reason = LIFECYCLE_REASONS.investmentEnded[context.landing.language];
  const withOwners: FinishedWithOwner[] = [];
  for (const investment of finished) {
    const offer = await lockOffer(tx, context.landing.id, { id: investment.offerId });
    if (!offer) throw new Error(`investment ${investment.investmentId} has no offer`);
    // An advisor may have archived the active offer already (the pipeline's tidy-up, docs/decisions/017): then only the
    // investment ends.
    if (offer.status === 'active') {
      await transitionOffer(tx, offer, { action: 'archive', changedByUserId: null, changedByLabel: SYSTEM_CHANGE_LABEL, reason });
    }
    await writeAudit(tx, context, {
      action: 'investment-finished',
      actor: SYSTEM_ACTOR,
      entity: { type: 'investment', id: investment.investmentId },
      before: { status: 'active', offerStatus: offer.status },
      after: { status: 'finished', offerStatus: 'archived' },
      metadata: { reason: 'investment-ended', offerId: offer.id, endDate: investment.endDate, businessDay: today },
    });
    withOwners.push({ ...investment, ownerAdvisorId: offer.ownerAdvisorId });
  }
  return withOwners;
}

/**
 * How the summary names an offer, on both of its lists (archived offers and finished investments): the investor, the
 * campaign and the product, as the template writes them in one line.
 */
async function summaryOfferName(tx: DbExecutor, landing: Pick<Landing, 'id' | 'language'>, offerId: string) {
  const row = await getOfferRow(tx, landing.id, offerId, landing.language);
  return { investorEmail: row.investorEmail, campaignName: row.campaignName, productCode: row.productCode };
}

/** One e-mail per active owner advisor with what the run archived of theirs; archived advisors get none. */
async function writeSummaries(
  tx: DbExecutor,
  context: JobContext,
  archived: ArchivedOffer[],
  finished: FinishedWithOwner[],
): Promise<string[]> {
  const { landing } = context;
  const language = landing.language;
  const ownerIds = [...new Set([...archived, ...finished].map((item) => item.ownerAdvisorId))];
  const owners = await findAdvisorContacts(tx, landing.id, ownerIds);
  const outboxIds: string[] = [];
  for (const owner of owners.filter((candidate) => candidate.status === 'active')) {
    const offers = [];
    for (const item of archived.filter((entry) => entry.ownerAdvisorId === owner.id)) {
      offers.push({
        ...(await summaryOfferName(tx, landing, item.offerId)),
        statusLabel: OFFER_STATUS_LABELS[language][item.fromStatus],
      });
    }
    const investments = [];
    for (const item of finished.filter((entry) => entry.ownerAdvisorId === owner.id)) {
      investments.push({
        ...(await summaryOfferName(tx, landing, item.offerId)),
        amount: formatMoney(item.amount, item.currency, language),
        endDate: item.endDate,
      });
    }
    outboxIds.push(
      await writeEmail(tx, context, {
        to: owner.email,
        language,
        template: {
          name: 'lifecycle-archive-summary',
          data: { advisorName: advisorName(owner), offers, investments, link: `${context.baseUrl}/app/investors` },
        },
      }),
    );
  }
  return outboxIds;
}

/** Only the landing page's admin runs the job by hand (docs/decisions/048); advisors and coordinators 403. */
export function assertMayRunLifecycleJob(actor: AdvisorActor): void {
  if (!actor.isAdmin) throw forbidden();
}

/**
 * `POST /api/advisor/lifecycle-job/run`: the lifecycle job now, for the admin's landing page only, through the same handler the
 * pg-boss worker runs (`app.lifecycleJobs`), then an audit row `lifecycle-job-run` with what it did.
 */
export async function runLifecycleJobNow(
  context: RequestContext,
  actor: AdvisorActor,
  jobs: { run(now?: Date, options?: { landingPageId?: string }): Promise<LifecycleRunResult> },
): Promise<TLifecycleRunResult> {
  assertMayRunLifecycleJob(actor);
  const result = await jobs.run(new Date(), { landingPageId: context.landing.id });
  const summary: TLifecycleRunResult = {
    today: result.today,
    archivedOffers: result.archivedOffers,
    finishedInvestments: result.finishedInvestments,
    summaries: result.outboxIds.length,
  };
  await writeAudit(context.db, context, {
    action: 'lifecycle-job-run',
    actor: { userId: actor.userId, label: requireSession(context).email },
    entity: { type: 'landing-page', id: context.landing.id },
    metadata: summary,
  });
  return summary;
}
