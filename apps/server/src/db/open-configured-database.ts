import path from 'node:path';
import type { Env } from '../config/env.ts';
import { openDatabase, type Database } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** The database of the environment: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR (locked to this process). */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  const release = acquireDataDirLock(env.dataDir);
  try {
    const database = await openDatabase({ pgliteDataDir: path.join(env.dataDir, 'pglite') });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `embedded PGlite in ${path.join(env.dataDir, 'pglite')}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
