import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { payloadTooLarge, unsupportedMediaType } from '../app-error.ts';
import { detectContentType, type StorageProvider } from '../storage/index.ts';

// The one upload pipeline (docs/decisions/014-document-storage.md): store -> size -> type by content -> allow-list -> record,
// and delete the stored bytes on any failure. Documents and payment confirmations both go through it.

/** An upload as a route read it from the multipart body (read-file-upload.ts). */
export interface FileUpload {
  /** The name the client gave the file; only ever shown and sent back, never used to store or type the file. */
  fileName: string;
  content: Readable;
  /** True once the content stream was cut at the size limit (the multipart parser keeps reading and discards the rest). */
  isTruncated: () => boolean;
}

/** What an upload became once stored and accepted: what the `files` row records. */
export interface StoredUpload {
  storageKey: string;
  /** The cleaned file name (cleanFileName). */
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface UploadRules {
  maxBytes: number;
  /** Media types accepted, as their bytes say (never the client's Content-Type or the name's extension). */
  allowedTypes: readonly string[];
  /**
   * A text format no signature names (SVG): when the bytes match no binary type, `recognize` says whether they are this
   * format, and `clean` rewrites them (null refuses them, 415); the cleaned bytes are stored instead of the upload.
   */
  textFormat?: { mimeType: string; recognize: (bytes: Buffer) => boolean; clean: (bytes: Buffer) => Promise<Buffer | null> };
}

async function readAll(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const FILE_NAME_MAX_LENGTH = 200;

/**
 * The file name to keep: the last path segment (some browsers send "C:\fakepath\..."), NFC, without control and
 * bidirectional-override characters (which can disguise "cod.exe" as "exe.doc"), at most 200 characters with the extension
 * kept. An empty result becomes "document".
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  const name = cleaned.replace(/\s+/g, ' ').trim();
  if (name === '' || name === '.' || name === '..') return 'document';
  const characters = [...name];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = /\.[^.\s]{1,10}$/.exec(name)?.[0] ?? '';
  return characters.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('') + extension;
}

/** Removes stored bytes nobody refers to; a failure is logged (the bytes stay unreferenced), never thrown. */
export async function removeStoredBytes(storage: StorageProvider, log: FastifyBaseLogger, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.error({ err: error, storageKey: key }, 'could not remove stored bytes');
  }
}

/**
 * Streams an upload into the storage (sized and hashed on the way), refuses it when it was cut at the limit or is larger than
 * `rules.maxBytes` (413) or when its bytes are not one of `rules.allowedTypes` (415), then hands it to `record` (which writes
 * the rows, in its own transaction). Whatever fails after the bytes are stored, `record` included, removes them again.
 */
export async function storeUpload<T>(
  context: { storage: StorageProvider; log: FastifyBaseLogger },
  upload: FileUpload,
  rules: UploadRules,
  record: (file: StoredUpload) => Promise<T>,
): Promise<T> {
  const fileName = cleanFileName(upload.fileName);
  let stored = await context.storage.put(upload.content);
  try {
    if (upload.isTruncated() || stored.sizeBytes > rules.maxBytes) throw payloadTooLarge();
    let mimeType = await detectContentType(await context.storage.get(stored.key), fileName);
    const { textFormat } = rules;
    if (mimeType === null && textFormat) {
      const bytes = await readAll(await context.storage.get(stored.key));
      const cleaned = textFormat.recognize(bytes) ? await textFormat.clean(bytes) : null;
      if (cleaned === null) throw unsupportedMediaType();
      const original = stored.key;
      stored = await context.storage.put(cleaned);
      await removeStoredBytes(context.storage, context.log, original);
      mimeType = textFormat.mimeType;
    }
    if (mimeType === null || !rules.allowedTypes.includes(mimeType)) throw unsupportedMediaType();
    return await record({ storageKey: stored.key, fileName, mimeType, sizeBytes: stored.sizeBytes, sha256: stored.sha256 });
  } catch (error) {
    await removeStoredBytes(context.storage, context.log, stored.key);
    throw error;
  }
}
