import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every project. The server suite runs on PGlite always and, when TEST_DATABASE_URL is
// set, a second time on that PostgreSQL server.
const serverProject = (engine: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server-${engine}`,
    env: { TEST_DB_ENGINE: engine },
    // `*.postgres.test.ts` needs a PostgreSQL server (the pg_dump/pg_restore round trip of
    // docs/operations/backup-and-restore.md): the PGlite project leaves it out.
    ...(engine === 'pglite' ? { exclude: ['**/*.postgres.test.ts', '**/node_modules/**'] } : {}),
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, which then waits on PGlite,
    // PostgreSQL and the child processes of the process tests one file at a time. Two workers at least (each test file has its
    // own database, so files never share state); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    projects: [
      'packages/shared',
      'apps/web',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
