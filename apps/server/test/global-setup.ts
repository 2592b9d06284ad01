import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/demo-data.ts';
import { LocalDiskStorage } from '../src/lib/storage/index.ts';
import { createTestPiiCipher } from './pii-test-key.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a tarball of the migrated, seeded template data directory. */
    pgliteTemplatePath: string;
    /** PostgreSQL: the server URL and the name of the migrated, seeded template database. */
    postgresTemplate: { url: string; database: string } | null;
    /** The storage directory holding the template's demo documents; each test app gets a copy (test/helpers.ts). */
    storageTemplateDir: string;
  }
}

// Migrating and seeding once per run and cloning per test file keeps "a fresh migrated database per test file" cheap.
export default async function setup(project: TestProject) {
  // Global setup runs in the main process, where the project's `env` is not applied: read it from the project config.
  const engine = project.config.env?.TEST_DB_ENGINE ?? process.env.TEST_DB_ENGINE ?? 'pglite';
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-test-'));
  const storageTemplateDir = path.join(dir, 'storage');
  const storage = new LocalDiskStorage(storageTemplateDir);
  project.provide('storageTemplateDir', storageTemplateDir);
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const templateName = `${new URL(url).pathname.slice(1) || 'emisja'}_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}"`);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const database = await openDatabase({ url: templateUrl.toString() });
    await migrateDatabase(database);
    await seedDemoData(database.db, { storage, cipher: createTestPiiCipher() });
    await database.close();
    project.provide('postgresTemplate', { url, database: templateName });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      // Test files drop their own databases; drop leftovers of crashed files, then the template.
      const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `${templateName}_f%`,
      ]);
      for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  await seedDemoData(database.db, { storage, cipher: createTestPiiCipher() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
