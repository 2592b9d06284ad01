import { ZCampaignSchema, type Language, type TCampaign } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { CAMPAIGNS_QUERY_KEY } from '@/lib/campaign-query-keys';

export { CAMPAIGNS_QUERY_KEY };

/** `GET /api/advisor/campaigns?language=`: the campaigns the advisor can offer, texts in `language` (spec section 7). */
export function getCampaigns(language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TCampaign[]> {
  return apiRequest(`/api/advisor/campaigns?${new URLSearchParams({ language }).toString()}`, {
    schema: z.array(ZCampaignSchema),
    signal,
  });
}

export function getCampaignsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'list', language],
    queryFn: ({ signal }) => getCampaigns(language, { signal }),
  });
}

export function useCampaigns(language: Language) {
  return useQuery(getCampaignsQueryOptions(language));
}
