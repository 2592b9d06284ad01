import { z } from 'zod';

// Uploaded assets of the issuer's back office (issue 14; docs/decisions/035-back-office.md): branding images (logo, favicon,
// background), campaign covers and campaign documents. Uploaded first (multipart, one part "file"), then referred to by id
// from the white-label configuration, the admin configuration or a campaign.

export const ASSET_KINDS = ['logo', 'favicon', 'background', 'campaign-cover', 'campaign-document'] as const;
export type TAssetKind = (typeof ASSET_KINDS)[number];

/** The kinds `POST /api/advisor/white-label/asset` takes. */
export const BRANDING_ASSET_KINDS = ['logo', 'favicon', 'background'] as const satisfies readonly TAssetKind[];
export type TBrandingAssetKind = (typeof BRANDING_ASSET_KINDS)[number];

/** Images anyone may load from `/public-api/asset/{id}`; campaign documents are served only to who may read the campaign. */
export const PUBLIC_ASSET_KINDS = ['logo', 'favicon', 'background', 'campaign-cover'] as const satisfies readonly TAssetKind[];

/** 2 MiB: the limit of issue 14 for branding images (2,097,152 bytes pass, one more is 413). */
export const BRANDING_ASSET_MAX_BYTES = 2 * 1024 * 1024;
export const CAMPAIGN_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const CAMPAIGN_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/**
 * What each kind accepts, as its bytes say (never the name or the client's Content-Type); SVG is stored only after its
 * scripts, event handlers, `javascript:` URLs and external references are removed.
 */
export const ASSET_UPLOAD_RULES: Readonly<Record<TAssetKind, { mimeTypes: readonly string[]; maxBytes: number }>> = {
  logo: { mimeTypes: BRANDING_IMAGE_TYPES, maxBytes: BRANDING_ASSET_MAX_BYTES },
  favicon: { mimeTypes: BRANDING_IMAGE_TYPES, maxBytes: BRANDING_ASSET_MAX_BYTES },
  background: { mimeTypes: BRANDING_IMAGE_TYPES, maxBytes: BRANDING_ASSET_MAX_BYTES },
  'campaign-cover': { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: CAMPAIGN_COVER_MAX_BYTES },
  'campaign-document': { mimeTypes: ['application/pdf'], maxBytes: CAMPAIGN_DOCUMENT_MAX_BYTES },
};

/** `?kind=` of the asset uploads. */
export const ZAssetUploadQuerySchema = z.object({ kind: z.enum(ASSET_KINDS, { error: 'validation.invalid' }) });
export const ZBrandingAssetUploadQuerySchema = z.object({
  kind: z.enum(BRANDING_ASSET_KINDS, { error: 'validation.invalid' }),
});

/** The public URL path of a public asset (`PUBLIC_ASSET_KINDS`): what configuration fields and `imageUrl` hold. */
export function publicAssetUrl(assetId: string): string {
  return `/public-api/asset/${assetId}`;
}

/** The asset id in a URL `publicAssetUrl` made, or null. */
export function assetIdOfUrl(url: string | null | undefined): string | null {
  const match = /^\/public-api\/asset\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(url ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * The answer of an asset upload. `url`: the public path for images (`/public-api/asset/{id}`, long-cached), the advisor
 * panel's download path for a campaign document (`/api/advisor/asset/{id}`, with the session's token).
 */
export const ZAssetSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(ASSET_KINDS),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
  fileName: z.string(),
});
export type TAsset = z.infer<typeof ZAssetSchema>;
