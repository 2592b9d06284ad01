import type { DbExecutor } from './client.ts';

// Per-request queries whose SQL is built once (issue 17 item 5): Drizzle builds a statement's SQL text anew on every call, a
// measurable part of each request's time for a query that runs on every authenticated request. A prepared query keeps the
// text and binds only the values (sql.placeholder). It is unnamed (''): PostgreSQL parses it per execution as before, so no
// server-side statement outlives a migration or trips over a transaction-pooling proxy; only the building is saved.

/**
 * `build`'s prepared query for an executor, built on first use and kept while the executor lives (the database for the
 * process; a transaction for its own length, since a query prepared on the database would run outside the transaction).
 */
export function preparedPerExecutor<Query>(build: (db: DbExecutor) => Query): (db: DbExecutor) => Query {
  const prepared = new WeakMap<DbExecutor, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
