// Load (issue 17 item 5): a bounded load test on PostgreSQL, loopback only, that stops by itself. The real server runs in its
// own process (`apps/server/src/server.ts`, demo data, a fresh database dropped afterwards) and this process sends an open-loop
// mix of what the platform's users do, at a fixed rate whatever the answers' speed: advisors' offer lists and kanban sums, the
// coordinators' network list and KYC list, investors opening their offer pages, logins and invitations. It prints, per route,
// the calls, the errors (any answer but the expected status, or no answer) and p50/p95/p99, beside the rate reached.
// Figures, not assertions. `BENCH_LOAD_RATE` (requests/s, default 200) and `BENCH_LOAD_SECONDS` (default 60) change the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '@emisja/shared';
import pg from 'pg';
import { DEMO_ADMIN, DEMO_ADVISOR, DEMO_COORDINATOR, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';
import { createPostgresDatabase } from './offers-list.ts';
import { freePort, percentile, request, stopProcess, type BenchAnswer } from './bench-helpers.ts';

const root = path.resolve(import.meta.dirname, '..');
const RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** How long the calls still in flight when the run ends may take before they count as errors. */
const DRAIN_MS = 30_000;
/** Offers invited before the run, whose links the investors open during it. */
const OFFER_LINKS = 40;
const HOST = 'localhost';

interface Call {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  expected: number;
}

interface RouteFigures {
  calls: number;
  errors: number;
  durations: number[];
  firstError?: string;
}

function startServer(port: number, databaseUrl: string): ChildProcess {
  // BENCH_LOAD_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (where its time goes per request).
  const profile = process.env.BENCH_LOAD_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_LOAD_CPU_PROF_DIR]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // The mix logs the same demo accounts in many times a second from one address: the login limits would answer 429,
      // which is their job, not what this run measures.
      AUTH_RATE_LIMIT_IP_MAX: '1000000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 where there is no /proc. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) start at the 3rd; utime and stime are the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine so far (all cores, clock ticks), from /proc/stat; zeros without it. */
function machineTicks(): { busy: number; total: number } {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th.
    return { busy: total - ticks[3]! - ticks[4]!, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * CPU use during a run, to tell a slow server from a saturated machine: the server process and this load generator in % of
 * one core, and the whole machine (PostgreSQL and whatever else runs) in % of all its cores.
 */
function startCpuMeter(serverPid: number, calls: () => number) {
  const started = { at: performance.now(), server: cpuSecondsOf(serverPid), own: process.cpuUsage(), machine: machineTicks() };
  return () => {
    const seconds = (performance.now() - started.at) / 1000;
    const own = process.cpuUsage(started.own);
    const machine = machineTicks();
    const percent = (cpu: number) => `${((100 * cpu) / seconds).toFixed(0)}%`;
    const busy = machine.total - started.machine.total;
    const server = cpuSecondsOf(serverPid) - started.server;
    return (
      `CPU over ${seconds.toFixed(1)} s: server ${percent(server)} of one core ` +
      `(${((1000 * server) / Math.max(1, calls())).toFixed(1)} ms an answered call), ` +
      `load generator ${percent((own.user + own.system) / 1e6)} of one core, the machine ` +
      `${busy > 0 ? ((100 * (machine.busy - started.machine.busy)) / busy).toFixed(0) : '?'}% of its ${os.cpus().length} ` +
      `cores busy (load average ${os.loadavg()[0]!.toFixed(2)})`
    );
  };
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (code ${child.exitCode})`);
    try {
      const response = await fetch(`${base}/public-api/white-label`, { headers: { host: HOST } });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The generator's client: `node:http` on kept-alive connections, as many as the calls in flight need (an open loop must
 * not queue its calls behind a few sockets). It shares the 2 cores with the server and PostgreSQL: `fetch` (undici, WHATWG
 * streams) cost it about 2 ms of CPU a call, a sixth of a core at 80 requests/s.
 */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 1024 });

function send(base: string, call: Call): Promise<BenchAnswer> {
  return request(`${base}${call.path}`, {
    method: call.method,
    headers: {
      host: HOST,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    agent: loadAgent,
  });
}

async function login(base: string, email: string): Promise<string> {
  const response = await send(base, {
    route: 'login',
    method: 'POST',
    path: '/auth/login',
    body: { email, password: DEMO_PASSWORD },
    expected: 200,
  });
  const { accessToken } = JSON.parse(response.body.toString()) as { accessToken?: string };
  if (!accessToken) throw new Error(`login of ${email} failed (HTTP ${response.status})`);
  return accessToken;
}

interface Target {
  campaignId: string;
  productId: string;
  networkId: string;
}

/** The demo advisor's first network and an open campaign's product, read from the database the server seeded. */
async function invitationTarget(databaseUrl: string): Promise<Target> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Target>(
      `select p.campaign_id as "campaignId", p.id as "productId", an.network_id as "networkId"
       from advisors a
       join landing_hosts h on h.landing_page_id = a.landing_page_id and h.host = $2
       join advisor_networks an on an.advisor_id = a.id
       join campaigns c on c.landing_page_id = a.landing_page_id and c.is_active
         and c.start_date <= current_date and c.end_date >= current_date
       join products p on p.campaign_id = c.id
       where a.email = $1
       order by c.end_date desc, p.id
       limit 1`,
      [DEMO_ADVISOR.email, HOST],
    );
    if (!rows[0]) throw new Error('no open campaign with a product, or no network of the demo advisor');
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The public offer links of the e-mails sent to `emails` (the outbox keeps each e-mail's links). */
async function offerLinks(databaseUrl: string, emails: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ links: string[] }>('select links from email_outbox where to_address = any($1)', [
      emails,
    ]);
    return rows
      .flatMap((row) => row.links)
      .map((link) => new URL(link).searchParams.get('token'))
      .filter((token): token is string => Boolean(token));
  } finally {
    await client.end();
  }
}

export async function benchLoad() {
  const database = await createPostgresDatabase('emisja_bench_load');
  if (!database) return;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, database.url);
  try {
    await waitForHealth(base, server);
    const [advisor, coordinator, admin] = await Promise.all(
      [DEMO_ADVISOR, DEMO_COORDINATOR, DEMO_ADMIN].map((person) => login(base, person.email)),
    );
    const target = await invitationTarget(database.url);
    const run = randomBytes(3).toString('hex');
    const invitePath = `/api/advisor/campaign/${target.campaignId}/product/${target.productId}/invite-investor?language=pl`;
    let invited = 0;
    const invitation = (): Call => ({
      route: 'POST invite-investor',
      method: 'POST',
      path: invitePath,
      token: advisor,
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: {
        investorEmail: `load.${run}.${invited++}@investors.example.com`,
        message: 'Zapraszam do zapoznania się z ofertą naszej emisji.',
        networkId: target.networkId,
      },
      expected: 201,
    });

    // The offers whose pages investors open during the run.
    const firstEmails: string[] = [];
    for (let index = 0; index < OFFER_LINKS; index++) {
      const call = invitation();
      firstEmails.push((call.body as { investorEmail: string }).investorEmail);
      const response = await send(base, call);
      if (response.status !== 201) throw new Error(`invitation: HTTP ${response.status}: ${response.body.toString()}`);
    }
    let tokens: string[] = [];
    for (let attempt = 0; attempt < 100 && tokens.length < OFFER_LINKS; attempt++) {
      tokens = await offerLinks(database.url, firstEmails);
      if (tokens.length < OFFER_LINKS) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (tokens.length === 0) throw new Error('the invitations left no offer links in the outbox');

    const list = 'sort=statusDate&order=desc&limit=20';
    const kanban = 'filters[status][value][]=invited&filters[status][value][]=viewed&filters[status][operator]=in';
    const kyc = 'sort=createdAt&order=desc&limit=20';
    const mix: { weight: number; call: () => Call }[] = [
      {
        weight: 25,
        call: () => ({
          route: 'GET own offers list',
          method: 'GET',
          path: `/api/advisor/investor/offers?${list}`,
          token: advisor,
          expected: 200,
        }),
      },
      {
        weight: 15,
        call: () => ({
          route: 'GET own kanban sums',
          method: 'GET',
          path: `/api/advisor/investor/offers/summary?${kanban}`,
          token: advisor,
          expected: 200,
        }),
      },
      {
        weight: 10,
        call: () => ({
          route: 'GET network offers list',
          method: 'GET',
          path: `/api/advisor/investor/offers-by-network?${list}`,
          token: coordinator,
          expected: 200,
        }),
      },
      {
        weight: 5,
        call: () => ({
          route: 'GET KYC requests list',
          method: 'GET',
          path: `/api/advisor/kyc/investor-request?${kyc}`,
          token: admin,
          expected: 200,
        }),
      },
      {
        weight: 30,
        call: () => ({
          route: 'GET public offer page',
          method: 'GET',
          path: `/public-api/campaign-offer/${tokens[Math.floor(Math.random() * tokens.length)]}?language=pl`,
          expected: 200,
        }),
      },
      {
        weight: 5,
        call: () => ({
          route: 'POST login',
          method: 'POST',
          path: '/auth/login',
          body: { email: DEMO_ADVISOR.email, password: DEMO_PASSWORD },
          expected: 200,
        }),
      },
      { weight: 10, call: invitation },
    ];
    const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
    const pick = (): Call => {
      let roll = Math.random() * totalWeight;
      for (const entry of mix) {
        roll -= entry.weight;
        if (roll < 0) return entry.call();
      }
      return mix[mix.length - 1]!.call();
    };

    console.log(
      `\n[PostgreSQL] load: ${RATE} requests/s for ${SECONDS} s, open loop (a call leaves on time whatever the answers' ` +
        'speed), the real server in its own process with the demo data',
    );
    const figures = new Map<string, RouteFigures>();
    const record = (route: string, ms: number, error?: string) => {
      let entry = figures.get(route);
      if (!entry) figures.set(route, (entry = { calls: 0, errors: 0, durations: [] }));
      entry.calls += 1;
      entry.durations.push(ms);
      if (error) {
        entry.errors += 1;
        entry.firstError ??= error;
      }
    };
    const inFlight = new Set<Promise<void>>();
    const cpu = startCpuMeter(server.pid!, () => responses);
    const started = performance.now();
    const intervalMs = 1000 / RATE;
    let sent = 0;
    /** Calls the server answered (any status): what its CPU time went to ("fetch failed" calls never reached a handler). */
    let responses = 0;
    while (performance.now() - started < SECONDS * 1000) {
      const due = started + sent * intervalMs;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const call = pick();
      const callStarted = performance.now();
      const pending = send(base, call)
        .then((response) => {
          responses += 1;
          const text = response.body.toString();
          const ms = performance.now() - callStarted;
          record(
            call.route,
            ms,
            response.status === call.expected ? undefined : `HTTP ${response.status}: ${text.slice(0, 160)}`,
          );
        })
        .catch((error: unknown) => record(call.route, performance.now() - callStarted, String(error)))
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
      sent += 1;
    }
    const sendingMs = performance.now() - started;
    const drained = await Promise.race([
      Promise.all([...inFlight]).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS).unref()),
    ]);

    const cpuLine = cpu();
    const rows = [...figures.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, entry]) => {
        const sorted = [...entry.durations].sort((a, b) => a - b);
        return {
          route,
          calls: entry.calls,
          errors: entry.errors,
          'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
          'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
          'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
        };
      });
    console.table(rows);
    const answered = rows.reduce((sum, row) => sum + row.calls, 0);
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    console.log(
      `sent ${sent} calls in ${(sendingMs / 1000).toFixed(1)} s (${(sent / (sendingMs / 1000)).toFixed(0)} requests/s), ` +
        `answered ${answered}, errors ${errors + (sent - answered)}` +
        (drained ? '' : `, ${sent - answered} still unanswered ${DRAIN_MS / 1000} s after the end`),
    );
    console.log(cpuLine);
    for (const [route, entry] of figures) if (entry.firstError) console.log(`  first error of ${route}: ${entry.firstError}`);
  } finally {
    await stopProcess(server);
    await database.drop();
  }
}
