import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isStorageKey, StorageObjectNotFoundError, type StorageProvider } from './index.ts';

// The behaviour every StorageProvider owes its callers, run against each provider by its own test file
// (local-disk-storage.test.ts, s3-storage.test.ts) so that swapping the provider changes nothing a caller can see.

export interface StorageContractSubject {
  storage: StorageProvider;
  /** Everything the backing store holds, looked at directly (temporary files included), in a stable order. */
  listStored(): Promise<string[]>;
  /** Whether the backing store holds bytes for the key, looked at directly rather than through the provider. */
  holds(key: string): Promise<boolean>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function describeStorageProviderContract(name: string, setup: () => Promise<StorageContractSubject>): void {
  describe(`${name} (StorageProvider contract)`, () => {
    let subject: StorageContractSubject;
    beforeAll(async () => {
      subject = await setup();
    });

    it('stores a stream under a new random key, measuring its size and sha-256, and gives the same bytes back', async () => {
      const chunks = [Buffer.from('zażółć '), Buffer.alloc(100_000, 7), Buffer.from(' gęślą jaźń')];
      const bytes = Buffer.concat(chunks);
      const stored = await subject.storage.put(Readable.from(chunks));
      expect(isStorageKey(stored.key)).toBe(true);
      expect(stored).toMatchObject({ sizeBytes: bytes.length, sha256: sha256(bytes) });
      expect(await buffer(await subject.storage.get(stored.key))).toEqual(bytes);
      expect(await subject.holds(stored.key)).toBe(true);
    });

    it('stores bytes held in memory, and never reuses a key, even for the same content', async () => {
      const bytes = Buffer.from('%PDF-1.4 the same content');
      const first = await subject.storage.put(bytes);
      const second = await subject.storage.put(bytes);
      expect(first.key).not.toBe(second.key);
      expect(first.sha256).toBe(second.sha256);
      expect(await buffer(await subject.storage.get(second.key))).toEqual(bytes);
    });

    it('keeps nothing, not even a temporary file, when the content stream fails', async () => {
      const before = await subject.listStored();
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1000));
          this.destroy(new Error('upload dropped'));
        },
      });
      await expect(subject.storage.put(failing)).rejects.toThrow('upload dropped');
      expect(await subject.listStored()).toEqual(before);
    });

    it('deletes the bytes; deleting again, or a key that never held anything, is not an error', async () => {
      const stored = await subject.storage.put(Buffer.from('to delete'));
      await subject.storage.delete(stored.key);
      expect(await subject.holds(stored.key)).toBe(false);
      await expect(subject.storage.get(stored.key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
      await expect(subject.storage.delete(stored.key)).resolves.toBeUndefined();
    });

    it.each(['../outside', '/etc/passwd', 'ab/../../etc/passwd', 'ab/ab', '', 'AB/ABCDEF0123456789ABCDEF0123456789', 'x.pdf'])(
      'refuses a key it did not generate: %j',
      async (key) => {
        await expect(subject.storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(subject.storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      },
    );

    it('refuses a well-formed key whose prefix does not match its name', async () => {
      const stored = await subject.storage.put(Buffer.from('x'));
      const [, name] = stored.key.split('/') as [string, string];
      const other = name.startsWith('00') ? '11' : '00';
      expect(isStorageKey(`${other}/${name}`)).toBe(false);
      await expect(subject.storage.get(`${other}/${name}`)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });
  });
}
