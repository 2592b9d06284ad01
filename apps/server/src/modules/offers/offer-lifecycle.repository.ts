import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { investorOffers, offerStatusHistory, type OfferStatus } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';

// The SQL of an offer's status (product-decisions section 3): the offer row by id or by its link secret's hash, locked for a
// change, the status update and the history rows. Only offer-lifecycle.service.ts changes a status.

export type OfferRecord = typeof investorOffers.$inferSelect;

/** Which offer: by id, or by the sha-256 of its link secret (the public offer page). */
export type OfferKey = { id: string } | { tokenHash: string };

function offerOfLanding(landingPageId: string, key: OfferKey): SQL {
  return inLanding(
    investorOffers,
    landingPageId,
    'id' in key ? eq(investorOffers.id, key.id) : eq(investorOffers.tokenHash, key.tokenHash),
  );
}

/**
 * The unlocked reads by id and by link hash, prepared (db/prepared-query.ts): the public offer page reads its offer on every
 * call (issue 17 item 5). The same condition as offerOfLanding, with the landing page and the key bound per execution.
 */
const findOfferQuery = {
  id: preparedPerExecutor((db) =>
    db
      .select()
      .from(investorOffers)
      .where(
        and(eq(investorOffers.landingPageId, sql.placeholder('landingPageId')), eq(investorOffers.id, sql.placeholder('key'))),
      )
      .prepare(''),
  ),
  tokenHash: preparedPerExecutor((db) =>
    db
      .select()
      .from(investorOffers)
      .where(
        and(
          eq(investorOffers.landingPageId, sql.placeholder('landingPageId')),
          eq(investorOffers.tokenHash, sql.placeholder('key')),
        ),
      )
      .prepare(''),
  ),
};

/** The offer of the landing page, unlocked (reads and the cheap refusals before a transaction); null when there is none. */
export async function findOffer(db: DbExecutor, landingPageId: string, key: OfferKey): Promise<OfferRecord | null> {
  const [row] =
    'id' in key
      ? await findOfferQuery.id(db).execute({ landingPageId, key: key.id })
      : await findOfferQuery.tokenHash(db).execute({ landingPageId, key: key.tokenHash });
  return row ?? null;
}

/** The offer of the landing page, locked (`FOR UPDATE`) until the transaction ends; null when there is none. */
export async function lockOfferRow(tx: DbExecutor, landingPageId: string, key: OfferKey): Promise<OfferRecord | null> {
  const [row] = await tx.select().from(investorOffers).where(offerOfLanding(landingPageId, key)).for('update');
  return row ?? null;
}

/** Columns written with a status change (agreement date, investment value, payment date...). */
export type OfferStatusFields = Partial<
  Pick<OfferRecord, 'investmentValue' | 'agreementDate' | 'paymentDate' | 'endDate' | 'rejectionReason'>
>;

/** The new status with its date (now) and `fields`; returns the updated row. */
export async function updateOfferStatus(
  tx: DbExecutor,
  offerId: string,
  status: OfferStatus,
  fields: OfferStatusFields = {},
): Promise<OfferRecord | null> {
  const [row] = await tx
    .update(investorOffers)
    .set({ ...fields, status, statusDate: sql`now()`, updatedAt: sql`now()` })
    .where(eq(investorOffers.id, offerId))
    .returning();
  return row ?? null;
}

/** A status history row (product-decisions section 3: who, when, from, to, why). */
export async function insertOfferStatusHistory(
  db: DbExecutor,
  entry: {
    offerId: string;
    fromStatus: OfferStatus | null;
    toStatus: OfferStatus;
    changedByUserId: string | null;
    changedByLabel: string;
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(offerStatusHistory).values({ ...entry, reason: entry.reason ?? null });
}
