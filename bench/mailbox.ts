// The development mailbox with 1,000 e-mails (issue 16): p50/p95 through HTTP of its first page (50 newest), a page deep in
// the list, a search by recipient and the JSON list, on a fresh embedded database. Target: 200 ms p95 for the page (before
// paging, one page of every mail took 7.3 s with 192 mails). Figures only, nothing asserted (docs/performance-budgets.md).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { emailOutbox } from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data.ts';
import { LocalDiskStorage } from '../apps/server/src/lib/storage/index.ts';
import { measureFor } from './bench-helpers.ts';

const EMAILS = 1000;
const RECIPIENTS = 100;
const TARGET_MS = 200;
const SECONDS_PER_MEASUREMENT = Number(process.env.BENCH_MAILBOX_SECONDS ?? 3);

/** 1,000 mails of the size the platform writes (about 20 kB of HTML, 1 kB of text, two links), one a minute. */
function benchMails() {
  const html = `<html><body>${'<p style="margin:0 0 12px">Szanowni Państwo, zapraszamy do inwestycji.</p>'.repeat(300)}</body></html>`;
  const text = 'Szanowni Państwo, zapraszamy do inwestycji. '.repeat(25);
  const start = Date.now() - EMAILS * 60_000;
  return Array.from({ length: EMAILS }, (_, index) => ({
    landingPageId: null,
    template: 'offer-invitation',
    language: 'pl' as const,
    toAddress: `bench.reader.${index % RECIPIENTS}@example.com`,
    subject: `Zaproszenie do inwestycji nr ${index}`,
    html,
    text,
    links: [`http://localhost:3000/campaign?token=${index}`, 'http://localhost:3000/'],
    status: 'sent' as const,
    createdAt: new Date(start + index * 60_000),
  }));
}

export async function benchMailbox(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-mailbox-'));
  const database = await openDatabase({ pgliteDataDir: path.join(dir, 'data') });
  try {
    console.log(`\nWriting ${EMAILS} e-mails to the outbox of a fresh embedded database...`);
    await migrateDatabase(database);
    await seedDemoData(database.db, { storage: new LocalDiskStorage(path.join(dir, 'storage')) });
    const mails = benchMails();
    for (let from = 0; from < mails.length; from += 200)
      await database.db.insert(emailOutbox).values(mails.slice(from, from + 200));
    await database.executeSql('analyze');

    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', STORAGE_DIR: path.join(dir, 'storage') });
    const app = await buildApp({ env, database, closeDatabase: false, runJobs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const httpGet = (url: string) => async () => {
        const response = await fetch(`${base}${url}`, { headers: { host: 'localhost' } });
        if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
        await response.arrayBuffer();
      };
      const cases = [
        { name: 'page 1 (50 newest)', url: '/dev/mailbox' },
        { name: 'page 10', url: '/dev/mailbox?page=10' },
        { name: 'search by recipient (10 mails)', url: '/dev/mailbox?to=bench.reader.7%40example.com' },
        { name: 'JSON list, page 1', url: '/dev/mailbox/messages' },
      ];
      const round = (value: number) => Number(value.toFixed(2));
      const rows = [];
      for (const { name, url } of cases) {
        const result = await measureFor(SECONDS_PER_MEASUREMENT, httpGet(url));
        rows.push({ case: name, samples: result.samples, 'p50 ms': round(result.p50), 'p95 ms': round(result.p95) });
      }
      console.log(`\nDevelopment mailbox with ${EMAILS} e-mails, through HTTP on PGlite (target: p95 under ${TARGET_MS} ms)`);
      console.table(rows);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
