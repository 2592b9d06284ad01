// The advisors list with 10,000 advisors on one landing page (issue 4): p50/p95 of one page with a filter, a sort and the
// total count, through HTTP (the real app, authenticated as the admin, `X-Request-Total-Count: true`) beside the same SQL
// (advisorListStatements) run directly on the database, in one run on a fresh embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseListQueryString, TOTAL_COUNT_HEADERS } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  advisorNetworks,
  advisors,
  landingHosts,
  networks,
  users,
  type AdvisorStatus,
} from '../apps/server/src/db/schema/index.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-people.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data.ts';
import { LocalDiskStorage } from '../apps/server/src/lib/storage/index.ts';
import { advisorListStatements } from '../apps/server/src/modules/advisors/advisors.repository.ts';
import { measureFor } from './bench-helpers.ts';

const ADVISOR_COUNT = 10_000;
const NETWORK_COUNT = 20;
/** Each measurement runs for about this long (at most MAX_SAMPLES requests), after a short warm-up. */
const SECONDS_PER_MEASUREMENT = Number(process.env.BENCH_LIST_SECONDS ?? 3);

const SURNAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Kwiatkowski',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
  'Nowakowski',
  'Pawłowski',
  'Michalski',
  'Nowicki',
  'Adamczyk',
  'Dudek',
  'Zając',
  'Wieczorek',
  'Jabłoński',
  'Król',
  'Majewski',
  'Olszewski',
  'Jaworski',
  'Wróbel',
  'Malinowski',
  'Pawlak',
  'Witkowski',
  'Walczak',
  'Stępień',
  'Górski',
  'Rutkowski',
  'Michalak',
  'Sikora',
  'Ostrowski',
  'Baran',
  'Duda',
  'Szewczyk',
  'Tomaszewski',
  'Pietrzak',
  'Marciniak',
  'Wróblewski',
  'Zalewski',
  'Jakubowski',
  'Jasiński',
  'Zawadzki',
  'Sadowski',
  'Bąk',
  'Chmielewski',
  'Włodarczyk',
  'Borkowski',
  'Czarnecki',
  'Sawicki',
  'Sokołowski',
  'Urbański',
  'Kubiak',
  'Maciejewski',
  'Szczepański',
  'Kucharski',
  'Wilk',
];
const FIRST_NAMES = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Ewa', 'Marcin'];

/** A small deterministic generator, so every run measures the same data. */
function createRandom(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low bits of a power-of-two LCG repeat with short periods.
    return Math.floor((state / 2_147_483_648) * max);
  };
}

/** 10,000 advisors (and their users) on the demo landing page, over 20 networks, in every status. */
async function seedAdvisors(database: Database, landingPageId: string): Promise<string[]> {
  const { db } = database;
  const networkRows = await db
    .insert(networks)
    .values(
      Array.from({ length: NETWORK_COUNT }, (_, index) => ({
        landingPageId,
        name: `Sieć ${String(index + 1).padStart(2, '0')}`,
      })),
    )
    .returning({ id: networks.id });
  const networkIds = networkRows.map((row) => row.id);
  const random = createRandom(42);
  const BATCH = 500;
  for (let start = 0; start < ADVISOR_COUNT; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, ADVISOR_COUNT - start) }, (_, offset) => {
      const number = start + offset;
      const familyName = SURNAMES[random(SURNAMES.length)]!;
      const nameIndex = random(FIRST_NAMES.length);
      // Even entries of FIRST_NAMES are women: Kowalski -> Kowalska.
      const surname = nameIndex % 2 === 0 && familyName.endsWith('ki') ? `${familyName.slice(0, -2)}ka` : familyName;
      const roll = random(100);
      const status: AdvisorStatus = roll < 80 ? 'active' : roll < 95 ? 'initial' : 'deleted';
      return {
        email: `bench.${number}@advisors.example.com`,
        firstName: FIRST_NAMES[nameIndex]!,
        surname,
        status,
      };
    });
    await db.transaction(async (tx) => {
      const userRows = await tx
        .insert(users)
        .values(people.map(({ email, firstName, surname }) => ({ email, firstName, surname })))
        .returning({ id: users.id, email: users.email });
      const userIds = new Map(userRows.map((row) => [row.email, row.id]));
      const advisorRows = await tx
        .insert(advisors)
        .values(
          people.map((person) => ({
            landingPageId,
            userId: userIds.get(person.email)!,
            firstName: person.firstName,
            surname: person.surname,
            email: person.email,
            status: person.status,
            archivedAt: person.status === 'deleted' ? new Date() : null,
          })),
        )
        .returning({ id: advisors.id });
      await tx.insert(advisorNetworks).values(
        advisorRows.flatMap((row) => {
          const first = random(NETWORK_COUNT);
          const memberships = [first];
          if (random(3) === 0) memberships.push((first + 1 + random(NETWORK_COUNT - 1)) % NETWORK_COUNT);
          return memberships.map((index) => ({ landingPageId, advisorId: row.id, networkId: networkIds[index]! }));
        }),
      );
    });
  }
  return networkIds;
}

