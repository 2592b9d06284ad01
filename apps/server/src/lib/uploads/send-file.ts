import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ERROR_LABELS } from '@emisja/shared';
import { AppError } from '../app-error.ts';
import { contentDisposition } from '../content-disposition.ts';
import { StorageObjectNotFoundError, type StorageProvider } from '../storage/index.ts';

/**
 * The stored bytes of a file row. A row that outlived its bytes (a storage directory lost or restored from an older backup)
 * is a 404 `error.fileDownload` for the client and an error in the log for the operator.
 */
export async function openStoredFile(
  context: { storage: StorageProvider; log: FastifyBaseLogger },
  file: { storageKey: string },
  logFields: Record<string, unknown>,
): Promise<Readable> {
  try {
    return await context.storage.get(file.storageKey);
  } catch (error) {
    if (!(error instanceof StorageObjectNotFoundError)) throw error;
    context.log.error({ ...logFields, storageKey: file.storageKey }, 'stored file bytes missing from the storage');
    throw new AppError(ERROR_LABELS.fileDownload);
  }
}

/**
 * A file as the answer: its stored type (never sniffed: nosniff), its name for the browser, never kept by shared caches. An
 * `inline` file is shown in the page; the caller adds the policy that sandboxes it.
 */
export function sendFile(
  reply: FastifyReply,
  file: { mimeType: string; fileName: string; sizeBytes?: number; content: Readable | Buffer },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.sizeBytes !== undefined) reply.header('content-length', file.sizeBytes);
  return reply.send(file.content);
}
