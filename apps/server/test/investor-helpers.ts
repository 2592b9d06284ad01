import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Currency, TOfferStatus, TScheduleEntryStatus } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import {
  advisors,
  investments,
  investorOffers,
  investors,
  networks,
  paymentScheduleEntries,
  userContexts,
  users,
} from '../src/db/schema/index.ts';
import { landingIdOf } from './auth-helpers.ts';
import { DEMO_HOST } from './helpers.ts';

// Investors, offers and investments made for investor-panel tests (issue 13): rows written directly, so a money scenario states
// its exact schedule amounts, and a login by the e-mailed link as the panel does it.

export interface TestInvestor {
  investorId: string;
  userId: string;
  email: string;
  landingPageId: string;
}

/** A new investor (user, investor-panel context, investor row) of the landing page. */
export async function createTestInvestor(
  app: App,
  options: { host?: string; email?: string; firstName?: string; surname?: string } = {},
): Promise<TestInvestor> {
  const landingPageId = await landingIdOf(app, options.host ?? DEMO_HOST);
  const email = options.email ?? `investor-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await app.db.insert(users).values({ email }).returning({ id: users.id });
  const userId = user!.id;
  await app.db.insert(userContexts).values({ userId, landingPageId, contextType: 'investor-panel' });
  const [investor] = await app.db
    .insert(investors)
    .values({ landingPageId, userId, email, firstName: options.firstName ?? null, surname: options.surname ?? null })
    .returning({ id: investors.id });
  return { investorId: investor!.id, userId, email, landingPageId };
}

/** Logs the investor in as the panel does (the e-mailed link's secret exchanged for tokens): the access token. */
export { loginInvestor as loginInvestorByLink } from './kyc-helpers.ts';

/** The demo advisor (owner) and the network "Północ" of the demo landing page. */
export async function demoOwner(app: App, email = 'doradca@emisja.test') {
  const [advisor] = await app.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, email));
  const [network] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  return { ownerAdvisorId: advisor!.id, networkId: network!.id };
}

/**
 * An offer of `investor` for the campaign's first product, owned by `owner` (the demo advisor in "Północ" when left out):
 * invited, with a random link, unless `values` say otherwise. What the lifecycle job's tests start from.
 */
export async function insertTestOffer(
  app: App,
  investor: TestInvestor,
  campaign: { campaignId: string; productIds: string[] },
  options: { owner?: { ownerAdvisorId: string; networkId: string }; values?: Partial<typeof investorOffers.$inferInsert> } = {},
): Promise<string> {
  const owner = options.owner ?? (await demoOwner(app));
  const [row] = await app.db
    .insert(investorOffers)
    .values({
      landingPageId: investor.landingPageId,
      campaignId: campaign.campaignId,
      productId: campaign.productIds[0]!,
      investorId: investor.investorId,
      ...owner,
      status: 'invited',
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invitationMessage: 'Zapraszam do zapoznania się z ofertą.',
      currency: 'PLN',
      ...options.values,
    })
    .returning({ id: investorOffers.id });
  return row!.id;
}

export interface TestScheduleRow {
  paymentDate: string;
  gross: string;
  tax: string;
  net: string;
  principal?: string;
  status?: TScheduleEntryStatus;
  paidAmount?: string | null;
  paidAt?: string | null;
}

export interface TestInvestmentOptions {
  investor: TestInvestor;
  campaignId: string;
  productId: string;
  amount: string;
  currency?: Currency;
  startDate: string;
  endDate?: string;
  status?: 'active' | 'finished';
  offerStatus?: TOfferStatus;
  owner?: { ownerAdvisorId: string; networkId: string };
  rows?: TestScheduleRow[];
}

/** An active offer with its investment and the given schedule rows (periods numbered from 1, each a month long). */
export async function createTestInvestment(app: App, options: TestInvestmentOptions) {
  const owner = options.owner ?? (await demoOwner(app));
  const currency = options.currency ?? 'PLN';
  const { landingPageId, investorId } = options.investor;
  const rows = options.rows ?? [];
  const endDate = options.endDate ?? rows.at(-1)?.paymentDate ?? options.startDate;
  const offerId = randomUUID();
  await app.db.insert(investorOffers).values({
    id: offerId,
    landingPageId,
    campaignId: options.campaignId,
    productId: options.productId,
    investorId,
    ownerAdvisorId: owner.ownerAdvisorId,
    networkId: owner.networkId,
    status: options.offerStatus ?? 'active',
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    invitationMessage: 'Zapraszam do inwestycji w obligacje.',
    investmentValue: options.amount,
    currency,
    agreementDate: options.startDate,
    paymentDate: options.startDate,
    endDate,
  });
  const [investment] = await app.db
    .insert(investments)
    .values({
      landingPageId,
      offerId,
      investorId,
      campaignId: options.campaignId,
      productId: options.productId,
      amount: options.amount,
      currency,
      startDate: options.startDate,
      endDate,
      status: options.status ?? 'active',
    })
    .returning({ id: investments.id });
  const investmentId = investment!.id;
  const rowIds: string[] = [];
  let periodFrom = options.startDate;
  for (const [index, row] of rows.entries()) {
    const [inserted] = await app.db
      .insert(paymentScheduleEntries)
      .values({
        investmentId,
        periodNo: index + 1,
        periodFrom,
        periodTo: row.paymentDate,
        paymentDate: row.paymentDate,
        gross: row.gross,
        tax: row.tax,
        net: row.net,
        principal: row.principal ?? '0.00',
        status: row.status ?? 'scheduled',
        paidAmount: row.paidAmount ?? null,
        paidAt: row.paidAt ?? null,
      })
      .returning({ id: paymentScheduleEntries.id });
    rowIds.push(inserted!.id);
    periodFrom = row.paymentDate;
  }
  return { offerId, investmentId, rowIds };
}

/** The schedule row as stored. */
export async function scheduleRowOf(app: App, rowId: string) {
  const [row] = await app.db
    .select()
    .from(paymentScheduleEntries)
    .where(and(eq(paymentScheduleEntries.id, rowId)));
  return row!;
}
