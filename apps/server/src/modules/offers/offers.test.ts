import { randomUUID } from 'node:crypto';
import {
  CURRENCIES,
  KANBAN_COLUMNS,
  OFFER_LIST_FILTERS,
  OFFER_LIST_SORT_COLUMNS,
  OFFER_STATUSES,
  decimalToHundredths,
  hundredthsToDecimal,
  isoDateInTimeZone,
  listFilter,
  listFilterEntries,
  toQueryString,
  type TInviteInvestorResult,
  type TInvestorOfferRow,
  type TListFilter,
  type TListSort,
  type TOfferKanbanSummary,
} from '@emisja/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  advisorNetworks,
  advisors,
  auditLog,
  campaigns,
  investorOffers,
  investors,
  networks,
  kycRequests,
  offerStatusHistory,
} from '../../db/schema/index.ts';
import { bearer, createAdvisor, landingIdOf, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { OFFER_LIST } from './offers.repository.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { saveDraft, sendKycAndGetLink, submitKycOf } from '../../../test/kyc-helpers.ts';

const OWN = '/api/advisor/investor/offers';
const BY_NETWORK = '/api/advisor/investor/offers-by-network';

let app: App;
let demoLandingId: string;
const tokens: Record<'admin' | 'coordinator' | 'advisor' | 'advisor2' | 'navy' | 'westCoordinator', string> = {
  admin: '',
  coordinator: '',
  advisor: '',
  advisor2: '',
  navy: '',
  westCoordinator: '',
};
const ids = { admin: '', coordinator: '', advisor: '', advisor2: '', westCoordinator: '' };
let northId: string;
let southId: string;
let westId: string;
let navyOfferIds: string[];
let eurCampaignId: string;

async function advisorIdOf(email: string): Promise<string> {
  const [row] = await app.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, email));
  return row!.id;
}

async function networkIdOf(name: string): Promise<string> {
  const [row] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, name));
  return row!.id;
}

