import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_LABELS } from '@emisja/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, createTestDatabase, createTestStorageDir, NAVY_HOST } from '../../../test/helpers.ts';
import { TEST_PII_ENCRYPTION_KEY } from '../../../test/pii-test-key.ts';

// Liveness, readiness and the Prometheus metrics (issue 17 item 7, docs/decisions/051-operations-health-metrics-container.md).

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line of the exposition text (`name{labels} value`), or undefined. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('GET /ready and GET /health', () => {
  let app: App;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = createTestStorageDir();
    app = await buildTestApp({ env: { STORAGE_DIR: storageDir, METRICS_TOKEN } });
  });

  it('answers 200 when the database answers and the storage takes a file, and leaves no file behind', async () => {
    const before = filesUnder(storageDir);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_ENGINE ?? 'pglite', storage: 'writable' });
    expect(filesUnder(storageDir)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 with the error body naming what failed: the storage, then the database too', async () => {
    // A storage directory that is a file: nothing can be written under it.
    const notADirectory = path.join(createTestStorageDir(), 'not-a-directory');
    writeFileSync(notADirectory, 'x');
    const database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      STORAGE_DIR: notADirectory,
      PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
    });
    const broken = await buildApp({ env, database, closeDatabase: false, runJobs: false });
    afterAll(() => broken.close());

    const storageDown = await broken.inject({ method: 'GET', url: '/ready', headers: { 'accept-language': 'en' } });
    expect(storageDown.statusCode).toBe(503);
    expect(storageDown.json()).toEqual({
      label: ERROR_LABELS.serviceUnavailable,
      message: 'The service is not available right now. Please try again later.',
      violations: [{ propertyPath: 'storage', code: ERROR_LABELS.serviceUnavailable, title: expect.any(String) }],
    });
    // Liveness does not depend on the storage: the process is alive, only not ready.
    expect((await broken.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    await database.close();
    const bothDown = await broken.inject({ method: 'GET', url: '/ready' });
    expect(bothDown.statusCode).toBe(503);
    expect(bothDown.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
      'database',
      'storage',
    ]);
    // A host this process has not resolved yet: its landing page cannot be looked up with the database down, and /ready
    // still answers its 503 instead of failing in the tenant lookup with a 500 (found under load, once the cache expired).
    const uncachedHost = await broken.inject({ method: 'GET', url: '/ready', headers: { host: NAVY_HOST } });
    expect(uncachedHost.statusCode).toBe(503);
    expect(uncachedHost.json().label).toBe(ERROR_LABELS.serviceUnavailable);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json().label).toBe(ERROR_LABELS.routeNotFound);
  });

  it('refuses a missing or wrong token with 401 and the error body, and answers the right one', async () => {
    const app = await buildTestApp({ env: { METRICS_TOKEN } });
    for (const headers of [{}, bearer('wrong-token-of-the-same-size-0123456'), { authorization: METRICS_TOKEN }]) {
      const refused = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ label: ERROR_LABELS.unauthorized, violations: [] });
    }
    const answered = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain('text/plain');
  });

  it('reports request durations by route pattern, the outbox lag, the job queue depth and the process', async () => {
    const app = await buildTestApp({ env: { METRICS_TOKEN }, runJobs: true });
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/public-api/white-label', headers: { host: 'localhost' } });
    await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    // An e-mail waiting for 10 minutes (the outbox sweeper looked at the start, before it was written, and looks again 30 s
    // later) and a job no worker takes.
    await app.db.insert(emailOutbox).values({
      landingPageId: null,
      template: 'metrics-test',
      language: 'en',
      toAddress: 'waiting@emisja.test',
      subject: 'Waiting',
      html: '<p>Waiting</p>',
      text: 'Waiting',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    await app.jobs!.createQueue('metrics-test');
    await app.jobs!.send('metrics-test', {});

    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
    expect(sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\}/)).toBe(1);
    expect(
      sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/public-api\/white-label",status_code="200"\}/),
    ).toBe(1);
    // A request that matched no route is counted under one label, never under its URL.
    expect(sample(text, /^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\}/)).toBe(1);
    expect(text).not.toContain('no-such-route');
    expect(sample(text, /^emisja_outbox_lag_seconds /)).toBeGreaterThanOrEqual(600);
    expect(sample(text, /^emisja_outbox_pending_emails /)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^emisja_job_queue_depth\{queue="metrics-test",state="created"\}/)).toBe(1);
    expect(sample(text, /^process_resident_memory_bytes /)).toBeGreaterThan(0);
    expect(sample(text, /^nodejs_eventloop_lag_seconds /)).toBeGreaterThanOrEqual(0);
  });
});
