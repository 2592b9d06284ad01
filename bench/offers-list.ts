// The investor offers with 1,000,000 offers over 50 advisors and 5 networks on one landing page (issue 5), on embedded PGlite
// and on PostgreSQL, in one run:
//   1. the offers lists (filter + sort + `X-Request-Total-Count: true`) as an advisor (own offers), as a coordinator of 2
//      networks and as the admin (offers-by-network), each row with its investor's KYC state (60,000 KYC requests), and the
//      admin's list filtered by kycStatus, and 2. the kanban sums (`/summary`) with a filter: p50/p95 through HTTP
//      (the real app: auth, actor, list, count) beside the same SQL (offerListStatements / offerKanbanSumsStatement) run
//      directly on the database, in turns (bench-helpers.ts measureTwoPathsInTurns, docs/decisions/061);
//   3. the time to settle 200 invitations sent the way the web client sends them: one POST per e-mail, all started at once,
//      settled one by one (Promise.allSettled).
// PostgreSQL: BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created for the run
// and dropped after it. Skipped with a note when the server cannot be reached.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDaysToIsoDate,
  IDEMPOTENCY_KEY_HEADER,
  isoDateInTimeZone,
  parseListQueryString,
  TOTAL_COUNT_HEADERS,
  type Currency,
  type TListQuery,
} from '@emisja/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  advisorNetworks,
  advisors,
  campaignTranslations,
  campaigns,
  landingHosts,
  networks,
  products,
  userContexts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data.ts';
import { LocalDiskStorage } from '../apps/server/src/lib/storage/index.ts';
import {
  offerKanbanSumsStatement,
  offerListStatements,
  type OfferListScope,
} from '../apps/server/src/modules/offers/offers.repository.ts';
import { measureTwoPathsInTurns, request, summarize } from './bench-helpers.ts';

const OFFER_COUNT = Number(process.env.BENCH_OFFERS ?? 1_000_000);
const ADVISOR_COUNT = 50;
const NETWORK_COUNT = 5;
const INVESTOR_COUNT = 100_000;
const INVITATIONS = 200;
/** Each measurement runs for about this long (at least MIN_SAMPLES, at most MAX_SAMPLES requests), after 3 warm-up calls. */
const SECONDS_PER_MEASUREMENT = Number(process.env.BENCH_OFFERS_SECONDS ?? 2);
const MIN_SAMPLES = 10;
const MAX_SAMPLES = 1000;
const POSTGRES_TARGET_MS = 150;
const HTTP_OVER_SQL_TARGET = 2;

/**
 * Status shares of the seeded offers (percent, summing to 100), in lifecycle order: every status appears.
 * Offers that reached `accepted` (accepted, active, archived, half of rejected) carry an investment value and dates.
 */
const STATUS_SHARES: [string, number][] = [
  ['invited', 20],
  ['viewed', 15],
  ['interested', 10],
  ['accepted', 10],
  ['active', 20],
  ['rejected', 7],
  ['declined', 8],
  ['archived', 10],
];

/** Campaigns of the bench (every one running, so invitations are taken): currency and type, two products each. */
const BENCH_CAMPAIGNS: { currency: Currency; type: 'debt' | 'equity' }[] = [
  { currency: 'PLN', type: 'debt' },
  { currency: 'PLN', type: 'debt' },
  { currency: 'PLN', type: 'equity' },
  { currency: 'EUR', type: 'debt' },
  { currency: 'EUR', type: 'equity' },
  { currency: 'USD', type: 'debt' },
];

interface Seeded {
  landingPageId: string;
  networkIds: string[];
  /** The advisor whose own offers are listed (a member of network 0). */
  ownAdvisor: { id: string; email: string; networkId: string };
  /** Coordinates networks 1 and 2. */
  coordinator: { id: string; email: string; networkIds: string[] };
  admin: { id: string };
  invitationTarget: { campaignId: string; productId: string };
  baseSeconds: number;
  /** Networks, advisors, campaigns, products and investors. */
  peopleSeconds: number;
  /** Everything of the bench seed (people included). */
  offersSeconds: number;
  analyzeSeconds: number;
}

/** SQL of a deterministic version-4-shaped uuid from md5(`bench-<kind>-<number>`) (the API checks the uuid format). */
const benchUuid = (kind: string, numberSql: string) =>
  `overlay(overlay(md5('bench-${kind}-' || ${numberSql}) placing '4' from 13) placing '8' from 17)::uuid`;

