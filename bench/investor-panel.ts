// The investor panel with a heavy investor (issue 13): one investor with 500 offers and 50 investments (quarterly bonds over
// two years, their past rows paid, some partly), among 20,000 offers of other investors, on a fresh embedded database.
// p50/p95 of the summary (money per currency, the chart, offer counts, the KYC state) and of the offers list (all 500 rows,
// then the first page of 20) through HTTP (the real app: auth, the investor, the queries, the response schema) beside the same
// SQL run directly (the repository functions the services call). Figures only, nothing asserted.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDaysToIsoDate,
  decimalToHundredths,
  DEFAULT_LIST_QUERY,
  hundredthsToDecimal,
  isoDateInTimeZone,
  type TOfferStatus,
} from '@emisja/shared';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  advisors,
  emailOutbox,
  investments,
  investorOffers,
  investors,
  landingHosts,
  networks,
  paymentScheduleEntries,
  products,
  userContexts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data.ts';
import { LocalDiskStorage } from '../apps/server/src/lib/storage/index.ts';
import { summarizeInvestorMoney } from '../apps/server/src/modules/investments/investor-investments.service.ts';
import { computePaymentSchedule } from '../apps/server/src/modules/investments/payment-schedule.ts';
import {
  countInvestorOffersByStatus,
  findInvestorPanelOffers,
} from '../apps/server/src/modules/investor-panel/investor-panel.repository.ts';
import { findInvestorKycState } from '../apps/server/src/modules/kyc/kyc.repository.ts';
import { measureFor } from './bench-helpers.ts';

const INVESTOR_OFFERS = 500;
const INVESTMENTS = 50;
const OTHER_INVESTORS = 200;
const OTHER_OFFERS = 20_000;
const INVESTOR_EMAIL = 'bench.investor@example.com';
const SECONDS_PER_MEASUREMENT = Number(process.env.BENCH_INVESTOR_SECONDS ?? 3);
const STATUSES: TOfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'rejected', 'declined', 'archived'];

/** A small deterministic generator, so every run measures the same data. */
function createRandom(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * max);
  };
}

const tokenHash = () => randomBytes(32).toString('hex');

interface Fixture {
  landingPageId: string;
  investorId: string;
}

