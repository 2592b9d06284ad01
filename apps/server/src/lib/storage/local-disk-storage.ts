import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MeasuringStream } from './measuring-stream.ts';
import {
  assertStorageKey,
  createStorageKey,
  StorageObjectNotFoundError,
  type StorageContent,
  type StorageProvider,
  type StoredObject,
} from './storage-provider.ts';

// The default storage provider: files under one directory (STORAGE_DIR). A new object is written to a temporary file and
// renamed into place once complete and flushed, so a reader never sees half a file and a failed upload leaves nothing
// behind under a key. Temporary files live in `.tmp` inside the root: the rename stays on one file system.

const TEMP_DIR = '.tmp';

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

export class LocalDiskStorage implements StorageProvider {
  private readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(content: StorageContent): Promise<StoredObject> {
    const key = createStorageKey();
    const target = this.pathOf(key);
    const tempDir = path.join(this.rootDir, TEMP_DIR);
    await mkdir(tempDir, { recursive: true, mode: 0o700 });
    const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
    const measure = new MeasuringStream();
    try {
      const source = content instanceof Readable ? content : Readable.from([content]);
      // `flush`: the bytes reach the disk before the file is closed and renamed into place.
      await pipeline(source, measure, createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(tempPath, target);
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { key, ...measure.result() };
  }

  async get(key: string): Promise<Readable> {
    try {
      // Opening first turns a missing object into an error here rather than in the middle of a response.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isErrorCode(error, 'ENOENT')) throw new StorageObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The file of a key; only generated keys are accepted, so no key can point outside the root. */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(this.rootDir, key);
    if (!resolved.startsWith(`${this.rootDir}${path.sep}`)) throw new Error(`Storage key escapes the root: ${key}`);
    return resolved;
  }
}
