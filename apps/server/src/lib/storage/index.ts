import type { Env } from '../../config/env.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
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
export { S3Storage, type S3StorageOptions } from './s3-storage.ts';
export { detectContentType } from './content-type.ts';

/**
 * The storage provider of the environment: the S3-compatible bucket of S3_BUCKET when it is set, otherwise the local disk
 * under STORAGE_DIR. Nothing else changes with the choice.
 */
export function createStorageProvider(env: Pick<Env, 'storageDir' | 's3'>): StorageProvider {
  return env.s3 ? new S3Storage(env.s3) : new LocalDiskStorage(env.storageDir);
}
