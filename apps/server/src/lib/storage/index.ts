import type { Env } from '../../config/env.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

// The storage of uploaded files (docs/decisions/014-document-storage.md). Callers use StorageProvider only.
export {
  createStorageKey,
  InvalidStorageKeyError,
  isStorageKey,
  StorageObjectNotFoundError,
  type StorageContent,
  type StorageProvider,
  type StoredObject,
} from './storage-provider.ts';
export { LocalDiskStorage } from './local-disk-storage.ts';
export type { S3StorageOptions } from './s3-storage.ts';
export { detectContentType } from './content-type.ts';

/**
 * The storage provider of the environment: the S3-compatible bucket of S3_BUCKET when it is set, otherwise the local disk
 * under STORAGE_DIR. Nothing else changes with the choice. The AWS SDK loads only for a bucket (it took 0.2 s of every
 * start on the local disk; issue 16: a restart within 3 s).
 */
export async function createStorageProvider(env: Pick<Env, 'storageDir' | 's3'>): Promise<StorageProvider> {
  if (!env.s3) return new LocalDiskStorage(env.storageDir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(env.s3);
}
