import type { FastifyBaseLogger } from 'fastify';
import { loadDotEnv } from '../config/dotenv.ts';
import { EnvError, loadEnv } from '../config/env.ts';
import { originOfHost, runLifecycleJobs } from '../modules/offers/lifecycle-jobs.service.ts';
import { createTenantConfigurationCache } from '../modules/tenancy/tenancy.service.ts';
import { migrateDatabase, type Db } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { describeDatabase, openConfiguredDatabase } from './open-configured-database.ts';

// `npm run jobs:lifecycle`: the nightly lifecycle job by hand, now (docs/decisions/045; README "Lead ownership and the
// nightly job"). The same handler as the pg-boss worker, so running it beside the servers, or twice, changes nothing more
// than one run. The summaries are written to the outbox; the running server's mail sweeper sends them (on embedded PGlite
// stop the server first: one owner per directory; its next start sends them).

/** A logger for the command: errors and warnings to stderr, the rest dropped. */
function commandLogger(): FastifyBaseLogger {
  const logger = {
    level: 'warn',
    fatal: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
    warn: (...args: unknown[]) => console.warn(...args),
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

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
  loadDotEnv();
  try {
    const env = loadEnv();
    const database = await openConfiguredDatabase(env);
    try {
      await migrateDatabase(database);
      const { lines, exitCode } = await runLifecycleCommand(database.db, { port: env.PORT });
      for (const line of lines) console.log(line);
      console.log(`(${describeDatabase(env)})`);
      process.exitCode = exitCode;
    } finally {
      await database.close();
    }
  } catch (error) {
    const isExpected = error instanceof EnvError || error instanceof DataDirInUseError;
    console.error(isExpected ? error.message : error);
    process.exit(1);
  }
}
