import { ZOnboardingSchema, type TOnboardingAcceptRequest } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getOnboardingQueryOptions, ONBOARDING_QUERY_KEY } from './get-onboarding';

/**
 * `POST /investor-api/onboarding {accepted: [{document, version}]}`: the investor accepts the documents in the versions the
 * page showed (the server records the time; a version that is no longer current is refused).
 */
export function acceptOnboarding(body: TOnboardingAcceptRequest): Promise<unknown> {
  return apiRequest('/investor-api/onboarding', { method: 'POST', body });
}

/**
 * Accepts, then holds the fresh state so the panel's gate lets the investor in: the answer when it is the onboarding state,
 * else the state read again (the contract leaves the answer's body open).
 */
export function useAcceptOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOnboarding,
    onSuccess: async (answer) => {
      const onboarding = ZOnboardingSchema.safeParse(answer);
      if (onboarding.success) queryClient.setQueryData(ONBOARDING_QUERY_KEY, onboarding.data);
      else await queryClient.fetchQuery({ ...getOnboardingQueryOptions(), staleTime: 0 });
    },
  });
}
