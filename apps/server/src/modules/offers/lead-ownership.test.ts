import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, type TInviteInvestorResult, type TInvestorOfferRow } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { advisorNetworks, campaigns, investments, investorOffers, investors, networks, products } from '../../db/schema/index.ts';
import { bearer, createAdvisor, loginAdvisor, RELAXED_LIMITS } from '../../../test/auth-helpers.ts';
import { buildTestApp, NAVY_HOST } from '../../../test/helpers.ts';
import { createTestInvestment, createTestInvestor } from '../../../test/investor-helpers.ts';

// Lead ownership (product-decisions section 11, spec section 8, docs/decisions/045): an e-mail with an open
// offer or a running investment of one advisor is that advisor's lead; anyone else's invitation is a 409
// `error.leadBelongsToAnotherAdvisor`, unless the owner is archived. The owner change moves a lead.

let app: App;
const tokens: Record<'admin' | 'coordinator' | 'advisor' | 'advisor2' | 'navyAdvisor', string> = {
  admin: '',
  coordinator: '',
  advisor: '',
  advisor2: '',
  navyAdvisor: '',
};
let northId: string;
let southId: string;
let navyNetworkId: string;
let bonds: { campaignId: string; productId: string; institutionalProductId: string };
let navyBonds: { campaignId: string; productId: string };

const uniqueEmail = (name = 'lead') => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const MESSAGE = 'Dzień dobry, przesyłam zaproszenie do oferty obligacji.';

async function networkIdOf(name: string): Promise<string> {
  const [row] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, name));
  return row!.id;
}

async function campaignOf(slug: string) {
  const [campaign] = await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.campaignId, campaign!.id))
    .orderBy(products.code);
  return { campaignId: campaign!.id, productIds: rows.map((row) => row.id) };
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  const logins = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test'),
    loginAdvisor(app, 'koordynator@emisja.test'),
    loginAdvisor(app, 'doradca@emisja.test'),
    loginAdvisor(app, 'doradca2@emisja.test'),
    loginAdvisor(app, 'advisor@navy.test', NAVY_HOST),
  ]);
  const [admin, coordinator, advisor, advisor2, navyAdvisor] = logins.map((login) => login.accessToken);
  Object.assign(tokens, { admin, coordinator, advisor, advisor2, navyAdvisor });
  [northId, southId, navyNetworkId] = await Promise.all([
    networkIdOf('Północ'),
    networkIdOf('Południe'),
    networkIdOf('Atlantic'),
  ]);
  const green = await campaignOf('zielona-energia-seria-a');
  bonds = { campaignId: green.campaignId, productId: green.productIds[0]!, institutionalProductId: green.productIds[1]! };
  const harbour = await campaignOf('harbour-logistics-series-a');
  navyBonds = { campaignId: harbour.campaignId, productId: harbour.productIds[0]! };
});

type Who = keyof typeof tokens;

