import type { Readable } from 'node:stream';
import { ASSET_UPLOAD_RULES, PUBLIC_ASSET_KINDS, publicAssetUrl, type TAsset, type TAssetKind } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { looksLikeSvg, sanitizeSvg } from '../../lib/uploads/sanitize-svg.ts';
import { openStoredFile } from '../../lib/uploads/send-file.ts';
import { storeUpload, type FileUpload, type UploadRules } from '../../lib/uploads/store-upload.ts';
import { requireAdmin } from '../advisors/advisor-actor.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { recordStoredFile } from '../files/files.service.ts';
import { findAsset, findAssets, insertAsset, type AssetRecord } from './assets.repository.ts';

// Uploads of the issuer's back office (issue 14; docs/decisions/035-back-office.md): the admin uploads branding images,
// campaign covers and documents through the one upload pipeline (store, size 413, type by content 415, allow-list, delete on
// failure); SVG is cleaned before it is stored. Images are public (`/public-api/asset/{id}`), documents are not.

export type { AssetRecord };

const PUBLIC_KINDS: ReadonlySet<TAssetKind> = new Set(PUBLIC_ASSET_KINDS);

export function isPublicAssetKind(kind: TAssetKind): boolean {
  return PUBLIC_KINDS.has(kind);
}

export function toAsset(record: AssetRecord): TAsset {
  return {
    id: record.id,
    url: isPublicAssetKind(record.kind) ? publicAssetUrl(record.id) : `/api/advisor/asset/${record.id}`,
    kind: record.kind,
    contentType: record.mimeType,
    bytes: record.sizeBytes,
    fileName: record.fileName,
  };
}

function uploadRulesOf(kind: TAssetKind): UploadRules {
  const { mimeTypes, maxBytes } = ASSET_UPLOAD_RULES[kind];
  return {
    maxBytes,
    allowedTypes: mimeTypes,
    ...(mimeTypes.includes('image/svg+xml')
      ? { textFormat: { mimeType: 'image/svg+xml', recognize: looksLikeSvg, clean: sanitizeSvg } }
      : {}),
  };
}

/** The size limit of a kind, for cutting the upload while it is read. */
export function assetMaxBytes(kind: TAssetKind): number {
  return ASSET_UPLOAD_RULES[kind].maxBytes;
}

/** Stores an upload as an asset of `kind` (admin): the file row, the asset row and the audit entry in one transaction. */
export async function uploadAsset(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  kind: TAssetKind,
  upload: FileUpload,
): Promise<TAsset> {
  requireAdmin(actor);
  const owner = { landingPageId: actor.landingPageId, uploadedByUserId: actor.userId };
  return storeUpload({ storage, log: context.log }, upload, uploadRulesOf(kind), (file) =>
    context.db.transaction(async (tx) => {
      const fileId = await recordStoredFile(tx, owner, file);
      const id = await insertAsset(tx, { landingPageId: actor.landingPageId, fileId, kind });
      await writeAudit(tx, context, {
        action: 'asset.uploaded',
        actor: { userId: actor.userId },
        entity: { type: 'asset', id },
        after: { kind, fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, sha256: file.sha256 },
      });
      return toAsset({ id, kind, ...file });
    }),
  );
}

export interface OpenedAsset {
  asset: AssetRecord;
  content: Readable;
}

async function openRecord(context: RequestContext, storage: StorageProvider, asset: AssetRecord): Promise<OpenedAsset> {
  return { asset, content: await openStoredFile({ storage, log: context.log }, asset, { assetId: asset.id }) };
}

/** `GET /public-api/asset/{id}`: a public image of the request's landing page; 404 for anything else. */
export async function openPublicAsset(context: RequestContext, storage: StorageProvider, assetId: string): Promise<OpenedAsset> {
  const asset = await findAsset(context.db, context.landing.id, assetId);
  if (!asset || !isPublicAssetKind(asset.kind)) throw notFound();
  return openRecord(context, storage, asset);
}

/** `GET /api/advisor/asset/{id}`: any asset of the landing page, for its advisor-panel users (the admin's previews). */
export async function openAdvisorAsset(
  context: RequestContext,
  storage: StorageProvider,
  actor: AdvisorActor,
  assetId: string,
): Promise<OpenedAsset> {
  const asset = await findAsset(context.db, actor.landingPageId, assetId);
  if (!asset) throw notFound();
  return openRecord(context, storage, asset);
}

/** An asset's bytes by id, whatever its kind (for the campaign documents, after their own access check). */
export async function openAssetById(context: RequestContext, storage: StorageProvider, assetId: string): Promise<OpenedAsset> {
  const asset = await findAsset(context.db, context.landing.id, assetId);
  if (!asset) throw notFound();
  return openRecord(context, storage, asset);
}

/** The landing page's assets among `assetIds` (for the campaign and configuration services' checks). */
export function findAssetsOfLanding(db: DbExecutor, landingPageId: string, assetIds: readonly string[]): Promise<AssetRecord[]> {
  return findAssets(db, landingPageId, assetIds);
}
