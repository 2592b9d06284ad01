import { finished, PassThrough } from 'node:stream';
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

/**
 * A body the multipart parser (busboy) cannot read: no boundary, a part or its headers cut short, a malformed header. Its
 * errors carry no HTTP status (they would answer 500); the limits' errors of @fastify/multipart (413 and the like) do.
 */
function isBrokenBody(error: unknown): boolean {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode !== 'number';
}

/**
 * The part "file" of a multipart/form-data body: 415 for another content type, 400 (violation on `file`) without it or when
 * the body is broken (issue 17 item 10: no boundary, a truncated part), also when the break shows only while the file is read.
 */
export async function readFileUpload(request: FastifyRequest, options: { maxBytes?: number } = {}): Promise<FileUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const broken = (cause: unknown) => Object.assign(fieldViolation('file', 'validation.invalid', request.ctx.language), { cause });
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    // A route's own limit, below the plugin's: the file is cut there (then 413) instead of being read to the plugin's limit.
    part = await request.file(options.maxBytes === undefined ? undefined : { limits: limitsFor(options.maxBytes) });
  } catch (error) {
    throw isBrokenBody(error) ? broken(error) : error;
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fieldViolation('file', 'validation.required', request.ctx.language);
  }
  const file = part.file;
  // The stream the pipeline reads: the file's bytes, or the 400 above when busboy finds the body cut short mid-file.
  const content = new PassThrough();
  // `finished`, not an 'error' listener: busboy may have failed the file before this code runs (then no event comes again).
  file.pipe(content);
  // The reader (the storage's pipeline) listens for errors while it reads; one that comes after it stopped is nobody's.
  content.on('error', () => undefined);
  finished(file, (error) => {
    if (error) content.destroy(isBrokenBody(error) ? broken(error) : error);
  });
  return { fileName: part.filename, content, isTruncated: () => file.truncated };
}
