import { ZOnboardingSchema, type TOnboarding } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

export const ONBOARDING_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'onboarding'] as const;

/**
 * `GET /investor-api/onboarding` (product-decisions section 10): the landing page's documents to accept with their current
 * versions, whether the investor has accepted all of them (`isComplete`), and the questionnaire's state.
 */
export function getOnboarding({ signal }: { signal?: AbortSignal } = {}): Promise<TOnboarding> {
  return apiRequest('/investor-api/onboarding', { schema: ZOnboardingSchema, signal });
}

export function getOnboardingQueryOptions() {
  return queryOptions({
    queryKey: ONBOARDING_QUERY_KEY,
    queryFn: ({ signal }) => getOnboarding({ signal }),
    // Read once per session by the panel's gate; accepting the documents reads it again.
    staleTime: Infinity,
  });
}

export function useOnboarding({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getOnboardingQueryOptions(), enabled: isEnabled });
}
