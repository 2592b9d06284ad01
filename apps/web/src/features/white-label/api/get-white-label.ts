import { whiteLabelResponseCheck } from '@emisja/shared/answer-checks';
import type { TWhiteLabelResponse } from '@emisja/shared/schemas/white-label-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setActiveLandingId } from '@/lib/api-transport';
import { WHITE_LABEL_QUERY_KEY } from '@/lib/branding-query-keys';

export const WHITE_LABEL_PATH = '/public-api/white-label';

/**
 * The landing page of the request's Host and its branding (product-decisions 1). Its id becomes the active landing page
 * of the API client, which then sends the advisor-panel context headers (spec section 7).
 */
export async function getWhiteLabel({ signal }: { signal?: AbortSignal } = {}): Promise<TWhiteLabelResponse> {
  // Checked by hand, not with ZWhiteLabelResponseSchema: this answer is read on every page's first load (docs/decisions/063).
  const whiteLabel = await apiRequest(WHITE_LABEL_PATH, { schema: whiteLabelResponseCheck, signal });
  setActiveLandingId(whiteLabel.landing.id);
  return whiteLabel;
}

export function getWhiteLabelQueryOptions() {
  return queryOptions({
    queryKey: WHITE_LABEL_QUERY_KEY,
    queryFn: ({ signal }) => getWhiteLabel({ signal }),
    // Changed only by the admin's branding screen, which invalidates it.
    staleTime: Infinity,
  });
}

export function useWhiteLabel() {
  return useQuery(getWhiteLabelQueryOptions());
}
