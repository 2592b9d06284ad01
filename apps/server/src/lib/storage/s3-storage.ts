import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

// The S3-compatible storage provider (AWS S3, MinIO, Ceph...), chosen when S3_BUCKET is set
// (docs/decisions/014-document-storage.md). Same contract as LocalDiskStorage: the provider generates the key, `put` streams
// through MeasuringStream, `get` of a missing key throws StorageObjectNotFoundError, `delete` is idempotent.

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; the AWS endpoint of the region when absent. */
  endpoint?: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (what most S3-compatible servers expect). */
  forcePathStyle: boolean;
  /** The SDK's default chain (environment, shared config, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prepended to every key in the bucket, e.g. "emisja/" (empty or ending with "/"). */
  prefix?: string | undefined;
}

/** S3 answers a GET of a missing object with NoSuchKey (404); a missing bucket is a configuration error, not a missing object. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

export class S3Storage implements StorageProvider {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async put(content: StorageContent): Promise<StoredObject> {
    const key = createStorageKey();
    const source = content instanceof Readable ? content : Readable.from([content]);
    const measure = new MeasuringStream();
    // Upload sends one PutObject for small content and a multipart upload (aborted on failure, so no parts are left
    // behind) for content over 5 MiB; the length need not be known in advance.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectName(key), Body: measure, ContentType: 'application/octet-stream' },
      leavePartsOnError: false,
    });
    const [piped, uploaded] = await Promise.allSettled([
      pipeline(source, measure),
      upload.done().catch((error: unknown) => {
        // A failed upload stops reading: end the pipeline too, or the source would wait for a reader forever.
        measure.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }),
    ]);
    // The content stream's own error (a size limit, a dropped upload) is the one callers handle; then the upload's.
    if (piped.status === 'rejected') throw piped.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    return { key, ...measure.result() };
  }

  async get(key: string): Promise<Readable> {
    try {
      // The response arrives before the body: a missing object is an error here rather than in the middle of a response.
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }));
      if (!(response.Body instanceof Readable)) throw new Error(`No readable body for ${key}`);
      return response.Body;
    } catch (error) {
      if (isMissingObject(error)) throw new StorageObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      // S3 answers 204 for a key that holds nothing; some compatible servers answer 404, which is the same outcome.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }));
    } catch (error) {
      if (!isMissingObject(error)) throw error;
    }
  }

  /** The object name of a key; only generated keys are accepted. */
  private objectName(key: string): string {
    assertStorageKey(key);
    return `${this.prefix}${key}`;
  }
}
