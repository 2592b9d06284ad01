import type { DbExecutor } from '../../db/client.ts';
import type { StoredUpload } from '../../lib/uploads/store-upload.ts';
import { deleteFile, insertFile } from './files.repository.ts';

// Stored uploads as rows (docs/decisions/014-document-storage.md): documents and payment confirmations record their file
// here, in their own transaction, and refer to it by id.

/** The `files` row of an upload the pipeline accepted (lib/uploads/store-upload.ts); its id. */
export function recordStoredFile(
  db: DbExecutor,
  owner: { landingPageId: string; uploadedByUserId: string },
  file: StoredUpload,
): Promise<string> {
  const { fileName, ...stored } = file;
  return insertFile(db, { ...owner, ...stored, originalName: fileName });
}

/** Deletes the file row; returns the storage key, to remove the bytes after the commit. */
export async function forgetStoredFile(db: DbExecutor, landingPageId: string, fileId: string): Promise<string> {
  const storageKey = await deleteFile(db, landingPageId, fileId);
  if (storageKey === null) throw new Error(`file ${fileId} of a deleted row is missing`);
  return storageKey;
}
