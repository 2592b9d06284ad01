import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, createTestStorageDir } from '../../test/helpers.ts';
import { TEST_PII_ENCRYPTION_KEY } from '../../test/pii-test-key.ts';

// Servers that start together on one PostgreSQL database (issue 17 item 6): pg-boss 10 creates a queue (row, partition table,
// foreign key) without a lock of its own, and two servers creating their queues at once deadlocked ("deadlock detected" on
// pgboss.queue, found by the browser tests on two servers, docs/decisions/053-browser-tests-on-two-instances.md). The queues
// are created under an advisory lock now (plugins/mailer.ts): every server starts, each queue exists once.
const apps: (App | undefined)[] = [];
afterAll(async () => {
  // The first app's database close drops the database: it goes last.
  for (const app of apps.reverse()) await app?.close();
});

describe('the job queues of several servers on one database', () => {
  it('are created once when three servers start at once on a database without them', { timeout: 120_000 }, async () => {
    const first = await createTestDatabase();
    const [{ name }] = (await first.executeSql('select current_database() as name')).rows as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const databases: Database[] = [
      first,
      await openDatabase({ url: url.toString() }),
      await openDatabase({ url: url.toString() }),
    ];
    const storageDir = createTestStorageDir();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      STORAGE_DIR: storageDir,
      PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
    });

    const started = await Promise.allSettled(
      databases.map(async (database, index) => {
        const app = await buildApp({ env, database, runJobs: true, jobPollingIntervalSeconds: 0.5 });
        apps[index] = app;
        await app.ready();
        return app;
      }),
    );

    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await first.executeSql('select name, count(*)::int as copies from pgboss.queue group by name');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.copies === 1)).toBe(true);
  });
});