function invite(token: string, campaignId: string, productId: string, investorEmail: string, networkId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor`,
    headers: bearer(token),
    payload: { investorEmail, message: 'Zapraszam do zapoznania się z ofertą.', networkId },
  });
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoLandingId = await landingIdOf(app, DEMO_HOST);
  const login = (email: string, host = DEMO_HOST) => loginAdvisor(app, email, host).then((pair) => pair.accessToken);
  [tokens.admin, tokens.coordinator, tokens.advisor, tokens.advisor2, tokens.navy] = await Promise.all([
    login('admin@emisja.test'),
    login('koordynator@emisja.test'),
    login('doradca@emisja.test'),
    login('doradca2@emisja.test'),
    login('advisor@navy.test', NAVY_HOST),
  ]);
  [ids.admin, ids.coordinator, ids.advisor, ids.advisor2] = await Promise.all([
    advisorIdOf('admin@emisja.test'),
    advisorIdOf('koordynator@emisja.test'),
    advisorIdOf('doradca@emisja.test'),
    advisorIdOf('doradca2@emisja.test'),
  ]);
  [northId, southId] = await Promise.all([networkIdOf('Północ'), networkIdOf('Południe')]);

  // A third network that the demo coordinator does not coordinate, with its own coordinator (also a plain member of Południe).
  const [west] = await app.db.insert(networks).values({ landingPageId: demoLandingId, name: 'Zachód' }).returning();
  westId = west!.id;
  const westCoordinator = await createAdvisor(app);
  ids.westCoordinator = westCoordinator.advisorId;
  await app.db.insert(advisorNetworks).values([
    { landingPageId: demoLandingId, advisorId: westCoordinator.advisorId, networkId: westId, isCoordinator: true },
    { landingPageId: demoLandingId, advisorId: westCoordinator.advisorId, networkId: southId, isCoordinator: false },
  ]);
  tokens.westCoordinator = await login(westCoordinator.email);

  // Offers in euro with exact amounts (0.10 + 0.20 must be 0.30), and offers in the west network.
  const eur = await createTestCampaign(app, {
    currency: 'EUR',
    translations: { pl: 'Obligacje Euro Test', en: 'Euro Test Bonds' },
    products: [{ code: 'EURO-1', min: '0.10', max: '9999999.99', step: '0.01' }],
  });
  eurCampaignId = eur.campaignId;
  const amounts: [string, (typeof OFFER_STATUSES)[number]][] = [
    ['0.10', 'accepted'],
    ['0.20', 'accepted'],
    ['1234567.89', 'accepted'],
    ['100.01', 'active'],
    ['99.99', 'rejected'],
    ['0.01', 'declined'],
    ['5.55', 'archived'],
  ];
  for (const [index, [amount, status]] of amounts.entries()) {
    const response = await invite(tokens.advisor, eur.campaignId, eur.productIds[0]!, `eur-${index}@example.com`, northId);
    expect(response.statusCode, response.body).toBe(201);
    const offerId = response.json<TInviteInvestorResult>().offer.id;
    await app.db
      .update(investorOffers)
      .set({
        status,
        investmentValue: amount,
        agreementDate: '2026-01-15',
        paymentDate: status === 'active' ? '2026-01-20' : null,
        rejectionReason: status === 'rejected' ? 'Test' : null,
      })
      .where(eq(investorOffers.id, offerId));
  }
  for (const email of ['west-1@example.com', 'west-2@example.com']) {
    const response = await invite(tokens.westCoordinator, eur.campaignId, eur.productIds[0]!, email, westId);
    expect(response.statusCode, response.body).toBe(201);
  }
  // The west coordinator's own offer in Południe, a network they belong to but do not coordinate.
  expect(
    (await invite(tokens.westCoordinator, eur.campaignId, eur.productIds[0]!, 'south-own@example.com', southId)).statusCode,
  ).toBe(201);

  const navyLandingId = await landingIdOf(app, NAVY_HOST);
  navyOfferIds = (
    await app.db.select({ id: investorOffers.id }).from(investorOffers).where(eq(investorOffers.landingPageId, navyLandingId))
  ).map((row) => row.id);
  expect(navyOfferIds.length).toBeGreaterThan(0);
});

interface ListRequest {
  filters?: TListFilter[];
  sort?: TListSort;
  limit?: number;
  offset?: number;
  language?: string;
  withTotal?: boolean;
  host?: string;
}

function listUrl(path: string, request: ListRequest = {}) {
  const entries: [string, string][] = listFilterEntries(request.filters ?? [], request.sort);
  if (request.limit !== undefined) entries.push(['limit', String(request.limit)]);
  if (request.offset !== undefined) entries.push(['offset', String(request.offset)]);
  if (request.language) entries.push(['language', request.language]);
  const query = toQueryString(entries);
  return query ? `${path}?${query}` : path;
}

function getList(path: string, token: string, request: ListRequest = {}) {
  return app.inject({
    method: 'GET',
    url: listUrl(path, request),
    headers: {
      ...bearer(token, request.host),
      'accept-language': 'en',
      ...(request.withTotal ? { 'x-request-total-count': 'true' } : {}),
    },
  });
}

async function rowsOf(path: string, token: string, request: ListRequest = {}): Promise<TInvestorOfferRow[]> {
  const response = await getList(path, token, { limit: 99999, ...request });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TInvestorOfferRow[]>();
}

async function summaryOf(path: string, token: string, request: ListRequest = {}): Promise<TOfferKanbanSummary> {
  const response = await getList(`${path}/summary`, token, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOfferKanbanSummary>();
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

async function dbOfferIds(where: ReturnType<typeof and>) {
  return (await app.db.select({ id: investorOffers.id }).from(investorOffers).where(where)).map((row) => row.id).sort();
}

describe('the list definition', () => {
  it('takes exactly the filters and sorts the contract names', () => {
    const columns = Object.entries(OFFER_LIST.columns);
    expect(
      Object.fromEntries(
        columns.filter(([, column]) => column.operators?.length).map(([name, column]) => [name, column.operators]),
      ),
    ).toEqual(OFFER_LIST_FILTERS);
    expect(
      columns
        .filter(([, column]) => column.sortable)
        .map(([name]) => name)
        .sort(),
    ).toEqual([...OFFER_LIST_SORT_COLUMNS].sort());
  });
});

describe('who sees which offers', () => {
  it('GET /investor/offers: the caller own offers only, with X-Total-Count', async () => {
    for (const who of ['advisor', 'advisor2', 'coordinator', 'admin'] as const) {
      const response = await getList(OWN, tokens[who], { limit: 99999, withTotal: true });
      const rows = response.json<TInvestorOfferRow[]>();
      const expected = await dbOfferIds(
        and(eq(investorOffers.landingPageId, demoLandingId), eq(investorOffers.ownerAdvisorId, ids[who])),
      );
      expect(idsOf(rows), who).toEqual(expected);
      expect(response.headers['x-total-count'], who).toBe(String(expected.length));
    }
    expect((await rowsOf(OWN, tokens.advisor)).length).toBeGreaterThan(5);
  });

  it('GET /investor/offers-by-network: coordinator own + coordinated networks, admin all, plain advisor 403', async () => {
    const coordinatorRows = await rowsOf(BY_NETWORK, tokens.coordinator);
    expect(idsOf(coordinatorRows)).toEqual(
      await dbOfferIds(
        and(
          eq(investorOffers.landingPageId, demoLandingId),
          or(eq(investorOffers.ownerAdvisorId, ids.coordinator), inArray(investorOffers.networkId, [northId, southId])),
        ),
      ),
    );
    expect(coordinatorRows.some((row) => row.networkId === westId)).toBe(false);

    const westRows = await rowsOf(BY_NETWORK, tokens.westCoordinator);
    expect(westRows.map((row) => row.networkName).sort()).toEqual(['Południe', 'Zachód', 'Zachód']);

    const adminRows = await rowsOf(BY_NETWORK, tokens.admin);
    expect(idsOf(adminRows)).toEqual(await dbOfferIds(eq(investorOffers.landingPageId, demoLandingId)));
    expect(adminRows.length).toBeGreaterThan(72);

    for (const path of [BY_NETWORK, `${BY_NETWORK}/summary`]) {
      const response = await getList(path, tokens.advisor);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ label: 'error.forbidden' });
    }
  });

  it('never shows another landing page offer', async () => {
    const everything = [
      ...(await rowsOf(BY_NETWORK, tokens.admin)),
      ...(await rowsOf(OWN, tokens.admin)),
      ...(await rowsOf(BY_NETWORK, tokens.coordinator)),
    ];
    expect(everything.filter((row) => navyOfferIds.includes(row.id))).toEqual([]);
    const navy = await rowsOf(OWN, tokens.navy, { host: NAVY_HOST });
    expect(idsOf(navy)).toEqual([...navyOfferIds].sort());
    expect(navy.every((row) => row.currency === 'EUR')).toBe(true);
  });

  it('answers the row of spec section 3', async () => {
    const rows = await rowsOf(BY_NETWORK, tokens.admin);
    const active = rows.find((row) => row.status === 'active' && row.currency === 'PLN')!;
    expect(active).toMatchObject({
      investorEmail: expect.stringContaining('@'),
      ownerName: expect.stringMatching(/\S+ \S+/),
      agreementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      investmentValue: expect.stringMatching(/^\d+\.\d{2}$/),
      kanbanColumn: 'active',
      paymentConfirmations: 0,
    });
    expect(new Date(active.statusDate).toISOString()).toBe(active.statusDate);
    expect(rows.filter((row) => row.status === 'rejected' || row.status === 'declined').map((row) => row.kanbanColumn)).toEqual(
      expect.arrayContaining(['lost']),
    );
    expect(new Set(rows.filter((row) => ['rejected', 'declined'].includes(row.status)).map((row) => row.kanbanColumn))).toEqual(
      new Set(['lost']),
    );
  });
});

describe('filters', () => {
  let all: TInvestorOfferRow[];
  beforeAll(async () => {
    all = await rowsOf(BY_NETWORK, tokens.admin);
  });

  async function expectFilter(filters: TListFilter[], predicate: (row: TInvestorOfferRow) => boolean, language?: string) {
    const expected = idsOf(all.filter(predicate));
    const actual = idsOf(await rowsOf(BY_NETWORK, tokens.admin, { filters, ...(language ? { language } : {}) }));
    expect(actual, JSON.stringify(filters)).toEqual(expected);
    return expected.length;
  }

  const contains = (value: string | null, part: string) => (value ?? '').toLowerCase().includes(part.toLowerCase());

  it('text filters: like (contains, ignoring case) and leq (equals, ignoring case)', async () => {
    const named = all.find((row) => row.investorName && row.investorName.length > 6)!;
    const surnamePart = named.investorName!.split(' ').at(-1)!.slice(1, 5).toUpperCase();
    expect(
      await expectFilter([listFilter('investorName', 'like', surnamePart)], (row) => contains(row.investorName, surnamePart)),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter(
        [listFilter('investorName', 'leq', named.investorName!.toUpperCase())],
        (row) => row.investorName?.toLowerCase() === named.investorName!.toLowerCase(),
      ),
    ).toBeGreaterThan(0);
    expect(await expectFilter([listFilter('investorEmail', 'like', 'EUR-')], (row) => contains(row.investorEmail, 'eur-'))).toBe(
      7,
    );
    expect(
      await expectFilter(
        [listFilter('investorEmail', 'leq', 'EUR-3@EXAMPLE.COM')],
        (row) => row.investorEmail === 'eur-3@example.com',
      ),
    ).toBe(1);
    expect(
      await expectFilter([listFilter('ownerName', 'like', 'nowick')], (row) => contains(row.ownerName, 'nowick')),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter([listFilter('ownerName', 'leq', 'piotr kowalski')], (row) => row.ownerName === 'Piotr Kowalski'),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter([listFilter('campaignName', 'like', 'BIOMEDICA')], (row) => contains(row.campaignName, 'biomedica')),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter(
        [listFilter('campaignName', 'leq', 'akcje biomedica seria c')],
        (row) => row.campaignName === 'Akcje BioMedica seria C',
      ),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter([listFilter('productCode', 'like', 'inst')], (row) => contains(row.productCode, 'inst')),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter([listFilter('productCode', 'leq', 'seria-a')], (row) => row.productCode === 'SERIA-A'),
    ).toBeGreaterThan(0);
    // A % or _ in the value is matched literally.
    expect(await expectFilter([listFilter('investorEmail', 'like', '%')], () => false)).toBe(0);
  });

  it('filters the campaign name in the requested language', async () => {
    const english = await rowsOf(BY_NETWORK, tokens.admin, {
      filters: [listFilter('campaignName', 'like', 'Shares')],
      language: 'en',
    });
    expect(english.length).toBe(all.filter((row) => row.campaignName === 'Akcje BioMedica seria C').length);
    expect(new Set(english.map((row) => row.campaignName))).toEqual(new Set(['BioMedica Shares Series C']));
  });

  it('selects: status (with lost = rejected + declined), network, currency, owner, campaign', async () => {
    expect(
      await expectFilter([listFilter('status', 'in', ['accepted', 'active'])], (row) =>
        ['accepted', 'active'].includes(row.status),
      ),
    ).toBeGreaterThan(0);
    const lost = await expectFilter([listFilter('status', 'in', ['lost'])], (row) =>
      ['rejected', 'declined'].includes(row.status),
    );
    expect(lost).toBe(all.filter((row) => row.kanbanColumn === 'lost').length);
    expect(
      await expectFilter([listFilter('status', 'in', ['lost', 'invited'])], (row) =>
        ['rejected', 'declined', 'invited'].includes(row.status),
      ),
    ).toBeGreaterThan(lost);
    expect(
      await expectFilter([listFilter('networkId', 'in', [westId, southId])], (row) => [westId, southId].includes(row.networkId)),
    ).toBeGreaterThan(0);
    expect(await expectFilter([listFilter('currency', 'in', ['EUR'])], (row) => row.currency === 'EUR')).toBe(10);
    expect(await expectFilter([listFilter('currency', 'in', ['USD'])], () => false)).toBe(0);
    expect(
      await expectFilter([listFilter('ownerId', 'in', [ids.advisor2])], (row) => row.ownerId === ids.advisor2),
    ).toBeGreaterThan(0);
    expect(await expectFilter([listFilter('campaignId', 'in', [eurCampaignId])], (row) => row.campaignId === eurCampaignId)).toBe(
      10,
    );
  });

  it('date ranges: gte/lte inclusive; statusDate days in Europe/Warsaw', async () => {
    const agreement = all.find((row) => row.agreementDate && row.currency === 'PLN')!.agreementDate!;
    expect(
      await expectFilter(
        [listFilter('agreementDateFrom', 'gte', agreement)],
        (row) => row.agreementDate !== null && row.agreementDate >= agreement,
      ),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter(
        [listFilter('agreementDateFrom', 'gte', agreement), listFilter('agreementDateTo', 'lte', agreement)],
        (row) => row.agreementDate === agreement,
      ),
    ).toBeGreaterThan(0);
    const payment = all.find((row) => row.paymentDate)!.paymentDate!;
    expect(
      await expectFilter(
        [listFilter('paymentDateTo', 'lte', payment)],
        (row) => row.paymentDate !== null && row.paymentDate <= payment,
      ),
    ).toBeGreaterThan(0);
    const end = all.find((row) => row.endDate)!.endDate!;
    expect(
      await expectFilter([listFilter('endDateFrom', 'gte', end)], (row) => row.endDate !== null && row.endDate >= end),
    ).toBeGreaterThan(0);
    expect(
      await expectFilter([listFilter('endDateTo', 'lte', end)], (row) => row.endDate !== null && row.endDate <= end),
    ).toBeGreaterThan(0);

    const warsawDay = (row: TInvestorOfferRow) => isoDateInTimeZone(new Date(row.statusDate));
    const day = warsawDay(all[all.length - 1]!);
    expect(
      await expectFilter(
        [listFilter('statusDateFrom', 'gte', day), listFilter('statusDateTo', 'lte', day)],
        (row) => warsawDay(row) === day,
      ),
    ).toBeGreaterThan(0);
    expect(await expectFilter([listFilter('statusDateTo', 'lte', day)], (row) => warsawDay(row) <= day)).toBeGreaterThan(0);
    const instant = all[Math.floor(all.length / 2)]!.statusDate;
    expect(
      await expectFilter([listFilter('statusDateFrom', 'gte', instant)], (row) => row.statusDate >= instant),
    ).toBeGreaterThan(0);
  });

  it('combines filters with AND', async () => {
    expect(
      await expectFilter(
        [
          listFilter('status', 'in', ['lost', 'accepted']),
          listFilter('currency', 'in', ['EUR']),
          listFilter('investorEmail', 'like', 'eur-'),
        ],
        (row) => ['rejected', 'declined', 'accepted'].includes(row.status) && row.currency === 'EUR',
      ),
    ).toBe(5);
  });

  it('refuses unknown filters, operators and values with 400, never 500', async () => {
    const cases: [string, string][] = [
      ['filters[status][value]=lost2&filters[status][operator]=in', 'filters.status.value'],
      ['filters[status][value]=lost&filters[status][operator]=like', 'filters.status.operator'],
      ['filters[networkId][value]=north&filters[networkId][operator]=in', 'filters.networkId.value'],
      ['filters[currency][value]=GBP&filters[currency][operator]=in', 'filters.currency.value'],
      ['filters[foo][value]=x&filters[foo][operator]=like', 'filters.foo'],
      [
        'filters[agreementDateFrom][value]=2026-02-30&filters[agreementDateFrom][operator]=gte',
        'filters.agreementDateFrom.value',
      ],
      ['filters[statusDateTo][value]=yesterday&filters[statusDateTo][operator]=lte', 'filters.statusDateTo.value'],
      ['filters[agreementDate][value]=2026-01-01&filters[agreementDate][operator]=gte', 'filters.agreementDate'],
      ['sort=paymentConfirmations', 'sort'],
      ['sort=ownerId', 'sort'],
      ['limit=0', 'limit'],
      ['limit=100000', 'limit'],
      ['offset=-1', 'offset'],
      ['language=de', 'language'],
    ];
    for (const [query, propertyPath] of cases) {
      for (const path of [BY_NETWORK, `${BY_NETWORK}/summary`, OWN]) {
        const response = await app.inject({ method: 'GET', url: `${path}?${query}`, headers: bearer(tokens.admin) });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        const body = response.json<{ label: string; violations: { propertyPath: string }[] }>();
        expect(body.label).toBe('error.validation');
        if (propertyPath !== 'language')
          expect(body.violations.map((violation) => violation.propertyPath)).toContain(propertyPath);
      }
    }
  });
});

describe("the investor's KYC status in the rows and the kycStatus filter", () => {
  const KYC_API = '/api/advisor/kyc/investor-request';
  /** Fresh investors, one per KYC state, invited by the demo advisor. */
  const emails = {
    none: 'kyc-none@example.com',
    sent: 'kyc-sent@example.com',
    inProgress: 'kyc-in-progress@example.com',
    expired: 'kyc-expired@example.com',
    submitted: 'kyc-submitted@example.com',
    verified: 'kyc-verified@example.com',
  };

  /** The current request of each investor computed from the table by hand: newest submitted, else newest sent. */
  async function expectedStates(): Promise<Map<string, { status: string; identityVerification: string }>> {
    const requests = await app.db.select().from(kycRequests).where(eq(kycRequests.landingPageId, demoLandingId));
    const byInvestor = new Map<string, typeof requests>();
    for (const request of requests) {
      if (!request.investorId) continue;
      byInvestor.set(request.investorId, [...(byInvestor.get(request.investorId) ?? []), request]);
    }
    const states = new Map<string, { status: string; identityVerification: string }>();
    for (const [investorId, list] of byInvestor) {
      const submitted = list.filter((request) => request.submittedAt).sort((a, b) => +b.submittedAt! - +a.submittedAt!);
      const newest = [...list].sort((a, b) => +b.createdAt - +a.createdAt || (b.id > a.id ? 1 : -1));
      const current = submitted[0] ?? newest[0]!;
      const isExpiredByTime = ['sent', 'in-progress'].includes(current.status) && current.expiresAt <= new Date();
      states.set(investorId, {
        status: isExpiredByTime ? 'expired' : current.status,
        identityVerification: current.identityVerification,
      });
    }
    return states;
  }

  beforeAll(async () => {
    // A campaign of its own, so the other describes' figures of the euro campaign stay as they are.
    const campaign = await createTestCampaign(app);
    for (const email of Object.values(emails)) {
      const response = await invite(tokens.advisor, campaign.campaignId, campaign.productIds[0]!, email, northId);
      expect(response.statusCode, response.body).toBe(201);
    }
    await sendKycAndGetLink(app, tokens.advisor, emails.sent);
    const inProgress = await sendKycAndGetLink(app, tokens.advisor, emails.inProgress);
    expect((await saveDraft(app, inProgress.secret, { firstName: 'Ewa' })).statusCode).toBe(200);
    const expired = await sendKycAndGetLink(app, tokens.advisor, emails.expired);
    await app.db
      .update(kycRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(kycRequests.id, expired.id));
    await submitKycOf(app, tokens.advisor, emails.submitted);
    // A newer invitation after the submission does not undo the investor's data: still submitted.
    await sendKycAndGetLink(app, tokens.advisor, emails.submitted);
    const verified = await submitKycOf(app, tokens.advisor, emails.verified);
    const decided = await app.inject({
      method: 'PATCH',
      url: `${KYC_API}/${verified.id}/identity-verification`,
      headers: bearer(tokens.coordinator),
      payload: { status: 'success' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it("carries each investor's KYC state, the same as the current request computed by hand", async () => {
    const rows = await rowsOf(BY_NETWORK, tokens.admin);
    const states = await expectedStates();
    for (const row of rows) {
      const expected = states.get(row.investorId) ?? { status: 'none', identityVerification: 'not-started' };
      expect(row.kycStatus, row.investorEmail).toMatchObject(expected);
      expect(row.kycStatus.submittedAt === null, row.investorEmail).toBe(row.kycStatus.status !== 'submitted');
    }
    const byEmail = (email: string) => rows.find((row) => row.investorEmail === email)!.kycStatus;
    expect(byEmail(emails.none)).toEqual({ status: 'none', identityVerification: 'not-started', submittedAt: null });
    expect(byEmail(emails.sent)).toMatchObject({ status: 'sent', identityVerification: 'not-started' });
    expect(byEmail(emails.inProgress)).toMatchObject({ status: 'in-progress' });
    expect(byEmail(emails.expired)).toMatchObject({ status: 'expired' });
    expect(byEmail(emails.submitted)).toMatchObject({ status: 'submitted', identityVerification: 'in-progress' });
    expect(byEmail(emails.verified)).toMatchObject({ status: 'submitted', identityVerification: 'success' });
    // The demo data has investors in several states (decision 032), so the comparison above is not only of `none`.
    expect(new Set(rows.map((row) => row.kycStatus.status)).size).toBe(5);
  });

  it('shows the same state in the own list, the offer page and after a change', async () => {
    const own = await rowsOf(OWN, tokens.advisor, { filters: [listFilter('investorEmail', 'leq', emails.sent)] });
    expect(own.map((row) => row.kycStatus.status)).toEqual(['sent']);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/advisor/investor/offer/${own[0]!.id}`,
      headers: bearer(tokens.advisor),
    });
    expect(detail.json<TInvestorOfferRow>().kycStatus).toMatchObject({ status: 'sent' });
  });

  it('filters by kycStatus (in), the rows, the total and the kanban sums alike', async () => {
    const all = await rowsOf(BY_NETWORK, tokens.admin);
    const cases = [['none'], ['submitted'], ['sent', 'in-progress'], ['expired'], ['none', 'expired', 'submitted']];
    for (const values of cases) {
      const filters = [listFilter('kycStatus', 'in', values)];
      const expected = all.filter((row) => values.includes(row.kycStatus.status));
      expect(expected.length, values.join()).toBeGreaterThan(0);
      const response = await getList(BY_NETWORK, tokens.admin, { filters, limit: 99999, withTotal: true });
      expect(idsOf(response.json<TInvestorOfferRow[]>()), values.join()).toEqual(idsOf(expected));
      expect(response.headers['x-total-count']).toBe(String(expected.length));
      const summary = await summaryOf(BY_NETWORK, tokens.admin, { filters });
      expect(summary.columns.reduce((total, column) => total + column.count, 0)).toBe(expected.length);
      // A coordinator's scope parts (UNION ALL) filter the same way.
      const coordinatorRows = await rowsOf(BY_NETWORK, tokens.coordinator);
      const coordinatorSummary = await summaryOf(BY_NETWORK, tokens.coordinator, { filters });
      expect(coordinatorSummary.columns.reduce((total, column) => total + column.count, 0)).toBe(
        coordinatorRows.filter((row) => values.includes(row.kycStatus.status)).length,
      );
    }
  });

  it('refuses an unknown KYC status or operator with 400', async () => {
    for (const query of [
      'filters[kycStatus][value]=verified&filters[kycStatus][operator]=in',
      'filters[kycStatus][value]=none&filters[kycStatus][operator]=like',
      'sort=kycStatus',
    ]) {
      const response = await app.inject({ method: 'GET', url: `${BY_NETWORK}?${query}`, headers: bearer(tokens.admin) });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('sorting and pagination', () => {
  it('sorts by status date, newest first, by default', async () => {
    const rows = await rowsOf(BY_NETWORK, tokens.admin);
    const dates = rows.map((row) => row.statusDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts dates, amounts and statuses in their own order, empty values last when ascending', async () => {
    const byValue = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column: 'investmentValue', order: 'asc' } });
    const values = byValue.map((row) => row.investmentValue);
    const firstNull = values.indexOf(null);
    expect(values.slice(firstNull).every((value) => value === null)).toBe(true);
    const hundredths = values.slice(0, firstNull).map((value) => decimalToHundredths(value!)!);
    expect(hundredths).toEqual([...hundredths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(values[0]).toBe('0.01');

    const byStatus = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column: 'status', order: 'asc' } });
    const positions = byStatus.map((row) => OFFER_STATUSES.indexOf(row.status));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const byAgreement = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column: 'agreementDate', order: 'desc' } });
    const agreements = byAgreement.map((row) => row.agreementDate).filter((value) => value !== null);
    expect(agreements).toEqual([...agreements].sort().reverse());
  });

  it('sorts every sortable column both ways, the descending order exactly reversed (the offer id breaks ties)', async () => {
    for (const column of [
      'investorName',
      'investorEmail',
      'ownerName',
      'agreementDate',
      'paymentDate',
      'endDate',
      'networkId',
      'investmentValue',
      'currency',
      'status',
      'statusDate',
      'campaignName',
      'productCode',
    ]) {
      const ascending = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column, order: 'asc' } });
      const descending = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column, order: 'desc' } });
      expect(idsOf(ascending), column).toEqual(idsOf(descending));
      expect(
        ascending.map((row) => row.id),
        column,
      ).toEqual(descending.map((row) => row.id).reverse());
    }
    const byNetwork = await rowsOf(BY_NETWORK, tokens.admin, { sort: { column: 'networkId', order: 'asc' } });
    const names = byNetwork.map((row) => row.networkName);
    expect([...new Set(names)]).toHaveLength(3);
  });

  it('pages with limit and offset; X-Total-Count is the filtered total when asked for', async () => {
    const request: ListRequest = {
      filters: [listFilter('currency', 'in', ['PLN'])],
      sort: { column: 'ownerName', order: 'asc' },
    };
    const everything = await rowsOf(BY_NETWORK, tokens.admin, request);
    const pages: TInvestorOfferRow[] = [];
    for (let offset = 0; offset < everything.length + 7; offset += 7) {
      const response = await getList(BY_NETWORK, tokens.admin, { ...request, limit: 7, offset, withTotal: true });
      expect(response.headers['x-total-count']).toBe(String(everything.length));
      const page = response.json<TInvestorOfferRow[]>();
      expect(page.length).toBeLessThanOrEqual(7);
      pages.push(...page);
    }
    expect(pages.map((row) => row.id)).toEqual(everything.map((row) => row.id));
    const defaultPage = await getList(BY_NETWORK, tokens.admin);
    expect(defaultPage.json<unknown[]>()).toHaveLength(20);
    expect(defaultPage.headers['x-total-count']).toBeUndefined();
  });
});

