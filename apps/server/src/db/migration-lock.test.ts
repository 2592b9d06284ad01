import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from './client.ts';

// Servers that start together on one database migrate it once (issue 17 item 6). On PostgreSQL: three "servers" (each its
// own pool) migrate an empty database at once; without the advisory lock they race on the same DDL ("relation already
// exists", duplicate rows in the migrations journal). On PGlite one process owns the directory; there the same calls on one
// instance must still leave each migration applied once.
const MIGRATION_COUNT = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0).reverse()) await database.close();
});

/** An empty database (no schema), and a way to open more connections to it, on the engine under test. */
async function emptyDatabase(): Promise<{ open: () => Promise<Database> }> {
  const template = await createTestDatabase();
  opened.push(template);
  if (template.engine === 'pglite') {
    await template.executeSql('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
    return { open: async () => template };
  }
  const [{ name }] = (await template.executeSql('select current_database() as name')).rows as [{ name: string }];
  const emptyName = `${name}_empty`;
  await template.executeSql(`create database "${emptyName}"`);
  const admin = template;
  opened.splice(opened.indexOf(template), 1, {
    ...admin,
    close: async () => {
      // pg's pool.end() resolves while its connections are still closing: a forced drop would terminate them and their
      // error would surface as an uncaught exception. Wait for them to leave first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await admin.executeSql('select count(*)::int as count from pg_stat_activity where datname = $1', [
          emptyName,
        ]);
        if (rows[0]?.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.executeSql(`drop database if exists "${emptyName}" with (force)`);
      await admin.close();
    },
  });
  const base = process.env.TEST_DATABASE_URL!;
  const url = new URL(base);
  url.pathname = `/${emptyName}`;
  return {
    open: async () => {
      const database = await openDatabase({ url: url.toString() });
      opened.push(database);
      return database;
    },
  };
}

describe('migrations with several servers on one database', () => {
  it('applies each migration once when three servers migrate an empty database at once', { timeout: 120_000 }, async () => {
    const { open } = await emptyDatabase();
    const servers = [await open(), await open(), await open()];
    const results = await Promise.allSettled(servers.map((database) => migrateDatabase(database)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const journal = await servers[0]!.executeSql(
      'select hash, count(*)::int as copies from drizzle.__drizzle_migrations group by hash',
    );
    expect(journal.rows).toHaveLength(MIGRATION_COUNT);
    expect(journal.rows.every((row) => row.copies === 1)).toBe(true);
    // The schema is whole: a table of the last migrations answers.
    await expect(servers[1]!.executeSql('select count(*) from email_outbox')).resolves.toBeDefined();
    // A server started later finds nothing to do.
    await migrateDatabase(servers[2]!);
    const again = await servers[0]!.executeSql('select count(*)::int as total from drizzle.__drizzle_migrations');
    expect(again.rows[0]?.total).toBe(MIGRATION_COUNT);
  });
});