/** The heavy investor, their offers, investments and schedules, and the other investors' offers. */
async function seedInvestor(database: Database, landingPageId: string): Promise<Fixture> {
  const { db } = database;
  const random = createRandom(13);
  const today = isoDateInTimeZone(new Date());
  const [owner] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, 'doradca@emisja.test'));
  const [network] = await db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  const [product] = await db
    .select({ id: products.id, campaignId: products.campaignId })
    .from(products)
    .where(and(eq(products.landingPageId, landingPageId), eq(products.code, 'SERIA-A')));
  if (!owner || !network || !product) throw new Error('the demo data lacks doradca@, Północ or SERIA-A');
  const offerBase = {
    landingPageId,
    campaignId: product.campaignId,
    productId: product.id,
    ownerAdvisorId: owner.id,
    networkId: network.id,
    invitationMessage: 'Zapraszam do inwestycji w obligacje.',
    currency: 'PLN' as const,
  };

  const newInvestor = async (email: string) => {
    const [user] = await db.insert(users).values({ email }).returning({ id: users.id });
    await db.insert(userContexts).values({ userId: user!.id, landingPageId, contextType: 'investor-panel' });
    const [investor] = await db
      .insert(investors)
      .values({ landingPageId, userId: user!.id, email, firstName: 'Jan', surname: 'Inwestor' })
      .returning({ id: investors.id });
    return investor!.id;
  };

  // Other investors' offers around the heavy one (the lists must find its own among them by index).
  const others: string[] = [];
  for (let index = 0; index < OTHER_INVESTORS; index++) others.push(await newInvestor(`bench.other.${index}@example.com`));
  for (let start = 0; start < OTHER_OFFERS; start += 1000) {
    await db.insert(investorOffers).values(
      Array.from({ length: Math.min(1000, OTHER_OFFERS - start) }, () => ({
        ...offerBase,
        investorId: others[random(others.length)]!,
        status: STATUSES[random(3)]!,
        statusDate: new Date(Date.now() - random(400) * 86_400_000),
        tokenHash: tokenHash(),
      })),
    );
  }

  const investorId = await newInvestor(INVESTOR_EMAIL);
  // 450 offers in every status but active (accepted ones with a value and an agreement date) ...
  await db.insert(investorOffers).values(
    Array.from({ length: INVESTOR_OFFERS - INVESTMENTS }, () => {
      const status = STATUSES[random(STATUSES.length)]!;
      const isAccepted = status === 'accepted';
      return {
        ...offerBase,
        investorId,
        status,
        statusDate: new Date(Date.now() - random(700) * 86_400_000),
        tokenHash: tokenHash(),
        investmentValue: isAccepted ? '10000.00' : null,
        agreementDate: isAccepted ? addDaysToIsoDate(today, -random(30)) : null,
        rejectionReason: status === 'rejected' ? 'Brak środków' : null,
      };
    }),
  );
  // ... and 50 active ones, each an investment of a two-year quarterly 9% bond started up to 700 days ago: the rows already due
  // are paid (every tenth partly), the rest scheduled.
  for (let index = 0; index < INVESTMENTS; index++) {
    const startDate = addDaysToIsoDate(today, -random(700));
    const amount = `${(5 + random(96)) * 1000}.00`;
    const offerId = randomUUID();
    await db.insert(investorOffers).values({
      ...offerBase,
      id: offerId,
      investorId,
      status: 'active',
      statusDate: new Date(`${startDate}T10:00:00Z`),
      tokenHash: tokenHash(),
      investmentValue: amount,
      agreementDate: startDate,
      paymentDate: startDate,
    });
    const schedule = computePaymentSchedule({
      amount,
      annualRatePercent: '9',
      frequency: 'Quarterly',
      startDate,
      durationValue: 24,
      durationUnit: 'month',
      taxRatePercent: '19',
    });
    const [investment] = await db
      .insert(investments)
      .values({
        landingPageId,
        offerId,
        investorId,
        campaignId: product.campaignId,
        productId: product.id,
        amount,
        currency: 'PLN',
        startDate,
        endDate: schedule.at(-1)!.paymentDate,
      })
      .returning({ id: investments.id });
    await db.insert(paymentScheduleEntries).values(
      schedule.map((entry) => {
        const isDue = entry.paymentDate < today;
        const isPartial = isDue && random(10) === 0 && entry.principal === '0.00';
        const net = decimalToHundredths(entry.net)!;
        const full = net + decimalToHundredths(entry.principal)!;
        return {
          ...entry,
          investmentId: investment!.id,
          status: isDue ? (isPartial ? ('partially paid' as const) : ('paid' as const)) : ('scheduled' as const),
          // Paid: the full net + principal; partly: half of the net, in whole grosze.
          paidAmount: isDue ? hundredthsToDecimal(isPartial ? net / 2n : full) : null,
          paidAt: isDue ? entry.paymentDate : null,
        };
      }),
    );
  }
  return { landingPageId, investorId };
}

