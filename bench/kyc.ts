// KYC (issue 12; product-decisions section 9; docs/decisions/032): on embedded PGlite and on PostgreSQL, in one run,
//   1. the questionnaire's writes: p50/p95 of a draft save (`PUT .../{token}/draft`, the whole questionnaire as the form
//      sends it) and of a submission (`PUT .../{token}/submit`, one fresh link per sample) through HTTP (the real app on a
//      listening port: parsing, the contract's schema, the rules, the row lock, encryption, audit, the advisor's notice)
//      beside the same writes done directly on the database: the repository's statements in one transaction, WITH the
//      encryption of the personal numbers (AES-256-GCM, the app's cipher and key), without HTTP, validation and the e-mail's
//      rendering (a ready outbox row is inserted instead, and its delivery job queued after the commit as the app queues
//      it). The app runs its jobs as in production: the mail worker delivers both paths' notices beside the measured calls;
//   2. the advisor's list of 10,000 KYC requests (filter + sort + `X-Request-Total-Count: true`) as the admin and as a
//      coordinator, through HTTP beside the repository's list query (findKycRequestRows) run directly.
// Figures, not assertions; the target is HTTP within 2x of the direct path. PostgreSQL: BENCH_DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database per run, dropped after it; skipped when unreachable.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kycSubmitSchema, parseListQueryString, TOTAL_COUNT_HEADERS, type TKycAnswers } from '@emisja/shared';
import { validKycPerson } from '@emisja/shared/testing/kyc-fixtures';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { advisorNetworks, advisors, investors, kycRequests, landingHosts } from '../apps/server/src/db/schema/index.ts';
import { DEMO_ADMIN, DEMO_COORDINATOR, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data.ts';
import { createPiiCipher, generatePiiKeyEntry, parsePiiKeyring, type PiiCipher } from '../apps/server/src/lib/pii/index.ts';
import { createSecret, hashSecret } from '../apps/server/src/lib/secrets.ts';
import { LocalDiskStorage } from '../apps/server/src/lib/storage/index.ts';
import { insertAuditRow } from '../apps/server/src/modules/audit/audit.repository.ts';
import { sealInvestorField, sealQuestionnaire } from '../apps/server/src/modules/kyc/kyc-crypto.ts';
import {
  findKycRequestRows,
  insertIdentityVerificationEntry,
  lockKycRequestByTokenHash,
  lockKycSubmissionByTokenHash,
  markKycRequestSubmitted,
  recordInvestorKycData,
  saveKycDraft,
  type KycVisibility,
} from '../apps/server/src/modules/kyc/kyc.repository.ts';
import { insertOutboxEmail } from '../apps/server/src/modules/mail/mail.repository.ts';
import { createPostgresDatabase } from './offers-list.ts';
import { measureTwoPathsInTurns, nextTurn, request, summarize, type Figures } from './bench-helpers.ts';

const REQUEST_COUNT = 10_000;
/** Submissions measured per path (each needs a fresh link), after 3 warm-up ones. */
const SUBMISSIONS = Number(process.env.BENCH_KYC_SUBMISSIONS ?? 200);
/** Draft saves and list calls run for about this long each (at least MIN_SAMPLES, at most MAX_SAMPLES), after 3 warm-ups. */
const SECONDS_PER_MEASUREMENT = Number(process.env.BENCH_KYC_SECONDS ?? 2);
const MIN_SAMPLES = 10;
const MAX_SAMPLES = 1000;
const HTTP_OVER_DIRECT_TARGET = 2;
const FORM_API = '/public-api/kyc/investor-request';

/** Runs `http` and `direct` in turns for about SECONDS_PER_MEASUREMENT seconds, after 3 warm-up turns. */
const measureInTurns = (http: () => Promise<void>, direct: () => Promise<void>) =>
  measureTwoPathsInTurns(http, direct, { seconds: SECONDS_PER_MEASUREMENT, minSamples: MIN_SAMPLES, maxSamples: MAX_SAMPLES });

/** Runs `http` on each of `httpItems` and `direct` on each of `directItems` in turns (the first 3 turns as a warm-up). */
async function measureEachInTurns<T>(
  httpItems: readonly T[],
  directItems: readonly T[],
  http: (item: T) => Promise<void>,
  direct: (item: T) => Promise<void>,
): Promise<{ http: Figures; direct: Figures }> {
  const durations = { http: [] as number[], direct: [] as number[] };
  for (let index = 0; index < Math.min(httpItems.length, directItems.length); index++) {
    for (const [path, run] of [
      ['http', () => http(httpItems[index]!)],
      ['direct', () => direct(directItems[index]!)],
    ] as const) {
      const started = performance.now();
      await run();
      if (index >= 3) durations[path].push(performance.now() - started);
      await nextTurn();
    }
  }
  return { http: summarize(durations.http), direct: summarize(durations.direct) };
}

const round = (value: number) => Number(value.toFixed(2));

/** SQL of a deterministic version-4-shaped uuid from md5(`bench-kyc-<kind>-<number>`). */
const benchUuid = (kind: string, numberSql: string) =>
  `overlay(overlay(md5('bench-kyc-${kind}-' || ${numberSql}) placing '4' from 13) placing '8' from 17)::uuid`;

interface Seeded {
  landingPageId: string;
  advisorIds: string[];
  coordinator: { advisorId: string; networkIds: string[] };
  seconds: number;
}

/**
 * The demo data, then 10,000 investors (with their users) and one KYC request each, sent by the demo landing page's
 * advisors over 60 days: 40% submitted (identity verification in progress, verified or failed), 15% sent, 20% in progress,
 * 15% past their 30 days, 10% replaced (stored expired). The answers are not read by the list: an empty object.
 */
async function seed(database: Database, dir: string, cipher: PiiCipher): Promise<Seeded> {
  const started = performance.now();
  const { db } = database;
  await migrateDatabase(database);
  await seedDemoData(db, { storage: new LocalDiskStorage(path.join(dir, 'storage')), cipher });
  const [host] = await db.select().from(landingHosts).where(eq(landingHosts.host, 'localhost'));
  if (!host) throw new Error('the demo landing page has no host "localhost"');
  const landingPageId = host.landingPageId;
  const advisorIds = (
    await db
      .select({ id: advisors.id })
      .from(advisors)
      .where(and(eq(advisors.landingPageId, landingPageId), eq(advisors.status, 'active')))
  ).map((row) => row.id);
  const [coordinator] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(eq(advisors.landingPageId, landingPageId), eq(advisors.email, DEMO_COORDINATOR.email)));
  const coordinated = await db
    .select({ networkId: advisorNetworks.networkId })
    .from(advisorNetworks)
    .where(and(eq(advisorNetworks.advisorId, coordinator!.id), eq(advisorNetworks.isCoordinator, true)));

  await database.executeSql(
    `insert into users (id, email, first_name, surname)
     select ${benchUuid('user', 'n')}, 'kyc.bench.' || n || '@investors.example.com',
            (array['Jan','Maria','Adam','Zofia','Marek','Julia','Paweł','Alicja'])[1 + n % 8],
            (array['Nowak','Wójcik','Kowalczyk','Lewandowska','Zielińska','Szymański','Woźniak','Dąbrowska','Mazur','Król'])[1 + (n / 8) % 10]
     from generate_series(0, ${REQUEST_COUNT - 1}) as n`,
  );
  await database.executeSql(
    `insert into investors (id, landing_page_id, user_id, email, first_name, surname)
     select ${benchUuid('investor', 'n')}, $1::uuid, u.id, u.email,
            case when n % 20 < 8 then u.first_name end, case when n % 20 < 8 then u.surname end
     from generate_series(0, ${REQUEST_COUNT - 1}) as n join users u on u.id = ${benchUuid('user', 'n')}`,
    [landingPageId],
  );
  // Statistics first: the requests' foreign key checks then read investors by its index, not whole.
  await database.executeSql('analyze');
  await database.executeSql(
    `insert into kyc_requests (landing_page_id, investor_email, investor_id, advisor_id, message, token_hash, status,
       expires_at, draft_saved_at, submitted_at, data, identity_verification, created_at, updated_at)
     select $1::uuid, 'kyc.bench.' || n || '@investors.example.com', ${benchUuid('investor', 'n')},
            ('{${advisorIds.join(',')}}'::uuid[])[1 + n % ${advisorIds.length}], 'Proszę o wypełnienie ankiety KYC.',
            md5('bench-kyc-a-' || n) || md5('bench-kyc-b-' || n),
            case when n % 20 < 8 then 'submitted' when n % 20 < 11 then 'sent' when n % 20 < 18 then 'in-progress'
                 else 'expired' end,
            created + case when n % 20 between 15 and 17 then interval '-40 days' else interval '30 days' end,
            case when n % 20 between 11 and 17 then created + interval '1 day' end,
            case when n % 20 < 8 then created + interval '2 days' end,
            case when n % 20 < 8 then '{}'::jsonb end,
            case when n % 20 < 8 then (array['in-progress','success','success','failed'])[1 + n % 4] else 'not-started' end,
            created, created
     from (select n, now() - (n % 60) * interval '1 day' - (n % 1440) * interval '1 minute' as created
           from generate_series(0, ${REQUEST_COUNT - 1}) as n) as g`,
    [landingPageId],
  );
  await database.executeSql(database.engine === 'postgres' ? 'vacuum analyze' : 'analyze');
  return {
    landingPageId,
    advisorIds,
    coordinator: { advisorId: coordinator!.id, networkIds: coordinated.map((row) => row.networkId) },
    seconds: (performance.now() - started) / 1000,
  };
}

