import { listFilter, type TListFilter, type TListQuery } from '@emisja/shared';
import { sql, type SQL } from 'drizzle-orm';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { buildListQuery, escapeLikePattern, paged } from './build-list-query.ts';
import { defineListColumns } from './define-list-columns.ts';

// The SQL text and parameters the builder produces. Values must only ever appear as parameters.

const people = pgTable('people', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  birthDay: date('birth_day'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const tags = pgTable('tags', { personId: uuid('person_id').notNull(), tagId: uuid('tag_id').notNull() });

const PEOPLE = defineListColumns(
  {
    name: { column: people.name, operators: ['like', 'leq'], sortable: true },
    email: { column: people.email, operators: ['like', 'leq'], isStoredLowerCase: true },
    surname: { column: people.surname, operators: ['like'], sortable: true, sortBy: [people.surname, people.name] },
    fullName: { column: sql`${people.name} || ' ' || ${people.surname}`, operators: ['like'], sortable: true },
    status: { column: people.status, operators: ['in', 'leq'], values: ['new', 'old'], sortable: true },
    tagIds: {
      operators: ['contain'],
      valueFormat: 'uuid',
      filter: (_operator, ids) =>
        sql`exists (select 1 from ${tags} where ${tags.personId} = ${people.id} and ${tags.tagId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    },
    birthDayFrom: { column: people.birthDay, operators: ['gte'] },
    birthDayTo: { column: people.birthDay, operators: ['lte'] },
    createdFrom: { column: people.createdAt, operators: ['gte'] },
    createdTo: { column: people.createdAt, operators: ['lte'] },
    createdAt: { column: people.createdAt, sortable: true },
    id: { column: people.id, sortable: true },
  },
  { defaultSort: { column: 'surname', order: 'asc' }, tiebreaker: people.id },
);

const dialect = new PgDialect();
const render = (fragment: SQL | undefined) => (fragment ? dialect.sqlToQuery(fragment) : undefined);

function query(filters: TListFilter[], sort?: TListQuery['sort']): TListQuery {
  return sort ? { limit: 20, offset: 0, filters, sort } : { limit: 20, offset: 0, filters };
}

function where(...filters: TListFilter[]) {
  return render(buildListQuery(PEOPLE, query(filters)).where);
}

function orderBy(sort?: TListQuery['sort']) {
  return render(sql.join(buildListQuery(PEOPLE, query([], sort)).orderBy, sql`, `))?.sql;
}

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('50%_off\\x')).toBe('50\\%\\_off\\\\x');
    expect(escapeLikePattern("%' OR 1=1 --")).toBe("\\%' OR 1=1 --");
    expect(escapeLikePattern('plain')).toBe('plain');
  });
});

describe('buildListQuery filters', () => {
  it('has no condition without filters', () => {
    expect(where()).toBeUndefined();
  });

  it('like: contains, ignoring case, with the value as an escaped parameter', () => {
    expect(where(listFilter('name', 'like', 'Kow'))).toEqual({
      sql: '"people"."name" ilike $1',
      params: ['%Kow%'],
      typings: ['none'],
    });
  });

  it('leq: equals ignoring case for text, exactly for enum values', () => {
    expect(where(listFilter('name', 'leq', 'a_b'))).toMatchObject({ sql: '"people"."name" ilike $1', params: ['a\\_b'] });
    expect(where(listFilter('status', 'leq', 'new'))).toMatchObject({ sql: '"people"."status" = $1', params: ['new'] });
    // A column stored lower-case compares with lower(value), which an index on the column can serve.
    expect(where(listFilter('email', 'leq', 'A_b@X.test'))).toMatchObject({
      sql: '"people"."email" = lower($1)',
      params: ['A_b@X.test'],
    });
  });

  it('in: one of the values, each a parameter', () => {
    expect(where(listFilter('status', 'in', ['new', 'old']))).toMatchObject({
      sql: '"people"."status" in ($1, $2)',
      params: ['new', 'old'],
    });
  });

  it('contain: the definition own condition with the values as parameters', () => {
    const ids = ['7f4df2a4-0a8e-4d3c-9d56-0c1c38b8a1aa', '9d1c1a53-7b0f-4a34-8f7e-52a3bd4c6f10'];
    expect(where(listFilter('tagIds', 'contain', ids))).toMatchObject({
      sql: 'exists (select 1 from "tags" where "tags"."person_id" = "people"."id" and "tags"."tag_id" in ($1, $2))',
      params: ids,
    });
  });

  it('filters an SQL expression column', () => {
    expect(where(listFilter('fullName', 'like', 'Jan K'))).toMatchObject({
      sql: `"people"."name" || ' ' || "people"."surname" ilike $1`,
      params: ['%Jan K%'],
    });
  });

  it('gte/lte on a date column compare calendar days', () => {
    expect(where(listFilter('birthDayFrom', 'gte', '1990-01-01'), listFilter('birthDayTo', 'lte', '1990-12-31'))).toMatchObject({
      sql: '("people"."birth_day" >= $1::date and "people"."birth_day" <= $2::date)',
      params: ['1990-01-01', '1990-12-31'],
    });
  });

  it('gte/lte on a timestamp: a date-only value is the whole day in Europe/Warsaw, a date-time is that instant', () => {
    expect(where(listFilter('createdFrom', 'gte', '2026-03-01'), listFilter('createdTo', 'lte', '2026-03-31'))).toMatchObject({
      sql:
        '("people"."created_at" >= ($1::date)::timestamp at time zone $2 and ' +
        '"people"."created_at" < ($3::date + 1)::timestamp at time zone $4)',
      params: ['2026-03-01', 'Europe/Warsaw', '2026-03-31', 'Europe/Warsaw'],
    });
    expect(where(listFilter('createdTo', 'lte', '2026-03-31T12:00:00Z'))).toMatchObject({
      sql: '"people"."created_at" <= $1::timestamptz',
      params: ['2026-03-31T12:00:00Z'],
    });
  });

  it('joins several filters with AND', () => {
    expect(where(listFilter('name', 'like', 'a'), listFilter('status', 'in', ['new']))).toMatchObject({
      sql: '("people"."name" ilike $1 and "people"."status" in ($2))',
      params: ['%a%', 'new'],
    });
  });

  it.each(["%' OR 1=1 --", "'; drop table people; --", 'a\\', '$1', '") or ("1"="1', '\u0000'])(
    'never writes the value %j into the SQL text',
    (value) => {
      for (const operator of ['like', 'leq'] as const) {
        const rendered = where(listFilter('name', operator, value));
        expect(rendered?.sql).toBe('"people"."name" ilike $1');
        expect(rendered?.params).toHaveLength(1);
      }
      const rendered = where(listFilter('status', 'in', [value, 'x']));
      expect(rendered?.sql).toBe('"people"."status" in ($1, $2)');
      expect(rendered?.params).toEqual([value, 'x']);
    },
  );

  it('refuses filters the definition does not declare (parseListRequest answers these with a 400 first)', () => {
    expect(() => where(listFilter('nope', 'like', 'x'))).toThrow(/Unvalidated list filter/);
    expect(() => where(listFilter('surname', 'leq', 'x'))).toThrow(/Unvalidated list filter/);
  });
});

describe('buildListQuery order', () => {
  it('uses the default sort with the unique tiebreaker last', () => {
    expect(orderBy()).toBe('"people"."surname" asc, "people"."name" asc, "people"."id" asc');
  });

  it('sorts in the requested direction, the tiebreaker included, so the reverse order is exactly reversed', () => {
    expect(orderBy({ column: 'name', order: 'desc' })).toBe('"people"."name" desc, "people"."id" desc');
    expect(orderBy({ column: 'status', order: 'asc' })).toBe('"people"."status" asc, "people"."id" asc');
    expect(orderBy({ column: 'fullName', order: 'asc' })).toBe(
      `"people"."name" || ' ' || "people"."surname" asc, "people"."id" asc`,
    );
  });

  it('does not repeat the tiebreaker when sorting by it', () => {
    expect(orderBy({ column: 'id', order: 'desc' })).toBe('"people"."id" desc');
  });

  it('applies a lone order to the default column', () => {
    expect(orderBy({ column: '', order: 'desc' })).toBe('"people"."surname" desc, "people"."name" desc, "people"."id" desc');
  });

  it('passes limit and offset through', () => {
    expect(buildListQuery(PEOPLE, { limit: 99999, offset: 40, filters: [] })).toMatchObject({ limit: 99999, offset: 40 });
  });

  it('paged cuts a select to the page: the list order, then limit and offset as parameters', () => {
    const list = buildListQuery(PEOPLE, { limit: 20, offset: 40, filters: [], sort: { column: 'name', order: 'desc' } });
    // A database without a connection: the statement is only rendered, never run.
    const select = drizzle.mock().select({ id: people.id }).from(people).$dynamic();
    expect(paged(select, list).toSQL()).toEqual({
      sql: 'select "id" from "people" order by "people"."name" desc, "people"."id" desc limit $1 offset $2',
      params: [20, 40],
    });
  });
});

describe('defineListColumns', () => {
  const tiebreaker = people.id;
  it('refuses declarations that could not work, at start-up', () => {
    expect(() =>
      defineListColumns({ a: { sortable: true } }, { defaultSort: { column: 'a', order: 'asc' }, tiebreaker }),
    ).toThrow(/sortable without column/);
    expect(() =>
      defineListColumns(
        { a: { column: people.name, sortable: true, operators: ['contain'] } },
        { defaultSort: { column: 'a', order: 'asc' }, tiebreaker },
      ),
    ).toThrow(/contain needs a filter/);
    expect(() =>
      defineListColumns(
        { a: { column: sql`lower(${people.name})`, sortable: true, operators: ['gte'] } },
        { defaultSort: { column: 'a', order: 'asc' }, tiebreaker },
      ),
    ).toThrow(/gte\/lte need/);
    expect(() =>
      defineListColumns(
        { a: { column: people.name, operators: ['like'] } },
        { defaultSort: { column: 'a', order: 'asc' }, tiebreaker },
      ),
    ).toThrow(/not sortable/);
  });

  it('reads the date kind from the column type', () => {
    expect(PEOPLE.columns.birthDayFrom.dateKind).toBe('date');
    expect(PEOPLE.columns.createdFrom.dateKind).toBe('timestamp');
    expect(PEOPLE.columns.name.dateKind).toBeUndefined();
  });
});

describe('the joins a statement needs', () => {
  const WITH_JOINS = defineListColumns(
    {
      name: { column: people.name, operators: ['like'], sortable: true },
      tagName: { column: tags.tagId, operators: ['leq'], valueFormat: 'uuid', sortable: true, joins: ['tags'] },
      status: { column: people.status, operators: ['in'], values: ['new'], sortable: true, sortJoins: ['statuses'] },
    },
    { defaultSort: { column: 'name', order: 'asc' }, tiebreaker: people.id },
  );
  const joinsOf = (filters: TListFilter[], sort?: TListQuery['sort']) => {
    const built = buildListQuery(WITH_JOINS, query(filters, sort));
    return { where: [...built.whereJoins], orderBy: [...built.orderByJoins] };
  };

  it('lists the joins of the active filters and of the sort, separately', () => {
    expect(joinsOf([])).toEqual({ where: [], orderBy: [] });
    expect(joinsOf([listFilter('name', 'like', 'a'), listFilter('status', 'in', ['new'])])).toEqual({ where: [], orderBy: [] });
    expect(joinsOf([listFilter('tagName', 'leq', '00000000-0000-4000-8000-000000000000')])).toEqual({
      where: ['tags'],
      orderBy: [],
    });
    expect(joinsOf([], { column: 'tagName', order: 'desc' })).toEqual({ where: [], orderBy: ['tags'] });
    // sortJoins: sorting reads a table that filtering does not.
    expect(joinsOf([listFilter('status', 'in', ['new'])], { column: 'status', order: 'asc' })).toEqual({
      where: [],
      orderBy: ['statuses'],
    });
  });
});
