import { createHash, randomUUID } from 'node:crypto';
import type { TInviteInvestorResult, TOfferStatus, TResendInvitationResult } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, campaigns, investorOffers, investors, networks } from '../../db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { RESENT_INVITATIONS_PER_OFFER_PER_HOUR } from './offer-actions.routes.ts';

// "Already invited: send the link again" (issue 18; docs/decisions/040-resend-invitation.md): the invitation e-mail of an open
// offer is sent once more with a new link, for the same offer; 409 for an offer that is not open or a campaign that no longer
// takes invitations, 404 outside the caller's scope or tenant, 429 after three resends of one offer within an hour. Every
// e-mail is read from the development mailbox (`/dev/mailbox/messages`), as a developer would see it.

const MESSAGE = 'Zapraszam do zapoznania się z ofertą.';
const HOUR_MS = 60 * 60 * 1000;

let app: App;
const tokens = { admin: '', coordinator: '', advisor: '', advisor2: '', navy: '' };
let northId: string;
/** A running bond campaign of the demo tenant, one per test that changes the campaign (the others share `running`). */
let running: { campaignId: string; productId: string };

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const login = (email: string, host = DEMO_HOST) => loginAdvisor(app, email, host).then((pair) => pair.accessToken);

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  [tokens.admin, tokens.coordinator, tokens.advisor, tokens.advisor2, tokens.navy] = await Promise.all([
    login('admin@emisja.test'),
    login('koordynator@emisja.test'),
    login('doradca@emisja.test'),
    login('doradca2@emisja.test'),
    login('advisor@navy.test', NAVY_HOST),
  ]);
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  northId = north!.id;
  running = await runningCampaign();
});

afterEach(() => {
  vi.useRealTimers();
});

