import { ZOfferDetailSchema, type Language, type TOfferDetail } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_OFFERS_QUERY_KEY } from './get-offers';

export const OFFER_PATH = '/api/advisor/investor/offer';

export function offerPath(id: string): string {
  return `${OFFER_PATH}/${encodeURIComponent(id)}`;
}

export function offerQueryKey(id: string) {
  return [...INVESTOR_OFFERS_QUERY_KEY, 'detail', id] as const;
}

/** `GET /api/advisor/investor/offer/{id}?language=`: the offer with its history, attachments, investment and allowed actions. */
export function getOffer(id: string, language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TOfferDetail> {
  return apiRequest(`${offerPath(id)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZOfferDetailSchema,
    signal,
  });
}

export function getOfferQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...offerQueryKey(id), language],
    queryFn: ({ signal }) => getOffer(id, language, { signal }),
  });
}

export function useOffer(id: string, language: Language) {
  return useQuery(getOfferQueryOptions(id, language));
}
