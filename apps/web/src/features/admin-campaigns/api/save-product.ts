import { ZCampaignSchema, type Language, type TCampaign, type TProductData } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignPath, languageQuery } from './get-admin-campaign';
import { storeSavedCampaign } from './save-campaign';

/** `POST /api/advisor/campaign/{id}/product`: a new product (series); answers the campaign. */
export function addProduct(campaignId: string, body: TProductData, language: Language): Promise<TCampaign> {
  return apiRequest(campaignPath(campaignId, `/product${languageQuery(language)}`), {
    method: 'POST',
    body,
    schema: ZCampaignSchema,
  });
}

/** `PUT /api/advisor/product/{id}`: code and limits (new limits apply to offers not yet accepted); answers the campaign. */
export function updateProduct(productId: string, body: TProductData, language: Language): Promise<TCampaign> {
  return apiRequest(`/api/advisor/product/${encodeURIComponent(productId)}${languageQuery(language)}`, {
    method: 'PUT',
    body,
    schema: ZCampaignSchema,
  });
}

/** Adds (no `productId`) or replaces one product: one request, one transaction on the server. */
export function useSaveProduct(campaignId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string | null; body: TProductData }) =>
      productId === null ? addProduct(campaignId, body, language) : updateProduct(productId, body, language),
    onSuccess: (campaign) => storeSavedCampaign(queryClient, campaign, language),
  });
}
