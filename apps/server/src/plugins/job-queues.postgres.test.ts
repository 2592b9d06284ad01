import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, withAdvisoryLock, type Database } from '../db/client.ts';
import { JOB_SCHEMA_LOCK } from './mailer.ts';
import { createTestDatabase, createTestStorageDir } from '../../test/helpers.ts';
import { TEST_PII_ENCRYPTION_KEY } from '../../test/pii-test-key.ts';

// Servers that start together on one PostgreSQL database (issue 17 item 6): pg-boss 10 creates a queue (row, partition table,
// foreign key) without a lock of its own, and two servers creating their queues at once deadlocked ("deadlock detected" on
// pgboss.queue, found by the browser tests on two servers, docs/decisions/053-browser-tests-on-two-instances.md). The queues
// are created under an advisory lock now (plugins/mailer.ts): every server starts, each queue exists once.
const apps: { app: App; ownsDatabase: boolean }[] = [];
afterAll(async () => {
  // The app on a test's first connection closes last: its close drops the test database.
  for (const { app } of apps.filter((started) => !started.ownsDatabase)) await app.close();
  for (const { app } of apps.filter((started) => started.ownsDatabase)) await app.close();
});

/** Three connections to one fresh test database, as three servers would have. */
async function threeServersDatabases(): Promise<Database[]> {
  const first = await createTestDatabase();
  const [{ name }] = (await first.executeSql('select current_database() as name')).rows as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return [first, await openDatabase({ url: url.toString() }), await openDatabase({ url: url.toString() })];
}

function startServers(databases: Database[]) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    STORAGE_DIR: createTestStorageDir(),
    PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
  });
  return Promise.allSettled(
    databases.map(async (database, index) => {
      const app = await buildApp({ env, database, runJobs: true, jobPollingIntervalSeconds: 0.5 });
      apps.push({ app, ownsDatabase: index === 0 });
      await app.ready();
      return app;
    }),
  );
}

/** How many connections wait for the advisory lock of that name (withAdvisoryLock keys it by hashtext). */
async function waitingFor(database: Database, lock: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())
        and objid::bigint = (hashtext($1)::bigint & 4294967295)`,
    [lock],
  );
  return (rows[0] as { waiting: number }).waiting;
}

describe('the job queues of several servers on one database', () => {
  it('are created once when three servers start at once on a database without them', { timeout: 120_000 }, async () => {
    const databases = await threeServersDatabases();
    const first = databases[0]!;

    const started = await startServers(databases);

    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await first.executeSql('select name, count(*)::int as copies from pgboss.queue group by name');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.copies === 1)).toBe(true);
  });

  // pg-boss asks whether its schema exists and then waits for its own lock to create it, inside a transaction begun before
  // the wait: a server that waited behind another server's creation still saw no schema and failed on the duplicate
  // ('duplicate key value violates unique constraint "pg_namespace_nspname_index"', CI's browser tests on two servers).
  // Each server sets pg-boss up under JOB_SCHEMA_LOCK: this test holds that lock until all three wait for it, which is the
  // moment of the race, then lets them go.
  it('set up the job schema one after the other, each seeing what the one before made', { timeout: 120_000 }, async () => {
    const databases = await threeServersDatabases();
    const first = databases[0]!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: Promise<PromiseSettledResult<App>[]> | undefined;

    const locked = withAdvisoryLock(first, JOB_SCHEMA_LOCK, async () => {
      started = startServers(databases);
      await held;
    });
    await expect.poll(() => waitingFor(first, JOB_SCHEMA_LOCK), { timeout: 90_000, interval: 100 }).toBe(3);
    const { rows: before } = await first.executeSql(`select to_regclass('pgboss.version') as version`);
    expect(before).toEqual([{ version: null }]);
    release();
    await locked;

    const results = await started!;
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await first.executeSql('select version from pgboss.version');
    expect(rows).toHaveLength(1);
  });
});
