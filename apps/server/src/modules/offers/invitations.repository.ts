import { OPEN_OFFER_STATUSES } from '@emisja/shared';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { advisors, investments, investorOffers, investors, networks, userContexts, users } from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';

// The SQL of an invitation (docs/decisions/016-invitations-and-offer-lists.md): the investor and their platform user created
// when new, the Idempotency-Key replay, the open offer that makes a repeated invitation return the existing one, and the new
// offer in status `invited`. Every query is scoped to the landing page.

/**
 * The investor of `email` on this landing page, created with its platform user (investors log in by an e-mail link: no
 * password) and its investor-panel context when new. The investor row is then locked until the transaction ends, so
 * concurrent invitations of one e-mail run one after the other (docs/decisions/016). Every insert tolerates a concurrent
 * twin (ON CONFLICT DO NOTHING, then read): under READ COMMITTED the next statement sees the twin once it committed.
 */
export async function lockInvestorForInvitation(
  tx: DbExecutor,
  landingPageId: string,
  email: string,
): Promise<{ investorId: string; isNewInvestor: boolean }> {
  await tx.insert(users).values({ email }).onConflictDoNothing({ target: users.email });
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error('The invited user vanished within its transaction');
  await tx.insert(userContexts).values({ userId: user.id, landingPageId, contextType: 'investor-panel' }).onConflictDoNothing();
  const inserted = await tx
    .insert(investors)
    .values({ landingPageId, userId: user.id, email, firstName: user.firstName, surname: user.surname })
    .onConflictDoNothing()
    .returning({ id: investors.id });
  const [investor] = await tx
    .select({ id: investors.id })
    .from(investors)
    .where(inLanding(investors, landingPageId, eq(investors.email, email)))
    .for('update');
  if (!investor) throw new Error('The invited investor vanished within its transaction');
  return { investorId: investor.id, isNewInvestor: inserted.length > 0 };
}

/** What an earlier invitation asked for, to tell a retry (same request) from a reused Idempotency-Key (another request). */
export interface InvitationRecord {
  offerId: string;
  campaignId: string;
  productId: string;
  networkId: string;
  investorEmail: string;
  invitationMessage: string;
}

/** Read before every invitation (issue 17 item 5): prepared (db/prepared-query.ts), scoped to the landing page as inLanding. */
const offerByIdempotencyKeyQuery = preparedPerExecutor((db) =>
  db
    .select({
      offerId: investorOffers.id,
      campaignId: investorOffers.campaignId,
      productId: investorOffers.productId,
      networkId: investorOffers.networkId,
      investorEmail: investors.email,
      invitationMessage: investorOffers.invitationMessage,
    })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(
      and(
        eq(investorOffers.landingPageId, sql.placeholder('landingPageId')),
        eq(investorOffers.ownerAdvisorId, sql.placeholder('ownerAdvisorId')),
        eq(investorOffers.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .prepare(''),
);

export async function findOfferByIdempotencyKey(
  db: DbExecutor,
  key: { landingPageId: string; ownerAdvisorId: string; idempotencyKey: string },
): Promise<InvitationRecord | null> {
  const [row] = await offerByIdempotencyKeyQuery(db).execute(key);
  return row ?? null;
}

/** The newest open offer (invited, viewed, interested, accepted) of this investor, product and owner, or null. */
export async function findOpenOffer(
  db: DbExecutor,
  key: { landingPageId: string; investorId: string; productId: string; ownerAdvisorId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .where(
      inLanding(
        investorOffers,
        key.landingPageId,
        eq(investorOffers.investorId, key.investorId),
        eq(investorOffers.productId, key.productId),
        eq(investorOffers.ownerAdvisorId, key.ownerAdvisorId),
        inArray(investorOffers.status, [...OPEN_OFFER_STATUSES]),
      ),
    )
    .orderBy(desc(investorOffers.createdAt), desc(investorOffers.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Another advisor's hold on the investor (product-decisions section 11, docs/decisions/045): an open offer (invited, viewed,
 * interested, accepted) or a running investment owned by an advisor other than `exceptAdvisorId` who is not archived.
 * Returns that advisor's id, or null when the investor is nobody else's lead.
 */
export async function findLeadOwnerOtherThan(
  db: DbExecutor,
  key: { landingPageId: string; investorId: string; exceptAdvisorId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ advisorId: investorOffers.ownerAdvisorId })
    .from(investorOffers)
    .innerJoin(
      advisors,
      and(eq(advisors.landingPageId, investorOffers.landingPageId), eq(advisors.id, investorOffers.ownerAdvisorId)),
    )
    .leftJoin(investments, eq(investments.offerId, investorOffers.id))
    .where(
      inLanding(
        investorOffers,
        key.landingPageId,
        eq(investorOffers.investorId, key.investorId),
        ne(investorOffers.ownerAdvisorId, key.exceptAdvisorId),
        ne(advisors.status, 'deleted'),
        or(inArray(investorOffers.status, [...OPEN_OFFER_STATUSES]), eq(investments.status, 'active')),
      ),
    )
    .limit(1);
  return row?.advisorId ?? null;
}

export type NewInvitedOffer = Pick<
  typeof investorOffers.$inferInsert,
  | 'landingPageId'
  | 'campaignId'
  | 'productId'
  | 'investorId'
  | 'ownerAdvisorId'
  | 'networkId'
  | 'tokenHash'
  | 'invitationMessage'
  | 'currency'
  | 'idempotencyKey'
>;

/**
 * Inserts an offer in status `invited`; null when a concurrent request took its Idempotency-Key first (the unique key of
 * owner and idempotency key), so the caller reads that request's offer instead.
 */
export async function insertInvitedOffer(db: DbExecutor, offer: NewInvitedOffer): Promise<string | null> {
  const [row] = await db
    .insert(investorOffers)
    .values({ ...offer, status: 'invited' })
    .onConflictDoNothing()
    .returning({ id: investorOffers.id });
  return row?.id ?? null;
}

export async function networkExists(db: DbExecutor, landingPageId: string, networkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(landingRow(networks, landingPageId, networkId));
  return row !== undefined;
}

/** A new link secret for the offer (its sha-256): the link the investor had stops working (docs/decisions/040). */
export async function replaceOfferTokenHash(tx: DbExecutor, offerId: string, tokenHash: string): Promise<void> {
  await tx
    .update(investorOffers)
    .set({ tokenHash, updatedAt: sql`now()` })
    .where(eq(investorOffers.id, offerId));
}
