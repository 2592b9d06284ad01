import {
  ZServicedScheduleEntrySchema,
  type Language,
  type TOfferDetail,
  type TRecordSchedulePaymentRequest,
  type TServicedScheduleEntry,
} from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

// Schedule servicing (product-decisions section 10; docs/decisions/033-investor-panel-server.md): a coordinator of the offer's
// network or an admin records what the issuer paid on a row of the investment's payment schedule.

/** `PATCH /api/advisor/investment/{id}/schedule/{rowId}`: answers the row as the panels show it. */
export function recordSchedulePayment(
  investmentId: string,
  rowId: string,
  body: TRecordSchedulePaymentRequest,
): Promise<TServicedScheduleEntry> {
  return apiRequest(`/api/advisor/investment/${encodeURIComponent(investmentId)}/schedule/${encodeURIComponent(rowId)}`, {
    method: 'PATCH',
    body,
    schema: ZServicedScheduleEntrySchema,
  });
}

function withEntry(offer: TOfferDetail | undefined, entry: TServicedScheduleEntry): TOfferDetail | undefined {
  if (!offer?.investment) return offer;
  const schedule = offer.investment.schedule.map((row) => (row.id === entry.id ? entry : row));
  return { ...offer, investment: { ...offer.investment, schedule } };
}

/**
 * Records a payment on a row of the offer's investment. Success puts the answered row into the offer page at once and reads
 * the offer again; a failure leaves the page as it is (the dialog shows why).
 */
export function useRecordSchedulePayment(offerId: string, investmentId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, body }: { rowId: string; body: TRecordSchedulePaymentRequest }) =>
      recordSchedulePayment(investmentId, rowId, body),
    onSuccess: async (entry) => {
      queryClient.setQueryData<TOfferDetail>([...offerQueryKey(offerId), language], (offer) => withEntry(offer, entry));
      await queryClient.invalidateQueries({ queryKey: offerQueryKey(offerId) });
    },
  });
}
