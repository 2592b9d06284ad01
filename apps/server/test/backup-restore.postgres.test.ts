import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ZPersonalDataExportSchema } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { investors } from '../src/db/schema/index.ts';
import { createPiiCipher, parsePiiKeyring, PiiDecryptionError } from '../src/lib/pii/index.ts';
import { openInvestorField } from '../src/modules/kyc/kyc-crypto.ts';
import { bearer, loginAdvisor } from './auth-helpers.ts';
import { buildAppOn } from './helpers.ts';

// The backup round trip of docs/operations/backup-and-restore.md on PostgreSQL (issue 17 item 8): the seeded demo database
// dumped with `pg_dump -Fc`, restored with `pg_restore` into a fresh database, and the app opened on the restored copy reads
// the same rows: equal counts of the main tables and the demo investor's personal data decrypted with the same key. Without the
// key the restored personal numbers do not open. PostgreSQL only: the root vitest.config.ts leaves `*.postgres.test.ts` out of
// the PGlite project.

const run = promisify(execFile);
const MAIN_TABLES = [
  'landing_pages',
  'users',
  'advisors',
  'investors',
  'campaigns',
  'products',
  'investor_offers',
  'offer_status_history',
  'investments',
  'payment_schedule_entries',
  'kyc_requests',
  'documents',
  'files',
  'email_outbox',
  'audit_log',
];

const server = inject('postgresTemplate');
const workDir = mkdtempSync(path.join(tmpdir(), 'emisja-backup-'));
const suffix = `${process.pid}_${Date.now().toString(36)}`;
let admin: pg.Client;
let sourceUrl: string;
let restoredUrl: string;
const opened: { close: () => Promise<void> }[] = [];

function urlOf(database: string): string {
  const url = new URL(server!.url);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openApp(url: string): Promise<App> {
  const app = await buildAppOn(await openDatabase({ url }));
  opened.push(app);
  return app;
}

async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of MAIN_TABLES) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM "${table}"`);
      counts[table] = Number(rows[0]!.count);
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function demoInvestorExport(app: App) {
  const [investor] = await app.db.select({ id: investors.id }).from(investors).where(eq(investors.email, 'inwestor@emisja.test'));
  const { accessToken } = await loginAdvisor(app, 'admin@emisja.test');
  const response = await app.inject({
    method: 'GET',
    url: `/api/advisor/investor/${investor!.id}/personal-data`,
    headers: bearer(accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZPersonalDataExportSchema.parse(response.json());
}

beforeAll(async () => {
  if (!server) throw new Error('the backup round trip runs on PostgreSQL (TEST_DATABASE_URL)');
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const source = `${server.database}_backup_src_${suffix}`;
  const restored = `${server.database}_backup_dst_${suffix}`;
  // A copy of the seeded template: the template itself must stay free of connections for the other test files' clones.
  await admin.query(`CREATE DATABASE "${source}" TEMPLATE "${server.database}"`);
  await admin.query(`CREATE DATABASE "${restored}"`);
  sourceUrl = urlOf(source);
  restoredUrl = urlOf(restored);
});

afterAll(async () => {
  for (const app of opened) await app.close();
  for (const url of [sourceUrl, restoredUrl]) {
    if (url) await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  }
  await admin.end();
  rmSync(workDir, { recursive: true, force: true });
});

describe('backup and restore (pg_dump -Fc, pg_restore)', () => {
  it('restores a dump into a fresh database that the app reads as the original, personal data included', async () => {
    const dumpFile = path.join(workDir, 'emisja.dump');
    await run('pg_dump', ['-Fc', '--no-owner', '-f', dumpFile, '-d', sourceUrl]);
    expect(statSync(dumpFile).size).toBeGreaterThan(0);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', restoredUrl, dumpFile]);

    const sourceCounts = await countRows(sourceUrl);
    expect(sourceCounts.investors).toBeGreaterThan(0);
    expect(sourceCounts.investor_offers).toBeGreaterThanOrEqual(60);
    expect(await countRows(restoredUrl)).toEqual(sourceCounts);

    const original = await demoInvestorExport(await openApp(sourceUrl));
    const restoredApp = await openApp(restoredUrl);
    const restored = await demoInvestorExport(restoredApp);
    expect(restored.investor).toEqual(original.investor);
    expect(restored.investor.pesel).toMatch(/^\d{11}$/);
    expect(restored.kycQuestionnaires).toEqual(original.kycQuestionnaires);
    expect(restored.investments).toEqual(original.investments);
    expect(restored.offers.map((offer) => offer.id)).toEqual(original.offers.map((offer) => offer.id));

    // The dump holds the personal numbers as ciphertext only: without the key (here another one) they do not open.
    const { stdout } = await run('pg_restore', ['--data-only', '--table=investors', '-f', '-', dumpFile], {
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(stdout).not.toContain(restored.investor.pesel!);
    const [stored] = await restoredApp.db
      .select({ id: investors.id, pesel: investors.pesel })
      .from(investors)
      .where(eq(investors.id, restored.investor.id));
    // The same key id with other bytes: a server started with a new key instead of the backed-up one.
    const otherKey = createPiiCipher(parsePiiKeyring(`test:${Buffer.alloc(32, 9).toString('base64')}`));
    expect(() => openInvestorField(otherKey, 'pesel', stored!.id, stored!.pesel)).toThrow(PiiDecryptionError);
  });
});
