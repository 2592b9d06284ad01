import { ZCampaignPreviewSchema, type Language, type TCampaignPreview } from '@emisja/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_CAMPAIGNS_QUERY_KEY } from './get-admin-campaigns';
import { campaignPath, languageQuery } from './get-admin-campaign';

/**
 * `GET /api/advisor/campaign/{id}/preview?language=` (admin): the public offer page's presentation of the campaign and its
 * first product, as an investor reading `language` would see it, whatever the campaign's state.
 */
export function getCampaignPreview(
  id: string,
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TCampaignPreview> {
  return apiRequest(campaignPath(id, `/preview${languageQuery(language)}`), { schema: ZCampaignPreviewSchema, signal });
}

export function useCampaignPreview(id: string, language: Language) {
  return useQuery({
    queryKey: [...ADMIN_CAMPAIGNS_QUERY_KEY, 'preview', id, language],
    queryFn: ({ signal }) => getCampaignPreview(id, language, { signal }),
  });
}
