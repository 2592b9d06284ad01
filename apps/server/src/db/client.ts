import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../lib/repo-root.ts';
import { installDrizzleParsers } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

// One query layer (Drizzle) over two engines: embedded PGlite (no DATABASE_URL) or a PostgreSQL server
// (docs/decisions/002-pglite-or-postgres.md). Code above this file never knows which engine it runs on.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction, so services can compose them atomically. */
export type DbExecutor = Db | DbTransaction;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** What a LISTEN subscriber is told: each notification's payload, each (re)connection, each connection error. */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** After the first connection and after every reconnection: notifications sent meanwhile were missed. */
  onConnect?(): void;
  onError?(error: unknown): void;
}

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Raw SQL for infrastructure that brings its own SQL (pg-boss, benchmarks). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * LISTEN on `channel` (an identifier) until the returned function is called. PostgreSQL: a dedicated connection that
   * reconnects after a failure (with a growing pause); PGlite: the one instance's own notifications.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL: a connection of its own from the pool (session state such as an advisory lock), released by the caller. */
  connect?(): Promise<pg.PoolClient>;
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [250, 1000, 5000, 15_000];

/** A LISTEN connection of its own to PostgreSQL that comes back after the server or the network dropped it. */
async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    const retry = (error: unknown) => {
      if (client === next) client = null;
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (isStopped) return;
      handlers.onError?.(error);
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void connect().catch(retry), delay);
    };
    next.on('error', retry);
    next.on('end', () => {
      if (client === next) retry(new Error('LISTEN connection ended'));
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (isStopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    handlers.onConnect?.();
  };

  await connect();
  return async () => {
    isStopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    if (current) await current.end().catch(() => undefined);
  };
}

export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

export type DatabaseOptions = { url: string } | { pgliteDataDir: string } | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Fail fast with a clear error when the server is unreachable instead of on the first request.
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
      engine: 'postgres',
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      connect: () => pool.connect(),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    if (!options.pgliteDataDir.startsWith('memory://')) mkdirSync(path.resolve(options.pgliteDataDir), { recursive: true });
    client = await PGlite.create(options.pgliteDataDir);
  }
  const { forDrizzle, rawRows } = installDrizzleParsers(client);
  return {
    db: drizzlePglite(forDrizzle, { schema, casing: 'snake_case' }) as unknown as Db,
    engine: 'pglite',
    executeSql: async (text, values) => {
      // PGlite's `query` takes one statement with parameters; multi-statement scripts (pg-boss install) need `exec`. Both
      // with PGlite's own parsing of dates and times (Date objects, as pg gives them), not Drizzle's text.
      if (values && values.length > 0) return { rows: rawRows(await client.query(text, values)) };
      const last = (await client.exec(text)).at(-1);
      return { rows: last ? rawRows(last) : [] };
    },
    listen: async (channel, handlers) => {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onConnect?.();
      return unsubscribe;
    },
    close: () => client.close(),
  };
}

/**
 * Runs `work` while this process holds the session-level advisory lock `name` on PostgreSQL, so servers sharing one database
 * run it one after the other (issue 17 item 6). `work` may use any connection: the lock sits on one of its own. PGlite has
 * one owner per data directory (db/data-dir-lock.ts): `work` just runs.
 */
export async function withAdvisoryLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return work();
  if (!database.connect) throw new Error('a PostgreSQL database without its own connections cannot take a lock');
  const client = await database.connect();
  let isClean = false;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      isClean = true;
    }
  } finally {
    // A connection whose unlock failed is closed, not pooled: closing it is what surely releases the lock.
    client.release(!isClean);
  }
}

/**
 * The session-level advisory lock every server takes on PostgreSQL while it migrates (issue 17 item 6): servers that start
 * together on one database apply each migration once, one after the other, instead of racing on the same DDL. PGlite has
 * one owner per data directory (db/data-dir-lock.ts), so nothing else migrates it at the same time.
 */
const MIGRATION_LOCK = "hashtext('emisja:migrations')";
/** PGlite: the migration under way per instance, so calls that overlap in one process run one after the other too. */
const pgliteMigrations = new WeakMap<Db, Promise<void>>();

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    const previous = pgliteMigrations.get(database.db) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(() => migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
    pgliteMigrations.set(database.db, run);
    await run;
    return;
  }
  if (!database.connect) throw new Error('a PostgreSQL database without its own connections cannot be migrated safely');
  const client = await database.connect();
  let isClean = false;
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    // On the locked connection: the migrator's transactions run where the lock is held.
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    isClean = true;
  } finally {
    // After a failure the connection is closed, not pooled: closing it is what surely releases a lock still held.
    client.release(!isClean);
  }
}
