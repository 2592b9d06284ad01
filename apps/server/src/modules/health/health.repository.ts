import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}
