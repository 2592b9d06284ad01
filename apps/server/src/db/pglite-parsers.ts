import { types, type PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';

// Drizzle's PGlite driver passes its own result parsers with every query (the time types and their arrays as text, which
// Drizzle maps itself), and PGlite answers a query that brings parsers by copying its whole table of 318 type parsers with
// them merged in: about 0.1 ms and 60 kB of garbage a query, on every query of the embedded database (bench/kyc.ts: a draft
// save's four queries made a quarter of a megabyte, and the young-generation collections it caused were the slowest 5% of
// the calls). Here the same parsers are installed on the instance once, and Drizzle's queries reach PGlite without them;
// raw SQL (`executeSql`, pg-boss) keeps PGlite's own parsing of those types by passing the originals.

/** The types Drizzle's PGlite driver reads as text: timestamp, timestamptz, interval, date, numeric[], and the time arrays. */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

/** PGlite's own parsers of TEXT_TYPES, for the raw SQL that keeps them (`ParserOptions` of `query` and `exec`). */
export type RawParsers = ParserOptions;

/**
 * Installs Drizzle's text parsers on `client` and returns the client as Drizzle should get it (its per-query parsers dropped
 * where they are exactly those) and PGlite's original parsers of the same types, for raw SQL.
 */
export function installDrizzleParsers(client: PGlite): { forDrizzle: PGlite; rawParsers: RawParsers } {
  const rawParsers: RawParsers = {};
  const installed: ParserOptions = {};
  for (const type of TEXT_TYPES) {
    const original = client.parsers[type];
    if (original) rawParsers[type] = original;
    installed[type] = asText;
  }
  client.parsers = { ...client.parsers, ...installed };
  return { forDrizzle: withoutTextParsers(client), rawParsers };
}

/** Options objects already checked: Drizzle builds two per prepared query and passes the same ones every time. */
const strippedOptions = new WeakMap<QueryOptions, QueryOptions>();

/** `options` without its parsers when they only read TEXT_TYPES as text (what the instance now does itself). */
function strip(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let stripped = strippedOptions.get(options);
  if (!stripped) {
    const { parsers, ...rest } = options;
    const isDrizzles = Object.entries(parsers).every(
      ([type, parse]) =>
        TEXT_TYPES.includes(Number(type)) && parse('2026-01-01 00:00:00', Number(type)) === '2026-01-01 00:00:00',
    );
    stripped = isDrizzles ? rest : options;
    strippedOptions.set(options, stripped);
  }
  return stripped;
}

type Queryable = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

function withoutTextParsers<T extends Queryable & object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => object.query(query, params, strip(options));
      }
      if (property === 'transaction' && 'transaction' in object) {
        const client = object as unknown as PGlite;
        return <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(withoutTextParsers(tx)));
      }
      // Everything else on the real object (PGlite's methods check their private fields on `this`).
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
