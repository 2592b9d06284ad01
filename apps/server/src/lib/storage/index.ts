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
export { detectContentType } from './content-type.ts';

/**
 * The storage provider of the environment: the local disk under STORAGE_DIR. An S3-compatible provider, when it comes, is
 * chosen here from its own variables; nothing else changes.
 */
export function createStorageProvider(env: Pick<Env, 'storageDir'>): StorageProvider {
  return new LocalDiskStorage(env.storageDir);
}
