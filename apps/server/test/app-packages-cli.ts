import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { TEST_PII_ENCRYPTION_KEY } from './pii-test-key.ts';

// Builds the app once, outside the test runner (whose own modules would blur the answer), on an empty migrated PGlite, and
// prints as JSON the CommonJS packages of node_modules (require.cache: what Fastify and its plugins `require`) loaded by the
// time the app is ready: what every start pays for
// (apps/server/test/start-up-imports.test.ts). Run with: node --import tsx apps/server/test/app-packages-cli.ts

const storageDir = mkdtempSync(path.join(tmpdir(), 'emisja-app-packages-'));
const database = await openDatabase({ pglite: await PGlite.create() });
await migrateDatabase(database);
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  STORAGE_DIR: storageDir,
  PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
});
const app = await buildApp({ env, database, runJobs: false });
await app.ready();
const packages = new Set<string>();
for (const file of Object.keys(createRequire(import.meta.url).cache)) {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file.slice(file.lastIndexOf('node_modules') - 1));
  if (match) packages.add(match[1]!.replace(/\\/g, '/'));
}
await app.close();
rmSync(storageDir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify([...packages].sort())}\n`);
