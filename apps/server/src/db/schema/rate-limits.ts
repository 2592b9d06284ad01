import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// The counters of every rate limit (issue 17 item 6): in the database, so servers that share one database share their limits
// too (docs/decisions/052-rate-limits-in-the-database.md). One row per limiter, route and key; a row whose window ended is
// restarted by the next hit and deleted now and then (plugins/rate-limit-store.ts). Not tenant data: the keys name the
// landing page where a limit is per landing page.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limiter's namespace (its route, or the name it was created with) and the key generator's value. */
    key: text('key').primaryKey(),
    /** Hits in the current window. */
    count: integer('count').notNull(),
    /** When the current window ends (the database's clock). */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);
