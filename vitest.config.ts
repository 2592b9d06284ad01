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
    projects: [
      'packages/shared',
      'apps/web',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
