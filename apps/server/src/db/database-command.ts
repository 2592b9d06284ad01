import { loadDotEnv } from '../config/dotenv.ts';
import { EnvError, loadEnv, type Env } from '../config/env.ts';
import { migrateDatabase, type Database } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { describeDatabase, openConfiguredDatabase } from './open-configured-database.ts';

export interface DatabaseCommandResult {
  lines: string[];
  /** 0 unless the command says otherwise. */
  exitCode?: number;
}

/** The constructor of an error class. */
type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * The shell every database command shares (`npm run db:migrate|db:seed`, `jobs:lifecycle`, `tenant:*`, `pii:reencrypt`):
 * `.env` loaded, the server's database opened (DATABASE_URL, else the embedded PGlite directory, locked to this process)
 * and migrated, the command run, its lines printed with the database it ran on, the database closed. An error the operator
 * can act on (the environment, a directory another server holds, or one of `expectedErrors`) is printed as its message
 * alone; anything else with its stack. Either ends the process with exit code 1.
 */
export async function runDatabaseCommand(
  command: (context: { database: Database; env: Env }) => Promise<DatabaseCommandResult>,
  expectedErrors: readonly ErrorClass[] = [],
): Promise<void> {
  loadDotEnv();
  try {
    const env = loadEnv();
    const database = await openConfiguredDatabase(env);
    try {
      await migrateDatabase(database);
      const { lines, exitCode = 0 } = await command({ database, env });
      for (const line of lines) console.log(line);
      console.log(`(${describeDatabase(env)})`);
      process.exitCode = exitCode;
    } finally {
      await database.close();
    }
  } catch (error) {
    const isExpected = [EnvError, DataDirInUseError, ...expectedErrors].some((kind) => error instanceof kind);
    console.error(isExpected ? (error as Error).message : error);
    process.exit(1);
  }
}
