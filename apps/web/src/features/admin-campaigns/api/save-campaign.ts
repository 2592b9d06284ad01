import { ZCampaignSchema, type Language, type TCampaign, type TCampaignCreateData, type TCampaignData } from '@emisja/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CAMPAIGNS_QUERY_KEY } from '@/lib/campaign-query-keys';
import { adminCampaignQueryKey, campaignPath, languageQuery } from './get-admin-campaign';

/** `POST /api/advisor/campaign`: the campaign with its texts, documents and products, saved together or not at all. */
export function createCampaign(body: TCampaignCreateData, language: Language): Promise<TCampaign> {
  return apiRequest(`/api/advisor/campaign${languageQuery(language)}`, { method: 'POST', body, schema: ZCampaignSchema });
}

/** `PUT /api/advisor/campaign/{id}`: fields, texts and documents in one transaction (products have their own endpoints). */
export function updateCampaign(id: string, body: TCampaignData, language: Language): Promise<TCampaign> {
  return apiRequest(campaignPath(id, languageQuery(language)), { method: 'PUT', body, schema: ZCampaignSchema });
}

/** The saved campaign is cached as answered, and every cached campaign (the back office's and the advisor's) loads again. */
export async function storeSavedCampaign(queryClient: QueryClient, campaign: TCampaign, language: Language): Promise<void> {
  queryClient.setQueryData([...adminCampaignQueryKey(campaign.id), language], campaign);
  await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
}

export function useCreateCampaign(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCampaignCreateData) => createCampaign(body, language),
    onSuccess: (campaign) => storeSavedCampaign(queryClient, campaign, language),
  });
}

export function useUpdateCampaign(id: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCampaignData) => updateCampaign(id, body, language),
    onSuccess: (campaign) => storeSavedCampaign(queryClient, campaign, language),
  });
}