async function runningCampaign(): Promise<{ campaignId: string; productId: string }> {
  const campaign = await createTestCampaign(app);
  return { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
}

/** An offer of the demo advisor (Piotr Kowalski, network Północ) invited through the API, then put into `status` directly. */
async function createOffer(status: TOfferStatus = 'invited', campaign = running) {
  const email = uniqueEmail(status);
  const response = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaign.campaignId}/product/${campaign.productId}/invite-investor`,
    headers: bearer(tokens.advisor),
    payload: { investorEmail: email, message: MESSAGE, networkId: northId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const offerId = response.json<TInviteInvestorResult>().offer.id;
  if (status !== 'invited') {
    const hasTerms = ['accepted', 'active', 'archived'].includes(status);
    await app.db
      .update(investorOffers)
      .set({
        status,
        investmentValue: hasTerms ? '10000.00' : null,
        agreementDate: hasTerms ? '2025-01-10' : null,
        paymentDate: status === 'active' || status === 'archived' ? '2025-01-15' : null,
        rejectionReason: status === 'rejected' ? 'Brak środków' : null,
      })
      .where(eq(investorOffers.id, offerId));
  }
  return { offerId, email };
}

function resend(offerId: string, token: string, host = DEMO_HOST) {
  return app.inject({
    method: 'POST',
    url: `/api/advisor/investor/offer/${offerId}/resend-invitation`,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
  });
}

interface MailboxMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  text: string;
  links: string[];
}

/** The invitation e-mails to `email` in the development mailbox, oldest first. */
async function invitationsTo(email: string): Promise<MailboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox/messages', headers: { host: DEMO_HOST } });
  expect(response.statusCode).toBe(200);
  return response
    .json<MailboxMessage[]>()
    .filter((message) => message.to === email && message.template === 'offer-invitation')
    .reverse();
}

function openLink(link: string) {
  return app.inject({ method: 'GET', url: `/public-api/campaign-offer/${secretOfLink(link)}`, headers: { host: DEMO_HOST } });
}

async function offersOf(email: string) {
  return app.db
    .select({ id: investorOffers.id, status: investorOffers.status, tokenHash: investorOffers.tokenHash })
    .from(investorOffers)
    .innerJoin(investors, eq(investors.id, investorOffers.investorId))
    .where(eq(investors.email, email));
}

describe('POST /api/advisor/investor/offer/{offerId}/resend-invitation', () => {
  it('sends one more e-mail for the same offer with a new link; the earlier link stops working', async () => {
    const { offerId, email } = await createOffer();
    const [first] = await invitationsTo(email);
    expect(first).toBeDefined();
    expect((await openLink(first!.links[0]!)).statusCode).toBe(200);

    const response = await resend(offerId, tokens.advisor);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TResendInvitationResult>();
    expect(result).toEqual({ offerId, sentTo: email, sentAt: expect.any(String) });
    expect(Math.abs(Date.parse(result.sentAt) - Date.now())).toBeLessThan(60_000);

    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    const again = mails[1]!;
    expect(again).toMatchObject({ to: email, language: 'pl' });
    expect(again.text).toContain('To ponownie wysłane zaproszenie do tej samej oferty');
    expect(again.text).toContain(MESSAGE);
    expect(again.text).toContain('Piotr Kowalski');
    expect(again.links).toHaveLength(1);
    expect(again.links[0]).not.toBe(first!.links[0]);

    // The same offer, no new one: its stored hash is now the new link's, the old link is inactive, the new one opens it.
    const offers = await offersOf(email);
    expect(offers).toEqual([{ id: offerId, status: 'viewed', tokenHash: sha256(secretOfLink(again.links[0]!)) }]);
    const old = await openLink(first!.links[0]!);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ label: 'error.tokenInactive' });
    expect((await openLink(again.links[0]!)).statusCode).toBe(200);

    const audit = await app.db
      .select({ actorLabel: auditLog.actorLabel, metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, offerId), eq(auditLog.action, 'offer-invitation-resent')));
    expect(audit).toEqual([{ actorLabel: 'Piotr Kowalski', metadata: { linkReplaced: true } }]);
  });

  it.each([
    ['viewed', 'advisor'],
    ['interested', 'coordinator'],
    ['accepted', 'admin'],
  ] as const)('sends exactly one e-mail for an open offer that is %s, asked by the %s', async (status, who) => {
    const { offerId, email } = await createOffer(status);
    expect(await invitationsTo(email)).toHaveLength(1);
    const response = await resend(offerId, tokens[who]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ offerId, sentTo: email });
    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('To ponownie wysłane zaproszenie');
    expect(await offersOf(email)).toEqual([expect.objectContaining({ id: offerId, status })]);
  });

  it.each(['active', 'archived', 'rejected', 'declined'] as const)(
    'answers 409 for an offer that is %s and sends nothing',
    async (status) => {
      const { offerId, email } = await createOffer(status);
      const response = await resend(offerId, tokens.advisor);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        label: 'error.offerInvalidTransition',
        message: expect.stringMatching(/^This action is not possible for an offer with the status ".+"$/),
        violations: [],
      });
      expect(await invitationsTo(email)).toHaveLength(1);
    },
  );

  it.each([
    ['inactive', { isActive: false }, 'error.campaignInactive', 'The campaign is no longer active'],
    [
      'ended',
      { endDate: '2020-12-31', startDate: '2020-01-01' },
      'error.campaignFinished',
      'The campaign has already been completed',
    ],
  ] as const)('answers 409 when the campaign is %s and sends nothing', async (_name, change, label, message) => {
    const campaign = await runningCampaign();
    const { offerId, email } = await createOffer('invited', campaign);
    await app.db.update(campaigns).set(change).where(eq(campaigns.id, campaign.campaignId));
    const response = await resend(offerId, tokens.advisor);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ label, message, violations: [] });
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('answers 404 for an offer outside the caller’s scope, of another tenant or unknown, and sends nothing', async () => {
    const { offerId, email } = await createOffer();
    const notFound = { label: 'error.notFound', message: 'The requested item was not found', violations: [] };
    // Another advisor (network Południe) does not see the demo advisor's offer.
    const otherAdvisor = await resend(offerId, tokens.advisor2);
    expect(otherAdvisor.statusCode, otherAdvisor.body).toBe(404);
    expect(otherAdvisor.json()).toEqual(notFound);
    // Navy Capital's advisor on Navy's host: the demo tenant's offer does not exist there.
    const otherTenant = await resend(offerId, tokens.navy, NAVY_HOST);
    expect(otherTenant.statusCode, otherTenant.body).toBe(404);
    expect(otherTenant.json()).toEqual(notFound);
    const unknown = await resend(randomUUID(), tokens.admin);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual(notFound);
    expect(await invitationsTo(email)).toHaveLength(1);
    expect(await offersOf(email)).toEqual([expect.objectContaining({ id: offerId, status: 'invited' })]);
  });

  it('answers 429 after three resends of one offer within an hour (404s not counted), per offer, and again allows it an hour later', async () => {
    expect(RESENT_INVITATIONS_PER_OFFER_PER_HOUR).toBe(3);
    // The limit's window is measured by the clock (Date): the test moves the clock instead of waiting an hour.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { offerId, email } = await createOffer();
    const other = await createOffer();
    // Callers who cannot see the offer get 404 before the limit and use up nothing of the owner's three.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await resend(offerId, tokens.advisor2)).statusCode).toBe(404);
    }

    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await resend(offerId, attempt === 2 ? tokens.coordinator : tokens.advisor);
      expect(response.statusCode, `resend ${attempt}: ${response.body}`).toBe(200);
    }
    const refused = await resend(offerId, tokens.admin);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toEqual({
      label: 'error.tooManyRequests',
      message: 'Too many attempts. Please try again later.',
      violations: [],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // The first invitation and three resends; the refused one sent nothing.
    expect(await invitationsTo(email)).toHaveLength(4);
    // Another offer has its own count.
    expect((await resend(other.offerId, tokens.advisor)).statusCode).toBe(200);
    expect(await invitationsTo(other.email)).toHaveLength(2);

    // 59 minutes later still refused; past the hour allowed again (a fresh login: the access token lives 15 minutes).
    vi.setSystemTime(Date.now() + HOUR_MS - 60_000);
    const advisorLater = await login('doradca@emisja.test');
    expect((await resend(offerId, advisorLater)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const afterHour = await resend(offerId, advisorLater);
    expect(afterHour.statusCode, afterHour.body).toBe(200);
    expect(await invitationsTo(email)).toHaveLength(5);
  });
});
