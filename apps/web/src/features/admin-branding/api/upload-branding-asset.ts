import { ZAssetSchema, type TAsset, type TBrandingAssetKind } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/advisor/white-label/asset?kind=logo|favicon|background` (admin): PNG, JPEG, WEBP or SVG (scripts removed), at
 * most 2 MiB (413 above, 415 for bytes of another type whatever the name); the answer's public `url` goes into a field.
 */
export function uploadBrandingAsset(kind: TBrandingAssetKind, file: File): Promise<TAsset> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(`/api/advisor/white-label/asset?${new URLSearchParams({ kind }).toString()}`, {
    method: 'POST',
    body,
    schema: ZAssetSchema,
  });
}

export function useUploadBrandingAsset(kind: TBrandingAssetKind) {
  return useMutation({ mutationFn: (file: File) => uploadBrandingAsset(kind, file) });
}
