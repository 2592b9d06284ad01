import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Raw SQL for infrastructure that brings its own SQL (pg-boss, benchmarks). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

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
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db,
    engine: 'pglite',
    executeSql: async (text, values) => {
      // PGlite's `query` takes one statement with parameters; multi-statement scripts (pg-boss install) need `exec`.
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
