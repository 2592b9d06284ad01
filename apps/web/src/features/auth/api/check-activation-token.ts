import { ZActivationInfoResponseSchema, type TActivationInfoResponse } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/activate`: whose account an activation link is for. It checks the link without using it up. */
export function checkActivationToken({ token }: { token: string }): Promise<TActivationInfoResponse> {
  return apiRequest('/auth/activate', { method: 'POST', body: { token }, schema: ZActivationInfoResponseSchema });
}

export function getActivationTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'activation', token],
    queryFn: () => checkActivationToken({ token }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useActivationToken(token: string) {
  return useQuery(getActivationTokenQueryOptions(token));
}