/** An investor-panel access token by the e-mailed login link, as the panel gets one. */
async function loginInvestor(base: string, database: Database): Promise<string> {
  await fetch(`${base}/auth/investor/send-token`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ email: INVESTOR_EMAIL }),
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const [mail] = await database.db
      .select({ links: emailOutbox.links })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, INVESTOR_EMAIL), eq(emailOutbox.template, 'investor-login-link')));
    const link = mail?.links[0];
    if (link) {
      const token = new URL(link).searchParams.get('token');
      const login = await fetch(`${base}/auth/login-investor`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return ((await login.json()) as { accessToken: string }).accessToken;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no login link for the bench investor');
}

export async function benchInvestorPanel(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisja-bench-investor-'));
  const database = await openDatabase({ pgliteDataDir: path.join(dir, 'data') });
  try {
    console.log(
      `\nSeeding an investor with ${INVESTOR_OFFERS} offers and ${INVESTMENTS} investments on a fresh embedded database...`,
    );
    const seedStarted = performance.now();
    await migrateDatabase(database);
    await seedDemoData(database.db, { storage: new LocalDiskStorage(path.join(dir, 'storage')) });
    const [host] = await database.db.select().from(landingHosts).where(eq(landingHosts.host, 'localhost'));
    if (!host) throw new Error('the demo landing page has no host "localhost"');
    const fixture = await seedInvestor(database, host.landingPageId);
    await database.executeSql('analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [rowCount] = await database.db
      .select({ count: sql<number>`cast(count(*) as int)`.mapWith(Number) })
      .from(paymentScheduleEntries)
      .innerJoin(investments, eq(investments.id, paymentScheduleEntries.investmentId))
      .where(eq(investments.investorId, fixture.investorId));

    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      STORAGE_DIR: path.join(dir, 'storage'),
      AUTH_RATE_LIMIT_IP_MAX: '10000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '10000',
    });
    const app = await buildApp({ env, database, closeDatabase: false, runJobs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const headers = { host: 'localhost', authorization: `Bearer ${await loginInvestor(base, database)}` };
      const scope = { landingPageId: fixture.landingPageId, investorId: fixture.investorId };
      const panelScope = { landingPageId: fixture.landingPageId, userId: '' };
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, INVESTOR_EMAIL));
      panelScope.userId = user!.id;

      const httpGet = (url: string) => async () => {
        const response = await fetch(`${base}${url}`, { headers });
        if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      };
      const round = (value: number) => Number(value.toFixed(2));
      const cases: { name: string; http: () => Promise<void>; direct: () => Promise<void> }[] = [
        {
          name: 'summary (money per currency, chart, offer counts, KYC state)',
          http: httpGet('/investor-api/investor/summary'),
          direct: async () => {
            const today = isoDateInTimeZone(new Date());
            await Promise.all([
              summarizeInvestorMoney(database.db, scope, { language: 'pl', today }),
              countInvestorOffersByStatus(database.db, scope.landingPageId, scope.investorId),
              findInvestorKycState(database.db, scope.landingPageId, scope.investorId),
            ]);
          },
        },
        {
          name: `offers, all ${INVESTOR_OFFERS} (limit=99999)`,
          http: httpGet('/investor-api/offers?limit=99999&offset=0'),
          direct: async () => {
            await findInvestorPanelOffers(
              database.db,
              panelScope,
              { ...DEFAULT_LIST_QUERY, limit: 99999 },
              { language: 'pl', withTotal: false },
            );
          },
        },
        {
          name: 'offers, first page of 20 with the total',
          http: async () => {
            const response = await fetch(`${base}/investor-api/offers?limit=20&offset=0`, {
              headers: { ...headers, 'x-request-total-count': 'true' },
            });
            await response.arrayBuffer();
          },
          direct: async () => {
            await findInvestorPanelOffers(database.db, panelScope, DEFAULT_LIST_QUERY, { language: 'pl', withTotal: true });
          },
        },
      ];
      const rows: Record<string, string | number>[] = [];
      for (const { name, http, direct } of cases) {
        const viaHttp = await measureFor(SECONDS_PER_MEASUREMENT, http);
        const viaSql = await measureFor(SECONDS_PER_MEASUREMENT, direct);
        rows.push(
          { case: name, path: 'HTTP', samples: viaHttp.samples, 'p50 ms': round(viaHttp.p50), 'p95 ms': round(viaHttp.p95) },
          {
            case: name,
            path: 'same SQL, direct',
            samples: viaSql.samples,
            'p50 ms': round(viaSql.p50),
            'p95 ms': round(viaSql.p95),
          },
        );
      }
      console.log(
        `\nInvestor panel: one investor with ${INVESTOR_OFFERS} offers and ${INVESTMENTS} investments (${rowCount?.count ?? 0} ` +
          `schedule rows), ${OTHER_OFFERS} offers of ${OTHER_INVESTORS} other investors (embedded PGlite; seeded in ` +
          `${seedSeconds.toFixed(1)} s; ~${SECONDS_PER_MEASUREMENT} s per measurement, one request at a time)`,
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
