import type { TOnboarding } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deferredSchema } from '@/lib/deferred-schema';
import { INVESTOR_QUERY_PREFIX } from '@/lib/session-query-keys';

// The panel's gate reads it when an investor's panel mounts: the schema loads beside the call (docs/decisions/069).
const onboardingSchema = deferredSchema(async () => (await import('@emisja/shared/schemas/investor-home')).ZOnboardingSchema);

export const ONBOARDING_QUERY_KEY = [...INVESTOR_QUERY_PREFIX, 'onboarding'] as const;

/**
 * `GET /investor-api/onboarding` (product-decisions section 10): the landing page's documents to accept with their current
 * versions, whether the investor has accepted all of them (`isComplete`), and the questionnaire's state.
 */
export function getOnboarding({ signal }: { signal?: AbortSignal } = {}): Promise<TOnboarding> {
  return apiRequest('/investor-api/onboarding', { schema: onboardingSchema, signal });
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
