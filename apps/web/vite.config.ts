import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';

// The server picks the tenant (landing page) from the Host header (product-decisions 1), so the proxy keeps the
// browser's Host: `changeOrigin: false`. Opening http://navy.localhost:5173 therefore shows the Navy Capital tenant.
const api: ProxyOptions = { target: API_TARGET, changeOrigin: false };

// `/auth/activate-from-email/{id}`, `/auth/confirm-login` and `/auth/reset-password` are pages of this app (spec 2) while
// the rest of `/auth` is the API: browser navigations (Accept: text/html) get the app, calls from fetch go to the server.
const authApi: ProxyOptions = {
  ...api,
  bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

// Prefixes end at a slash (or the end of the path) so that e.g. `/development` or `/apiary` stay with the app.
const proxy: Record<string, ProxyOptions> = {
  '^/api(/|$)': api,
  '^/public-api(/|$)': api,
  '^/investor-api(/|$)': api,
  '^/auth(/|$)': authApi,
  '^/dev(/|$)': api,
  '^/uploads(/|$)': api,
};

/** The JSON files of src/lib/i18n.ts's CORE_TRANSLATIONS in one language. */
const CORE_TRANSLATION_FILES = (language: string) =>
  new RegExp(`[\\\\/]src[\\\\/]locales[\\\\/]${language}[\\\\/](common|error-page|access-denied|auth|landing)\\.json$`);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, so the server sends them as they are
 * (@fastify/static `preCompressed`, apps/server/src/plugins/web.ts) instead of compressing on each request
 * (issue 16, docs/decisions). Files under 1 kB gain nothing and are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'emisja-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      // A failed build wrote nothing (or not all): its own error is the one to show.
      if (error || !existsSync(outDir)) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The manifest lets bench/first-load.ts and the budget test follow each page's static imports (issue 16).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'phone', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/, priority: 3 },
            { name: 'iban', test: /[\\/]node_modules[\\/]ibantools[\\/]/, priority: 3 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // The shell's translations (CORE_TRANSLATIONS, src/lib/i18n.ts): one request per language at start, not five.
            { name: 'i18n-core-pl', test: CORE_TRANSLATION_FILES('pl'), priority: 4 },
            { name: 'i18n-core-en', test: CORE_TRANSLATION_FILES('en'), priority: 4 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