function invite(
  who: Who,
  investorEmail: string,
  options: { networkId?: string; productId?: string; language?: 'pl' | 'en'; token?: string } = {},
) {
  const isNavy = who === 'navyAdvisor';
  const campaignId = isNavy ? navyBonds.campaignId : bonds.campaignId;
  const productId = options.productId ?? (isNavy ? navyBonds.productId : bonds.productId);
  const defaultNetwork = {
    admin: northId,
    coordinator: southId,
    advisor: northId,
    advisor2: southId,
    navyAdvisor: navyNetworkId,
  };
  return app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor`,
    headers: {
      ...bearer(options.token ?? tokens[who], isNavy ? NAVY_HOST : undefined),
      'accept-language': options.language ?? 'en',
    },
    payload: { investorEmail, message: MESSAGE, networkId: options.networkId ?? defaultNetwork[who] },
  });
}

async function offerCountOf(email: string): Promise<number> {
  const rows = await app.db
    .select({ id: investorOffers.id })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(eq(investors.email, email));
  return rows.length;
}

function expectLeadOfAnother(response: Awaited<ReturnType<typeof invite>>, language: 'pl' | 'en' = 'en') {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({
    label: 'error.leadBelongsToAnotherAdvisor',
    message: ERROR_MESSAGES[language]['error.leadBelongsToAnotherAdvisor'],
    violations: [],
  });
}

describe('lead ownership of invitations', () => {
  it("refuses another advisor's invitation to an open offer's e-mail, in the caller's language, creating nothing", async () => {
    const email = uniqueEmail();
    expect((await invite('advisor', email)).statusCode).toBe(201);

    expectLeadOfAnother(await invite('advisor2', email));
    expectLeadOfAnother(await invite('advisor2', email.toUpperCase(), { language: 'pl' }), 'pl');
    expect(ERROR_MESSAGES.en['error.leadBelongsToAnotherAdvisor']).toBe('This lead belongs to another advisor');
    expect(await offerCountOf(email)).toBe(1);
  });

  it('lets the owner invite their lead again: the same product answers the open offer, another product is a new offer', async () => {
    const email = uniqueEmail();
    const first = await invite('advisor', email);
    expect(first.statusCode).toBe(201);
    const again = await invite('advisor', email);
    expect(again.statusCode).toBe(200);
    expect(again.json<TInviteInvestorResult>().offer.id).toBe(first.json<TInviteInvestorResult>().offer.id);
    expect((await invite('advisor', email, { productId: bonds.institutionalProductId })).statusCode).toBe(201);
    expect(await offerCountOf(email)).toBe(2);
  });

  it('holds the lead for every status of an open offer, and frees it once no offer is open', async () => {
    const email = uniqueEmail();
    const offerId = (await invite('advisor', email)).json<TInviteInvestorResult>().offer.id;
    for (const status of ['viewed', 'interested'] as const) {
      await app.db.update(investorOffers).set({ status }).where(eq(investorOffers.id, offerId));
      expectLeadOfAnother(await invite('advisor2', email));
    }
    await app.db
      .update(investorOffers)
      .set({ status: 'accepted', investmentValue: '1000.00', agreementDate: '2026-01-05' })
      .where(eq(investorOffers.id, offerId));
    expectLeadOfAnother(await invite('advisor2', email));

    for (const status of ['declined', 'archived'] as const) {
      await app.db.update(investorOffers).set({ status }).where(eq(investorOffers.id, offerId));
      const other = await invite('advisor2', email);
      expect(other.statusCode, `${status}: ${other.body}`).toBe(201);
      // The new offer makes it the other advisor's lead now: put it back for the next round.
      await app.db
        .update(investorOffers)
        .set({ status: 'archived' })
        .where(eq(investorOffers.id, other.json<TInviteInvestorResult>().offer.id));
    }
  });

  it('holds the lead with a running investment, even once its offer is archived, until the investment is finished', async () => {
    const investor = await createTestInvestor(app);
    const { investmentId, offerId } = await createTestInvestment(app, {
      investor,
      campaignId: bonds.campaignId,
      productId: bonds.productId,
      amount: '5000.00',
      startDate: '2026-01-05',
      endDate: '2027-01-05',
    });
    expectLeadOfAnother(await invite('advisor2', investor.email));
    // The advisor's archive tidies the pipeline, the investment runs on (docs/decisions/017): still the advisor's lead.
    await app.db.update(investorOffers).set({ status: 'archived' }).where(eq(investorOffers.id, offerId));
    expectLeadOfAnother(await invite('advisor2', investor.email));
    await app.db.update(investments).set({ status: 'finished' }).where(eq(investments.id, investmentId));
    expect((await invite('advisor2', investor.email)).statusCode).toBe(201);
  });

  it("refuses the coordinator's and the admin's own invitations too: they move a lead with the owner change", async () => {
    const email = uniqueEmail();
    expect((await invite('advisor', email)).statusCode).toBe(201);
    expectLeadOfAnother(await invite('coordinator', email, { networkId: northId }));
    expectLeadOfAnother(await invite('admin', email));
    expect(await offerCountOf(email)).toBe(1);
  });

  it("lets another advisor invite an archived advisor's lead", async () => {
    const formerAdvisor = await createAdvisor(app);
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: formerAdvisor.landingId, advisorId: formerAdvisor.advisorId, networkId: northId });
    const formerToken = (await loginAdvisor(app, formerAdvisor.email)).accessToken;
    const email = uniqueEmail();
    expect((await invite('advisor', email, { token: formerToken })).statusCode).toBe(201);
    expectLeadOfAnother(await invite('advisor2', email));

    const archived = await app.inject({
      method: 'DELETE',
      url: `/api/advisor/advisor/${formerAdvisor.advisorId}`,
      headers: bearer(tokens.admin),
    });
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    const response = await invite('advisor2', email);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TInviteInvestorResult>().offer.ownerName).toBe('Agnieszka Nowicka');
    expect(await offerCountOf(email)).toBe(2);
  });

  it("moves a lead with the coordinator's owner change: the new owner invites, the former owner is refused", async () => {
    const email = uniqueEmail();
    const offerId = (await invite('advisor', email)).json<TInviteInvestorResult>().offer.id;
    const newOwner = await createAdvisor(app);
    await app.db
      .insert(advisorNetworks)
      .values({ landingPageId: newOwner.landingId, advisorId: newOwner.advisorId, networkId: northId });
    const newOwnerToken = (await loginAdvisor(app, newOwner.email)).accessToken;

    // A plain advisor may not move a lead.
    const byAdvisor = await app.inject({
      method: 'PATCH',
      url: `/api/advisor/investor/${offerId}/owner/${newOwner.advisorId}`,
      headers: bearer(tokens.advisor),
    });
    expect(byAdvisor.statusCode).toBe(403);

    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/advisor/investor/${offerId}/owner/${newOwner.advisorId}`,
      headers: bearer(tokens.coordinator),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TInvestorOfferRow>().ownerId).toBe(newOwner.advisorId);

    expect((await invite('advisor', email, { token: newOwnerToken, productId: bonds.institutionalProductId })).statusCode).toBe(
      201,
    );
    expectLeadOfAnother(await invite('advisor', email, { productId: bonds.institutionalProductId }));
  });

  it("keeps leads per landing page: Navy Capital's advisor invites an e-mail that is a demo advisor's lead", async () => {
    const email = uniqueEmail();
    expect((await invite('advisor', email)).statusCode).toBe(201);
    const navy = await invite('navyAdvisor', email);
    expect(navy.statusCode, navy.body).toBe(201);
    // ...and the other way round: the Navy lead does not make the e-mail anyone's on the demo landing page.
    expectLeadOfAnother(await invite('advisor2', email));
    const navyOnly = uniqueEmail();
    expect((await invite('navyAdvisor', navyOnly)).statusCode).toBe(201);
    expect((await invite('advisor2', navyOnly)).statusCode).toBe(201);
  });

  it('makes one owner of two advisors inviting a new e-mail at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([invite('advisor', email), invite('advisor2', email)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await offerCountOf(email)).toBe(1);
  });
});
