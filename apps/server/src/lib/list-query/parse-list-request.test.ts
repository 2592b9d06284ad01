import { LOAD_ALL_LIMIT } from '@emisja/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import errorHandler from '../../plugins/error-handler.ts';
import { defineListColumns } from './define-list-columns.ts';
import { parseListRequest } from './parse-list-request.ts';
import { isTotalCountRequested, replyWithList } from './total-count.ts';

// parseListRequest inside a bare Fastify app with the real error handler: what a list route answers to bad list queries.

const rows = pgTable('rows', {
  id: uuid('id').primaryKey(),
  surname: text('surname').notNull(),
  status: text('status').notNull(),
  day: date('day'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const LIST = defineListColumns(
  {
    surname: { column: rows.surname, operators: ['like', 'leq'], sortable: true },
    status: { column: rows.status, operators: ['in'], values: ['initial', 'active', 'deleted'], sortable: true },
    networkIds: { operators: ['contain'], valueFormat: 'uuid', filter: () => sql`true` },
    dayFrom: { column: rows.day, operators: ['gte'] },
    createdTo: { column: rows.createdAt, operators: ['lte'] },
    internalNote: { column: rows.surname },
  },
  { defaultSort: { column: 'surname', order: 'asc' }, tiebreaker: rows.id },
);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandler);
  app.get('/list', async (request, reply) => {
    const query = parseListRequest(request, LIST);
    return replyWithList(reply, { rows: [query], total: isTotalCountRequested(request) ? 42 : undefined });
  });
  app.get('/everything', async (request) => parseListRequest(request, LIST, { defaultLimit: LOAD_ALL_LIMIT }));
  await app.ready();
});
afterAll(() => app.close());

async function list(search: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/list?${search}`, headers: { 'accept-language': 'en', ...headers } });
}

describe('parseListRequest', () => {
  it('reads the raw query string, nested filter keys included', async () => {
    const response = await list(
      'limit=5&offset=10&filters[surname][value]=O%27Brien&filters[surname][operator]=like' +
        '&filters[status][value][]=active&filters[status][value][]=initial&filters[status][operator]=in' +
        '&filters[dayFrom][value]=2026-01-31&filters[dayFrom][operator]=gte' +
        '&filters[createdTo][value]=2026-01-31T23:00:00%2B01:00&filters[createdTo][operator]=lte&sort=status&order=desc',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        limit: 5,
        offset: 10,
        filters: [
          { column: 'surname', operator: 'like', value: "O'Brien" },
          { column: 'status', operator: 'in', value: ['active', 'initial'] },
          { column: 'dayFrom', operator: 'gte', value: '2026-01-31' },
          { column: 'createdTo', operator: 'lte', value: '2026-01-31T23:00:00+01:00' },
        ],
        sort: { column: 'status', order: 'desc' },
      },
    ]);
  });

  it('defaults to a page of 20, or to all rows where the route says so', async () => {
    expect((await list('')).json()).toEqual([{ limit: 20, offset: 0, filters: [] }]);
    const everything = await app.inject({ method: 'GET', url: '/everything' });
    expect(everything.json()).toEqual({ limit: LOAD_ALL_LIMIT, offset: 0, filters: [] });
  });

  it('answers 400 with one violation per problem, never 500', async () => {
    const response = await list(
      'limit=0&offset=-1&filters[nope][value]=x&filters[nope][operator]=like' +
        '&filters[surname][value]=x&filters[surname][operator]=in' +
        '&filters[status][value]=active,archived&filters[status][operator]=in' +
        '&filters[networkIds][value][]=not-a-uuid&filters[networkIds][operator]=contain' +
        '&filters[dayFrom][value]=2026-02-30&filters[dayFrom][operator]=gte' +
        '&filters[createdTo][value]=yesterday&filters[createdTo][operator]=lte' +
        '&filters[internalNote][value]=x&filters[internalNote][operator]=leq' +
        '&sort=createdTo&order=sideways',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ label: string; violations: { propertyPath: string; code: string; title: string }[] }>();
    expect(body.label).toBe('error.validation');
    expect(body.violations.map((violation) => [violation.propertyPath, violation.code])).toEqual([
      ['limit', 'listQuery.invalidNumber'],
      ['offset', 'listQuery.invalidNumber'],
      ['order', 'listQuery.invalidOrder'],
      ['filters.nope', 'listQuery.unknownColumn'],
      ['filters.surname.operator', 'listQuery.operatorNotAllowed'],
      ['filters.status.value', 'listQuery.invalidValue'],
      ['filters.networkIds.value', 'listQuery.invalidId'],
      ['filters.dayFrom.value', 'listQuery.invalidDate'],
      ['filters.createdTo.value', 'listQuery.invalidDateTime'],
      ['filters.internalNote', 'listQuery.unknownColumn'],
      ['sort', 'listQuery.notSortable'],
    ]);
    expect(body.violations[4]?.title).toBe('The operator in cannot be used here; allowed: like, leq');
    expect(body.violations[5]?.title).toBe('Allowed values: initial, active, deleted');
  });

  it('refuses a NUL character in a filter value (PostgreSQL refuses it in text; issue 17 item 10)', async () => {
    const response = await list('filters[surname][value]=Kow%00&filters[surname][operator]=like');
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'filters.surname.value',
        title: 'A value cannot contain a NUL character',
        code: 'listQuery.invalidCharacter',
      },
    ]);
  });

  it('writes the violation titles in the caller language', async () => {
    const response = await list('filters[nope][value]=x&filters[nope][operator]=like', { 'accept-language': 'pl' });
    expect(response.json()).toMatchObject({
      label: 'error.validation',
      message: 'Niepoprawne dane formularza',
      violations: [{ propertyPath: 'filters.nope', title: 'Tej listy nie można filtrować według nope' }],
    });
  });

  it('does not treat inherited object keys as columns', async () => {
    const response = await list('filters[constructor][value]=x&filters[constructor][operator]=like&sort=toString');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ violations: { propertyPath: string }[] }>().violations.map((v) => v.propertyPath)).toEqual([
      'filters.constructor',
      'sort',
    ]);
  });
});

describe('total count', () => {
  it('is sent in X-Total-Count only when asked for with X-Request-Total-Count: true', async () => {
    const counted = await list('', { 'x-request-total-count': 'true' });
    expect(counted.headers['x-total-count']).toBe('42');
    expect(counted.headers['access-control-expose-headers']).toBe('X-Total-Count');

    const notCounted = await list('');
    expect(notCounted.headers['x-total-count']).toBeUndefined();
    expect((await list('', { 'x-request-total-count': 'false' })).headers['x-total-count']).toBeUndefined();
  });
});