export async function benchAdvisorsList(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-advisors-'));
  const database = await openDatabase({ pgliteDataDir: path.join(dir, 'data') });
  try {
    console.log(`\nSeeding ${ADVISOR_COUNT} advisors on a fresh embedded database...`);
    const seedStarted = performance.now();
    await migrateDatabase(database);
    await seedDemoData(database.db, { storage: new LocalDiskStorage(path.join(dir, 'storage')) });
    const [host] = await database.db.select().from(landingHosts).where(eq(landingHosts.host, 'localhost'));
    if (!host) throw new Error('the demo landing page has no host "localhost"');
    const landingPageId = host.landingPageId;
    const networkIds = await seedAdvisors(database, landingPageId);
    await database.executeSql('analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      STORAGE_DIR: path.join(dir, 'storage'),
      AUTH_RATE_LIMIT_IP_MAX: '10000',
    });
    const app = await buildApp({ env, database, closeDatabase: false, runJobs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { host: 'localhost', authorization: `Bearer ${accessToken}`, [TOTAL_COUNT_HEADERS.request]: 'true' };

      const cases = [
        {
          name: 'surname like "ska" + status in (active) + network contain (2), sort surname, page 3',
          query:
            'filters[surname][value]=ska&filters[surname][operator]=like' +
            '&filters[status][value][]=active&filters[status][operator]=in' +
            `&filters[brokerNetworkIds][value][]=${networkIds[0]}&filters[brokerNetworkIds][value][]=${networkIds[1]}` +
            '&filters[brokerNetworkIds][operator]=contain&sort=surname&order=asc&limit=20&offset=40',
        },
        {
          name: 'status in (active, initial), sort firstName desc, page 1',
          query:
            'filters[status][value][]=active&filters[status][value][]=initial&filters[status][operator]=in' +
            '&sort=firstName&order=desc&limit=20&offset=0',
        },
      ];
      const rows: Record<string, string | number>[] = [];
      for (const { name, query } of cases) {
        const parsed = parseListQueryString(query);
        if (parsed.issues.length > 0) throw new Error(`bad bench query: ${JSON.stringify(parsed.issues)}`);
        const statements = advisorListStatements(database.db, { landingPageId, visibleNetworkIds: 'all' }, parsed.query);
        const page = statements.rows.toSQL();
        const count = statements.count.toSQL();

        let total = '';
        const http = await measureFor(SECONDS_PER_MEASUREMENT, async () => {
          const response = await fetch(`${base}/api/advisor/advisor?${query}`, { headers });
          if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
          total = response.headers.get(TOTAL_COUNT_HEADERS.response) ?? '';
          await response.arrayBuffer();
        });
        const direct = await measureFor(SECONDS_PER_MEASUREMENT, async () => {
          await Promise.all([database.executeSql(page.sql, page.params), database.executeSql(count.sql, count.params)]);
        });
        const round = (value: number) => Number(value.toFixed(2));
        rows.push(
          {
            case: name,
            path: 'HTTP (auth + actor + list + count)',
            total,
            samples: http.samples,
            'p50 ms': round(http.p50),
            'p95 ms': round(http.p95),
          },
          {
            case: name,
            path: 'same SQL, direct',
            total,
            samples: direct.samples,
            'p50 ms': round(direct.p50),
            'p95 ms': round(direct.p95),
          },
        );
      }
      console.log(
        `\nGET /api/advisor/advisor with ${ADVISOR_COUNT} advisors on one landing page (embedded PGlite; seeded in ${seedSeconds.toFixed(1)} s; ` +
          `~${SECONDS_PER_MEASUREMENT} s per measurement, one request at a time)`,
      );
      console.table(rows);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
