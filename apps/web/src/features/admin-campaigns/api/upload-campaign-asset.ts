import { ZAssetSchema, type TAsset } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The kinds a campaign refers to: its cover image (public) and its documents (PDF, served only to the campaign's readers). */
export type TCampaignAssetKind = 'campaign-cover' | 'campaign-document';

/**
 * `POST /api/advisor/asset?kind=` (admin): multipart with one part `file`; the type is read from the bytes (415 otherwise),
 * the size checked per kind (413). The answer's id goes into the campaign (`coverImageId`, `documents[].assetId`).
 */
export function uploadCampaignAsset(kind: TCampaignAssetKind, file: File): Promise<TAsset> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(`/api/advisor/asset?${new URLSearchParams({ kind }).toString()}`, {
    method: 'POST',
    body,
    schema: ZAssetSchema,
  });
}

export function useUploadCampaignAsset(kind: TCampaignAssetKind) {
  return useMutation({ mutationFn: (file: File) => uploadCampaignAsset(kind, file) });
}
