import { defineConfig } from '@playwright/test';

// Browser tests click through the real production build served by the real server, on a fresh embedded database; with
// E2E_DATABASE_URL, through two servers on that PostgreSQL database, each request to the next one (e2e/start-server.mjs).
// Debian's Chromium is used (`apt-get install chromium`); Playwright's own browser download cannot work here.
//
// Two projects run side by side, each one file at a time: the flows, and the accessibility spec (axe on every screen, in
// both themes, at two widths: about half of the browser tests' time, spent in the browser while the flows mostly wait on
// the server). The accessibility spec has its own server on its own fresh embedded database, so no flow (a branding
// change, an archived advisor) can change a screen while axe reads it (docs/decisions/060-accessibility-spec-beside-the-flows.md).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const ACCESSIBILITY_PORT = E2E_PORT + 1;
const isTwoInstances = Boolean(process.env.E2E_DATABASE_URL);
const ACCESSIBILITY_SPEC = /foundation\/accessibility\.spec\.ts$/;

const serverEnvironment = {
  // Access tokens for 305 s: with the 5-minute refresh margin (spec section 4) a token counts as expiring 5 s after it is
  // issued, so e2e/auth/advisor-login.spec.ts sees the silent refresh within seconds instead of 10 minutes.
  ACCESS_TOKEN_TTL_SECONDS: '305',
  // Every login of the suite comes from one IP and reuses a few e-mails: the production limits would stop the run.
  AUTH_RATE_LIMIT_IP_MAX: '1000',
  AUTH_RATE_LIMIT_EMAIL_MAX: '100',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: ACCESSIBILITY_SPEC, workers: 1 },
    {
      name: 'accessibility',
      testMatch: ACCESSIBILITY_SPEC,
      workers: 1,
      use: { baseURL: `http://localhost:${ACCESSIBILITY_PORT}` },
    },
  ],
  retries: 0,
  forbidOnly: true,
  // Upper bounds, not waits (every wait is on a state): two projects share the 2 cores, and the machine may be busy.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The platform's users are in Poland: a Polish browser (Accept-Language) in Warsaw time.
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  globalTeardown: './e2e/two-instances-teardown.ts',
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      // Two servers stop gracefully, so the proxy prints its counts and the database connections close before the database
      // is dropped; the single PGlite server is stopped as before.
      ...(isTwoInstances ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 } } : {}),
      url: `http://localhost:${E2E_PORT}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...serverEnvironment, PORT: String(E2E_PORT) },
    },
    {
      // The accessibility spec's server: one server on a fresh embedded database (an empty E2E_DATABASE_URL).
      command: 'node e2e/start-server.mjs',
      url: `http://localhost:${ACCESSIBILITY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...serverEnvironment, PORT: String(ACCESSIBILITY_PORT), E2E_DATABASE_URL: '' },
    },
  ],
});
