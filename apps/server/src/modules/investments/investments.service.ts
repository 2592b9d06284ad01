import { isoDateInTimeZone, type Currency, type TInvestment } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  addToCampaignRaisedAmount,
  findCampaignInvestmentTerms,
  findInvestmentOfOffer,
  insertInvestmentWithSchedule,
  type CampaignInvestmentTerms,
} from './investments.repository.ts';
import { getServicedSchedule } from './investor-investments.service.ts';
import { computeMaturityDate, computePaymentSchedule, type PaymentScheduleEntry } from './payment-schedule.ts';

// Investments (product-decisions section 4; docs/decisions/017-offer-actions-and-investments.md). An accepted offer becomes
// an investment when its payment is confirmed: bonds get their payment schedule from the campaign's debt terms, counted from
// the payment date; shares get no schedule (no interest falls due) and start and end on the payment date. The campaign's
// raised funds grow by the amount in the same transaction.

export type { CampaignInvestmentTerms };

export async function getCampaignInvestmentTerms(
  db: DbExecutor,
  landingPageId: string,
  campaignId: string,
): Promise<CampaignInvestmentTerms> {
  const terms = await findCampaignInvestmentTerms(db, landingPageId, campaignId);
  // The offer's composite foreign key keeps its campaign; a missing one is a broken database, not a client error.
  if (!terms) throw new Error(`campaign ${campaignId} of an offer is missing`);
  return terms;
}

/** The debt terms of a bond campaign, checked complete (the campaigns_debt_terms constraint); null for shares. */
function debtTermsOf(terms: CampaignInvestmentTerms) {
  if (terms.type !== 'debt') return null;
  const { interestRate, paymentFrequency, durationValue, durationUnit } = terms;
  if (interestRate === null || paymentFrequency === null || durationValue === null || durationUnit === null) {
    throw new Error(`debt campaign ${terms.id} has incomplete terms`);
  }
  return { interestRate, paymentFrequency, durationValue, durationUnit, taxRate: terms.taxRate };
}

/**
 * The day the investment ends when it starts on `startDate`: the bonds' maturity (start + duration); null for shares, which
 * have none (the offer then shows no end date).
 */
export function maturityDateOf(terms: CampaignInvestmentTerms, startDate: string): string | null {
  const debt = debtTermsOf(terms);
  return debt ? computeMaturityDate(startDate, debt.durationValue, debt.durationUnit) : null;
}

export interface NewOfferInvestment {
  landingPageId: string;
  offerId: string;
  investorId: string;
  campaignId: string;
  productId: string;
  amount: string;
  currency: Currency;
  /** The confirmed payment date: the first day of the first interest period. */
  startDate: string;
}

/**
 * Creates the investment of a confirmed offer with its payment schedule and raises the campaign's raised funds. Runs inside
 * the caller's transaction (the offer is locked and already `active`); the offer's unique key on investments makes a second
 * investment of one offer impossible even if a caller forgot the lock.
 */
export async function createOfferInvestment(
  tx: DbExecutor,
  terms: CampaignInvestmentTerms,
  input: NewOfferInvestment,
): Promise<{ investmentId: string; endDate: string; schedule: PaymentScheduleEntry[] }> {
  const debt = debtTermsOf(terms);
  const schedule = debt
    ? computePaymentSchedule({
        amount: input.amount,
        annualRatePercent: debt.interestRate,
        frequency: debt.paymentFrequency,
        startDate: input.startDate,
        durationValue: debt.durationValue,
        durationUnit: debt.durationUnit,
        taxRatePercent: debt.taxRate,
      })
    : [];
  const endDate = maturityDateOf(terms, input.startDate) ?? input.startDate;
  const investmentId = await insertInvestmentWithSchedule(
    tx,
    {
      landingPageId: input.landingPageId,
      offerId: input.offerId,
      investorId: input.investorId,
      campaignId: input.campaignId,
      productId: input.productId,
      amount: input.amount,
      currency: input.currency,
      startDate: input.startDate,
      endDate,
      status: 'active',
    },
    // Every entry starts `scheduled`, also one already due for a back-dated payment: paid and unpaid are recorded when the
    // issuer pays, never assumed here.
    schedule.map((entry) => ({ ...entry, status: 'scheduled' as const })),
  );
  await addToCampaignRaisedAmount(tx, input.landingPageId, input.campaignId, input.amount);
  return { investmentId, endDate, schedule };
}

/**
 * The investment of an offer as the contract shows it, or null before the payment is confirmed: its schedule by period with
 * the rows serviced (id, recorded payment) and their status as shown today (a due row not paid reads `unpaid`), as the
 * investor panel shows the same rows (docs/decisions/033-investor-panel-server.md).
 */
export async function getOfferInvestment(db: DbExecutor, landingPageId: string, offerId: string): Promise<TInvestment | null> {
  const investment = await findInvestmentOfOffer(db, landingPageId, offerId);
  if (!investment) return null;
  return {
    id: investment.id,
    amount: investment.amount,
    currency: investment.currency,
    startDate: investment.startDate,
    endDate: investment.endDate,
    status: investment.status,
    schedule: await getServicedSchedule(db, investment.id, isoDateInTimeZone(new Date())),
  };
}

/** The id of the investment an offer became, or null before its payment was confirmed. */
export async function findInvestmentIdOfOffer(db: DbExecutor, landingPageId: string, offerId: string): Promise<string | null> {
  return (await findInvestmentOfOffer(db, landingPageId, offerId))?.id ?? null;
}
