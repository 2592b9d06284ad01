import { z } from 'zod';
import { CURRENCIES, type Language } from '../constants.ts';
import { ZAmountSchema, ZIsoDateSchema } from './campaigns.ts';

// An investment (product-decisions section 4): what an accepted offer becomes once its payment is confirmed, with the payment
// schedule of a bond (spec section 3, "Payment schedule"). docs/decisions/017-offer-actions-and-investments.md.

export const INVESTMENT_STATUSES = ['active', 'finished'] as const;
export type TInvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
export const SCHEDULE_ENTRY_STATUSES = ['scheduled', 'unpaid', 'paid', 'partially paid', 'cancelled'] as const;
export type TScheduleEntryStatus = (typeof SCHEDULE_ENTRY_STATUSES)[number];

/** How people read a schedule row's status (the panels, the schedule's CSV and calendar files, e-mails). */
export const SCHEDULE_ENTRY_STATUS_LABELS: Record<Language, Record<TScheduleEntryStatus, string>> = {
  pl: {
    scheduled: 'Zaplanowana',
    unpaid: 'Niezapłacona',
    paid: 'Zapłacona',
    'partially paid': 'Częściowo zapłacona',
    cancelled: 'Anulowana',
  },
  en: {
    scheduled: 'Scheduled',
    unpaid: 'Unpaid',
    paid: 'Paid',
    'partially paid': 'Partially paid',
    cancelled: 'Cancelled',
  },
};

/** Spec section 3 "Payment schedule": interest period from and to, gross, tax, net, status (plus the payment date). */
export const ZPaymentScheduleEntrySchema = z.object({
  periodNo: z.number().int().positive(),
  periodFrom: ZIsoDateSchema,
  periodTo: ZIsoDateSchema,
  paymentDate: ZIsoDateSchema,
  gross: ZAmountSchema,
  tax: ZAmountSchema,
  net: ZAmountSchema,
  /** Principal repaid with this entry (the last one of a bond), "0.00" otherwise. */
  principal: ZAmountSchema,
  status: z.enum(SCHEDULE_ENTRY_STATUSES),
});
export type TPaymentScheduleEntry = z.infer<typeof ZPaymentScheduleEntrySchema>;

/**
 * A schedule row as both panels show it (the investor's investment, the advisor's offer page): its id (schedule servicing acts
 * on it), its status as shown (a row past its payment date and not paid reads `unpaid`) and what was recorded as paid.
 * docs/decisions/033-investor-panel-server.md.
 */
export const ZServicedScheduleEntrySchema = ZPaymentScheduleEntrySchema.extend({
  id: z.uuid(),
  paidAmount: ZAmountSchema.nullable(),
  paidAt: ZIsoDateSchema.nullable(),
});
export type TServicedScheduleEntry = z.infer<typeof ZServicedScheduleEntrySchema>;

export const ZInvestmentSchema = z.object({
  id: z.uuid(),
  amount: ZAmountSchema,
  currency: z.enum(CURRENCIES),
  startDate: ZIsoDateSchema,
  endDate: ZIsoDateSchema,
  status: z.enum(INVESTMENT_STATUSES),
  /** The serviced rows, as both panels show them (docs/decisions/033-investor-panel-server.md). */
  schedule: z.array(ZServicedScheduleEntrySchema),
});
export type TInvestment = z.infer<typeof ZInvestmentSchema>;
