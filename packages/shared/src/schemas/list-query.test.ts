import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAD_ALL_LIMIT, PAGE_SIZE } from '../constants.ts';
import {
  LIST_FILTER_OPERATORS,
  isListDateTimeValue,
  isListDateValue,
  listFilter,
  listQueryIssueTitle,
  parseListQueryString,
  serializeListQuery,
  toQueryString,
  type TListFilter,
  type TListQuery,
} from './list-query.ts';

describe('parseListQueryString', () => {
  it('reads limit, offset, filters and sorting of product-decisions section 6', () => {
    const { query, issues } = parseListQueryString(
      'limit=50&offset=100&filters[surname][value]=Kow&filters[surname][operator]=like' +
        '&filters[status][value][]=active&filters[status][value][]=initial&filters[status][operator]=in&sort=email&order=desc',
    );

    expect(issues).toEqual([]);
    expect(query).toEqual({
      limit: 50,
      offset: 100,
      filters: [
        { column: 'surname', operator: 'like', value: 'Kow' },
        { column: 'status', operator: 'in', value: ['active', 'initial'] },
      ],
      sort: { column: 'email', order: 'desc' },
    });
  });

  it('defaults to the first page of 20 in the default order (spec section 9)', () => {
    expect(parseListQueryString('')).toEqual({ query: { limit: PAGE_SIZE, offset: 0, filters: [] }, issues: [] });
    expect(parseListQueryString('', { defaultLimit: LOAD_ALL_LIMIT }).query.limit).toBe(LOAD_ALL_LIMIT);
  });

  it('loads all with limit=99999&offset=0 and refuses more', () => {
    expect(parseListQueryString('limit=99999&offset=0').query.limit).toBe(LOAD_ALL_LIMIT);
    expect(parseListQueryString('limit=100000').issues).toEqual([
      { propertyPath: 'limit', code: 'listQuery.invalidNumber', params: { min: 1, max: LOAD_ALL_LIMIT } },
    ]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=', 'limit'],
    ['limit=10&limit=20', 'limit'],
    ['offset=-20', 'offset'],
    ['offset=1e3', 'offset'],
    ['offset=99999999999999999999', 'offset'],
  ])('refuses %s', (search, propertyPath) => {
    const { query, issues } = parseListQueryString(search);
    expect(issues).toEqual([expect.objectContaining({ propertyPath, code: 'listQuery.invalidNumber' })]);
    expect(query).toMatchObject({ limit: PAGE_SIZE, offset: 0 });
  });

  it('reads several values repeated with [], indexed, comma-separated or as repeated plain keys', () => {
    const expected = ['a', 'b', 'c'];
    const read = (search: string) => parseListQueryString(search).query.filters[0]?.value;
    expect(read('filters[n][value][]=a&filters[n][value][]=b&filters[n][value][]=c&filters[n][operator]=contain')).toEqual(
      expected,
    );
    expect(read('filters[n][value][0]=a&filters[n][value][1]=b&filters[n][value][2]=c&filters[n][operator]=contain')).toEqual(
      expected,
    );
    expect(read('filters[n][value]=a,b,%20c&filters[n][operator]=in')).toEqual(expected);
    expect(read('filters[n][value]=a&filters[n][value]=b,c&filters[n][value]=a&filters[n][operator]=in')).toEqual(expected);
    // One value for a multi-value operator is a list of one.
    expect(read('filters[n][value]=a&filters[n][operator]=in')).toEqual(['a']);
  });

  it('keeps text values as typed, commas, spaces and wildcards included', () => {
    const { query } = parseListQueryString({
      'filters[surname][value]': " 50%_O'Brien, \\x ",
      'filters[surname][operator]': 'like',
    });
    expect(query.filters).toEqual([{ column: 'surname', operator: 'like', value: " 50%_O'Brien, \\x " }]);
  });

  it('reads a flat record such as Fastify request.query, with repeated keys as arrays', () => {
    const { query, issues } = parseListQueryString({
      limit: '5',
      'filters[status][value][]': ['active', 'deleted'],
      'filters[status][operator]': 'in',
      page: '3',
      view: 'kanban',
    });
    expect(issues).toEqual([]);
    expect(query).toEqual({ limit: 5, offset: 0, filters: [{ column: 'status', operator: 'in', value: ['active', 'deleted'] }] });
  });

  it('treats an empty value as no filter, and ignores the type hint and unrelated parameters', () => {
    const { query, issues } = parseListQueryString(
      'filters[surname][value]=&filters[surname][operator]=like&filters[email][value]=x&filters[email][operator]=leq' +
        '&filters[email][type]=text&filters[status][operator]=in&page=2&perPage=50',
    );
    expect(issues).toEqual([]);
    expect(query.filters).toEqual([{ column: 'email', operator: 'leq', value: 'x' }]);
  });

  it('names the wrong part of a filter in the property path', () => {
    const { query, issues } = parseListQueryString(
      'filters[surname][value]=a&filters[email][value]=b&filters[email][operator]=regex' +
        '&filters[firstName][value]=a&filters[firstName][value]=b&filters[firstName][operator]=like' +
        '&filters[externalId][value][]=x&filters[externalId][operator]=leq&filters[x][bogus]=1&filters=1&filters[y][operator][]=in',
    );
    expect(query.filters).toEqual([]);
    expect(issues).toEqual([
      { propertyPath: 'filters', code: 'listQuery.invalidParameter', params: { parameter: 'filters[x][bogus]' } },
      { propertyPath: 'filters', code: 'listQuery.invalidParameter', params: { parameter: 'filters' } },
      { propertyPath: 'filters', code: 'listQuery.invalidParameter', params: { parameter: 'filters[y][operator][]' } },
      { propertyPath: 'filters.surname.operator', code: 'listQuery.operatorRequired' },
      {
        propertyPath: 'filters.email.operator',
        code: 'listQuery.unknownOperator',
        params: { operator: 'regex', allowed: LIST_FILTER_OPERATORS.join(', ') },
      },
      { propertyPath: 'filters.firstName.value', code: 'listQuery.singleValue' },
      { propertyPath: 'filters.externalId.value', code: 'listQuery.singleValue' },
    ]);
  });

  it('limits the number and the length of values', () => {
    const many = Array.from({ length: 101 }, (_, index) => `filters[n][value][]=v${index}`).join('&');
    expect(parseListQueryString(`${many}&filters[n][operator]=in`).issues[0]?.code).toBe('listQuery.tooManyValues');
    const long = 'x'.repeat(201);
    expect(parseListQueryString(`filters[s][value]=${long}&filters[s][operator]=like`).issues[0]?.code).toBe(
      'listQuery.valueTooLong',
    );
  });

  it('sorts ascending by default, refuses other orders, and applies a lone order to the default column', () => {
    expect(parseListQueryString('sort=surname').query.sort).toEqual({ column: 'surname', order: 'asc' });
    expect(parseListQueryString('order=desc').query.sort).toEqual({ column: '', order: 'desc' });
    const wrong = parseListQueryString('sort=surname&order=DESC;drop');
    expect(wrong.issues).toEqual([{ propertyPath: 'order', code: 'listQuery.invalidOrder' }]);
    expect(wrong.query.sort).toEqual({ column: 'surname', order: 'asc' });
    expect(parseListQueryString('sort=a&sort=b').issues[0]).toMatchObject({ propertyPath: 'sort' });
  });

  it('titles issues in the caller language', () => {
    const issue = { propertyPath: 'limit', code: 'listQuery.invalidNumber', params: { min: 1, max: 99999 } } as const;
    expect(listQueryIssueTitle(issue, 'en')).toBe('Enter a whole number from 1 to 99999');
    expect(listQueryIssueTitle(issue, 'pl')).toBe('Wpisz liczbę całkowitą od 1 do 99999');
  });
});

describe('serializeListQuery', () => {
  it('writes the wire format with readable filter keys and repeated [] for several values', () => {
    const query: TListQuery = {
      limit: 20,
      offset: 40,
      filters: [listFilter('surname', 'like', 'Nowak & syn'), listFilter('brokerNetworkIds', 'contain', ['n1', 'n,2'])],
      sort: { column: 'surname', order: 'desc' },
    };
    expect(serializeListQuery(query)).toBe(
      'limit=20&offset=40&filters[surname][value]=Nowak%20%26%20syn&filters[surname][operator]=like' +
        '&filters[brokerNetworkIds][value][]=n1&filters[brokerNetworkIds][value][]=n%2C2&filters[brokerNetworkIds][operator]=contain' +
        '&sort=surname&order=desc',
    );
  });

  it('leaves out empty filters and refuses column names that would break the format', () => {
    expect(serializeListQuery({ limit: 20, offset: 0, filters: [listFilter('a', 'like', ''), listFilter('b', 'in', [])] })).toBe(
      'limit=20&offset=0',
    );
    expect(() => serializeListQuery({ limit: 1, offset: 0, filters: [listFilter('a][b', 'like', 'x')] })).toThrow();
  });

  it('round-trips through parseListQueryString', () => {
    const column = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,10}$/);
    const text = fc.string({ minLength: 1, maxLength: 50 }).filter((value) => value.trim() !== '');
    const singleFilter = fc.record({
      column,
      operator: fc.constantFrom('like' as const, 'leq' as const),
      value: text,
    });
    const multiFilter = fc.record({
      column,
      operator: fc.constantFrom('in' as const, 'contain' as const),
      value: fc.uniqueArray(
        text.map((value) => value.trim()).filter((value) => value !== ''),
        { minLength: 1, maxLength: 5 },
      ),
    });
    const query = fc.record({
      limit: fc.integer({ min: 1, max: LOAD_ALL_LIMIT }),
      offset: fc.integer({ min: 0, max: 1_000_000 }),
      filters: fc.uniqueArray(fc.oneof(singleFilter, multiFilter) as fc.Arbitrary<TListFilter>, {
        selector: (filter) => filter.column,
        maxLength: 4,
      }),
      sort: fc.option(fc.record({ column, order: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(query, (input) => {
        const expected: TListQuery = { limit: input.limit, offset: input.offset, filters: input.filters };
        if (input.sort) expected.sort = input.sort;
        const parsed = parseListQueryString(serializeListQuery(expected));
        expect(parsed.issues).toEqual([]);
        expect(parsed.query).toEqual(expected);
      }),
    );
  });

  it('toQueryString encodes values fully and keeps brackets in keys', () => {
    expect(toQueryString([['filters[a][value][]', '[x]&y=z+1']])).toBe('filters[a][value][]=%5Bx%5D%26y%3Dz%2B1');
  });
});

describe('list date values', () => {
  it('accepts calendar days and date-times with an offset', () => {
    expect(isListDateValue('2026-02-28')).toBe(true);
    expect(isListDateValue('2026-02-30')).toBe(false);
    expect(isListDateValue('2026-2-1')).toBe(false);
    expect(isListDateTimeValue('2026-03-01T10:00:00Z')).toBe(true);
    expect(isListDateTimeValue('2026-03-01T10:00+01:00')).toBe(true);
    expect(isListDateTimeValue('2026-03-01T10:00:00.123456-05:00')).toBe(true);
    expect(isListDateTimeValue('2026-03-01T10:00:00')).toBe(false);
    expect(isListDateTimeValue('2026-02-30T10:00:00Z')).toBe(false);
    expect(isListDateTimeValue("2026-03-01'; drop table x; --")).toBe(false);
  });
});
