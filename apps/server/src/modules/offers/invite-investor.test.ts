import { createHash, randomUUID } from 'node:crypto';
import type { TInviteInvestorResult } from '@emisja/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  advisors,
  auditLog,
  campaigns,
  emailOutbox,
  investorOffers,
  investors,
  networks,
  offerStatusHistory,
  products,
  userContexts,
  users,
} from '../../db/schema/index.ts';
import { bearer, landingIdOf, loginAdvisor, RELAXED_LIMITS, secretOfLink, userIdOf } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { createTestInvestor } from '../../../test/investor-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';

let app: App;
let admin: string;
let advisor: string;
let advisor2: string;
let navyAdvisor: string;
let northId: string;
let southId: string;
let navyNetworkId: string;
/** Zielona Energia (running debt campaign) and its retail series. */
let bonds: { campaignId: string; productId: string; institutionalProductId: string };
let navyBonds: { campaignId: string; productId: string };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const uniqueEmail = (name = 'investor') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function networkIdOf(name: string): Promise<string> {
  const [row] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, name));
  return row!.id;
}

async function campaignOf(slug: string) {
  const [campaign] = await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
  const rows = await app.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.campaignId, campaign!.id))
    .orderBy(products.code);
  return { campaignId: campaign!.id, productIds: rows.map((row) => row.id) };
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [admin, advisor, advisor2, navyAdvisor] = await Promise.all([
    loginAdvisor(app, 'admin@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'doradca@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'doradca2@emisja.test').then((tokens) => tokens.accessToken),
    loginAdvisor(app, 'advisor@navy.test', NAVY_HOST).then((tokens) => tokens.accessToken),
  ]);
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

interface InviteOptions {
  token?: string;
  host?: string;
  campaignId?: string;
  productId?: string;
  idempotencyKey?: string;
  language?: string;
}

