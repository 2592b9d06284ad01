// `npm run bench`: prints the platform's speed figures. Bounded in time, loopback only.
//   1. cold start of `npm start` to the first 200 on the embedded database: first start (empty data directory: initdb,
//      migrations, demo data) and a restart on the existing data (issue 2);
//   2. requests/s of GET /public-api/white-label under autocannon, beside a bare Fastify route serving the same JSON, in the
//      same run on the same machine (issue 2);
//   3. the advisors list with 10,000 advisors: p50/p95 through HTTP beside the same SQL run directly (issue 4,
//      bench/advisors-list.ts);
//   4. the investor offers with 1,000,000 offers: lists and kanban sums through HTTP beside the same SQL, on PGlite and on
//      PostgreSQL, and the time to settle 200 invitations (issue 5, bench/offers-list.ts).
//   5. KYC: draft save and submit through HTTP beside the same writes (with the encryption) on the database, and the list of
//      10,000 KYC requests, on PGlite and on PostgreSQL (issue 12, bench/kyc.ts).
// `BENCH_ONLY=startup`, `advisors`, `offers` or `kyc` runs one part (startup = 1 and 2).
// `BENCH_ONLY=investor`: the investor panel's summary and offers list for an investor with 500 offers and 50 investments,
// through HTTP beside the same SQL (issue 13, bench/investor-panel.ts).
// `BENCH_ONLY=mailbox`: the development mailbox's pages with 1,000 e-mails, p50/p95 through HTTP (issue 16, bench/mailbox.ts).
// `BENCH_ONLY=load`: 200 requests/s of a realistic mix for 60 s against the real server on PostgreSQL, p50/p95/p99 and errors
// per route (issue 17 item 5, bench/load.ts); `BENCH_LOAD_RATE` and `BENCH_LOAD_SECONDS` change the rate and the length.
// `BENCH_ONLY=lighthouse`: Lighthouse's performance, accessibility and best-practices scores (desktop and mobile presets) of
// `/`, `/doradcy`, the campaign offer page, `/app/investors` and the investor summary, served by `npm start` (issue 16,
// bench/lighthouse.ts).
// `BENCH_ONLY=bundle`: builds the web app and prints each listed page's first-load JavaScript, raw, gzip and brotli, with
// its budget (issue 16, bench/first-load.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchAdvisorsList } from './advisors-list.ts';
import { printFirstLoad } from './first-load.ts';
import { benchInvestorPanel } from './investor-panel.ts';
import { benchKyc } from './kyc.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchMailbox } from './mailbox.ts';
import { benchOffersList } from './offers-list.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3210);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

async function waitForOk(url: string, headers: Record<string, string>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function timeStart(dataDir: string) {
  const started = performance.now();
  const child = startServer(dataDir);
  await waitForOk(`http://127.0.0.1:${port}/public-api/white-label`, { host: 'localhost' }, 120_000);
  return { child, ms: performance.now() - started };
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchStartup() {
  console.log('Building the web app first, so the start-up figures do not include a build...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@emisja/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-'));
  try {
    const first = await timeStart(dataDir);
    await stop(first.child);
    const second = await timeStart(dataDir);

    const whiteLabelUrl = `http://127.0.0.1:${port}/public-api/white-label`;
    const payload = await (await fetch(whiteLabelUrl, { headers: { host: 'localhost' } })).json();
    const platform = await load(whiteLabelUrl, { host: 'localhost' });
    await stop(second.child);

    const bare = Fastify();
    bare.get('/bare', async () => payload);
    await bare.listen({ port: port + 1, host: '127.0.0.1' });
    const baseline = await load(`http://127.0.0.1:${port + 1}/bare`, {});
    await bare.close();

    console.log('\nCold start of `npm start` to the first 200 (embedded PGlite)');
    console.table([
      { case: 'first start: empty data dir (initdb, migrations, demo data)', ms: Math.round(first.ms) },
      { case: 'restart on existing data', ms: Math.round(second.ms) },
    ]);
    console.log(`\nGET /public-api/white-label under autocannon (10 connections, ${duration} s each)`);
    console.table([
      {
        endpoint: 'platform: /public-api/white-label',
        'req/s': Math.round(platform.requestsPerSecond),
        'p50 ms': platform.p50,
        'p99 ms': platform.p99,
        errors: platform.errors,
      },
      {
        endpoint: 'bare Fastify, same JSON',
        'req/s': Math.round(baseline.requestsPerSecond),
        'p50 ms': baseline.p50,
        'p99 ms': baseline.p99,
        errors: baseline.errors,
      },
    ]);
    console.log(`platform / bare: ${(platform.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const runs = (part: string) => only.length === 0 || only.includes(part);
if (runs('bundle')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  printFirstLoad(path.join(root, 'apps/web/dist'));
}
if (runs('lighthouse')) await benchLighthouse();
if (runs('startup')) await benchStartup();
if (runs('advisors')) await benchAdvisorsList();
if (runs('offers')) await benchOffersList();
if (runs('investor')) await benchInvestorPanel();
if (runs('kyc')) await benchKyc();
if (runs('mailbox')) await benchMailbox();
if (runs('load')) await benchLoad();
