import { commandLogger } from '../lib/command-logger.ts';
import { originOfHost, runLifecycleJobs } from '../modules/offers/lifecycle-jobs.service.ts';
import { createTenantConfigurationCache } from '../modules/tenancy/tenancy.service.ts';
import type { Db } from './client.ts';
import { runDatabaseCommand } from './database-command.ts';

// `npm run jobs:lifecycle`: the nightly lifecycle job by hand, now (docs/decisions/045; README "Lead ownership and the
// nightly job"). The same handler as the pg-boss worker, so running it beside the servers, or twice, changes nothing more
// than one run. The summaries are written to the outbox; the running server's mail sweeper sends them (on embedded PGlite
// stop the server first: one owner per directory; its next start sends them).

/** Runs the job at `now` and says what it did; exit code 1 when a landing page failed (its changes rolled back). */
export async function runLifecycleCommand(
  db: Db,
  options: { port: number },
  now = new Date(),
): Promise<{ lines: string[]; exitCode: number }> {
  const result = await runLifecycleJobs(
    {
      db,
      loadConfiguration: createTenantConfigurationCache(db, 0).getEffectiveConfiguration,
      originOf: (host) => originOfHost(host, options.port),
      log: commandLogger(),
    },
    now,
  );
  const lines = [
    `Lifecycle job for the business day ${result.today} (Europe/Warsaw):`,
    `  offers of ended campaigns archived   ${result.archivedOffers}`,
    `  ended investments finished           ${result.finishedInvestments}`,
    `  summaries queued for the advisors    ${result.outboxIds.length}`,
  ];
  if (result.failures.length > 0) {
    lines.push(`${result.failures.length} landing page(s) failed and were left as they were (see above); run it again.`);
  }
  return { lines, exitCode: result.failures.length > 0 ? 1 : 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDatabaseCommand(({ database, env }) => runLifecycleCommand(database.db, { port: env.PORT }));
}