function invite(body: Record<string, unknown>, options: InviteOptions = {}) {
  const campaignId = options.campaignId ?? bonds.campaignId;
  const productId = options.productId ?? bonds.productId;
  return app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor${options.language ? `?language=${options.language}` : ''}`,
    headers: {
      ...bearer(options.token ?? advisor, options.host),
      'accept-language': 'en',
      ...(options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey }),
    },
    payload: body,
  });
}

const MESSAGE = 'Dzień dobry, przesyłam zaproszenie do oferty obligacji.';

function inviteBody(investorEmail: string, networkId = northId, message = MESSAGE) {
  return { investorEmail, message, networkId };
}

async function offersOf(email: string) {
  return app.db
    .select({ offer: investorOffers })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(eq(investors.email, email))
    .then((rows) => rows.map((row) => row.offer));
}

async function outboxOf(email: string) {
  return app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

describe('POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor', () => {
  it('creates the investor, the invited offer, its history, the audit entry and the invitation e-mail', async () => {
    const email = uniqueEmail();
    const response = await invite(inviteBody(email.toUpperCase()));
    expect(response.statusCode, response.body).toBe(201);
    const { created, offer } = response.json<TInviteInvestorResult>();
    expect(created).toBe(true);
    const [{ id: advisorId }] = (await app.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.email, 'doradca@emisja.test'))) as [{ id: string }];
    expect(offer).toMatchObject({
      investorName: null,
      investorEmail: email,
      ownerId: advisorId,
      ownerName: 'Piotr Kowalski',
      networkId: northId,
      networkName: 'Północ',
      status: 'invited',
      kanbanColumn: 'invited',
      investmentValue: null,
      currency: 'PLN',
      agreementDate: null,
      paymentDate: null,
      endDate: null,
      campaignId: bonds.campaignId,
      campaignName: 'Obligacje Zielona Energia seria A',
      productId: bonds.productId,
      productCode: 'SERIA-A',
      paymentConfirmations: 0,
    });
    expect(Date.now() - Date.parse(offer.statusDate)).toBeLessThan(60_000);

    // The platform user (no password: investors log in by a link), the investor-panel context and the investor.
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ passwordHash: null, isActive: true });
    const landingId = await landingIdOf(app, DEMO_HOST);
    const contexts = await app.db.select().from(userContexts).where(eq(userContexts.userId, user!.id));
    expect(contexts.map((context) => [context.landingPageId, context.contextType])).toEqual([[landingId, 'investor-panel']]);
    const [investor] = await app.db.select().from(investors).where(eq(investors.email, email));
    expect(investor).toMatchObject({ landingPageId: landingId, userId: user!.id, id: offer.investorId });

    const [row] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offer.id));
    expect(row).toMatchObject({ invitationMessage: MESSAGE, idempotencyKey: null, ownerAdvisorId: advisorId });
    const history = await app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offer.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'invited', changedByUserId: await userIdOf(app, 'doradca@emisja.test') },
    ]);
    expect(history[0]?.changedByLabel).toBe('Piotr Kowalski');
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, offer.id));
    expect(audit).toMatchObject([
      { action: 'offer-invited', entityType: 'investor-offer', landingPageId: landingId, actorLabel: 'Piotr Kowalski' },
    ]);
    expect(audit[0]?.after).toMatchObject({ status: 'invited', investorEmail: email, networkId: northId });

    // One e-mail in the landing page's language: the tenant's text with the campaign's name, the message, the link.
    const mails = await outboxOf(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ template: 'offer-invitation', language: 'pl', landingPageId: landingId });
    expect(mail.subject).toContain('Obligacje Zielona Energia seria A');
    expect(mail.text).toContain('zapraszam do zapoznania się z ofertą Obligacje Zielona Energia seria A.');
    expect(mail.text).not.toContain('{campaignName}');
    expect(mail.text).toContain(MESSAGE);
    expect(mail.text).toContain('Piotr Kowalski');
    expect(mail.links).toHaveLength(1);
    const link = mail.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/campaign\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
  });

  it('says the tenant’s text once when the advisor kept it as the message (the web starts the message from it)', async () => {
    const email = uniqueEmail('kept-text');
    const tenantText =
      'Dzień dobry, zapraszam do zapoznania się z ofertą Obligacje Zielona Energia seria A. Szczegóły oferty i formularz ' +
      'zapisu znajdą Państwo pod linkiem poniżej. W razie pytań pozostaję do dyspozycji.';
    expect((await invite(inviteBody(email, northId, tenantText))).statusCode).toBe(201);

    const [mail] = await outboxOf(email);
    expect(mail?.text.split('zapraszam do zapoznania się z ofertą Obligacje Zielona Energia seria A.')).toHaveLength(2);
    expect(mail?.text).toContain(`Wiadomość od doradcy (Piotr Kowalski):\n${tenantText}`);
    // Greeted once: the text's own "Dzień dobry," and no second one of the e-mail's (issue 18).
    expect(mail?.text.match(/Dzień dobry/g)).toHaveLength(1);
  });

  it('keeps only the hash of the offer secret, and the secret opens nothing else', async () => {
    const email = uniqueEmail();
    const response = await invite(inviteBody(email));
    const { offer } = response.json<TInviteInvestorResult>();
    const [mail] = await outboxOf(email);
    const secret = secretOfLink(mail!.links[0]!);
    // 256 random bits (43 base64url characters), stored only as its sha-256.
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const [row] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offer.id));
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(await app.db.select().from(auditLog).where(eq(auditLog.entityId, offer.id)))).not.toContain(secret);
    expect(response.body).not.toContain(secret);
    // Not a login link, not an activation link.
    for (const url of ['/auth/login-investor', '/auth/activate']) {
      const attempt = await app.inject({ method: 'POST', url, headers: { host: DEMO_HOST }, payload: { token: secret } });
      expect(attempt.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(attempt.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers a repeated invitation with the open offer: no second offer and no second e-mail', async () => {
    const email = uniqueEmail();
    const first = await invite(inviteBody(email));
    expect(first.statusCode).toBe(201);
    const again = await invite(inviteBody(email, northId, 'Another message, at least ten characters.'));
    expect(again.statusCode, again.body).toBe(200);
    const repeated = again.json<TInviteInvestorResult>();
    expect(repeated.created).toBe(false);
    expect(repeated.offer.id).toBe(first.json<TInviteInvestorResult>().offer.id);
    expect(await offersOf(email)).toHaveLength(1);
    expect(await outboxOf(email)).toHaveLength(1);

    // Another product is another offer; another advisor is refused: the e-mail is this advisor's lead (lead-ownership.test.ts).
    const otherProduct = await invite(inviteBody(email), { productId: bonds.institutionalProductId });
    expect(otherProduct.statusCode).toBe(201);
    const otherAdvisor = await invite(inviteBody(email, southId), { token: advisor2 });
    expect(otherAdvisor.statusCode).toBe(409);
    expect(otherAdvisor.json()).toMatchObject({ label: 'error.leadBelongsToAnotherAdvisor' });
    expect(await offersOf(email)).toHaveLength(2);
    expect(await outboxOf(email)).toHaveLength(2);

    // Once the offer is no longer open, the same invitation makes a new offer.
    const firstId = first.json<TInviteInvestorResult>().offer.id;
    await app.db.update(investorOffers).set({ status: 'archived' }).where(eq(investorOffers.id, firstId));
    const afterArchive = await invite(inviteBody(email));
    expect(afterArchive.statusCode).toBe(201);
    expect(afterArchive.json<TInviteInvestorResult>().offer.id).not.toBe(firstId);
  });

  it('invites an existing investor or a user of another landing page without duplicating them', async () => {
    // An investor with no open offer (the demo investor is a lead of two demo advisors, so nobody else may invite them).
    const existing = await createTestInvestor(app, { firstName: 'Ewa', surname: 'Istniejąca' });
    const known = await invite(inviteBody(existing.email), { productId: bonds.institutionalProductId });
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json<TInviteInvestorResult>().offer.investorName).toBe('Ewa Istniejąca');
    expect(await app.db.select().from(investors).where(eq(investors.email, existing.email))).toHaveLength(1);

    // investor@navy.test is a user of the Navy landing page: the same user becomes an investor here too.
    const navyUserId = await userIdOf(app, 'investor@navy.test');
    const crossLanding = await invite(inviteBody('investor@navy.test'));
    expect(crossLanding.statusCode).toBe(201);
    expect(await app.db.select().from(users).where(eq(users.email, 'investor@navy.test'))).toHaveLength(1);
    const rows = await app.db.select().from(investors).where(eq(investors.email, 'investor@navy.test'));
    expect(rows.map((row) => row.userId)).toEqual([navyUserId, navyUserId]);
    const [navyUser] = await app.db.select().from(users).where(eq(users.id, navyUserId));
    expect(crossLanding.json<TInviteInvestorResult>().offer.investorName).toBe(`${navyUser!.firstName} ${navyUser!.surname}`);
  });

  it('writes the e-mail in the landing page language (Navy Capital: English)', async () => {
    const email = uniqueEmail();
    const response = await invite(inviteBody(email, navyNetworkId), {
      token: navyAdvisor,
      host: NAVY_HOST,
      campaignId: navyBonds.campaignId,
      productId: navyBonds.productId,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TInviteInvestorResult>().offer).toMatchObject({
      currency: 'EUR',
      campaignName: 'Harbour Logistics Bonds Series A',
    });
    const [mail] = await outboxOf(email);
    expect(mail).toMatchObject({ language: 'en' });
    expect(mail!.text).toContain('I would like to invite you to review Harbour Logistics Bonds Series A.');
    expect(mail!.links[0]).toMatch(/^http:\/\/navy\.localhost:3000\/campaign\?token=/);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and does nothing again', async () => {
      const email = uniqueEmail();
      const key = randomUUID();
      const first = await invite(inviteBody(email), { idempotencyKey: key });
      expect(first.statusCode).toBe(201);
      const offerId = first.json<TInviteInvestorResult>().offer.id;
      const [stored] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offerId));
      expect(stored?.idempotencyKey).toBe(key);
      const retry = await invite(inviteBody(email), { idempotencyKey: key });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await offersOf(email)).toHaveLength(1);
      expect(await outboxOf(email)).toHaveLength(1);
      expect(await app.db.select().from(offerStatusHistory).where(eq(offerStatusHistory.offerId, offerId))).toHaveLength(1);
      expect(await app.db.select().from(auditLog).where(eq(auditLog.entityId, offerId))).toHaveLength(1);

      // Even when the campaign has ended since, the retry gets the same answer.
      await app.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, bonds.campaignId));
      try {
        const late = await invite(inviteBody(email), { idempotencyKey: key });
        expect(late.statusCode).toBe(201);
        expect(late.json<TInviteInvestorResult>().offer.id).toBe(offerId);
      } finally {
        await app.db.update(campaigns).set({ isActive: true }).where(eq(campaigns.id, bonds.campaignId));
      }
    });

    it('refuses a key reused for another request, and keeps keys per advisor', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      expect((await invite(inviteBody(email), { idempotencyKey: key })).statusCode).toBe(201);
      const reused = await invite(inviteBody(uniqueEmail()), { idempotencyKey: key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ label: 'error.conflict', violations: [{ code: 'idempotencyKey.reused' }] });
      const otherMessage = await invite(inviteBody(email, northId, 'A different message for the same key.'), {
        idempotencyKey: key,
      });
      expect(otherMessage.statusCode).toBe(409);
      // Another advisor's key space is their own (for another e-mail: this one is the first advisor's lead).
      const otherEmail = uniqueEmail();
      const otherAdvisor = await invite(inviteBody(otherEmail, southId), { token: advisor2, idempotencyKey: key });
      expect(otherAdvisor.statusCode).toBe(201);
      expect(await offersOf(email)).toHaveLength(1);
      expect(await offersOf(otherEmail)).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      for (const key of ['x'.repeat(201), 'with space']) {
        const response = await invite(inviteBody(uniqueEmail()), { idempotencyKey: key });
        expect(response.statusCode, key).toBe(400);
      }
    });
  });

  describe('concurrency', () => {
    it('makes one offer of identical invitations sent at once', async () => {
      const email = uniqueEmail('concurrent');
      const responses = await Promise.all(Array.from({ length: 4 }, () => invite(inviteBody(email))));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => response.json<TInviteInvestorResult>().offer.id));
      expect(ids.size).toBe(1);
      expect(await offersOf(email)).toHaveLength(1);
      expect(await outboxOf(email)).toHaveLength(1);
      expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('makes one offer of identical invitations of an existing investor sent at once', async () => {
      const email = uniqueEmail('existing');
      const campaign = await createTestCampaign(app);
      expect((await invite(inviteBody(email))).statusCode).toBe(201);
      const target = { campaignId: campaign.campaignId, productId: campaign.productIds[0] };
      const responses = await Promise.all(Array.from({ length: 4 }, () => invite(inviteBody(email), target)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      expect((await offersOf(email)).filter((offer) => offer.campaignId === campaign.campaignId)).toHaveLength(1);
      expect(await outboxOf(email)).toHaveLength(2);
    });

    it('makes one offer of retries with one Idempotency-Key sent at once', async () => {
      const email = uniqueEmail('concurrent-key');
      const key = randomUUID();
      const responses = await Promise.all(Array.from({ length: 3 }, () => invite(inviteBody(email), { idempotencyKey: key })));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(responses.map((response) => response.json<TInviteInvestorResult>().offer.id)).size).toBe(1);
      expect(await offersOf(email)).toHaveLength(1);
      expect(await outboxOf(email)).toHaveLength(1);
    });
  });

  describe('refusals', () => {
    it('refuses campaigns that are not running with the catalogue messages, creating nothing', async () => {
      const cases = [
        [{ startOffsetDays: 2, endOffsetDays: 30 }, 'error.campaignNotStarted', 'The campaign has not started yet'],
        [{ startOffsetDays: -30, endOffsetDays: -1 }, 'error.campaignFinished', 'The campaign has already been completed'],
        [{ isActive: false }, 'error.campaignInactive', 'The campaign is no longer active'],
      ] as const;
      for (const [options, label, message] of cases) {
        const campaign = await createTestCampaign(app, options);
        const email = uniqueEmail('refused');
        const response = await invite(inviteBody(email), {
          campaignId: campaign.campaignId,
          productId: campaign.productIds[0],
        });
        expect(response.statusCode, label).toBe(409);
        expect(response.json()).toMatchObject({ label, message });
        expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
        expect(await outboxOf(email)).toHaveLength(0);
      }
      const finished = await campaignOf('osiedle-parkowe-seria-b');
      const response = await invite(inviteBody(uniqueEmail()), {
        campaignId: finished.campaignId,
        productId: finished.productIds[0],
      });
      expect(response.json()).toMatchObject({ label: 'error.campaignFinished' });
    });

    it('refuses a network the advisor may not use; the admin may use any network of the landing page', async () => {
      for (const networkId of [southId, navyNetworkId, randomUUID()]) {
        const response = await invite(inviteBody(uniqueEmail(), networkId));
        expect(response.statusCode, networkId).toBe(400);
        expect(response.json()).toMatchObject({
          label: 'error.validation',
          violations: [{ propertyPath: 'networkId', code: 'validation.networkNotAllowed' }],
        });
      }
      expect((await invite(inviteBody(uniqueEmail(), southId), { token: admin })).statusCode).toBe(201);
      expect((await invite(inviteBody(uniqueEmail(), northId), { token: admin })).statusCode).toBe(201);
      expect((await invite(inviteBody(uniqueEmail(), navyNetworkId), { token: admin })).statusCode).toBe(400);
    });

    it('answers 404 for a product of another campaign or another landing page', async () => {
      const shares = await campaignOf('biomedica-seria-c');
      const cases: InviteOptions[] = [
        { productId: shares.productIds[0] },
        { campaignId: navyBonds.campaignId, productId: navyBonds.productId },
        { productId: randomUUID() },
        { token: navyAdvisor, host: NAVY_HOST, campaignId: bonds.campaignId, productId: bonds.productId },
      ];
      for (const options of cases) {
        const response = await invite(inviteBody(uniqueEmail(), options.token ? navyNetworkId : northId), options);
        expect(response.statusCode, JSON.stringify(options)).toBe(404);
      }
    });

    it('answers malformed input with 400 and the violated rule, never 500', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...inviteBody(uniqueEmail()), message: 'Too short' }, 'message', 'validation.invitationMessageTooShort'],
        [{ ...inviteBody(uniqueEmail()), message: '   Too short      ' }, 'message', 'validation.invitationMessageTooShort'],
        [inviteBody('not-an-email'), 'investorEmail', 'validation.email'],
        [{ investorEmail: uniqueEmail(), message: MESSAGE }, 'networkId', 'validation.required'],
        [{ ...inviteBody(uniqueEmail()), networkId: 'north' }, 'networkId', 'validation.invalid'],
        [{ ...inviteBody(uniqueEmail()), message: 42 }, 'message', 'validation.invalid'],
      ];
      for (const [body, propertyPath, code] of cases) {
        const response = await invite(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ violations: { propertyPath: string; code: string }[] }>().violations).toContainEqual(
          expect.objectContaining({ propertyPath, code }),
        );
      }
      const malformedIds = await app.inject({
        method: 'POST',
        url: '/api/advisor/campaign/1/product/2/invite-investor',
        headers: bearer(advisor),
        payload: inviteBody(uniqueEmail()),
      });
      expect(malformedIds.statusCode).toBe(400);
      const noBody = await app.inject({
        method: 'POST',
        url: `/api/advisor/campaign/${bonds.campaignId}/product/${bonds.productId}/invite-investor`,
        headers: { ...bearer(advisor), 'content-type': 'application/json' },
        payload: '{"investorEmail":',
      });
      expect(noBody.statusCode).toBe(400);
    });
  });
});
