import { ZCampaignSchema, type Language, type TCampaign } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignPath, languageQuery } from './get-admin-campaign';
import { storeSavedCampaign } from './save-campaign';

/** `PATCH /api/advisor/campaign/{id}/deactivate`: switched off (state inactive): no invitations, hidden from advisors. */
export function deactivateCampaign(id: string, language: Language): Promise<TCampaign> {
  return apiRequest(campaignPath(id, `/deactivate${languageQuery(language)}`), { method: 'PATCH', schema: ZCampaignSchema });
}

export function useDeactivateCampaign(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deactivateCampaign(id, language),
    onSuccess: (campaign) => storeSavedCampaign(queryClient, campaign, language),
  });
}