interface OpenLink {
  id: string;
  secret: string;
  investorId: string;
}

/** `count` open requests (`sent`) of bench investors `from..from+count-1`, linked to them as a send does, with their secrets. */
async function openLinks(database: Database, seeded: Seeded, from: number, count: number): Promise<OpenLink[]> {
  const emails = Array.from({ length: count }, (_, index) => `kyc.bench.${from + index}@investors.example.com`);
  const investorRows = await database.db
    .select({ id: investors.id, email: investors.email })
    .from(investors)
    .where(and(eq(investors.landingPageId, seeded.landingPageId), inArray(investors.email, emails)));
  const investorIds = new Map(investorRows.map((row) => [row.email, row.id]));
  const links = emails.map((email) => ({ email, secret: createSecret(), investorId: investorIds.get(email)! }));
  const rows = await database.db
    .insert(kycRequests)
    .values(
      links.map((link) => ({
        landingPageId: seeded.landingPageId,
        investorEmail: link.email,
        investorId: link.investorId,
        advisorId: seeded.advisorIds[0]!,
        message: 'Proszę o wypełnienie ankiety KYC.',
        tokenHash: hashSecret(link.secret),
        status: 'sent' as const,
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      })),
    )
    .returning({ id: kycRequests.id, tokenHash: kycRequests.tokenHash });
  const ids = new Map(rows.map((row) => [row.tokenHash, row.id]));
  return links.map((link) => ({ id: ids.get(hashSecret(link.secret))!, secret: link.secret, investorId: link.investorId }));
}

