import { ZCampaignSchema, type Language, type TCampaign } from '@emisja/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { CAMPAIGNS_QUERY_KEY } from '@/lib/campaign-query-keys';

/** The back office's campaigns under the shared prefix: a save invalidates the advisor's copies too. */
export const ADMIN_CAMPAIGNS_QUERY_KEY = [...CAMPAIGNS_QUERY_KEY, 'admin'] as const;

/**
 * `GET /api/advisor/campaigns?language=` as an admin reads it: every campaign of the landing page, future and switched-off
 * ones included (docs/decisions/036), texts in `language`.
 */
export function getAdminCampaigns(language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<TCampaign[]> {
  return apiRequest(`/api/advisor/campaigns?${new URLSearchParams({ language }).toString()}`, {
    schema: z.array(ZCampaignSchema),
    signal,
  });
}

export function useAdminCampaigns(language: Language) {
  return useQuery(
    queryOptions({
      queryKey: [...ADMIN_CAMPAIGNS_QUERY_KEY, 'list', language],
      queryFn: ({ signal }) => getAdminCampaigns(language, { signal }),
    }),
  );
}
