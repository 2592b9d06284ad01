import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInTimeZone, ZKycAnswersSchema, ZKycDraftSchema } from '@emisja/shared';
import { createPiiCipher, generatePiiKeyEntry, isPiiCiphertext, parsePiiKeyring } from '../../lib/pii/index.ts';
import { LocalDiskStorage } from '../../lib/storage/index.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { computePaymentSchedule } from '../../modules/investments/payment-schedule.ts';
import { hasClearPersonalNumbers, openInvestorField, openQuestionnaire } from '../../modules/kyc/kyc-crypto.ts';
import { migrateDatabase, openDatabase, type Database } from '../client.ts';
import {
  advisorNetworks,
  advisors,
  campaigns,
  documents,
  files,
  investments,
  investorConsents,
  investorOffers,
  investors,
  kycIdentityVerifications,
  kycRequests,
  landingPages,
  networks,
  OFFER_STATUSES,
  offerStatusHistory,
  paymentScheduleEntries,
  products,
  userContexts,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

const MONEY = /^\d+\.\d{2}$/;
const cipher = createPiiCipher(parsePiiKeyring(generatePiiKeyEntry('seed-test')));

let database: Database;
let storageDir: string;
let storage: LocalDiskStorage;
let firstResult: { created: boolean };
let secondResult: { created: boolean };
let countsAfterFirstSeed: Record<string, number>;
let countsAfterSecondSeed: Record<string, number>;

beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: 'memory://' });
  await migrateDatabase(database);
  storageDir = mkdtempSync(path.join(tmpdir(), 'emisja-seed-storage-'));
  storage = new LocalDiskStorage(storageDir);
  firstResult = await seedDemoData(database.db, { storage, cipher });
  countsAfterFirstSeed = await countRowsOfEveryTable(database);
  secondResult = await seedDemoData(database.db, { storage, cipher });
  countsAfterSecondSeed = await countRowsOfEveryTable(database);
});

afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});

/** Every stored object under the storage root (prefix directories), temporary files excluded. */
function storedObjectCount(): number {
  return readdirSync(storageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.tmp')
    .reduce((total, entry) => total + readdirSync(path.join(storageDir, entry.name)).length, 0);
}

async function countRowsOfEveryTable(db: Database): Promise<Record<string, number>> {
  const tables = await db.executeSql(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows as { table_name: string }[]) {
    const result = await db.executeSql(`select count(*)::int as count from "${table}"`);
    counts[table] = Number(result.rows[0]?.count);
  }
  return counts;
}

async function landingId(slug: string): Promise<string> {
  const [landing] = await database.db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.slug, slug));
  if (!landing) throw new Error(`no landing page ${slug}`);
  return landing.id;
}

function toMinor(amount: string): bigint {
  expect(amount).toMatch(MONEY);
  return BigInt(amount.replace('.', ''));
}

