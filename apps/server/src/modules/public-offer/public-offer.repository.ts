import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared-query.ts';
import { advisors, investors, paymentConfirmations } from '../../db/schema/index.ts';

// The SQL of the public offer page of its own (/public-api/campaign-offer/{token}, docs/decisions/018-public-offer-page-server.md):
// who the offer is between, and the payment confirmations the investor uploads. The offer itself, its status and its
// attachments are the offers module's (offer-lifecycle.service.ts, offer-actions.service.ts); the campaign the campaigns
// module's. Every statement is scoped to the offer's landing page.

/** The investor and the owner advisor of an offer, as the page, the e-mails and the history name them. */
export interface OfferParties {
  /** Names from the investor's questionnaire (null until submitted), for the transfer title. */
  investor: { email: string; userId: string; firstName: string | null; surname: string | null; companyName: string | null };
  advisor: { firstName: string; surname: string; email: string; phoneNo: string | null; userId: string };
}

/**
 * Read on every opening of the page (issue 17 item 5): prepared (db/prepared-query.ts), both rows scoped to the offer's
 * landing page as landingRow scopes them, the landing page and the ids bound per execution.
 */
const offerPartiesQuery = preparedPerExecutor((db) =>
  db
    .select({
      investorEmail: investors.email,
      investorUserId: investors.userId,
      investorFirstName: investors.firstName,
      investorSurname: investors.surname,
      investorCompanyName: investors.companyName,
      advisorFirstName: advisors.firstName,
      advisorSurname: advisors.surname,
      advisorEmail: advisors.email,
      advisorPhoneNo: advisors.phoneNo,
      advisorUserId: advisors.userId,
    })
    .from(investors)
    .innerJoin(
      advisors,
      and(eq(advisors.landingPageId, sql.placeholder('landingPageId')), eq(advisors.id, sql.placeholder('advisorId'))),
    )
    .where(and(eq(investors.landingPageId, sql.placeholder('landingPageId')), eq(investors.id, sql.placeholder('investorId'))))
    .prepare(''),
);

export async function findOfferParties(
  db: DbExecutor,
  offer: { id: string; landingPageId: string; investorId: string; ownerAdvisorId: string },
): Promise<OfferParties> {
  const [row] = await offerPartiesQuery(db).execute({
    landingPageId: offer.landingPageId,
    advisorId: offer.ownerAdvisorId,
    investorId: offer.investorId,
  });
  // The offer's composite foreign keys guarantee both rows.
  if (!row) throw new Error(`offer ${offer.id} has no investor or owner advisor`);
  return {
    investor: {
      email: row.investorEmail,
      userId: row.investorUserId,
      firstName: row.investorFirstName,
      surname: row.investorSurname,
      companyName: row.investorCompanyName,
    },
    advisor: {
      firstName: row.advisorFirstName,
      surname: row.advisorSurname,
      email: row.advisorEmail,
      phoneNo: row.advisorPhoneNo,
      userId: row.advisorUserId,
    },
  };
}

/** The payment confirmation row of an upload whose file row is `fileId` (call inside the upload's transaction). */
export async function insertPaymentConfirmation(
  db: DbExecutor,
  confirmation: { offerId: string; fileId: string },
): Promise<{ id: string; uploadedAt: Date }> {
  const [row] = await db
    .insert(paymentConfirmations)
    .values(confirmation)
    .returning({ id: paymentConfirmations.id, uploadedAt: paymentConfirmations.uploadedAt });
  if (!row) throw new Error('payment_confirmations insert returned no row');
  return row;
}
