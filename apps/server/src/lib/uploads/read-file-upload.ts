import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldViolation, unsupportedMediaType } from '../app-error.ts';
import type { FileUpload } from './store-upload.ts';

/**
 * Multipart bodies of one file part for the routes of the calling plugin (register it inside the module's plugin, so other
 * routes never parse multipart). Busboy cuts a file at `maxBytes` and reads the rest of the body away, so the client gets the
 * 413 instead of a reset connection.
 */
const limitsFor = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 50,
});

export async function registerFileUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: limitsFor(maxBytes) });
}

/** The part "file" of a multipart/form-data body: 415 for another content type, 400 (violation on `file`) without it. */
export async function readFileUpload(request: FastifyRequest, options: { maxBytes?: number } = {}): Promise<FileUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  // A route's own limit, below the plugin's: the file is cut there (then 413) instead of being read to the plugin's limit.
  const part = await request.file(options.maxBytes === undefined ? undefined : { limits: limitsFor(options.maxBytes) });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fieldViolation('file', 'validation.required', request.ctx.language);
  }
  return { fileName: part.filename, content: part.file, isTruncated: () => part.file.truncated };
}
