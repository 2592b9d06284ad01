import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { openDatabase, type Database } from './client.ts';
import { installDrizzleParsers } from './pglite-parsers.ts';
import { kycRequests } from './schema/index.ts';

// PGlite copied its 318-entry parser table on every query that brought Drizzle's parsers (docs/decisions/061): the
// parsers are installed once and Drizzle's queries reach PGlite without them. Dates read the same through Drizzle and
// through raw SQL on both engines; on PGlite, no Drizzle query passes parsers any more.

/** What Drizzle's `execute` answers on both drivers. */
type Rows = { rows: Record<string, unknown>[] };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('dates and times on the engine under test', () => {
  it('reads a timestamp as a Date through Drizzle and through raw SQL, the same instant', async () => {
    const [row] = await database.db
      .select({ id: kycRequests.id, createdAt: kycRequests.createdAt, expiresAt: kycRequests.expiresAt })
      .from(kycRequests)
      .limit(1);
    expect(row!.createdAt).toBeInstanceOf(Date);
    const { rows } = await database.executeSql('select created_at, expires_at from kyc_requests where id = $1', [row!.id]);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    expect((rows[0]!.created_at as Date).toISOString()).toBe(row!.createdAt.toISOString());
    expect((rows[0]!.expires_at as Date).toISOString()).toBe(row!.expiresAt.toISOString());
    // Raw SQL without parameters (the multi-statement path) too.
    const script = await database.executeSql(`select timestamptz '2026-11-28 12:00:00+00' as at`);
    expect((script.rows[0]!.at as Date).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('keeps text, dates and intervals as Drizzle maps them, inside a transaction too', async () => {
    const read = async (executor: Pick<Database['db'], 'execute'>) =>
      (await executor.execute(sql`select date '2026-02-28' as day, interval '1 day 2 hours' as span`)) as unknown as Rows;
    const outside = await read(database.db);
    const inside = await database.db.transaction((tx) => read(tx));
    for (const result of [outside, inside]) {
      expect(result.rows[0]).toEqual({ day: '2026-02-28', span: '1 day 02:00:00' });
    }
  });
});

describe('PGlite: the parser table is not copied per query', () => {
  let client: PGlite;
  let pglite: Database;
  beforeAll(async () => {
    client = await PGlite.create();
    pglite = await openDatabase({ pglite: client });
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('sends Drizzle queries without parsers, in and out of transactions, and reads raw SQL with PGlite`s own', async () => {
    const query = vi.spyOn(client, 'query');
    await pglite.db.execute(sql`select now() as at`);
    await pglite.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 as one`);
    });
    const drizzleCalls = query.mock.calls.filter(([text]) => /select (now|1)/.test(text));
    expect(drizzleCalls.length).toBeGreaterThanOrEqual(1);
    for (const [, , options] of drizzleCalls) expect(options?.parsers).toBeUndefined();
    // A transaction's queries go through its own object: record what reaches it (the real transaction runs them).
    const transaction = client.transaction.bind(client);
    const reachedTransaction: (QueryOptions | undefined)[] = [];
    vi.spyOn(client, 'transaction').mockImplementation((callback) =>
      transaction((tx) =>
        callback({
          ...tx,
          query: (text: string, params?: unknown[], options?: QueryOptions) => {
            reachedTransaction.push(options);
            return tx.query(text, params, options);
          },
        } as typeof tx),
      ),
    );
    const inTransaction = (await pglite.db.transaction((tx) => tx.execute(sql`select now() as at`))) as unknown as Rows;
    expect(typeof inTransaction.rows[0]!.at).toBe('string');
    expect(reachedTransaction.length).toBeGreaterThanOrEqual(1);
    for (const options of reachedTransaction) expect(options?.parsers).toBeUndefined();

    query.mockClear();
    const { rows } = await pglite.executeSql('select now() as at where $1::int = 1', [1]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(query.mock.calls[0]![2]?.parsers).toBeUndefined();
  });

  it('reads every type it changed exactly as a plain PGlite instance does, through raw SQL', async () => {
    const everyType = `select timestamp '2026-11-28 12:00:00' as ts, timestamptz '2026-11-28 12:00:00+00' as tstz,
      interval '1 day 2 hours' as span, date '2026-02-28' as day, array[1.5::numeric, null] as nums,
      array[timestamp '2026-11-28 12:00:00'] as tss, array[timestamptz '2026-11-28 12:00:00+00', null] as tstzs,
      array[interval '3 hours'] as spans, array[date '2026-02-28'] as days, null::timestamptz as none, $1::int as one`;
    const plain = await PGlite.create();
    try {
      const expected = (await plain.query(everyType, [1])).rows[0];
      const { rows } = await pglite.executeSql(everyType, [1]);
      expect(rows[0]).toEqual(expected);
      expect(rows[0]!.tstz).toBeInstanceOf(Date);
      expect((rows[0]!.tstzs as unknown[])[0]).toBeInstanceOf(Date);
      // The multi-statement path (no parameters) too.
      const script = await pglite.executeSql(everyType.replace('$1::int', '1'));
      expect(script.rows[0]).toEqual(expected);
    } finally {
      await plain.close();
    }
  });

  it('passes parsers it does not know through unchanged', async () => {
    const { forDrizzle } = installDrizzleParsers(client);
    const asNumber = (value: string) => Number(value) * 10;
    const result = await forDrizzle.query<{ n: number }>('select 4 as n', [], { parsers: { [types.INT4]: asNumber } });
    expect(result.rows[0]!.n).toBe(40);
    // And the installed ones read the time types as text.
    const time = await forDrizzle.query<{ at: unknown }>(`select timestamptz '2026-11-28 12:00:00+00' as at`);
    expect(time.rows[0]!.at).toBe('2026-11-28 12:00:00+00');
  });
});