/** The kanban figures computed here from every row of the filtered list, with exact decimals. */
function summaryFromRows(
  rows: readonly Pick<TInvestorOfferRow, 'status' | 'currency' | 'investmentValue'>[],
): TOfferKanbanSummary {
  return {
    columns: KANBAN_COLUMNS.map((column) => {
      const inColumn = rows.filter((row) => (column.statuses as readonly string[]).includes(row.status));
      return {
        column: column.id,
        count: inColumn.length,
        sums: column.hasSums
          ? CURRENCIES.flatMap((currency) => {
              const offers = inColumn.filter((row) => row.currency === currency);
              if (offers.length === 0) return [];
              const total = offers.reduce((sum, row) => sum + (decimalToHundredths(row.investmentValue ?? '0') ?? 0n), 0n);
              return [{ currency, amount: hundredthsToDecimal(total), count: offers.length }];
            })
          : [],
      };
    }),
  };
}

describe('kanban figures (GET .../summary)', () => {
  it('has the seven columns in order, sums only on accepted, active, lost and archived', async () => {
    const summary = await summaryOf(BY_NETWORK, tokens.admin);
    expect(summary.columns.map((column) => column.column)).toEqual([
      'invited',
      'viewed',
      'interested',
      'accepted',
      'active',
      'lost',
      'archived',
    ]);
    expect(KANBAN_COLUMNS.map((column) => column.color)).toEqual(['gray', 'yellow', 'purple', 'blue', 'green', 'red', 'gray']);
    for (const column of summary.columns.slice(0, 3)) expect(column.sums).toEqual([]);
  });

  it('equals the sums over every filtered row (not a page), per currency, exact to the grosz', async () => {
    const cases: [keyof typeof tokens, string, ListRequest][] = [
      ['admin', BY_NETWORK, {}],
      ['coordinator', BY_NETWORK, {}],
      ['westCoordinator', BY_NETWORK, {}],
      ['advisor', OWN, {}],
      ['admin', OWN, {}],
      ['admin', BY_NETWORK, { filters: [listFilter('currency', 'in', ['EUR'])] }],
      ['admin', BY_NETWORK, { filters: [listFilter('networkId', 'in', [northId])] }],
      ['admin', BY_NETWORK, { filters: [listFilter('status', 'in', ['lost', 'active'])] }],
      ['admin', BY_NETWORK, { filters: [listFilter('campaignName', 'like', 'Zielona')] }],
      [
        'coordinator',
        BY_NETWORK,
        { filters: [listFilter('ownerName', 'like', 'Kowalski'), listFilter('agreementDateFrom', 'gte', '2000-01-01')] },
      ],
    ];
    for (const [who, path, request] of cases) {
      const rows = await rowsOf(path, tokens[who], request);
      // Paging and sorting parameters do not change the figures.
      const summary = await summaryOf(path, tokens[who], {
        ...request,
        limit: 2,
        offset: 1,
        sort: { column: 'status', order: 'desc' },
      });
      expect(summary, `${who} ${path} ${JSON.stringify(request)}`).toEqual(summaryFromRows(rows));
    }
  });

  it("a coordinator's count and sums equal a brute-force computation: own offers outside their networks, none twice", async () => {
    // The west coordinator's own offer in Południe (a network they do not coordinate) gets a value for the sums.
    const [southOwn] = await app.db
      .select({ id: investorOffers.id })
      .from(investorOffers)
      .innerJoin(investors, eq(investors.id, investorOffers.investorId))
      .where(eq(investors.email, 'south-own@example.com'));
    await app.db
      .update(investorOffers)
      .set({ status: 'accepted', investmentValue: '321.45', agreementDate: '2026-01-15' })
      .where(eq(investorOffers.id, southOwn!.id));
    try {
      const everything = await app.db
        .select({
          ownerAdvisorId: investorOffers.ownerAdvisorId,
          networkId: investorOffers.networkId,
          status: investorOffers.status,
          currency: investorOffers.currency,
          investmentValue: investorOffers.investmentValue,
          investorEmail: investors.email,
        })
        .from(investorOffers)
        .innerJoin(investors, eq(investors.id, investorOffers.investorId))
        .where(eq(investorOffers.landingPageId, demoLandingId));
      type Offer = (typeof everything)[number];
      const coordinators = [
        { who: 'coordinator', advisorId: ids.coordinator, networkIds: [northId, southId] },
        { who: 'westCoordinator', advisorId: ids.westCoordinator, networkIds: [westId] },
      ] as const;
      const cases: [string, ListRequest, (offer: Offer) => boolean][] = [
        ['no filter', {}, () => true],
        [
          'status',
          { filters: [listFilter('status', 'in', ['accepted', 'lost'])] },
          (offer) => ['accepted', 'rejected', 'declined'].includes(offer.status),
        ],
        ['currency', { filters: [listFilter('currency', 'in', ['EUR'])] }, (offer) => offer.currency === 'EUR'],
        [
          'a joined column',
          { filters: [listFilter('investorEmail', 'like', 'example.com')] },
          (offer) => offer.investorEmail.includes('example.com'),
        ],
      ];
      for (const coordinator of coordinators) {
        const visible = everything.filter(
          (offer) =>
            offer.ownerAdvisorId === coordinator.advisorId ||
            (coordinator.networkIds as readonly string[]).includes(offer.networkId),
        );
        expect(visible.some((offer) => !(coordinator.networkIds as readonly string[]).includes(offer.networkId))).toBe(
          coordinator.who === 'westCoordinator',
        );
        for (const [name, request, matches] of cases) {
          const expected = visible.filter(matches);
          const label = `${coordinator.who} ${name}`;
          const response = await getList(BY_NETWORK, tokens[coordinator.who], { ...request, limit: 1, withTotal: true });
          expect(response.headers['x-total-count'], label).toBe(String(expected.length));
          expect(await summaryOf(BY_NETWORK, tokens[coordinator.who], request), label).toEqual(summaryFromRows(expected));
        }
      }
    } finally {
      await app.db
        .update(investorOffers)
        .set({ status: 'invited', investmentValue: null, agreementDate: null })
        .where(eq(investorOffers.id, southOwn!.id));
    }
  });

  it('adds amounts as decimals, never as floating point', async () => {
    const summary = await summaryOf(BY_NETWORK, tokens.admin, { filters: [listFilter('campaignId', 'in', [eurCampaignId])] });
    const sumsOf = (id: string) => summary.columns.find((column) => column.column === id)!.sums;
    expect(sumsOf('accepted')).toEqual([{ currency: 'EUR', amount: '1234568.19', count: 3 }]);
    expect(sumsOf('active')).toEqual([{ currency: 'EUR', amount: '100.01', count: 1 }]);
    expect(sumsOf('lost')).toEqual([{ currency: 'EUR', amount: '100.00', count: 2 }]);
    expect(sumsOf('archived')).toEqual([{ currency: 'EUR', amount: '5.55', count: 1 }]);
    expect(summary.columns.find((column) => column.column === 'invited')).toEqual({ column: 'invited', count: 3, sums: [] });
  });
});

