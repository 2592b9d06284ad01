import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isStorageKey, LocalDiskStorage, StorageObjectNotFoundError } from './index.ts';

const root = mkdtempSync(path.join(tmpdir(), 'emisja-storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = new LocalDiskStorage(root);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Files under the root, relative, temporary directory included. */
function listFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name))
      : [path.relative(root, path.join(dir, entry.name))],
  );
}

describe('LocalDiskStorage', () => {
  it('stores a stream under a new random key, measuring its size and sha-256, and gives the same bytes back', async () => {
    const chunks = [Buffer.from('zażółć '), Buffer.alloc(100_000, 7), Buffer.from(' gęślą jaźń')];
    const bytes = Buffer.concat(chunks);
    const stored = await storage.put(Readable.from(chunks));
    expect(isStorageKey(stored.key)).toBe(true);
    expect(stored).toMatchObject({ sizeBytes: bytes.length, sha256: sha256(bytes) });
    expect(await buffer(await storage.get(stored.key))).toEqual(bytes);
    expect(existsSync(path.join(root, stored.key))).toBe(true);
  });

  it('stores bytes held in memory, and never reuses a key, even for the same content', async () => {
    const bytes = Buffer.from('%PDF-1.4 the same content');
    const first = await storage.put(bytes);
    const second = await storage.put(bytes);
    expect(first.key).not.toBe(second.key);
    expect(first.sha256).toBe(second.sha256);
    expect(await buffer(await storage.get(second.key))).toEqual(bytes);
  });

  it('keeps nothing, not even a temporary file, when the content stream fails', async () => {
    const before = listFiles();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('upload dropped'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('upload dropped');
    expect(listFiles()).toEqual(before);
    expect(listFiles().some((file) => file.endsWith('.part'))).toBe(false);
  });

  it('deletes the bytes; deleting again, or a key that never held anything, is not an error', async () => {
    const stored = await storage.put(Buffer.from('to delete'));
    await storage.delete(stored.key);
    expect(existsSync(path.join(root, stored.key))).toBe(false);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    await expect(storage.delete(stored.key)).resolves.toBeUndefined();
  });

  it.each(['../outside', '/etc/passwd', 'ab/../../etc/passwd', 'ab/ab', '', 'AB/ABCDEF0123456789ABCDEF0123456789', 'x.pdf'])(
    'refuses a key it did not generate: %j',
    async (key) => {
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it('refuses a well-formed key whose prefix does not match its name', async () => {
    const stored = await storage.put(Buffer.from('x'));
    const [, name] = stored.key.split('/') as [string, string];
    const other = name.startsWith('00') ? '11' : '00';
    expect(isStorageKey(`${other}/${name}`)).toBe(false);
    await expect(storage.get(`${other}/${name}`)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
