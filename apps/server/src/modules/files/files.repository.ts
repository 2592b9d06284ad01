import type { DbExecutor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { landingRow } from '../../db/tenant-scope.ts';

// The rows of stored uploads (`files`): what the storage provider holds under a key, as the upload pipeline accepted it.

export interface NewFileRow {
  landingPageId: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  uploadedByUserId: string;
}

export async function insertFile(db: DbExecutor, file: NewFileRow): Promise<string> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  if (!row) throw new Error('files insert returned no row');
  return row.id;
}

/** Deletes a file row of the landing page; its storage key, or null when there was none. */
export async function deleteFile(db: DbExecutor, landingPageId: string, fileId: string): Promise<string | null> {
  const [row] = await db
    .delete(files)
    .where(landingRow(files, landingPageId, fileId))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}
