import { defineConfig } from '@playwright/test';

// Browser tests click through the real production build served by the real server, on a fresh embedded database; with
// E2E_DATABASE_URL, through two servers on that PostgreSQL database, each request to the next one (e2e/start-server.mjs).
// Debian's Chromium is used (`apt-get install chromium`); Playwright's own browser download cannot work here.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const isTwoInstances = Boolean(process.env.E2E_DATABASE_URL);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
  webServer: {
    command: 'node e2e/start-server.mjs',
    // Two servers stop gracefully, so the proxy prints its counts and the database connections close before the database
    // is dropped; the single PGlite server is stopped as before.
    ...(isTwoInstances ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 } } : {}),
    url: `http://localhost:${E2E_PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // Access tokens for 305 s: with the 5-minute refresh margin (spec section 4) a token counts as expiring 5 s after it is
      // issued, so e2e/auth/advisor-login.spec.ts sees the silent refresh within seconds instead of 10 minutes.
      ACCESS_TOKEN_TTL_SECONDS: '305',
      // Every login of the suite comes from one IP and reuses a few e-mails: the production limits would stop the run.
      AUTH_RATE_LIMIT_IP_MAX: '1000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '100',
    },
  },
});
