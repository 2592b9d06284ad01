import { ZInvestorInvestmentSchema, type Language, type TInvestorInvestment } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

/**
 * `GET /investor-api/investment/{id}?language=`: the investment of an active offer with its payment schedule, which the
 * offer page shows once the payment is confirmed (issue 18). The investments feature reads the same endpoint for its own page;
 * features stay apart, so each holds its fetcher.
 */
export function getOfferInvestment(
  investmentId: string,
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TInvestorInvestment> {
  return apiRequest(
    `/investor-api/investment/${encodeURIComponent(investmentId)}?${new URLSearchParams({ language }).toString()}`,
    { schema: ZInvestorInvestmentSchema, signal },
  );
}

export function useOfferInvestment(investmentId: string, language: Language) {
  return useQuery(
    queryOptions({
      queryKey: [...INVESTOR_QUERY_PREFIX, 'offer-investment', investmentId, language] as const,
      queryFn: ({ signal }) => getOfferInvestment(investmentId, language, { signal }),
    }),
  );
}