describe('GET /api/advisor/campaign/{id}/offers', () => {
  it('lists the campaign offers the caller may see', async () => {
    const [green] = await app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'zielona-energia-seria-a'));
    const path = `/api/advisor/campaign/${green!.id}/offers`;
    const all = await rowsOf(BY_NETWORK, tokens.admin);
    const ofCampaign = (rows: TInvestorOfferRow[]) => idsOf(rows.filter((row) => row.campaignId === green!.id));
    expect(idsOf(await rowsOf(path, tokens.admin))).toEqual(ofCampaign(all));
    expect(idsOf(await rowsOf(path, tokens.advisor))).toEqual(ofCampaign(await rowsOf(OWN, tokens.advisor)));
    expect(idsOf(await rowsOf(path, tokens.coordinator))).toEqual(ofCampaign(await rowsOf(BY_NETWORK, tokens.coordinator)));
    const counted = await getList(path, tokens.admin, {
      limit: 3,
      withTotal: true,
      filters: [listFilter('status', 'in', ['lost'])],
    });
    expect(counted.headers['x-total-count']).toBe(
      String(all.filter((row) => row.campaignId === green!.id && row.kanbanColumn === 'lost').length),
    );
    const [harbour] = await app.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, 'harbour-logistics-series-a'));
    expect((await getList(`/api/advisor/campaign/${harbour!.id}/offers`, tokens.admin)).statusCode).toBe(404);
    expect((await getList(`/api/advisor/campaign/${randomUUID()}/offers`, tokens.admin)).statusCode).toBe(404);
    expect((await getList('/api/advisor/campaign/x/offers', tokens.admin)).statusCode).toBe(400);
  });
});

