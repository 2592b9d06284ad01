import { ZWhiteLabelResponseSchema, type TWhiteLabelResponse } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const WHITE_LABEL_PATH = '/public-api/white-label';

/** The landing page of the request's Host and its branding (product-decisions 1). */
export function getWhiteLabel({ signal }: { signal?: AbortSignal } = {}): Promise<TWhiteLabelResponse> {
  return apiRequest(WHITE_LABEL_PATH, { schema: ZWhiteLabelResponseSchema, signal });
}

export function getWhiteLabelQueryOptions() {
  return queryOptions({
    queryKey: ['white-label'],
    queryFn: ({ signal }) => getWhiteLabel({ signal }),
    // A tenant's branding does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useWhiteLabel() {
  return useQuery(getWhiteLabelQueryOptions());
}
