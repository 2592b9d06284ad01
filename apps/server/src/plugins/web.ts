import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_LABELS } from '@emisja/shared';
import { escapeHtml } from '../emails/html.ts';
import { requestLanguage } from '../lib/language.ts';
import { errorBody } from './error-handler.ts';
import { landingSideOf, renderShell, shellHeadFor, type TShellHead } from './web-shell.ts';

const API_PATH = /^\/(api|public-api|investor-api|dev)(\/|$)/;

function wantsHtml(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PATH.test(path) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

type IndexHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

/** One page's HTML and its compressed forms. */
function compressed(html: string): IndexHtml {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

/** Tenant shells kept compressed: one per tenant, side and configuration seen lately (a changed configuration adds one). */
const MAX_CACHED_SHELLS = 200;

/** index.html and its compressed forms, made once: the build's .br/.gz when present, else compressed here. */
function readIndexHtml(indexPath: string): IndexHtml {
  const identity = readFileSync(indexPath);
  const brPath = `${indexPath}.br`;
  const gzPath = `${indexPath}.gz`;
  return {
    identity,
    br: existsSync(brPath) ? readFileSync(brPath) : brotliCompressSync(identity),
    gzip: existsSync(gzPath) ? readFileSync(gzPath) : gzipSync(identity),
  };
}

/** The best encoding the client accepts for the HTML shell: brotli, then gzip, else none. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const UNKNOWN_HOST_TEXT = {
  pl: { title: 'Nie znaleziono platformy', body: 'Pod adresem {host} nie działa żadna platforma. Sprawdź adres w przeglądarce.' },
  en: { title: 'Platform not found', body: 'No platform is configured at {host}. Please check the address.' },
};

/** An unknown host gets a clear 404 page of its own, never another tenant's app (issue 2, tenancy). */
function sendUnknownHostPage(request: FastifyRequest, reply: FastifyReply) {
  const text = UNKNOWN_HOST_TEXT[requestLanguage(request)];
  const host = escapeHtml(request.headers.host ?? '');
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${requestLanguage(request)}"><head><meta charset="utf-8"><title>404 - ${text.title}</title></head>` +
        `<body><main><h1>404 - ${text.title}</h1><p>${text.body.replace('{host}', `<strong>${host}</strong>`)}</p></main></body></html>`,
    );
}

// Production serving (issue 2): one process serves the API and the built web app. Hashed assets are cached for a year,
// index.html never, and unknown non-API paths fall back to the app, whose router shows its own 404.
export default fp<{ webDistDir: string; serveWeb: boolean }>(
  async (app, { webDistDir, serveWeb }) => {
    const indexPath = path.join(webDistDir, 'index.html');
    const isServingWeb = serveWeb && existsSync(indexPath);
    if (!serveWeb) app.log.info('SERVE_WEB=false: serving the API only');
    else if (!isServingWeb) app.log.warn({ webDistDir }, 'no web build found: serving the API only (run `npm run build`)');

    let indexHtml: IndexHtml | null = null;
    const shells = new Map<string, IndexHtml>();
    /**
     * index.html with the tenant's title, favicon and, on a landing page, its background picture's preload (web-shell.ts);
     * the build's file as it is when the tenant sets none of them or its configuration cannot be read.
     */
    const shellFor = async (request: FastifyRequest): Promise<IndexHtml> => {
      indexHtml ??= readIndexHtml(indexPath);
      let head: TShellHead;
      try {
        const whiteLabel = await app.tenantConfiguration.getWhiteLabel(request.landing!);
        head = shellHeadFor(whiteLabel, landingSideOf(request.url.split('?')[0] ?? '/'));
      } catch (error) {
        request.log.warn({ err: error }, 'the tenant configuration could not be read: serving the plain HTML shell');
        return indexHtml;
      }
      if (!head.title && !head.favicon && !head.backgroundImage) return indexHtml;
      const key = JSON.stringify(head);
      let shell = shells.get(key);
      if (!shell) {
        if (shells.size >= MAX_CACHED_SHELLS) shells.clear();
        shell = compressed(renderShell(indexHtml.identity.toString('utf8'), head));
        shells.set(key, shell);
      }
      return shell;
    };
    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.landing) return sendUnknownHostPage(request, reply);
      const shell = await shellFor(request);
      const encoding = acceptedEncoding(request);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding) return reply.header('content-encoding', encoding).send(shell[encoding]);
      return reply.send(shell.identity);
    };

    if (isServingWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        schemaHide: true,
        // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent when the client accepts them.
        preCompressed: true,
        // Our own cache headers below; the plugin's default (max-age=0) would override them.
        cacheControl: false,
        setHeaders(response, filePath) {
          const relative = path.relative(webDistDir, filePath);
          if (relative.startsWith(`assets${path.sep}`))
            response.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else if (relative === 'index.html') response.setHeader('cache-control', 'no-cache');
          else response.setHeader('cache-control', 'public, max-age=3600');
        },
      });
      app.get('/', { schema: { hide: true } }, sendApp);
    }

    app.setNotFoundHandler((request, reply) => {
      if (wantsHtml(request)) {
        if (isServingWeb) return sendApp(request, reply);
        if (!request.landing) return sendUnknownHostPage(request, reply);
      }
      return reply.status(404).send(errorBody(request, ERROR_LABELS.routeNotFound));
    });
  },
  { name: 'web', dependencies: ['tenant'] },
);
