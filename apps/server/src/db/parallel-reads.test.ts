import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database, DbExecutor } from './client.ts';
import { readInParallel } from './parallel-reads.ts';

// Independent reads run at once on the database and one after the other in a transaction (one connection). test/setup.ts
// fails any test during which node-postgres is sent a statement on a busy connection.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Three reads that note when each starts and ends; each waits 50 ms in the database. */
function tracedReads(db: DbExecutor, events: string[]) {
  const read = (name: string) => async () => {
    events.push(`start ${name}`);
    const [row] = await db.select({ name: sql<string>`${name}::text` }).from(sql`pg_sleep(0.05)`);
    events.push(`end ${name}`);
    return row!.name;
  };
  return [read('a'), read('b'), read('c')] as const;
}

describe('readInParallel', () => {
  it('starts every read at once on the database, and answers in the order asked', async () => {
    const events: string[] = [];
    const results = await readInParallel(database.db, tracedReads(database.db, events));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('runs them one after the other in a transaction, and answers in the order asked', async () => {
    const events: string[] = [];
    const results = await database.db.transaction((tx) => readInParallel(tx, tracedReads(tx, events)));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