interface Row {
  case: string;
  /** The direct path: the writes with the encryption, or the list's query. */
  direct: Figures;
  directPath: 'direct: SQL + encryption' | 'direct: same SQL';
  http: Figures;
  note: string;
}

async function runEngine(label: string, database: Database, dir: string): Promise<Row[]> {
  const keyEntry = generatePiiKeyEntry('bench');
  const cipher = createPiiCipher(parsePiiKeyring(keyEntry));
  console.log(`\n[${label}] seeding ${REQUEST_COUNT.toLocaleString('en')} KYC requests...`);
  const seeded = await seed(database, dir, cipher);
  console.log(`[${label}] migrations, demo data and the bench seed: ${seeded.seconds.toFixed(1)} s`);

  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    STORAGE_DIR: path.join(dir, 'storage'),
    AUTH_RATE_LIMIT_IP_MAX: '10000',
    PII_ENCRYPTION_KEY: keyEntry,
  });
  // Jobs on, as in production: the advisor's notice is queued (pg-boss) after the commit and delivered by the worker, not
  // inside the request (with jobs off the app delivers at once, which no user's request does).
  const app = await buildApp({ env, database, closeDatabase: false, runJobs: true, kyc: { cipher } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // As a browser sends them: the answers are compressed when they are large enough (the client does not decompress them).
    const formHeaders = {
      host: 'localhost',
      'content-type': 'application/json',
      'accept-language': 'pl',
      'accept-encoding': 'br, gzip',
    };
    const draft = validKycPerson();
    const draftBody = JSON.stringify(draft);
    const answers: TKycAnswers = kycSubmitSchema({ enableLegalPerson: true }).parse(validKycPerson());

    // 1. Draft saves: one link each path, saved over and over (each save replaces the draft).
    const [httpDraftLink, directDraftLink] = await openLinks(database, seeded, 0, 2);
    const draftFigures = await measureInTurns(
      async () => {
        const response = await request(`${base}${FORM_API}/${httpDraftLink!.secret}/draft`, {
          method: 'PUT',
          headers: formHeaders,
          body: draftBody,
        });
        if (response.status !== 200) throw new Error(`draft: HTTP ${response.status}: ${response.body.toString()}`);
      },
      async () => {
        await database.db.transaction(async (tx) => {
          const record = await lockKycRequestByTokenHash(tx, seeded.landingPageId, hashSecret(directDraftLink!.secret));
          if (!record) throw new Error('draft: no request');
          await saveKycDraft(tx, record.id, sealQuestionnaire(cipher, draft, 'draft', record.id));
        });
      },
    );
    rows.push({
      case: 'draft save (whole questionnaire)',
      ...draftFigures,
      directPath: 'direct: SQL + encryption',
      note: '',
    });

    // 2. Submissions: a fresh link per sample.
    const httpLinks = await openLinks(database, seeded, 10, SUBMISSIONS + 3);
    const directLinks = await openLinks(database, seeded, 10 + SUBMISSIONS + 3, SUBMISSIONS + 3);
    const submitBody = JSON.stringify(validKycPerson());
    const notice = { subject: 'Ankieta KYC przesłana', text: 'x'.repeat(600), html: `<p>${'x'.repeat(2400)}</p>` };
    const submitFigures = await measureEachInTurns(
      httpLinks,
      directLinks,
      async (link) => {
        const response = await request(`${base}${FORM_API}/${link.secret}/submit`, {
          method: 'PUT',
          headers: formHeaders,
          body: submitBody,
        });
        if (response.status !== 200) throw new Error(`submit: HTTP ${response.status}: ${response.body.toString()}`);
      },
      async (link) => {
        const outboxId = await database.db.transaction(async (tx) => {
          const locked = await lockKycSubmissionByTokenHash(tx, seeded.landingPageId, hashSecret(link.secret));
          if (!locked || locked.record.status !== 'sent' || !locked.sender) throw new Error('submit: no open request');
          const { record, sender } = locked;
          await markKycRequestSubmitted(tx, record.id, {
            data: sealQuestionnaire(cipher, answers, 'data', record.id),
            identityVerification: 'in-progress',
          });
          await insertIdentityVerificationEntry(tx, {
            kycRequestId: record.id,
            status: 'in-progress',
            note: null,
            provider: 'manual',
            providerReference: null,
            decidedByUserId: null,
            decidedByLabel: 'System',
          });
          await recordInvestorKycData(tx, seeded.landingPageId, link.investorId, {
            firstName: answers.firstName,
            surname: answers.surname,
            phoneNo: answers.phoneNo,
            pesel: sealInvestorField(cipher, 'pesel', link.investorId, answers.identificationNo),
            bankAccount: sealInvestorField(cipher, 'bank_account', link.investorId, answers.bankAccount)!,
            isLegalPerson: false,
            companyName: null,
            lastKycRequestId: record.id,
          });
          await insertAuditRow(tx, {
            landingPageId: seeded.landingPageId,
            actorUserId: null,
            actorLabel: record.investorEmail,
            action: 'kyc-request-submitted',
            entityType: 'kyc-request',
            entityId: record.id,
            before: { status: record.status },
            after: { status: 'submitted', identityVerification: 'in-progress' },
            metadata: { investorId: link.investorId, investorType: 'person' },
            ip: '127.0.0.1',
          });
          return insertOutboxEmail(tx, {
            landingPageId: seeded.landingPageId,
            template: 'kyc-submitted',
            language: 'pl',
            toAddress: sender.email,
            links: [`http://localhost/app/kyc/${record.id}`],
            ...notice,
          });
        });
        // The notice's job queued after the commit, as the app does: the worker then delivers both paths' notices.
        await app.mailer.dispatch([outboxId]);
      },
    );
    rows.push({
      case: 'submit (one fresh link per sample)',
      ...submitFigures,
      directPath: 'direct: SQL + encryption',
      note: 'HTTP adds parsing, the rules and the notice rendered',
    });

    // 3. The advisor's list of the 10,000 requests.
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
    const who = {
      admin: { token: await tokenOf(DEMO_ADMIN.email), visibility: { kind: 'landing' } as KycVisibility },
      coordinator: {
        token: await tokenOf(DEMO_COORDINATOR.email),
        visibility: {
          kind: 'senderOrNetworks',
          advisorId: seeded.coordinator.advisorId,
          networkIds: seeded.coordinator.networkIds,
        } as KycVisibility,
      },
    };
    const listCases: { name: string; who: keyof typeof who; query: string }[] = [
      {
        name: 'list (admin): status in (submitted, in-progress), sort createdAt desc, page 3',
        who: 'admin',
        query:
          'filters[status][value][]=submitted&filters[status][value][]=in-progress&filters[status][operator]=in' +
          '&sort=createdAt&order=desc&limit=20&offset=40',
      },
      {
        name: 'list (admin): investorName like "ska", sort investorName',
        who: 'admin',
        query: 'filters[investorName][value]=ska&filters[investorName][operator]=like&sort=investorName&order=asc&limit=20',
      },
      {
        name: 'list (coordinator): status in (expired), sort status',
        who: 'coordinator',
        query: 'filters[status][value][]=expired&filters[status][operator]=in&sort=status&order=asc&limit=20',
      },
    ];
    for (const listCase of listCases) {
      const parsed = parseListQueryString(listCase.query);
      if (parsed.issues.length > 0) throw new Error(`bad bench query: ${JSON.stringify(parsed.issues)}`);
      const caller = who[listCase.who];
      const headers = {
        host: 'localhost',
        authorization: `Bearer ${caller.token}`,
        'accept-encoding': 'br, gzip',
        [TOTAL_COUNT_HEADERS.request]: 'true',
      };
      let total = '';
      const figures = await measureInTurns(
        async () => {
          const response = await request(`${base}/api/advisor/kyc/investor-request?${listCase.query}`, { headers });
          if (response.status !== 200) throw new Error(`list: HTTP ${response.status}: ${response.body.toString()}`);
          total = String(response.headers[TOTAL_COUNT_HEADERS.response.toLowerCase()] ?? '');
        },
        async () => {
          await findKycRequestRows(
            database.db,
            { landingPageId: seeded.landingPageId, visibility: caller.visibility },
            parsed.query,
            { withTotal: true },
          );
        },
      );
      rows.push({ case: listCase.name, ...figures, directPath: 'direct: same SQL', note: `total ${total}` });
    }
  } finally {
    await app.close();
  }

  console.log(
    `\n[${label}] KYC: draft and submit through HTTP beside the same writes on the database WITH the encryption (AES-256-GCM); ` +
      `the list of ${REQUEST_COUNT.toLocaleString('en')} requests through HTTP beside its query; one call at a time`,
  );
  console.table(
    rows.flatMap((row) => [
      { case: row.case, path: 'HTTP', samples: row.http.samples, 'p50 ms': round(row.http.p50), 'p95 ms': round(row.http.p95) },
      {
        case: row.case,
        path: row.directPath,
        samples: row.direct.samples,
        'p50 ms': round(row.direct.p50),
        'p95 ms': round(row.direct.p95),
      },
    ]),
  );
  console.log(`[${label}] target: HTTP p95 within ${HTTP_OVER_DIRECT_TARGET}x of the direct path`);
  for (const row of rows) {
    const ratio = row.http.p95 / row.direct.p95;
    const verdict = ratio <= HTTP_OVER_DIRECT_TARGET ? 'PASS' : 'MISS';
    console.log(`  ${row.case.padEnd(80)} HTTP/direct p95 ${ratio.toFixed(2)}x ${verdict}${row.note ? ` (${row.note})` : ''}`);
  }
  return rows;
}

export async function benchKyc(): Promise<void> {
  const runStarted = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-kyc-'));
  try {
    const engines = (process.env.BENCH_KYC_ENGINES ?? 'pglite,postgres').split(',');
    if (engines.includes('pglite')) {
      const database = await openDatabase({ pgliteDataDir: path.join(dir, 'pglite') });
      try {
        await runEngine('PGlite', database, path.join(dir, 'pglite-files'));
      } finally {
        await database.close();
      }
    }
    if (engines.includes('postgres')) {
      const postgres = await createPostgresDatabase('emisja_bench_kyc');
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
  console.log(`\nThe KYC benchmark took ${((performance.now() - runStarted) / 1000).toFixed(0)} s in total.`);
}
