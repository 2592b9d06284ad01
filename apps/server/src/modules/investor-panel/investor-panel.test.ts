import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZInvestorPanelOfferSchema, ZOfferDictionarySchema } from '@emisja/shared';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS, secretOfLink, waitForEmail } from '../../../test/auth-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { investorOffers, investors } from '../../db/schema/index.ts';
import { offerDictionary } from '../public-offer/public-offer.service.ts';

const DEMO_INVESTOR = 'inwestor@emisja.test';

let app: App;
let demoId: string;
let investorToken: string;
beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  demoId = await landingIdOf(app, DEMO_HOST);
  investorToken = await loginInvestor(DEMO_INVESTOR);
});

/** Logs an investor in the way the panel does: the e-mailed link's secret exchanged for tokens. */
async function loginInvestor(email: string): Promise<string> {
  const headers = { host: `${DEMO_HOST}:3000`, 'accept-language': 'en' };
  const sent = await app.inject({ method: 'POST', url: '/auth/investor/send-token', headers, payload: { email } });
  expect(sent.statusCode).toBe(202);
  const mail = await waitForEmail(app, email, 'investor-login-link');
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login-investor',
    headers,
    payload: { token: secretOfLink(mail.links[0]!) },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().accessToken as string;
}

/** Ids of the offers of the investor with `email` on the demo landing page, straight from the database. */
async function offerIdsOf(email: string): Promise<string[]> {
  const rows = await app.db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(and(eq(investorOffers.landingPageId, demoId), eq(investors.email, email)));
  return rows.map((row) => row.id);
}

const get = (url: string, token: string, host = DEMO_HOST, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token, host), ...headers } });

describe('GET /investor-api/offers', () => {
  it("answers exactly the caller's offers, newest status date first, with the total when asked", async () => {
    const expected = await offerIdsOf(DEMO_INVESTOR);
    expect(expected.length).toBeGreaterThan(0);

    const response = await get('/investor-api/offers?limit=99999&offset=0', investorToken, DEMO_HOST, {
      'x-request-total-count': 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(expected.length));
    const rows = ZInvestorPanelOfferSchema.array().parse(response.json());
    expect(rows.map((row) => row.id).sort()).toEqual([...expected].sort());
    const dates = rows.map((row) => row.statusDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Only the contract's fields: no link secret, no investor data.
    expect(Object.keys(response.json()[0]).sort()).toEqual(Object.keys(ZInvestorPanelOfferSchema.shape).sort());

    const page = await get('/investor-api/offers?limit=2&offset=1', investorToken);
    expect(page.headers['x-total-count']).toBeUndefined();
    expect(page.json().map((row: { id: string }) => row.id)).toEqual(rows.slice(1, 3).map((row) => row.id));
  });

  it('names the campaigns in ?language= (Polish by default)', async () => {
    const pl = (await get('/investor-api/offers?limit=1', investorToken)).json();
    const en = (await get('/investor-api/offers?limit=1&language=en', investorToken)).json();
    expect(pl[0].id).toBe(en[0].id);
    expect(typeof pl[0].campaignName).toBe('string');
    expect(typeof en[0].campaignName).toBe('string');
    expect((await get('/investor-api/offers?language=de', investorToken)).statusCode).toBe(400);
  });

  it("never shows another investor's offers", async () => {
    const [other] = await app.db
      .select({ email: investors.email, count: sql<number>`cast(count(*) as int)`.mapWith(Number) })
      .from(investorOffers)
      .innerJoin(investors, eq(investors.id, investorOffers.investorId))
      .where(and(eq(investorOffers.landingPageId, demoId), ne(investors.email, DEMO_INVESTOR)))
      .groupBy(investors.email)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(other!.count).toBeGreaterThan(0);
    const otherToken = await loginInvestor(other!.email);

    const mine = (await get('/investor-api/offers?limit=99999&offset=0', investorToken)).json() as { id: string }[];
    const theirs = (await get('/investor-api/offers?limit=99999&offset=0', otherToken)).json() as { id: string }[];
    expect(theirs.map((row) => row.id).sort()).toEqual((await offerIdsOf(other!.email)).sort());
    const mineIds = new Set(mine.map((row) => row.id));
    expect(theirs.some((row) => mineIds.has(row.id))).toBe(false);
  });

  it('refuses no token, a token on another tenant, and an advisor-panel token', async () => {
    expect((await app.inject({ method: 'GET', url: '/investor-api/offers', headers: { host: DEMO_HOST } })).statusCode).toBe(401);
    expect((await get('/investor-api/offers', investorToken, NAVY_HOST)).statusCode).toBe(401);
    const advisor = await loginAdvisor(app, 'doradca@emisja.test');
    expect((await get('/investor-api/offers', advisor.accessToken)).statusCode).toBe(403);
    expect((await get('/investor-api/dictionary', advisor.accessToken)).statusCode).toBe(403);
  });

  it('refuses filters the list does not have', async () => {
    const response = await get('/investor-api/offers?filters[status][value]=active', investorToken);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /investor-api/dictionary', () => {
  it('answers the public offer dictionary to an investor', async () => {
    const response = await get('/investor-api/dictionary', investorToken);
    expect(response.statusCode).toBe(200);
    expect(ZOfferDictionarySchema.parse(response.json())).toEqual(offerDictionary());
    expect((await get('/investor-api/dictionary', investorToken, NAVY_HOST)).statusCode).toBe(401);
  });
});
