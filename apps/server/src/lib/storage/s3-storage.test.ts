import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageProvider, LocalDiskStorage, type S3StorageOptions } from './index.ts';
import { S3Storage } from './s3-storage.ts';
import { describeStorageProviderContract } from './storage-provider.contract.ts';

// S3Storage against a real S3-compatible server (s3rver, in this process, on a random loopback port): the same contract as
// the local disk, plus what only S3 has (a key prefix in the bucket, multipart uploads of large streams).

const BUCKET = 'emisja-test';
const directory = mkdtempSync(path.join(tmpdir(), 'emisja-s3-test-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
let endpoint: string;
const started = server.run().then((address) => {
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

function options(overrides: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    ...overrides,
  };
}

async function listObjects(storage: S3Storage, prefix = ''): Promise<string[]> {
  const { Contents = [] } = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return Contents.map((object) => object.Key ?? '').sort();
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const PREFIX = 'tenant-a/';
describeStorageProviderContract('S3Storage', async () => {
  await started;
  const storage = new S3Storage(options({ prefix: PREFIX }));
  return {
    storage,
    listStored: () => listObjects(storage),
    holds: async (key) => (await listObjects(storage)).includes(`${PREFIX}${key}`),
  };
});

describe('S3Storage', () => {
  let storage: S3Storage;
  beforeAll(async () => {
    await started;
    storage = new S3Storage(options());
  });

  it('keeps objects under the configured prefix while callers see only the key', async () => {
    const prefixed = new S3Storage(options({ prefix: 'other/' }));
    const stored = await prefixed.put(Buffer.from('prefixed'));
    expect(await listObjects(prefixed, 'other/')).toEqual([`other/${stored.key}`]);
    expect(await buffer(await prefixed.get(stored.key))).toEqual(Buffer.from('prefixed'));
    await prefixed.delete(stored.key);
    expect(await listObjects(prefixed, 'other/')).toEqual([]);
  });

  it('streams content larger than one part (a multipart upload) and measures all of it', async () => {
    const chunks = Array.from({ length: 12 }, (_, index) => Buffer.alloc(1024 * 1024, index + 1));
    const bytes = Buffer.concat(chunks);
    const stored = await storage.put(Readable.from(chunks));
    expect(stored).toMatchObject({ sizeBytes: bytes.length, sha256: sha256(bytes) });
    // Compared by digest: a deep equality of 12 MiB byte by byte takes the test runner minutes.
    expect(sha256(await buffer(await storage.get(stored.key)))).toBe(stored.sha256);
    await storage.delete(stored.key);
  });

  it('keeps no object when the content stream fails after the multipart upload started', async () => {
    const before = await listObjects(storage);
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 7 * 1024 * 1024) {
          this.destroy(new Error('upload dropped late'));
          return;
        }
        sent += 1024 * 1024;
        this.push(Buffer.alloc(1024 * 1024, 2));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('upload dropped late');
    expect(await listObjects(storage)).toEqual(before);
  });

  it('reports a missing bucket as an error of its own, not as a missing object', async () => {
    const misconfigured = new S3Storage(options({ bucket: 'no-such-bucket' }));
    const stored = await storage.put(Buffer.from('x'));
    await expect(misconfigured.get(stored.key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(misconfigured.put(Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('createStorageProvider', () => {
  it('picks S3Storage when S3 is configured and the local disk otherwise', async () => {
    await started;
    expect(await createStorageProvider({ storageDir: directory, s3: undefined })).toBeInstanceOf(LocalDiskStorage);
    const provider = await createStorageProvider({ storageDir: directory, s3: {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        prefix: '',
      },
    });
    expect(provider).toBeInstanceOf(S3Storage);
    const stored = await provider.put(Buffer.from('picked'));
    expect(await buffer(await provider.get(stored.key))).toEqual(Buffer.from('picked'));
  });
});
