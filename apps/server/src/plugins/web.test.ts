import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_HOST } from '../../test/helpers.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'emisja-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
// The build's precompressed forms (apps/web/vite.config.ts writes them beside each text file).
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app")'));
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app")'));
mkdirSync(path.join(dist, 'branding'));
writeFileSync(path.join(dist, 'branding', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built web app', () => {
  const html = { host: DEMO_HOST, accept: 'text/html,application/xhtml+xml' };

  it('serves index.html uncached at / and for unknown app paths, hashed assets cached for a year', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('<div id="root">');

    const deep = await app.inject({ method: 'GET', url: '/app/investors?view=kanban', headers: html });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');

    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { host: DEMO_HOST } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const branding = await app.inject({ method: 'GET', url: '/branding/logo.svg', headers: { host: DEMO_HOST } });
    expect(branding.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed brotli or gzip form of an asset and of the HTML when the client accepts it', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
    const assetUrl = '/assets/index-AbC123.js';
    const brotli = await app.inject({
      method: 'GET',
      url: assetUrl,
      headers: { host: DEMO_HOST, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');

    const gzip = await app.inject({ method: 'GET', url: assetUrl, headers: { host: DEMO_HOST, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');

    const identity = await app.inject({ method: 'GET', url: assetUrl, headers: { host: DEMO_HOST } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe('console.log("app")');

    const page = await app.inject({
      method: 'GET',
      url: '/app/investors',
      headers: { ...html, 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const gzipPage = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipPage.rawPayload).toString()).toContain('<div id="root">');
  });

  it('keeps API paths out of the fallback: JSON 404 for unknown API routes', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
    const response = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().label).toBe('error.routeNotFound');
  });

  it('shows an unknown host a 404 page of its own instead of a tenant app', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, host: 'unknown.example.com', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Platform not found');
    expect(response.body).toContain('unknown.example.com');
    expect(response.body).not.toContain('<div id="root">');
  });
});
