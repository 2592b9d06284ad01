import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { advisorNetworks, advisors, investorOffers, type AdvisorStatus } from '../../db/schema/index.ts';
import { landingRow } from '../../db/tenant-scope.ts';

// The SQL of an offer's owner (product-decisions section 2): the advisors as the offers see them (with their networks) and the
// owner change of PATCH /api/advisor/investor/{offerId}/owner/{ownerId}. Every query is scoped to the landing page.

export interface OfferAdvisor {
  id: string;
  firstName: string;
  surname: string;
  status: AdvisorStatus;
  networkIds: string[];
}

/** An advisor of the landing page with the networks they belong to, or null. */
/** Read by every invitation and owner change (issue 17 item 5): prepared (db/prepared-query.ts), scoped as landingRow. */
const offerAdvisorQuery = preparedPerExecutor((db) =>
  db
    .select({
      id: advisors.id,
      firstName: advisors.firstName,
      surname: advisors.surname,
      status: advisors.status,
      networkIds: sql<
        string[]
      >`array(select ${advisorNetworks.networkId}::text from ${advisorNetworks} where ${advisorNetworks.advisorId} = ${advisors.id} order by 1)`,
    })
    .from(advisors)
    .where(and(eq(advisors.landingPageId, sql.placeholder('landingPageId')), eq(advisors.id, sql.placeholder('advisorId'))))
    .prepare(''),
);

export async function findOfferAdvisor(db: DbExecutor, landingPageId: string, advisorId: string): Promise<OfferAdvisor | null> {
  const [row] = await offerAdvisorQuery(db).execute({ landingPageId, advisorId });
  return row ?? null;
}

/** The offer's owner and network, locked until the transaction ends; null when it is not an offer of the landing page. */
export async function lockOfferOwnership(
  tx: DbExecutor,
  landingPageId: string,
  offerId: string,
): Promise<{ id: string; ownerAdvisorId: string; networkId: string } | null> {
  const [row] = await tx
    .select({ id: investorOffers.id, ownerAdvisorId: investorOffers.ownerAdvisorId, networkId: investorOffers.networkId })
    .from(investorOffers)
    .where(landingRow(investorOffers, landingPageId, offerId))
    .for('update');
  return row ?? null;
}

/**
 * Gives the offer to another advisor. The Idempotency-Key of the invitation belonged to the former owner's request; it is
 * cleared, so it can never collide with a key of the new owner (keys are unique per owner).
 */
export async function updateOfferOwner(
  tx: DbExecutor,
  landingPageId: string,
  offerId: string,
  ownerAdvisorId: string,
): Promise<void> {
  await tx
    .update(investorOffers)
    .set({ ownerAdvisorId, idempotencyKey: null })
    .where(landingRow(investorOffers, landingPageId, offerId));
}
