import { purgeExpiredPersonalData } from '../modules/personal-data/personal-data.service.ts';
import type { Db } from './client.ts';
import { runDatabaseCommand } from './database-command.ts';

// `npm run personal-data:purge` (docs/decisions/049; README "Personal data"): deletes what the erasure of an investor kept
// for the AML law once its retention date has passed. Safe to run any day and twice (a second run finds nothing); run it
// daily from the operator's scheduler (cron, a Kubernetes CronJob). On embedded PGlite stop the server first (one owner per
// directory); on PostgreSQL it runs beside the servers.

/** Purges what is past its retention date on `today` and says how many investors it deleted. */
export async function runPurgeCommand(db: Db, today?: string): Promise<{ lines: string[] }> {
  const purged = await purgeExpiredPersonalData(db, today);
  return {
    lines: [
      purged.length === 0
        ? 'No erased investor is past the retention date: nothing to purge.'
        : `Purged ${purged.length} erased investor(s) past the retention date: ${purged.join(', ')}`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDatabaseCommand(({ database }) => runPurgeCommand(database.db));
}
