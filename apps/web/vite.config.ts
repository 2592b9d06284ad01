import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true, manifest: true },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
