import { sql, type SQL } from 'drizzle-orm';

/** `interval 'N seconds'` as SQL: lifetimes and windows computed by the database clock (whole seconds, never user input). */
export function intervalOfSeconds(value: number): SQL {
  return sql.raw(`interval '${Math.trunc(value)} seconds'`);
}