describe('PATCH /api/advisor/investor/{offerId}/owner/{ownerId}', () => {
  function changeOwner(token: string, offerId: string, ownerId: string) {
    return app.inject({
      method: 'PATCH',
      url: `/api/advisor/investor/${offerId}/owner/${ownerId}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
  }

  async function offerOf(owner: string, networkId: string) {
    const [row] = await app.db
      .select({ id: investorOffers.id })
      .from(investorOffers)
      .where(and(eq(investorOffers.ownerAdvisorId, owner), eq(investorOffers.networkId, networkId)))
      .limit(1);
    return row!.id;
  }

  async function activeNorthAdvisor() {
    const rows = await app.db
      .select({ id: advisors.id, firstName: advisors.firstName, surname: advisors.surname })
      .from(advisors)
      .innerJoin(advisorNetworks, eq(advisorNetworks.advisorId, advisors.id))
      .where(
        and(eq(advisorNetworks.networkId, northId), eq(advisors.status, 'active'), eq(advisorNetworks.isCoordinator, false)),
      );
    return rows.find((row) => row.id !== ids.advisor)!;
  }

  it('lets a coordinator give an offer of their network to another active advisor of it, with an audit entry', async () => {
    const offerId = await offerOf(ids.advisor, northId);
    const newOwner = await activeNorthAdvisor();
    const historyBefore = await app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offerId));
    const response = await changeOwner(tokens.coordinator, offerId, newOwner.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TInvestorOfferRow>()).toMatchObject({
      id: offerId,
      ownerId: newOwner.id,
      ownerName: `${newOwner.firstName} ${newOwner.surname}`,
    });
    expect(await app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offerId))).toEqual(historyBefore);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, offerId), eq(auditLog.action, 'offer-owner-changed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'investor-offer',
      landingPageId: demoLandingId,
      actorLabel: 'Krzysztof Mazur',
      before: { ownerId: ids.advisor, ownerName: 'Piotr Kowalski' },
      after: { ownerId: newOwner.id, ownerName: `${newOwner.firstName} ${newOwner.surname}` },
    });
    expect((await rowsOf(OWN, tokens.advisor)).some((row) => row.id === offerId)).toBe(false);

    // The same owner again changes nothing and writes no audit entry.
    expect((await changeOwner(tokens.coordinator, offerId, newOwner.id)).statusCode).toBe(200);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, offerId), eq(auditLog.action, 'offer-owner-changed'))),
    ).toHaveLength(1);
  });

  it('moves the offer into the new owner own list; the admin may change any offer', async () => {
    const offerId = await offerOf(ids.advisor2, southId);
    const response = await changeOwner(tokens.admin, offerId, ids.westCoordinator);
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(OWN, tokens.westCoordinator)).map((row) => row.id)).toContain(offerId);
    expect((await rowsOf(OWN, tokens.advisor2)).map((row) => row.id)).not.toContain(offerId);
    expect((await changeOwner(tokens.admin, offerId, ids.advisor2)).statusCode).toBe(200);
  });

  it('refuses a new owner outside the offer network or not active (400), an unknown one (404)', async () => {
    const offerId = await offerOf(ids.advisor, northId);
    const notInNetwork = await changeOwner(tokens.coordinator, offerId, ids.advisor2);
    expect(notInNetwork.statusCode).toBe(400);
    expect(notInNetwork.json()).toMatchObject({
      label: 'error.validation',
      violations: [{ propertyPath: 'ownerId', code: 'validation.advisorNotInNetwork' }],
    });
    const pending = await createAdvisor(app, { status: 'initial' });
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: demoLandingId, advisorId: pending.advisorId, networkId: northId });
    const inactive = await changeOwner(tokens.coordinator, offerId, pending.advisorId);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ violations: [{ propertyPath: 'ownerId', code: 'validation.advisorNotActive' }] });
    const [navyAdvisor] = await app.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, 'advisor@navy.test'));
    expect((await changeOwner(tokens.coordinator, offerId, navyAdvisor!.id)).statusCode).toBe(404);
    expect((await changeOwner(tokens.coordinator, offerId, randomUUID())).statusCode).toBe(404);
    expect((await changeOwner(tokens.coordinator, offerId, 'nobody')).statusCode).toBe(400);
    expect((await changeOwner(tokens.coordinator, 'x', ids.advisor)).statusCode).toBe(400);
  });

  it('keeps coordinators to the networks they coordinate and plain advisors out', async () => {
    // A Północ offer is not the west coordinator's to see: 404. Their own offer in Południe (not coordinated): 403.
    const northOffer = await offerOf(ids.advisor, northId);
    expect((await changeOwner(tokens.westCoordinator, northOffer, ids.westCoordinator)).statusCode).toBe(404);
    const ownSouthOffer = await offerOf(ids.westCoordinator, southId);
    expect((await changeOwner(tokens.westCoordinator, ownSouthOffer, ids.advisor2)).statusCode).toBe(403);
    // In their own network they may.
    const westOffer = await offerOf(ids.westCoordinator, westId);
    const westMember = await createAdvisor(app);
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: demoLandingId, advisorId: westMember.advisorId, networkId: westId });
    expect((await changeOwner(tokens.westCoordinator, westOffer, westMember.advisorId)).statusCode).toBe(200);
    // A plain advisor may not change owners, not even of their own offers.
    const own = await offerOf(ids.advisor, northId);
    const plain = await changeOwner(tokens.advisor, own, ids.advisor);
    expect(plain.statusCode).toBe(403);
    // Another landing page's offer is unknown.
    expect((await changeOwner(tokens.admin, navyOfferIds[0]!, ids.advisor)).statusCode).toBe(404);
  });
});
