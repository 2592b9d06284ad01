import { defineConfig } from 'vitest/config';

// The server suite: real app through `inject`, each test file on its own fresh database cloned from a migrated and seeded
// template (test/global-setup.ts). The root config runs it on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
