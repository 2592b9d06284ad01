import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

// Where uploaded bytes live (docs/decisions/014-document-storage.md): advisors' documents now, investors' payment
// confirmations with the offers work. Callers see only this interface; the implementation is chosen by the environment
// (createStorageProvider), so an S3-compatible provider can replace the local disk without changing a caller.

/** What `put` stored: the new key and the bytes' size and sha-256 digest, measured while they streamed in. */
export interface StoredObject {
  key: string;
  sizeBytes: number;
  /** Lower-case hex, as `files.sha256` stores it. */
  sha256: string;
}

/** Bytes to store: a stream (an upload, read once) or bytes already in memory (generated files). */
export type StorageContent = Readable | Uint8Array;

export interface StorageProvider {
  /**
   * Stores `content` under a new random key and resolves once it is durably stored. When the content stream fails (a size
   * limit, a dropped upload) nothing is kept and its error is rethrown.
   */
  put(content: StorageContent): Promise<StoredObject>;
  /** The bytes under `key`; StorageObjectNotFoundError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes under `key`. Removing a key that holds nothing is not an error, so a failed clean-up can be retried. */
  delete(key: string): Promise<void>;
}

export class StorageObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageObjectNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// A key is 128 random bits in hex behind a two-character prefix ("3f/3fa8..."): never derived from a file name or any other
// input, valid as a relative path and as an S3 object name alike, and the prefix keeps directories small.
const STORAGE_KEY_PATTERN = /^([0-9a-f]{2})\/\1[0-9a-f]{30}$/;

export function createStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** Refuses anything that is not a key this module generated (a key reaching a provider from elsewhere is a bug). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}