describe('seedDemoData', () => {
  it('seeds once: a second call returns created: false and adds no row to any table', () => {
    expect(firstResult).toEqual({ created: true });
    expect(secondResult).toEqual({ created: false });
    expect(countsAfterSecondSeed).toEqual(countsAfterFirstSeed);
    for (const table of [
      'landing_pages',
      'users',
      'advisors',
      'investors',
      'campaigns',
      'products',
      'investor_offers',
      'investments',
    ]) {
      expect(countsAfterFirstSeed[table], table).toBeGreaterThan(0);
    }
    expect(countsAfterFirstSeed.landing_pages).toBe(2);
    expect(countsAfterFirstSeed.landing_hosts).toBe(3);
  });

  it('has at least 60 offers on the demo landing page, covering every status in both networks', async () => {
    const demoId = await landingId('demo');
    const rows = await database.db
      .select({ status: investorOffers.status, network: networks.name })
      .from(investorOffers)
      .innerJoin(networks, eq(networks.id, investorOffers.networkId))
      .where(eq(investorOffers.landingPageId, demoId));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const network of ['Północ', 'Południe']) {
      const statuses = new Set(rows.filter((row) => row.network === network).map((row) => row.status));
      expect([...statuses].sort(), network).toEqual([...OFFER_STATUSES].sort());
    }
  });

  it('creates every account of product-decisions section 7 with its context, role and networks', async () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@emisja.test',
      'koordynator@emisja.test',
      'doradca@emisja.test',
      'doradca2@emisja.test',
      'inwestor@emisja.test',
      'admin@navy.test',
      'advisor@navy.test',
      'investor@navy.test',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const landingPageId = await landingId(account.landingSlug);
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      if (!user) continue;
      expect(user.isActive).toBe(true);
      const contexts = await database.db
        .select({ landingPageId: userContexts.landingPageId, contextType: userContexts.contextType })
        .from(userContexts)
        .where(eq(userContexts.userId, user.id));
      const contextType = account.role === 'investor' ? 'investor-panel' : 'advisor-panel';
      expect(contexts, account.email).toEqual([{ landingPageId, contextType }]);

      if (account.role === 'investor') {
        expect(user.passwordHash).toBeNull();
        const [investor] = await database.db
          .select()
          .from(investors)
          .where(and(eq(investors.landingPageId, landingPageId), eq(investors.userId, user.id)));
        expect(investor?.email).toBe(account.email);
        continue;
      }

      expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD), account.email).toBe(true);
      const [advisor] = await database.db
        .select()
        .from(advisors)
        .where(and(eq(advisors.landingPageId, landingPageId), eq(advisors.userId, user.id)));
      expect(advisor?.status).toBe('active');
      expect(advisor?.role).toBe(account.role === 'admin' ? 'admin' : 'advisor');
      const memberships = await database.db
        .select({ network: networks.name, isCoordinator: advisorNetworks.isCoordinator })
        .from(advisorNetworks)
        .innerJoin(networks, eq(networks.id, advisorNetworks.networkId))
        .where(eq(advisorNetworks.advisorId, advisor?.id ?? ''))
        .orderBy(asc(networks.name));
      const expected = {
        'admin@emisja.test': [],
        'koordynator@emisja.test': [
          { network: 'Południe', isCoordinator: true },
          { network: 'Północ', isCoordinator: true },
        ],
        'doradca@emisja.test': [{ network: 'Północ', isCoordinator: false }],
        'doradca2@emisja.test': [{ network: 'Południe', isCoordinator: false }],
        'admin@navy.test': [],
        'advisor@navy.test': [{ network: 'Atlantic', isCoordinator: false }],
      }[account.email];
      expect(memberships, account.email).toEqual(expected);
    }
  });

  it('gives the advisors list more advisors in every status', async () => {
    const rows = await database.db
      .select({ status: advisors.status })
      .from(advisors)
      .where(eq(advisors.landingPageId, await landingId('demo')));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['initial', 'active', 'deleted']));
  });

  it('gives inwestor@emisja.test an offer in every status and one active investment on the quarterly 9% bond', async () => {
    const [investor] = await database.db.select().from(investors).where(eq(investors.email, 'inwestor@emisja.test'));
    const offers = await database.db
      .select()
      .from(investorOffers)
      .where(eq(investorOffers.investorId, investor?.id ?? ''));
    expect(new Set(offers.map((offer) => offer.status))).toEqual(new Set(OFFER_STATUSES));

    const rows = await database.db
      .select({ investment: investments, campaign: campaigns })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(eq(investments.investorId, investor?.id ?? ''));
    expect(rows).toHaveLength(1);
    const { investment, campaign } = rows[0] as (typeof rows)[number];
    expect(campaign).toMatchObject({
      type: 'debt',
      currency: 'PLN',
      interestType: 'Fixed',
      interestRate: '9.0000',
      paymentFrequency: 'Quarterly',
      durationValue: 24,
      durationUnit: 'month',
      taxRate: '19.00',
    });
    expect(investment.amount).toBe('50000.00');

    const schedule = await database.db
      .select()
      .from(paymentScheduleEntries)
      .where(eq(paymentScheduleEntries.investmentId, investment.id))
      .orderBy(asc(paymentScheduleEntries.periodNo));
    expect(schedule).toHaveLength(8);
    expect(
      schedule.map(({ periodNo, periodFrom, periodTo, paymentDate, gross, tax, net, principal }) => {
        return { periodNo, periodFrom, periodTo, paymentDate, gross, tax, net, principal };
      }),
    ).toEqual(
      computePaymentSchedule({
        amount: investment.amount,
        annualRatePercent: '9.0000',
        frequency: 'Quarterly',
        startDate: investment.startDate,
        durationValue: 24,
        durationUnit: 'month',
        taxRatePercent: '19.00',
      }),
    );
    // Activated about 194 days ago: the first quarter is paid; the second fell due and is not paid (stored scheduled, shown
    // unpaid); the rest scheduled.
    expect(schedule.map((entry) => entry.status)).toEqual([
      'paid',
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
  });

  it('leaves inwestor@emisja.test the investor panel to discover: a paid and an unpaid due row, no onboarding, a product to ask for', async () => {
    const [investor] = await database.db.select().from(investors).where(eq(investors.email, 'inwestor@emisja.test'));
    const [investment] = await database.db.select().from(investments).where(eq(investments.investorId, investor!.id));
    const schedule = await database.db
      .select()
      .from(paymentScheduleEntries)
      .where(eq(paymentScheduleEntries.investmentId, investment!.id))
      .orderBy(asc(paymentScheduleEntries.periodNo));
    const today = isoDateInTimeZone(new Date());
    // The paid row records what reached the investor on its payment date; the second fell due and waits for the coordinator.
    expect(schedule[0]).toMatchObject({ status: 'paid', paidAmount: schedule[0]!.net, paidAt: schedule[0]!.paymentDate });
    expect(schedule[1]).toMatchObject({ status: 'scheduled', paidAmount: null, paidAt: null });
    expect(schedule[1]!.paymentDate < today).toBe(true);
    expect(schedule[2]!.paymentDate >= today).toBe(true);
    // The first login shows /onboarding.
    expect(await database.db.select().from(investorConsents).where(eq(investorConsents.investorId, investor!.id))).toEqual([]);
    // The running bond's institutional series has no offer of theirs: "ask my advisor".
    const [institutional] = await database.db.select().from(products).where(eq(products.code, 'SERIA-A-INST'));
    const offersOfIt = await database.db
      .select()
      .from(investorOffers)
      .where(and(eq(investorOffers.investorId, investor!.id), eq(investorOffers.productId, institutional!.id)));
    expect(offersOfIt).toEqual([]);
  });

  it('stores money as exact decimal strings', async () => {
    const [bond] = await database.db.select().from(campaigns).where(eq(campaigns.slug, 'zielona-energia-seria-a'));
    expect(bond).toMatchObject({ targetAmount: '5000000.00', interestRate: '9.0000', taxRate: '19.00' });
    const [shares] = await database.db.select().from(products).where(eq(products.code, 'SERIA-C'));
    expect(shares).toMatchObject({
      investmentValueMin: '1250.00',
      investmentValueMax: '250000.00',
      investmentValueStep: '12.50',
    });
    const offers = await database.db.select({ value: investorOffers.investmentValue }).from(investorOffers);
    for (const { value } of offers) if (value !== null) expect(value).toMatch(MONEY);
    const entries = await database.db.select().from(paymentScheduleEntries);
    for (const entry of entries)
      for (const amount of [entry.gross, entry.tax, entry.net, entry.principal]) expect(amount).toMatch(MONEY);
  });

  it('balances every payment schedule: net + tax = gross, principal = the amount, and raised funds = active investments', async () => {
    const allInvestments = await database.db.select().from(investments);
    expect(allInvestments.length).toBeGreaterThan(0);
    const raised = new Map<string, bigint>();
    for (const investment of allInvestments) {
      const schedule = await database.db
        .select()
        .from(paymentScheduleEntries)
        .where(eq(paymentScheduleEntries.investmentId, investment.id));
      const sum = (key: 'gross' | 'tax' | 'net' | 'principal') =>
        schedule.reduce((total, entry) => total + toMinor(entry[key]), 0n);
      expect(schedule.length).toBeGreaterThan(0);
      expect(sum('net') + sum('tax')).toBe(sum('gross'));
      expect(sum('principal')).toBe(toMinor(investment.amount));
      raised.set(investment.campaignId, (raised.get(investment.campaignId) ?? 0n) + toMinor(investment.amount));
    }
    for (const campaign of await database.db.select().from(campaigns)) {
      expect(toMinor(campaign.raisedAmount), campaign.slug).toBe(raised.get(campaign.id) ?? 0n);
    }
  });

  it('writes a status history that follows the offer lifecycle', async () => {
    const allowed = new Set([
      'null>invited',
      'invited>viewed',
      'viewed>interested',
      'interested>accepted',
      'accepted>active',
      ...['invited', 'viewed', 'interested'].map((from) => `${from}>declined`),
      ...['invited', 'viewed', 'interested', 'accepted'].map((from) => `${from}>rejected`),
      ...['invited', 'viewed', 'interested', 'accepted', 'active'].map((from) => `${from}>archived`),
    ]);
    const offers = await database.db.select().from(investorOffers);
    const history = await database.db.select().from(offerStatusHistory).orderBy(asc(offerStatusHistory.createdAt));
    const now = Date.now();
    for (const offer of offers) {
      const steps = history.filter((step) => step.offerId === offer.id);
      for (const [index, step] of steps.entries()) {
        expect(allowed.has(`${step.fromStatus}>${step.toStatus}`), `${step.fromStatus}>${step.toStatus}`).toBe(true);
        if (index > 0) expect(step.fromStatus).toBe(steps[index - 1]?.toStatus);
        if (step.toStatus === 'rejected') expect(step.reason).toBeTruthy();
      }
      expect(steps.at(-1)?.toStatus).toBe(offer.status);
      expect(steps.at(-1)?.createdAt.getTime()).toBe(offer.statusDate.getTime());
      expect(offer.statusDate.getTime()).toBeLessThanOrEqual(now);
      if (['accepted', 'active'].includes(offer.status)) expect(offer.investmentValue).toMatch(MONEY);
      if (offer.status === 'active') expect(offer.paymentDate).not.toBeNull();
    }
  });

  it('keeps every investment value within its product min and max and a multiple of its step, in the campaign currency', async () => {
    const rows = await database.db
      .select({ offer: investorOffers, product: products, campaign: campaigns })
      .from(investorOffers)
      .innerJoin(products, eq(products.id, investorOffers.productId))
      .innerJoin(campaigns, eq(campaigns.id, investorOffers.campaignId));
    for (const { offer, product, campaign } of rows) {
      expect(offer.currency).toBe(campaign.currency);
      if (offer.investmentValue === null) continue;
      const value = toMinor(offer.investmentValue);
      expect(value).toBeGreaterThanOrEqual(toMinor(product.investmentValueMin));
      expect(value).toBeLessThanOrEqual(toMinor(product.investmentValueMax));
      expect(value % toMinor(product.investmentValueStep)).toBe(0n);
    }
  });

  it('keeps rows inside their landing page: a demo advisor cannot join a Navy network', async () => {
    const [demoAdvisor] = await database.db.select().from(advisors).where(eq(advisors.email, 'doradca@emisja.test'));
    const [navyNetwork] = await database.db.select().from(networks).where(eq(networks.name, 'Atlantic'));
    await expect(
      database.db.insert(advisorNetworks).values({
        landingPageId: demoAdvisor?.landingPageId ?? '',
        advisorId: demoAdvisor?.id ?? '',
        networkId: navyNetwork?.id ?? '',
      }),
    ).rejects.toThrow();
  });

  it('stores the demo documents for advisors on the demo landing page: bytes in the storage, typed by their content', async () => {
    const demoId = await landingId('demo');
    const rows = await database.db
      .select({ fileName: documents.fileName, audience: documents.audience, file: files })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(eq(documents.landingPageId, demoId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.file.mimeType)).toContain('application/pdf');
    // Both seeds together stored each document once: the second one wrote nothing.
    expect(storedObjectCount()).toBe(rows.length);
    for (const row of rows) {
      expect(row.audience).toBe('advisors');
      const bytes = await buffer(await storage.get(row.file.storageKey));
      expect(bytes.length, row.fileName).toBe(row.file.sizeBytes);
      expect(createHash('sha256').update(bytes).digest('hex'), row.fileName).toBe(row.file.sha256);
      expect((await fileTypeFromBuffer(bytes))?.mime, row.fileName).toBe(row.file.mimeType);
    }
  });

  it('gives inwestor@emisja.test a submitted, verified KYC questionnaire that filled their personal data', async () => {
    const [investor] = await database.db.select().from(investors).where(eq(investors.email, 'inwestor@emisja.test'));
    const [request] = await database.db
      .select()
      .from(kycRequests)
      .where(eq(kycRequests.id, investor?.lastKycRequestId ?? ''));
    expect(request).toMatchObject({ status: 'submitted', identityVerification: 'success', investorId: investor?.id });
    expect(investor?.kycSubmittedAt?.getTime()).toBe(request?.submittedAt?.getTime());
    const answers = ZKycAnswersSchema.parse(openQuestionnaire(cipher, request!.data!, 'data', request!.id));
    expect(answers).toMatchObject({ investorType: 'person', firstName: 'Tomasz', surname: 'Baran', phoneNo: investor?.phoneNo });
    expect(openInvestorField(cipher, 'pesel', investor!.id, investor!.pesel)).toBe(answers.identificationNo);
    expect(openInvestorField(cipher, 'bank_account', investor!.id, investor!.bankAccount)).toBe(answers.bankAccount);
    const history = await database.db
      .select()
      .from(kycIdentityVerifications)
      .where(eq(kycIdentityVerifications.kycRequestId, request!.id))
      .orderBy(asc(kycIdentityVerifications.createdAt));
    expect(history.map((entry) => [entry.status, entry.decidedByLabel])).toEqual([
      ['in-progress', 'System'],
      ['success', 'Krzysztof Mazur'],
    ]);
  });

  it('has open KYC requests (sent, in progress with a draft), one expired by time, and one sent on Navy Capital', async () => {
    const rows = await database.db
      .select({ request: kycRequests, landing: landingPages.slug })
      .from(kycRequests)
      .innerJoin(landingPages, eq(landingPages.id, kycRequests.landingPageId));
    const now = Date.now();
    const open = (row: (typeof rows)[number]) => row.request.expiresAt.getTime() > now;
    const demo = rows.filter((row) => row.landing === 'demo');
    expect(demo.filter((row) => row.request.status === 'sent' && open(row)).length).toBeGreaterThanOrEqual(2);
    const inProgress = demo.filter((row) => row.request.status === 'in-progress' && open(row));
    expect(inProgress).toHaveLength(1);
    const draft = ZKycDraftSchema.parse(
      openQuestionnaire(cipher, inProgress[0]!.request.draft!, 'draft', inProgress[0]!.request.id),
    );
    expect(draft.identificationNo).toMatch(/^\d{11}$/);
    expect(demo.filter((row) => row.request.status === 'sent' && !open(row))).toHaveLength(1);
    expect(demo.filter((row) => row.request.status === 'submitted').length).toBeGreaterThan(10);
    const navy = rows.filter((row) => row.landing === 'navy');
    expect(navy.map((row) => row.request.status)).toEqual(['sent']);
    expect(rows.every((row) => row.request.investorId !== null)).toBe(true);
  });

  it('stores no personal number in clear text, and every investor with personal data has a submitted questionnaire', async () => {
    for (const investor of await database.db.select().from(investors)) {
      for (const value of [investor.pesel, investor.bankAccount]) if (value !== null) expect(isPiiCiphertext(value)).toBe(true);
      if (investor.bankAccount === null) continue;
      expect(investor.lastKycRequestId, investor.email).not.toBeNull();
    }
    for (const { data, draft } of await database.db.select().from(kycRequests)) {
      for (const questionnaire of [data, draft]) if (questionnaire) expect(hasClearPersonalNumbers(questionnaire)).toBe(false);
    }
  });
});
