import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// JSON and text answers above 1 kB go out brotli- or gzip-compressed, as the client's Accept-Encoding allows (issue 16,
// docs/decisions/055-json-compression-on-the-fly.md). The web app's files are compressed at build time and sent as they
// are (plugins/web.ts); files (PDFs, uploads, downloads) and streamed answers are never touched: they are either compressed
// already or read from storage as a stream, and a second pass would only cost CPU.

/** Smaller answers gain less than the header and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Low-CPU levels, measured on a 256 kB list of 1,000 rows (Node 20, this 2-core machine): brotli quality 4 took 5.5 ms and
 * gave 61.5 kB, gzip level 6 6.2 ms and 64.1 kB; brotli 5 cost 13 ms for no gain and 11 (the static files' level) 580 ms.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers up to this size are compressed on the request's own thread: a list page of 20 rows (7.6 kB) takes 0.05 ms in
 * place and 0.2 ms through the thread pool (the hand-over and an event-loop turn cost more than the work). Larger ones go to
 * the thread pool, so a 256 kB export never holds up other requests (docs/decisions/061).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 32 * 1024;

/** JSON (also `application/problem+json`...) and text; not HTML pages of the web app, which come compressed from the build. */
const COMPRESSIBLE_TYPE = /^(application\/([\w.+-]+\+)?json|text\/[\w.+-]+)\s*(;|$)/i;

type Encoding = 'br' | 'gzip';

/** The encoding the client accepts with the highest weight, brotli first on a tie; undefined: identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | undefined>(
    (chosen, name) => (weightOf(name) > 0 && (chosen === undefined || weightOf(name) > weightOf(chosen)) ? name : chosen),
    undefined,
  );
  return best;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current.split(',').some((name) => ['accept-encoding', '*'].includes(name.trim().toLowerCase()))) return;
  reply.header('vary', current.trim() ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD' || reply.statusCode === 204) return payload;
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
  // The answer depends on Accept-Encoding from here on, whichever encoding this client gets.
  addVary(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const brotliOptions: BrotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  const inPlace = body.length <= SYNC_COMPRESSION_MAX_BYTES;
  const compressed =
    encoding === 'br'
      ? inPlace
        ? brotliCompressSync(body, brotliOptions)
        : await brotliAsync(body, brotliOptions)
      : inPlace
        ? gzipSync(body, { level: GZIP_LEVEL })
        : await gzipAsync(body, { level: GZIP_LEVEL });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

export default fp(
  async (app) => {
    app.addHook('onSend', compressAnswer);
  },
  { name: 'compression' },
);
