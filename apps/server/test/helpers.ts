import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadEnv, type Env } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createRequestContext, type RequestContext, type RequestContextInput } from '../src/lib/request-context.ts';
import { loadAdvisorActor } from '../src/modules/advisors/advisor-actor.service.ts';
import { normalizeHost } from '../src/modules/tenancy/tenancy.service.ts';
import { TEST_PII_ENCRYPTION_KEY } from './pii-test-key.ts';

export const DEMO_HOST = 'localhost';
export const NAVY_HOST = 'navy.localhost';

/** A fresh database for this test file, cloned from the migrated and seeded template; dropped after the file. */
export async function createTestDatabase(): Promise<Database> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `${postgres.database}_f${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${postgres.database}"`);
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        // pg's pool.end() resolves while its connections are still closing; dropping WITH (FORCE) then would terminate
        // them, and the terminated client's error surfaces as an uncaught exception. Wait for them to leave first.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await admin.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = $1', [
            name,
          ]);
          if (Number(rows[0]?.count ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openDatabase({ pglite: client });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  runJobs?: boolean;
}

/**
 * A fresh storage directory holding the seeded demo documents' bytes (a copy of the template's); removed after the file,
 * and in any case with the run's temporary directory (beside the template) when the global setup tears down.
 */
export function createTestStorageDir(): string {
  const dir = mkdtempSync(path.join(path.dirname(inject('storageTemplateDir')), 'storage-'));
  cpSync(inject('storageTemplateDir'), dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The environment of a test app: silent, no web, a fresh storage directory, the template's PII key; `overrides` on top. */
export function createTestEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    STORAGE_DIR: overrides.STORAGE_DIR ?? createTestStorageDir(),
    // The key the template's demo questionnaires were encrypted with (test/global-setup.ts).
    PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
    ...overrides,
  });
}

/** The real app on a fresh database and storage directory (fastify/demo's `build(t)`), closed after the test file. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = await createTestDatabase();
  const env = createTestEnv(options.env);
  const app = await buildApp({ env, database, runJobs: options.runJobs ?? false, jobPollingIntervalSeconds: 0.5 });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

/**
 * The app (without jobs) on a database the test opened itself, such as a restored copy; it closes the database with it. The
 * caller closes the app.
 */
export async function buildAppOn(database: Database, env: Env = createTestEnv()): Promise<App> {
  const app = await buildApp({ env, database, runJobs: false });
  await app.ready();
  return app;
}

/**
 * A second server (without jobs) on the test app's database, through a connection of its own: PostgreSQL, a pool of its
 * own; PGlite, the one instance, since one process owns an embedded database (closing the second app leaves it open for
 * the first). The caller closes the second app, before the first.
 */
export async function buildSecondApp(first: App, envOverrides: Record<string, string> = {}): Promise<App> {
  const postgres = inject('postgresTemplate');
  let database: Database = { ...first.database, close: async () => {} };
  if (postgres) {
    const { rows } = await first.database.executeSql('select current_database() as name');
    const url = new URL(postgres.url);
    url.pathname = `/${String(rows[0]?.name)}`;
    database = await openDatabase({ url: url.toString() });
  }
  return buildAppOn(database, createTestEnv(envOverrides));
}

export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The request context the app would build for a request to `host` (lib/request-context.ts), for calling services without
 * HTTP; `overrides` replace what a request would carry (the base URL of links, the session...).
 */
export async function requestContextOf(
  app: App,
  host = DEMO_HOST,
  overrides: Partial<Omit<RequestContextInput, 'db' | 'landing'>> = {},
): Promise<RequestContext> {
  const landing = await app.landingResolver.resolve(normalizeHost(host));
  if (!landing) throw new Error(`No landing page for ${host}`);
  const context = createRequestContext({
    db: app.db,
    landing,
    baseUrl: `http://${host}`,
    log: app.log,
    loadAdvisorActor,
    loadConfiguration: app.tenantConfiguration.getEffectiveConfiguration,
    ...overrides,
  });
  // As the request-context plugin does before a handler: services may read it inside a transaction.
  await context.configuration();
  return context;
}
