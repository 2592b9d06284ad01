import { z } from 'zod';
import { ZInvestorOfferRowSchema } from './offers.ts';

// The investor panel after mount (spec sections 4 and 7, "Investor"): the caller's own offers.

/**
 * A row of `GET /investor-api/offers` (spec sections 4 and 7, investor panel): the caller's own offers on the landing page,
 * newest status date first; the campaign name in `?language=` (PL by default). No link secret, nothing of other investors.
 */
export const ZInvestorPanelOfferSchema = ZInvestorOfferRowSchema.pick({
  id: true,
  status: true,
  statusDate: true,
  campaignId: true,
  campaignName: true,
  productCode: true,
  investmentValue: true,
  currency: true,
  agreementDate: true,
  paymentDate: true,
  endDate: true,
}).extend({
  /** The owner advisor's first name and surname. */
  advisorName: z.string(),
});
export type TInvestorPanelOffer = z.infer<typeof ZInvestorPanelOfferSchema>;
