import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../test/helpers.ts';
import { landingSideOf, renderShell } from './web-shell.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'emisja-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Emisja</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>',
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

  // Issue 16: the landing pages' largest element is the tenant's background picture, which the app asks for only once its code
  // and the branding have arrived; the HTML names it so that the browser fetches it beside the code.
  it("names the tenant's title, favicon and its landing side's background picture in the HTML", async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
    const preload = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;

    const landing = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-encoding': 'br' } });
    const landingHtml = brotliDecompressSync(landing.rawPayload).toString();
    expect(landingHtml).toContain(preload('/branding/demo/background.svg'));
    expect(landingHtml).toContain('<title>Emisja Demo</title>');
    expect(landingHtml).toContain('<link rel="icon" href="/branding/demo/favicon.svg" />');
    expect(landingHtml).toContain('<div id="root">');

    const navy = await app.inject({ method: 'GET', url: '/doradcy?lang=en', headers: { ...html, host: NAVY_HOST } });
    expect(navy.body).toContain(preload('/branding/navy/background.svg'));
    expect(navy.body).toContain('<title>Navy Capital</title>');

    const reset = await app.inject({ method: 'GET', url: '/auth/reset-password/abc', headers: html });
    expect(reset.body).toContain(preload('/branding/demo/background.svg'));

    // Pages without the landing layout get the title, not the picture.
    const panel = await app.inject({ method: 'GET', url: '/app/investors', headers: html });
    expect(panel.body).toContain('<title>Emisja Demo</title>');
    expect(panel.body).not.toContain('rel="preload"');
  });

  it('puts the tenant values into the shell escaped, and tells the landing pages from the others', () => {
    const shell = renderShell('<html><head><title>Emisja</title></head><body></body></html>', {
      title: '</title><script>alert(1)</script>',
      favicon: null,
      backgroundImage: '/x.svg" onload="alert(1)',
    });
    expect(shell).not.toContain('<script>');
    expect(shell).not.toContain('" onload=');
    expect(shell).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');

    expect(['/', '/investor-login', '/auth/confirm-login', '/login-with-redirect-token'].map(landingSideOf)).toEqual(
      Array(4).fill('investor'),
    );
    expect(
      ['/doradcy', '/doradcy/', '/auth/reset-password', '/auth/reset-password/t', '/auth/activate-from-email/t'].map(
        landingSideOf,
      ),
    ).toEqual(Array(5).fill('advisors'));
    expect(['/app', '/campaign', '/kyc-form', '/auth/reset-password/t/x', '/investor-login-x'].map(landingSideOf)).toEqual(
      Array(5).fill(null),
    );
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
