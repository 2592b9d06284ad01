import type { Currency } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { findLandingsWithEndedInvestments, lockEndedInvestments, markInvestmentFinished } from './investment-end.repository.ts';

// An investment ends when its end date has passed and every row of its schedule is settled (paid or cancelled): the daily
// lifecycle job finishes it (product-decisions sections 3 and 11, docs/decisions/045). The offers module moves
// its offer to archived in the same transaction.

export interface FinishedInvestment {
  investmentId: string;
  offerId: string;
  amount: string;
  currency: Currency;
  endDate: string;
}

/** The landing pages with investments to finish on `today` (`yyyy-mm-dd`, Europe/Warsaw). */
export function landingsWithEndedInvestments(db: DbExecutor, today: string): Promise<string[]> {
  return findLandingsWithEndedInvestments(db, today);
}

/** Finishes the landing page's ended, settled investments (locked first); returns them. A second run finds none. */
export async function finishEndedInvestments(
  tx: DbExecutor,
  landingPageId: string,
  today: string,
): Promise<FinishedInvestment[]> {
  const ended = await lockEndedInvestments(tx, landingPageId, today);
  for (const investment of ended) await markInvestmentFinished(tx, landingPageId, investment.id);
  return ended.map((investment) => ({
    investmentId: investment.id,
    offerId: investment.offerId,
    amount: investment.amount,
    currency: investment.currency,
    endDate: investment.endDate,
  }));
}
