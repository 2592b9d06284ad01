import type { TAssetKind } from '@emisja/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { assets, files } from '../../db/schema/index.ts';
import { inLanding, landingRow } from '../../db/tenant-scope.ts';

// All SQL of the assets module: uploads of the back office over their `files` rows, always of one landing page.

export interface AssetRecord {
  id: string;
  kind: TAssetKind;
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

const assetColumns = {
  id: assets.id,
  kind: assets.kind,
  storageKey: files.storageKey,
  fileName: files.originalName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
};

export async function insertAsset(
  db: DbExecutor,
  row: { landingPageId: string; fileId: string; kind: TAssetKind },
): Promise<string> {
  const [inserted] = await db.insert(assets).values(row).returning({ id: assets.id });
  if (!inserted) throw new Error('assets insert returned no row');
  return inserted.id;
}

export async function findAsset(db: DbExecutor, landingPageId: string, assetId: string): Promise<AssetRecord | null> {
  const [row] = await db
    .select(assetColumns)
    .from(assets)
    .innerJoin(files, eq(files.id, assets.fileId))
    .where(landingRow(assets, landingPageId, assetId));
  return row ?? null;
}

export async function findAssets(db: DbExecutor, landingPageId: string, assetIds: readonly string[]): Promise<AssetRecord[]> {
  if (assetIds.length === 0) return [];
  return db
    .select(assetColumns)
    .from(assets)
    .innerJoin(files, eq(files.id, assets.fileId))
    .where(inLanding(assets, landingPageId, inArray(assets.id, [...assetIds])));
}