/** SQL of element `indexSql` (1-based) of a constant array of uuids or plain words (values made here: no quoting needed). */
const pick = (values: readonly string[], type: 'uuid' | 'text', indexSql: string) =>
  `('{${values.join(',')}}'::${type}[])[${indexSql}]`;

/**
 * Runs the one INSERT of the offers the way a bulk load is done: in one transaction, without the secondary indexes of
 * investor_offers (dropped, then created again exactly as pg_indexes defines them: one sort each instead of 1,000,000
 * insertions), and, for a superuser, without the foreign key triggers (`session_replication_role = replica`; the rows are
 * made consistent by construction). The constraint indexes (primary key, token hash, idempotency key) stay.
 */
async function bulkInsertOffers(database: Database, insertSql: string) {
  await database.db.transaction(async (tx) => {
    const run = async (text: string) =>
      ((await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [role] = await run(`select current_setting('is_superuser') as is_superuser`);
    if (role?.is_superuser === 'on') await run('set local session_replication_role = replica');
    await run(`set local maintenance_work_mem = '256MB'`);
    const indexes = await run(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'investor_offers'
         and indexname not in (select conname from pg_constraint where conrelid = 'investor_offers'::regclass)`,
    );
    for (const index of indexes) await run(`drop index "${String(index.indexname)}"`);
    await run(insertSql);
    for (const index of indexes) await run(String(index.indexdef));
  });
}

async function seed(database: Database, storageDir: string): Promise<Seeded> {
  const { db } = database;
  const baseStarted = performance.now();
  await migrateDatabase(database);
  await seedDemoData(db, { storage: new LocalDiskStorage(storageDir) });
  const baseSeconds = (performance.now() - baseStarted) / 1000;

  const offersStarted = performance.now();
  const [host] = await db.select().from(landingHosts).where(eq(landingHosts.host, 'localhost'));
  if (!host) throw new Error('the demo landing page has no host "localhost"');
  const landingPageId = host.landingPageId;
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const [adminAdvisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.userId, admin!.id));

  const networkRows = await db
    .insert(networks)
    .values(Array.from({ length: NETWORK_COUNT }, (_, index) => ({ landingPageId, name: `Sieć testowa ${index + 1}` })))
    .returning({ id: networks.id });
  const networkIds = networkRows.map((row) => row.id);

  // 50 advisors who can log in with the demo password (the admin's hash), advisor k in network k % 5.
  const people = Array.from({ length: ADVISOR_COUNT }, (_, index) => ({
    email: `bench.advisor.${index}@advisors.example.com`,
    firstName: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Ewa'][index % 5]!,
    surname: `Doradca-${String(index).padStart(2, '0')}`,
  }));
  const userRows = await db
    .insert(users)
    .values(people.map((person) => ({ ...person, passwordHash: admin!.passwordHash })))
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(userRows.map((row) => [row.email, row.id]));
  await db
    .insert(userContexts)
    .values(userRows.map((row) => ({ userId: row.id, landingPageId, contextType: 'advisor-panel' as const })));
  const advisorRows = await db
    .insert(advisors)
    .values(people.map((person) => ({ landingPageId, userId: userIds.get(person.email)!, ...person, status: 'active' as const })))
    .returning({ id: advisors.id, email: advisors.email });
  const advisorIds = people.map((person) => advisorRows.find((row) => row.email === person.email)!.id);
  await db.insert(advisorNetworks).values([
    ...advisorIds.map((advisorId, index) => ({
      landingPageId,
      advisorId,
      networkId: networkIds[index % NETWORK_COUNT]!,
      // Advisor 1 coordinates its network 1 and network 2.
      isCoordinator: index === 1,
    })),
    { landingPageId, advisorId: advisorIds[1]!, networkId: networkIds[2]!, isCoordinator: true },
  ]);

  const today = isoDateInTimeZone(new Date());
  const productRows: { id: string; campaignId: string; currency: Currency }[] = [];
  for (const [index, { currency, type }] of BENCH_CAMPAIGNS.entries()) {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        landingPageId,
        slug: `bench-${index + 1}`,
        type,
        currency,
        startDate: addDaysToIsoDate(today, -400),
        endDate: addDaysToIsoDate(today, 400),
        targetAmount: '100000000.00',
        issuerName: 'Benchmark S.A.',
        ...(type === 'debt'
          ? {
              interestType: 'Fixed' as const,
              interestRate: '8.5000',
              paymentFrequency: 'Quarterly' as const,
              durationValue: 24,
              durationUnit: 'month' as const,
            }
          : { sharesSeries: 'B', counterFrom: 1, counterTo: 1_000_000, issueValue: '10.00' }),
      })
      .returning({ id: campaigns.id });
    await db.insert(campaignTranslations).values([
      { campaignId: campaign!.id, language: 'pl', name: `Emisja testowa ${index + 1}` },
      { campaignId: campaign!.id, language: 'en', name: `Bench issue ${index + 1}` },
    ]);
    const rows = await db
      .insert(products)
      .values(
        ['A', 'B'].map((series) => ({
          landingPageId,
          campaignId: campaign!.id,
          code: `SERIA-${series}${index + 1}`,
          investmentValueMin: '1000.00',
          investmentValueMax: '1000000.00',
          investmentValueStep: '100.00',
        })),
      )
      .returning({ id: products.id });
    productRows.push(...rows.map((row) => ({ id: row.id, campaignId: campaign!.id, currency })));
  }

  // Investors (each with its platform user): 100,000, one in ten a company. Set-based; investor n has the id
  // a uuid made from its number (benchUuid), so the offers below refer to it without a join.
  await database.executeSql(
    `insert into users (id, email, first_name, surname)
     select ${benchUuid('user', 'n')}, 'bench.investor.' || n || '@investors.example.com',
            (array['Jan','Maria','Adam','Zofia','Marek','Julia','Paweł','Alicja'])[1 + n % 8],
            (array['Nowak','Wójcik','Kowalczyk','Lewandowska','Zielińska','Szymański','Woźniak','Dąbrowska','Mazur','Król'])[1 + (n / 8) % 10]
     from generate_series(0, ${INVESTOR_COUNT - 1}) as n`,
  );
  await database.executeSql(
    `insert into investors (id, landing_page_id, user_id, email, first_name, surname, is_legal_person, company_name)
     select ${benchUuid('investor', 'n')}, $1::uuid, u.id, u.email, u.first_name, u.surname, n % 10 = 0,
            case when n % 10 = 0 then 'Firma ' || u.surname || ' sp. z o.o.' end
     from generate_series(0, ${INVESTOR_COUNT - 1}) as n join users u on u.id = ${benchUuid('user', 'n')}`,
    [landingPageId],
  );
  // Fresh statistics, and with them new plans for the foreign key checks of the offers (a plan cached while the table was
  // small scans it whole for every offer).
  await database.executeSql('analyze');

  // KYC requests (issue 12), after the statistics (their foreign key checks then read investors by its index): six
  // investors in ten have one, so the rows' KYC state (a lateral lookup per row of a page) and the kycStatus filter read a
  // realistic table: n % 10 in 0..2 submitted (one in ten of those also got a newer invitation), 3 sent, 4 in progress,
  // 5 expired by time; the rest none. The answers are not read by the lists: an empty object.
  await database.executeSql(
    `insert into kyc_requests (landing_page_id, investor_email, investor_id, advisor_id, message, token_hash, status,
       expires_at, submitted_at, data, identity_verification, created_at, updated_at)
     select $1::uuid, 'bench.investor.' || n || '@investors.example.com', ${benchUuid('investor', 'n')},
            ${pick(advisorIds, 'uuid', '1 + n % ' + ADVISOR_COUNT)}, 'Proszę o wypełnienie ankiety KYC.',
            md5('bench-kyc-a-' || n || '-' || k) || md5('bench-kyc-b-' || n || '-' || k),
            case when k = 1 then 'sent' when n % 10 <= 2 then 'submitted' when n % 10 = 3 then 'sent'
                 when n % 10 = 4 then 'in-progress' else 'sent' end,
            case when n % 10 = 5 and k = 0 then now() - interval '15 days' else now() + interval '30 days' end,
            case when n % 10 <= 2 and k = 0 then now() - interval '20 days' end,
            case when n % 10 <= 2 and k = 0 then '{}'::jsonb end,
            case when n % 10 <= 2 and k = 0 then (array['in-progress','success','success','failed'])[1 + n % 4] else 'not-started' end,
            now() - interval '45 days' + k * interval '30 days', now()
     from generate_series(0, ${INVESTOR_COUNT - 1}) as n cross join generate_series(0, 1) as k
     where n % 10 <= 5 and (k = 0 or (n % 10 <= 2 and n % 100 < 10))`,
    [landingPageId],
  );

  // The offers, in one statement without joins: offer g belongs to advisor g % 50 (in that advisor's network), product
  // (g / 50) % 12 and an investor chosen by a hash of g. u1..u3 are deterministic pseudo-random numbers in [0, 1).
  let statusCase = 'case';
  let threshold = 0;
  for (const [status, share] of STATUS_SHARES) {
    threshold += share / 100;
    statusCase += ` when u1 < ${threshold.toFixed(4)} then '${status}'`;
  }
  statusCase += ` else 'archived' end`;
  const offersSql = `
    with g as (
      select g,
             ((hashint8(g * 4 + 1)::bigint & 1048575) / 1048576.0)::float8 as u1,
             ((hashint8(g * 4 + 2)::bigint & 1048575) / 1048576.0)::float8 as u2,
             ((hashint8(g * 4 + 3)::bigint & 1048575) / 1048576.0)::float8 as u3,
             (hashint8(g * 4 + 4)::bigint & 2147483647) % ${INVESTOR_COUNT} as investor_n,
             1 + g % ${ADVISOR_COUNT} as advisor_i,
             1 + (g / ${ADVISOR_COUNT}) % ${productRows.length} as product_i
      from generate_series(0::bigint, ${OFFER_COUNT - 1}::bigint) as g
    ), o as (
      select g.*, ${statusCase} as status, now() - u2 * interval '365 days' as status_date
      from g
    ), valued as (
      select o.*, status in ('accepted', 'active', 'archived') or (status = 'rejected' and u3 < 0.5) as has_value from o
    )
    insert into investor_offers (landing_page_id, campaign_id, product_id, investor_id, owner_advisor_id, network_id, status,
      status_date, token_hash, invitation_message, investment_value, currency, agreement_date, payment_date, end_date,
      rejection_reason, created_at, updated_at)
    select '${landingPageId}'::uuid, ${pick(
      productRows.map((row) => row.campaignId),
      'uuid',
      'product_i',
    )},
           ${pick(
             productRows.map((row) => row.id),
             'uuid',
             'product_i',
           )}, ${benchUuid('investor', 'investor_n')},
           ${pick(advisorIds, 'uuid', 'advisor_i')},
           ${pick(
             advisorIds.map((_, index) => networkIds[index % NETWORK_COUNT]!),
             'uuid',
             'advisor_i',
           )}, status, status_date,
           md5('bench-offer-a-' || g) || md5('bench-offer-b-' || g),
           'Zapraszam do zapoznania się z ofertą naszej emisji.',
           case when has_value then 1000 + 100 * floor(u3 * 2000) end,
           ${pick(
             productRows.map((row) => row.currency),
             'text',
             'product_i',
           )},
           case when has_value then (status_date - interval '3 days')::date end,
           case when status in ('active', 'archived') then (status_date - interval '1 day')::date end,
           case when status in ('active', 'archived') then (status_date + interval '2 years')::date end,
           case when status = 'rejected' then 'Brak potwierdzenia wpłaty.' end,
           status_date - interval '7 days', status_date
    from valued`;
  const peopleSeconds = (performance.now() - offersStarted) / 1000;
  await bulkInsertOffers(database, offersSql);
  const offersSeconds = (performance.now() - offersStarted) / 1000;

  // PostgreSQL: what autovacuum does soon after a bulk load (statistics and the visibility map, which index-only scans
  // need), done now so every run measures the same state. PGlite has no autovacuum: statistics only.
  const analyzeStarted = performance.now();
  await database.executeSql(database.engine === 'postgres' ? 'vacuum analyze' : 'analyze');
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;

  const firstProduct = productRows[0]!;
  return {
    landingPageId,
    networkIds,
    ownAdvisor: { id: advisorIds[0]!, email: people[0]!.email, networkId: networkIds[0]! },
    coordinator: { id: advisorIds[1]!, email: people[1]!.email, networkIds: [networkIds[1]!, networkIds[2]!] },
    admin: { id: adminAdvisor!.id },
    invitationTarget: { campaignId: firstProduct.campaignId, productId: firstProduct.id },
    baseSeconds,
    peopleSeconds,
    offersSeconds,
    analyzeSeconds,
  };
}

const round = (value: number) => Number(value.toFixed(2));

/** One POST with node:http through `agent` (its socket limit models the client's connection limit). */
function postJson(agent: http.Agent, url: URL, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface Measured {
  case: string;
  http: { samples: number; p50: number; p95: number };
  direct: { samples: number; p50: number; p95: number };
  total: string;
}

async function runEngine(label: string, database: Database, dir: string) {
  console.log(`\n[${label}] seeding ${OFFER_COUNT.toLocaleString('en')} offers...`);
  const seeded = await seed(database, path.join(dir, 'storage'));
  console.log(
    `[${label}] migrations + demo data ${seeded.baseSeconds.toFixed(1)} s; bench seed (5 networks, 50 advisors, ` +
      `${INVESTOR_COUNT.toLocaleString('en')} investors, ${OFFER_COUNT.toLocaleString('en')} offers) ` +
      `${seeded.offersSeconds.toFixed(1)} s (of which the offers ${(seeded.offersSeconds - seeded.peopleSeconds).toFixed(1)} s); (vacuum) analyze ${seeded.analyzeSeconds.toFixed(1)} s`,
  );

  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    STORAGE_DIR: path.join(dir, 'storage'),
    AUTH_RATE_LIMIT_IP_MAX: '10000',
  });
  const measured: Measured[] = [];
  let invitations: Record<string, string | number>[] = [];
  const app = await buildApp({ env, database, closeDatabase: false, runJobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenOf = async (email: string) => {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const { accessToken } = (await login.json()) as { accessToken?: string };
      if (!accessToken) throw new Error(`login of ${email} failed (HTTP ${login.status})`);
      return accessToken;
    };
    const tokens = {
      own: await tokenOf(seeded.ownAdvisor.email),
      coordinator: await tokenOf(seeded.coordinator.email),
      admin: await tokenOf(DEMO_ADMIN.email),
    };
    const scopes: Record<keyof typeof tokens, OfferListScope> = {
      own: { landingPageId: seeded.landingPageId, visibility: { kind: 'owner', advisorId: seeded.ownAdvisor.id } },
      coordinator: {
        landingPageId: seeded.landingPageId,
        visibility: { kind: 'ownerOrNetworks', advisorId: seeded.coordinator.id, networkIds: seeded.coordinator.networkIds },
      },
      admin: { landingPageId: seeded.landingPageId, visibility: { kind: 'landing' } },
    };

    const listQuery =
      'filters[status][value][]=accepted&filters[status][value][]=active&filters[status][operator]=in' +
      '&sort=statusDate&order=desc&limit=20&offset=40';
    const halfYearAgo = addDaysToIsoDate(isoDateInTimeZone(new Date()), -182);
    const summaryQuery = `filters[statusDateFrom][value]=${halfYearAgo}&filters[statusDateFrom][operator]=gte`;
    const cases: { name: string; who: keyof typeof tokens; path: string; query: string; kind: 'list' | 'summary' }[] = [
      { name: 'list own (advisor)', who: 'own', path: '/api/advisor/investor/offers', query: listQuery, kind: 'list' },
      {
        name: 'list by network (coordinator of 2)',
        who: 'coordinator',
        path: '/api/advisor/investor/offers-by-network',
        query: listQuery,
        kind: 'list',
      },
      {
        name: 'list by network (admin)',
        who: 'admin',
        path: '/api/advisor/investor/offers-by-network',
        query: listQuery,
        kind: 'list',
      },
      {
        // The investor's KYC state as a filter (issue 12): a correlated lookup per offer the other filters leave.
        name: 'list by network (admin), kycStatus none',
        who: 'admin',
        path: '/api/advisor/investor/offers-by-network',
        query: `${listQuery}&filters[kycStatus][value][]=none&filters[kycStatus][operator]=in`,
        kind: 'list',
      },
      {
        name: 'kanban sums own (advisor)',
        who: 'own',
        path: '/api/advisor/investor/offers/summary',
        query: summaryQuery,
        kind: 'summary',
      },
      {
        name: 'kanban sums by network (coordinator of 2)',
        who: 'coordinator',
        path: '/api/advisor/investor/offers-by-network/summary',
        query: summaryQuery,
        kind: 'summary',
      },
      {
        name: 'kanban sums by network (admin)',
        who: 'admin',
        path: '/api/advisor/investor/offers-by-network/summary',
        query: summaryQuery,
        kind: 'summary',
      },
    ];

    for (const benchCase of cases) {
      const parsed = parseListQueryString(benchCase.query);
      if (parsed.issues.length > 0) throw new Error(`bad bench query: ${JSON.stringify(parsed.issues)}`);
      const query: TListQuery = parsed.query;
      const headers = {
        host: 'localhost',
        authorization: `Bearer ${tokens[benchCase.who]}`,
        // A browser's list call: compressed when large enough (the list's body is not read, so not decompressed).
        ...(benchCase.kind === 'list' ? { [TOTAL_COUNT_HEADERS.request]: 'true', 'accept-encoding': 'br, gzip' } : {}),
      };
      let total = '';
      const http = async () => {
        const response = await request(`${base}${benchCase.path}?${benchCase.query}`, { headers });
        if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.body.toString()}`);
        if (benchCase.kind === 'list') {
          total = String(response.headers[TOTAL_COUNT_HEADERS.response.toLowerCase()] ?? '');
        } else {
          const summary = JSON.parse(response.body.toString()) as { columns: { count: number }[] };
          total = String(summary.columns.reduce((sum, column) => sum + column.count, 0));
        }
      };
      const scope = scopes[benchCase.who];
      let direct: () => Promise<void>;
      if (benchCase.kind === 'list') {
        const statements = offerListStatements(database.db, scope, query, 'pl');
        const page = statements.rows.toSQL();
        const count = statements.count.toSQL();
        direct = async () => {
          await Promise.all([database.executeSql(page.sql, page.params), database.executeSql(count.sql, count.params)]);
        };
      } else {
        const sums = offerKanbanSumsStatement(database.db, scope, query, 'pl').toSQL();
        direct = async () => {
          await database.executeSql(sums.sql, sums.params);
        };
      }
      // In turns with a timer turn between samples, through node:http (bench-helpers.ts, docs/decisions/061).
      const figures = await measureTwoPathsInTurns(http, direct, {
        seconds: SECONDS_PER_MEASUREMENT,
        minSamples: MIN_SAMPLES,
        maxSamples: MAX_SAMPLES,
      });
      measured.push({ case: benchCase.name, ...figures, total });
    }

    invitations = await benchInvitations(base, await tokenOf(seeded.ownAdvisor.email), seeded);
  } finally {
    await app.close();
  }

  console.log(
    `\n[${label}] ${OFFER_COUNT.toLocaleString('en')} offers, 50 advisors, 5 networks; list: status in (accepted, active), ` +
      `sort statusDate desc, limit 20 offset 40, with the total; kanban sums: statusDate >= ${'today - 182 days'}; ` +
      `~${SECONDS_PER_MEASUREMENT} s per measurement, one request at a time`,
  );
  console.table(
    measured.flatMap((row) => [
      {
        case: row.case,
        path: 'HTTP',
        'rows/total': row.total,
        samples: row.http.samples,
        'p50 ms': round(row.http.p50),
        'p95 ms': round(row.http.p95),
      },
      {
        case: row.case,
        path: 'same SQL, direct',
        'rows/total': row.total,
        samples: row.direct.samples,
        'p50 ms': round(row.direct.p50),
        'p95 ms': round(row.direct.p95),
      },
    ]),
  );
  console.log(
    `[${label}] target: HTTP p95 within ${HTTP_OVER_SQL_TARGET}x of the direct SQL` +
      (label === 'PostgreSQL' ? ` and under ${POSTGRES_TARGET_MS} ms` : ''),
  );
  for (const row of measured) {
    const ratio = row.http.p95 / row.direct.p95;
    const withinRatio = ratio <= HTTP_OVER_SQL_TARGET;
    const underLimit = row.http.p95 < POSTGRES_TARGET_MS;
    const parts = [`HTTP/SQL p95 ${ratio.toFixed(2)}x ${withinRatio ? 'PASS' : 'MISS'}`];
    if (label === 'PostgreSQL')
      parts.push(`HTTP p95 ${round(row.http.p95)} ms < ${POSTGRES_TARGET_MS} ms ${underLimit ? 'PASS' : 'MISS'}`);
    console.log(`  ${row.case.padEnd(44)} ${parts.join('; ')}`);
  }
  console.log(`\n[${label}] ${INVITATIONS} invitations, one POST .../invite-investor per e-mail, all started at once`);
  console.table(invitations);
}

/**
 * 200 distinct e-mails invited as the web client does it (features/campaigns/lib/send-invitations.ts): every call started at
 * once, each with its own Idempotency-Key, then Promise.allSettled. Twice: with every call on its own connection, and with
 * at most 6 connections (a browser's HTTP/1.1 limit per host), where the calls queue in the client.
 */
async function benchInvitations(base: string, token: string, seeded: Seeded) {
  const { campaignId, productId } = seeded.invitationTarget;
  const url = new URL(`${base}/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor?language=pl`);
  const rows: Record<string, string | number>[] = [];
  for (const [name, maxSockets] of [
    ['every call on its own connection', Infinity],
    ['browser-like: 6 connections', 6],
  ] as const) {
    const agent = new http.Agent({ keepAlive: true, maxSockets });
    const run = randomBytes(3).toString('hex');
    const durations: number[] = [];
    const started = performance.now();
    const settled = await Promise.allSettled(
      Array.from({ length: INVITATIONS }, async (_, index) => {
        const callStarted = performance.now();
        const response = await postJson(
          agent,
          url,
          { host: 'localhost', authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          {
            investorEmail: `invited.${run}.${index}@investors.example.com`,
            message: 'Zapraszam do zapoznania się z ofertą naszej emisji.',
            networkId: seeded.ownAdvisor.networkId,
          },
        );
        durations.push(performance.now() - callStarted);
        if (response.status !== 201) throw new Error(`HTTP ${response.status}: ${response.body.slice(0, 200)}`);
      }),
    );
    const wallMs = performance.now() - started;
    agent.destroy();
    const failures = settled.filter((result) => result.status === 'rejected');
    if (failures.length > 0) console.log(`  first failure: ${String((failures[0] as PromiseRejectedResult).reason)}`);
    const figures = summarize(durations);
    rows.push({
      client: name,
      created: settled.length - failures.length,
      failed: failures.length,
      'total wall ms': Math.round(wallMs),
      'per call p50 ms': round(figures.p50),
      'per call p95 ms': round(figures.p95),
    });
  }
  return rows;
}

/** A fresh PostgreSQL database for the run, or null (with a printed note) when the server cannot be reached. */
export async function createPostgresDatabase(
  prefix = 'emisja_bench_offers',
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n[PostgreSQL] skipped: ${serverUrl.replace(/\/\/[^@]*@/, '//***@')} is unreachable (${String(error)})`);
    return null;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_OFFERS_KEEP_DATABASE) {
        console.log(`[PostgreSQL] kept the database for inspection: ${url.toString().replace(/\/\/[^@]*@/, '//***@')}`);
        await admin.end();
        return;
      }
      // pg's pool.end() resolves while its connections are still closing: wait for them, so the drop terminates none.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await admin.query<{ count: string }>('select count(*) from pg_stat_activity where datname = $1', [name]);
        if (Number(rows[0]?.count ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function benchOffersList(): Promise<void> {
  const runStarted = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-offers-'));
  try {
    const engines = (process.env.BENCH_OFFERS_ENGINES ?? 'pglite,postgres').split(',');
    if (engines.includes('pglite')) {
      const database = await openDatabase({ pgliteDataDir: path.join(dir, 'pglite') });
      try {
        await runEngine('PGlite', database, path.join(dir, 'pglite-files'));
      } finally {
        await database.close();
      }
    }
    if (engines.includes('postgres')) {
      const postgres = await createPostgresDatabase();
      if (postgres) {
        try {
          const database = await openDatabase({ url: postgres.url });
          try {
            await runEngine('PostgreSQL', database, path.join(dir, 'postgres-files'));
          } finally {
            await database.close();
          }
        } finally {
          await postgres.drop();
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nThe offers benchmark took ${((performance.now() - runStarted) / 1000).toFixed(0)} s in total.`);
}
