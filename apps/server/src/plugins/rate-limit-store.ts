import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CreateRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ERROR_LABELS } from '@emisja/shared';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

// Every rate limit counts in the database (issue 17 item 6; docs/decisions/052-rate-limits-in-the-database.md): servers that
// share one database share their limits, and a restart does not reset them. One statement per hit, atomic on its row, so two
// processes never lose a count; the window restarts in the same statement once it has ended. The server's clock (Date) decides
// the windows, as it did for the counters in memory: servers on one database keep their clocks in step (NTP), and a few
// seconds of drift only move the end of a window by as much. PGlite and PostgreSQL run the same SQL.

const INCREMENT_SQL = `insert into rate_limit_counters as counter (key, count, expires_at)
values ($1, 1, $2::timestamptz + make_interval(secs => $3::float8 / 1000))
on conflict (key) do update set
  count = case when counter.expires_at <= $2::timestamptz then 1 else least(counter.count, 2147483646) + 1 end,
  expires_at = case when counter.expires_at <= $2::timestamptz then excluded.expires_at else counter.expires_at end
returning count, ceil(extract(epoch from expires_at - $2::timestamptz) * 1000)::float8 as ttl_ms`;

const READ_SQL = `select count, ceil(extract(epoch from expires_at - $2::timestamptz) * 1000)::float8 as ttl_ms
from rate_limit_counters where key = $1 and expires_at > $2::timestamptz`;

const DELETE_EXPIRED_SQL = 'delete from rate_limit_counters where expires_at < $1::timestamptz';

/** Ended windows are deleted at most this often per process, by the hit that comes due (one indexed delete). */
export const EXPIRED_COUNTERS_CLEANUP_MS = 60_000;

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RateLimitState = NonNullable<Parameters<IncrementCallback>[1]>;

/** What the rate-limit plugin hands to `child`: the merged limit options and, for a route's own limit, the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  nameSpace?: string;
}

/** A limiter made by `createNamedRateLimit`: its counters live under its own name. */
export type NamedRateLimitOptions = CreateRateLimitOptions & { nameSpace: string };

/**
 * The store class for @fastify/rate-limit (it constructs the store itself, so the database comes in through the closure).
 * Keys are `<namespace>|<key generator's value>`: a route's own limit is named by its method and URL, a limiter of
 * `createRateLimit` by the `nameSpace` it was made with; limits of different routes or limiters never share a counter.
 */
export function createDatabaseRateLimitStore(database: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const cleanup = { nextAt: 0 };

  /** The database failed to count: the limited request is refused with 503, never let through (decision 052). */
  const unavailable = (error: unknown) => new AppError(ERROR_LABELS.serviceUnavailable, { cause: error });

  const deleteExpired = async (now: Date) => {
    if (now.getTime() < cleanup.nextAt) return;
    cleanup.nextAt = now.getTime() + EXPIRED_COUNTERS_CLEANUP_MS;
    try {
      await database.executeSql(DELETE_EXPIRED_SQL, [now.toISOString()]);
    } catch (error) {
      log.warn({ err: error }, 'ended rate-limit windows could not be deleted');
    }
  };

  /**
   * Hands the outcome of `query` to the plugin's callback exactly once: the query settles to an error or a state first, and
   * the callback runs after, outside that chain, so a callback that throws is not called again with its own error. Its throw
   * is the caller's fault, not the database's: it is logged.
   */
  const answer = (query: Promise<RateLimitState>, callback: IncrementCallback) => {
    void query
      .then(
        (state) => ({ error: null, state }),
        (error: unknown) => ({ error: unavailable(error), state: undefined }),
      )
      .then(({ error, state }) => {
        try {
          callback(error, state);
        } catch (thrown) {
          log.error({ err: thrown }, 'the rate-limit callback threw');
        }
      });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly nameSpace: string;

    /** The plugin constructs the root store with its options (unused); children name their namespace. */
    constructor(_options?: unknown, nameSpace = 'global') {
      this.nameSpace = nameSpace;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      const now = new Date();
      const counted = database
        .executeSql(INCREMENT_SQL, [`${this.nameSpace}|${key}`, now.toISOString(), timeWindow])
        .then(async ({ rows }) => {
          await deleteExpired(now);
          return { current: Number(rows[0]?.count), ttl: Number(rows[0]?.ttl_ms) };
        });
      answer(counted, callback);
    }

    /** The state without counting (`{ increment: false }`); an ended window reads as none. */
    read(key: string, callback: IncrementCallback): void {
      const state = database
        .executeSql(READ_SQL, [`${this.nameSpace}|${key}`, new Date().toISOString()])
        .then(({ rows }) => ({ current: Number(rows[0]?.count ?? 0), ttl: Number(rows[0]?.ttl_ms ?? 0) }));
      answer(state, callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { routeInfo, nameSpace } = routeOptions as ChildOptions;
      if (nameSpace) return new DatabaseRateLimitStore(undefined, `limiter:${nameSpace}`);
      if (routeInfo?.url) return new DatabaseRateLimitStore(undefined, `route:${String(routeInfo.method)} ${routeInfo.url}`);
      // A `createRateLimit` limiter without a name: its key generator's values must not collide with another one's (the
      // offer PDF limits prefix theirs); createNamedRateLimit is the safer way.
      return new DatabaseRateLimitStore(undefined, 'limiter');
    }
  }

  return DatabaseRateLimitStore;
}

/** `app.createRateLimit` with counters of its own in the shared store: two limiters with the same keys do not add up. */
export function createNamedRateLimit(app: FastifyInstance, options: NamedRateLimitOptions) {
  return app.createRateLimit(options);
}
