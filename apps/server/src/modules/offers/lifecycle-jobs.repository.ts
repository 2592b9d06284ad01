import { OPEN_OFFER_STATUSES } from '@emisja/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, campaigns, investorOffers, landingHosts, landingPages } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import type { Landing } from '../../lib/request-context.ts';
import type { OfferRecord } from './offer-lifecycle.repository.ts';
import { landingColumns } from '../tenancy/tenancy.repository.ts';

// The SQL of the daily lifecycle job (product-decisions sections 3 and 11, docs/decisions/045): the open offers
// of campaigns whose end date has passed, the landing pages that have any, where a landing page's e-mails point, and the owner
// advisors the summary goes to. Queries of offers and advisors are scoped to the landing page.

function openOfferOfEndedCampaign(today: string) {
  return and(inArray(investorOffers.status, [...OPEN_OFFER_STATUSES]), lt(campaigns.endDate, today));
}

function joinCampaign() {
  return and(eq(campaigns.landingPageId, investorOffers.landingPageId), eq(campaigns.id, investorOffers.campaignId));
}

/** The landing pages with open offers of campaigns that ended before `today` (`yyyy-mm-dd`, Europe/Warsaw). */
export async function findLandingsWithEndedCampaignOffers(db: DbExecutor, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ landingPageId: investorOffers.landingPageId })
    .from(investorOffers)
    .innerJoin(campaigns, joinCampaign())
    .where(openOfferOfEndedCampaign(today));
  return rows.map((row) => row.landingPageId);
}

/**
 * The open offers of the landing page's ended campaigns, locked until the transaction ends. A concurrent run (or an advisor's
 * action) waits on the lock; PostgreSQL then checks the row again, so an offer archived meanwhile is not returned.
 */
export async function lockOpenOffersOfEndedCampaigns(
  tx: DbExecutor,
  landingPageId: string,
  today: string,
): Promise<OfferRecord[]> {
  const rows = await tx
    .select({ offer: investorOffers })
    .from(investorOffers)
    .innerJoin(campaigns, joinCampaign())
    .where(inLanding(investorOffers, landingPageId, openOfferOfEndedCampaign(today)))
    .orderBy(asc(investorOffers.id))
    .for('update', { of: investorOffers });
  return rows.map((row) => row.offer);
}

/** A landing page and the host its e-mails' links point at (the shortest name that is not an IP address, then by name). */
export async function findLandingWithHost(
  db: DbExecutor,
  landingPageId: string,
): Promise<{ landing: Landing; host: string | null } | null> {
  const [row] = await db
    .select({ ...landingColumns, host: landingHosts.host })
    .from(landingPages)
    .leftJoin(landingHosts, eq(landingHosts.landingPageId, landingPages.id))
    .where(eq(landingPages.id, landingPageId))
    .orderBy(sql`${landingHosts.host} ~ '^[0-9.:]+$'`, sql`length(${landingHosts.host})`, asc(landingHosts.host))
    .limit(1);
  if (!row) return null;
  const { host, ...landing } = row;
  return { landing, host };
}

/** The owner advisors of the landing page the summary may go to: their e-mail, name and status. */
export async function findAdvisorContacts(db: DbExecutor, landingPageId: string, advisorIds: readonly string[]) {
  if (advisorIds.length === 0) return [];
  return db
    .select({
      id: advisors.id,
      email: advisors.email,
      firstName: advisors.firstName,
      surname: advisors.surname,
      status: advisors.status,
    })
    .from(advisors)
    .where(inLanding(advisors, landingPageId, inArray(advisors.id, [...advisorIds])));
}
