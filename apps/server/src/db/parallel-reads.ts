import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads of one repository function: at once on the database (each takes a connection of the pool), one
 * after the other in a transaction. A transaction is one connection: node-postgres queues the statements sent to it while
 * one runs, warns that this is deprecated, and pg@9 drops the queue (it refuses them); PGlite has one connection anyway.
 * Pass each read unrun (`() => db.select()...`): Drizzle runs a query when it is awaited.
 */
export async function readInParallel<T extends readonly unknown[]>(db: DbExecutor, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
