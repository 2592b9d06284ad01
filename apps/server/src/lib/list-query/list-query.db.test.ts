import { listFilter, type TListFilter } from '@emisja/shared';
import { and } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { buildListQuery, countAll } from './build-list-query.ts';
import { defineListColumns } from './define-list-columns.ts';

// The builder's SQL on the real engines (PGlite, and PostgreSQL with TEST_DATABASE_URL): the date semantics and literal
// matching of hostile values, on a table of this test's own.

const probes = pgTable('list_query_probes', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const PROBES = defineListColumns(
  {
    label: { column: probes.label, operators: ['like', 'leq', 'in'], sortable: true },
    dayFrom: { column: probes.day, operators: ['gte'] },
    dayTo: { column: probes.day, operators: ['lte'] },
    atFrom: { column: probes.at, operators: ['gte'] },
    atTo: { column: probes.at, operators: ['lte'] },
  },
  { defaultSort: { column: 'label', order: 'asc' }, tiebreaker: probes.id },
);

// Instants around the Warsaw day 2026-03-29 (the spring DST change: that day has 23 hours, 00:00 is 23:00Z the day before).
const ROWS = [
  { id: 1, label: 'plain', day: '2026-03-28', at: '2026-03-28T22:59:59.999Z' }, // 23:59:59.999 on the 28th in Warsaw
  { id: 2, label: "%' OR 1=1 --", day: '2026-03-29', at: '2026-03-28T23:00:00Z' }, // 00:00 on the 29th in Warsaw
  { id: 3, label: '100%', day: '2026-03-29', at: '2026-03-29T21:59:59.999Z' }, // 23:59:59.999 on the 29th (UTC+2 by then)
  { id: 4, label: 'a_b', day: '2026-03-30', at: '2026-03-29T22:00:00Z' }, // 00:00 on the 30th in Warsaw
  { id: 5, label: 'axb', day: null, at: '2026-04-10T12:00:00Z' },
  { id: 6, label: 'back\\slash', day: '2026-01-01', at: '2026-01-01T12:00:00Z' },
  { id: 7, label: 'Łódź', day: '2026-01-01', at: '2026-01-01T12:00:00Z' },
];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(
    'create table list_query_probes (id integer primary key, label text not null, day date, at timestamptz not null)',
  );
  await database.db.insert(probes).values(ROWS.map((row) => ({ ...row, at: new Date(row.at) })));
});
afterAll(() => database.close());

async function ids(...filters: TListFilter[]): Promise<number[]> {
  const list = buildListQuery(PROBES, { limit: 100, offset: 0, filters, sort: { column: 'label', order: 'asc' } });
  const rows = await database.db
    .select({ id: probes.id })
    .from(probes)
    .where(and(list.where))
    .orderBy(...list.orderBy);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('list query on the database', () => {
  it('like and leq match %, _ and \\ literally, whatever the value', async () => {
    expect(await ids(listFilter('label', 'like', "%' OR 1=1 --"))).toEqual([2]);
    expect(await ids(listFilter('label', 'like', '%'))).toEqual([2, 3]);
    expect(await ids(listFilter('label', 'like', '_'))).toEqual([4]);
    expect(await ids(listFilter('label', 'like', '\\'))).toEqual([6]);
    expect(await ids(listFilter('label', 'leq', 'a_b'))).toEqual([4]);
    expect(await ids(listFilter('label', 'leq', 'A_B'))).toEqual([4]);
    expect(await ids(listFilter('label', 'leq', 'back\\slash'))).toEqual([6]);
    expect(await ids(listFilter('label', 'in', ["%' OR 1=1 --", 'axb']))).toEqual([2, 5]);
  });

  it('like ignores case, Polish letters included', async () => {
    expect(await ids(listFilter('label', 'like', 'łÓD'))).toEqual([7]);
    expect(await ids(listFilter('label', 'like', 'PLAIN'))).toEqual([1]);
  });

  it('gte/lte on a date column include both ends', async () => {
    expect(await ids(listFilter('dayFrom', 'gte', '2026-03-29'), listFilter('dayTo', 'lte', '2026-03-29'))).toEqual([2, 3]);
    expect(await ids(listFilter('dayTo', 'lte', '2026-01-01'))).toEqual([6, 7]);
  });

  it('a date-only gte/lte on a timestamp is the whole day in Europe/Warsaw, across a DST change', async () => {
    expect(await ids(listFilter('atFrom', 'gte', '2026-03-29'), listFilter('atTo', 'lte', '2026-03-29'))).toEqual([2, 3]);
    expect(await ids(listFilter('atTo', 'lte', '2026-03-28'))).toEqual([1, 6, 7]);
    expect(await ids(listFilter('atFrom', 'gte', '2026-03-30'))).toEqual([4, 5]);
  });

  it('a date-time gte/lte is that instant, inclusive', async () => {
    expect(await ids(listFilter('atFrom', 'gte', '2026-03-29T01:00:00+02:00'))).toEqual([2, 3, 4, 5]);
    expect(await ids(listFilter('atTo', 'lte', '2026-03-28T23:00:00Z'))).toEqual([1, 2, 6, 7]);
  });

  it('counts as a JavaScript number on both engines', async () => {
    const [row] = await database.db.select({ total: countAll() }).from(probes);
    expect(row?.total).toBe(ROWS.length);
  });
});
