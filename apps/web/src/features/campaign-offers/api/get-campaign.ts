import { ZCampaignSchema, type Language, type TCampaign } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CAMPAIGNS_QUERY_KEY } from './get-campaigns';

/** `GET /api/advisor/campaign/{id}?language=`: one campaign with its products; 404 for another tenant's or an unknown one. */
export function getCampaign(id: string, language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TCampaign> {
  return apiRequest(`/api/advisor/campaign/${encodeURIComponent(id)}?${new URLSearchParams({ language }).toString()}`, {
    schema: ZCampaignSchema,
    signal,
  });
}

export function getCampaignQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => getCampaign(id, language, { signal }),
  });
}

export function useCampaign(id: string, language: Language) {
  return useQuery(getCampaignQueryOptions(id, language));
}
