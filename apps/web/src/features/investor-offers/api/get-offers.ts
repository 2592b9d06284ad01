import {
  listFilterEntries,
  toQueryString,
  type Language,
  type TListFilter,
  type TListQuery,
  type TOfferKanbanSummary,
} from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/ui/data-table';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema } from '@/lib/deferred-schema';
import { OFFER_LIST_PATHS, type OfferListVariant } from '../lib/offer-list';

// `GET /api/advisor/investor/offers` and `/offers-by-network` (spec section 7) with the list query of product-decisions
// section 6, and their `/summary` (the kanban's counts and per-currency sums over the whole filtered set, docs/decisions/016).
// `?language=` names the campaigns in the interface language.

// The lists are the advisor panel's first screen: their answers' schemas load with the first call, not with the screen
// (docs/decisions/069).
const offerRowSchema = deferredSchema(async () => (await import('@emisja/shared/schemas/offers')).ZInvestorOfferRowSchema);
const kanbanSummarySchema = deferredSchema(async () => (await import('@emisja/shared/schemas/offers')).ZOfferKanbanSummarySchema);

export const INVESTOR_OFFERS_QUERY_KEY = ['investor-offers'] as const;
export const INVESTOR_OFFER_LISTS_QUERY_KEY = [...INVESTOR_OFFERS_QUERY_KEY, 'lists'] as const;

function withLanguage(path: string, language: Language): string {
  return `${path}?${new URLSearchParams({ language }).toString()}`;
}

/** One page of the table (or one kanban column), with the total from X-Total-Count. */
export function getOffersQueryOptions(variant: OfferListVariant, query: TListQuery, language: Language) {
  return listQueryOptions(
    [...INVESTOR_OFFER_LISTS_QUERY_KEY, variant, 'rows', language],
    withLanguage(OFFER_LIST_PATHS[variant], language),
    query,
    offerRowSchema,
  );
}

export function useOffers(
  variant: OfferListVariant,
  query: TListQuery,
  language: Language,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({ ...getOffersQueryOptions(variant, query, language), enabled: isEnabled });
}

export function getOffersSummary(
  variant: OfferListVariant,
  filters: readonly TListFilter[],
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TOfferKanbanSummary> {
  const search = toQueryString([['language', language], ...listFilterEntries(filters)]);
  return apiRequest(`${OFFER_LIST_PATHS[variant]}/summary?${search}`, { schema: kanbanSummarySchema, signal });
}

/** The kanban's figures for the list's filters (paging and sorting do not change them). */
export function getOffersSummaryQueryOptions(variant: OfferListVariant, filters: readonly TListFilter[], language: Language) {
  return queryOptions({
    queryKey: [...INVESTOR_OFFER_LISTS_QUERY_KEY, variant, 'summary', language, filters],
    queryFn: ({ signal }) => getOffersSummary(variant, filters, language, { signal }),
  });
}

export function useOffersSummary(variant: OfferListVariant, filters: readonly TListFilter[], language: Language) {
  return useQuery(getOffersSummaryQueryOptions(variant, filters, language));
}
