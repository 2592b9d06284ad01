import { types, type PGlite, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

// Drizzle's PGlite driver passes its own result parsers with every query (the time types and their arrays as text, which
// Drizzle maps itself), and PGlite answers a query that brings parsers by copying its whole table of 318 type parsers with
// them merged in: about 0.1 ms and 60 kB of garbage a query, on every query of the embedded database (bench/kyc.ts: a draft
// save's four queries made a quarter of a megabyte, and the young-generation collections it caused were the slowest 5% of
// the calls). Here the same parsers are installed on the instance once, and Drizzle's queries reach PGlite without them;
// raw SQL (`executeSql`, pg-boss) keeps PGlite's own parsing of those types: its rows get the original parsers applied to
// just those columns (passing them with the query would copy the table again).

/** The types Drizzle's PGlite driver reads as text: timestamp, timestamptz, interval, date, and the arrays below. */
const SCALAR_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
/** The array types Drizzle's PGlite driver reads as text, each with its element type. */
const ARRAY_ELEMENT_TYPES = new Map<number, number>([
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
]);
const TEXT_TYPES: readonly number[] = [...SCALAR_TEXT_TYPES, ...ARRAY_ELEMENT_TYPES.keys()];
const asText = (value: string) => value;

type Parser = (value: string, type?: number) => unknown;

/**
 * Installs Drizzle's text parsers on `client` and returns the client as Drizzle should get it (its per-query parsers dropped
 * where they are exactly those) and `rawRows`, which gives a raw query's rows PGlite's own parsing of those types back
 * (`Date` objects, as pg gives them).
 */
export function installDrizzleParsers(client: PGlite): {
  forDrizzle: PGlite;
  rawRows: (result: Results) => Record<string, unknown>[];
} {
  // PGlite's own parsing of each type, kept before the table changes. Its array parsers look their element's parser up in
  // the instance's table when they run, so the arrays are parsed here with the element's original parser instead.
  const originals = new Map<number, Parser>();
  const identity: Parser = (value) => value;
  for (const type of SCALAR_TEXT_TYPES) originals.set(type, client.parsers[type] ?? identity);
  for (const [arrayType, elementType] of ARRAY_ELEMENT_TYPES) {
    const element = client.parsers[elementType] ?? identity;
    originals.set(arrayType, (value) => types.arrayParser(value, element, arrayType));
  }
  const installed: ParserOptions = {};
  for (const type of TEXT_TYPES) installed[type] = asText;
  client.parsers = { ...client.parsers, ...installed };
  const rawRows = (result: Results) => {
    const rows = result.rows as Record<string, unknown>[];
    const columns = result.fields.filter((field) => originals.has(field.dataTypeID));
    if (columns.length === 0) return rows;
    for (const row of rows) {
      for (const { name, dataTypeID } of columns) {
        const value = row[name];
        if (typeof value === 'string') row[name] = originals.get(dataTypeID)!(value, dataTypeID);
      }
    }
    return rows;
  };
  return { forDrizzle: withoutTextParsers(client), rawRows };
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
