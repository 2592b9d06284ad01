import { randomBytes, randomUUID } from 'node:crypto';
import { ZInvestorOfferSchema, type TOfferStatus } from '@emisja/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAdvisor, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { loginInvestorByLink } from '../../../test/investor-helpers.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import type { App } from '../../app.ts';
import { auditLog, campaigns, emailOutbox, investorOffers, networks } from '../../db/schema/index.ts';

// The investor's own offers in the panel (issue 13; docs/decisions/033-investor-panel-server.md): the public page's actions by
// id with the session, the same rules and messages; one accept for both ways in.

let app: App;
let advisorToken: string;
let northId: string;
let navyInvestorToken: string;
let target: { campaignId: string; productId: string };

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisorToken = (await loginAdvisor(app, 'doradca@emisja.test')).accessToken;
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  northId = north!.id;
  const campaign = await createTestCampaign(app, {
    translations: { pl: 'Kampania Zażółć', en: 'Campaign Yellow' },
    products: [{ code: 'SERIA-Ł', min: '1000.00', max: '50000.00', step: '250.00' }],
    paymentAccount: { iban: 'PL08109010140000071219830415', holder: 'Emitent S.A.', bankName: 'Bank Testowy', swift: null },
  });
  target = { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
  navyInvestorToken = await loginInvestorByLink(app, 'investor@navy.test', NAVY_HOST);
});

interface PanelOffer {
  offerId: string;
  email: string;
  /** The public link's secret of the same offer. */
  linkToken: string;
  investorToken: string;
}

/** An offer made by the advisor's invitation to a new e-mail, and that investor logged in to the panel. */
async function invitedOffer(campaign = target): Promise<PanelOffer> {
  const email = `panel-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaign.campaignId}/product/${campaign.productId}/invite-investor`,
    headers: bearer(advisorToken),
    payload: { investorEmail: email, message: 'Dzień dobry, zapraszam do oferty obligacji.', networkId: northId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'offer-invitation')));
  return {
    offerId: response.json().offer.id,
    email,
    linkToken: secretOfLink(mail!.links[0]!),
    investorToken: await loginInvestorByLink(app, email),
  };
}

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object, host = DEMO_HOST) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token, host), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const path = (offerId: string, suffix = '') => `/investor-api/offer/${offerId}${suffix}`;
/** The consents the demo landing page requires (docs/decisions/039); consent3 is voluntary. */
const REQUIRED_CONSENTS = ['reg', 'privacyPolicy', 'investmentRisks', 'consent2'];
const accept = (offer: PanelOffer, investmentValue: string, token = offer.investorToken) =>
  call('PATCH', path(offer.offerId, '/accept'), token, { investmentValue, consents: REQUIRED_CONSENTS });

function uploadPdf(offerId: string, token: string) {
  const boundary = `----emisja${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="potwierdzenie.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    samplePdf('Potwierdzenie przelewu'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: path(offerId, '/upload'),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function setStatus(offerId: string, status: TOfferStatus) {
  await app.db.update(investorOffers).set({ status }).where(eq(investorOffers.id, offerId));
}

describe('the offer by id in the investor panel', () => {
  it('opens it (invited -> viewed, as the link does), marks interest, refuses an amount below the minimum, accepts a valid one', async () => {
    const offer = await invitedOffer();
    const opened = await call('GET', path(offer.offerId, '?language=pl'), offer.investorToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(ZInvestorOfferSchema.parse(opened.json())).toMatchObject({
      id: offer.offerId,
      investmentId: null,
      status: 'viewed',
      investorEmail: offer.email,
      campaign: { id: target.campaignId, name: 'Kampania Zażółć' },
      product: { code: 'SERIA-Ł', investmentValueMin: '1000.00' },
      actions: ['markInterest', 'decline', 'pdf'],
    });
    // None of the public page's invest-form KYC data: the panel shows the questionnaire under "my data".
    for (const field of ['personalData', 'kycStatus', 'isKycRequiredForPayment']) expect(opened.json()).not.toHaveProperty(field);

    const interested = await call('PATCH', path(offer.offerId, '/interest'), offer.investorToken);
    expect(interested.statusCode, interested.body).toBe(200);
    expect(interested.json()).toMatchObject({ status: 'interested', actions: ['accept', 'decline', 'pdf'] });

    const tooLittle = await accept(offer, '999.99');
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).toMatchObject({
      label: 'error.offerCannotBeAcceptedMin',
      message: 'The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN',
    });
    const offStep = await accept(offer, '1100.00');
    expect(offStep.statusCode).toBe(422);
    expect(offStep.json().label).toBe('error.offerCannotBeAcceptedStep');

    const accepted = await accept(offer, '1 250,00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', investmentValue: '1250.00', actions: ['upload', 'pdf'] });
    // The payment instructions of the public page's answer (docs/decisions/038), in the panel's too.
    expect(accepted.json().paymentInstructions).toMatchObject({
      account: { iban: 'PL08109010140000071219830415', holder: 'Emitent S.A.' },
      amount: '1250.00',
      currency: 'PLN',
      transferTitle: expect.stringMatching(/^[0-9A-F]{8}$/),
      qrCode: { payload: expect.stringMatching(/^\|PL\|08109010140000071219830415\|125000\|Emitent S\.A\.\|[0-9A-F]{8}\|\|\|$/) },
    });
    const reread = await call('GET', path(offer.offerId), offer.investorToken);
    expect(reread.json().paymentInstructions).toEqual(accepted.json().paymentInstructions);

    // The public acceptance's e-mails and audit row; the investor's e-mail leads back to the panel.
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'offer-accepted-investor'));
    const investorMail = mails.find((mail) => mail.toAddress === offer.email);
    expect(investorMail!.links).toContain(`http://localhost:3000/app/offers/${offer.offerId}`);
    const advisorMails = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'offer-accepted-advisor'), eq(emailOutbox.toAddress, 'doradca@emisja.test')));
    expect(advisorMails.some((mail) => mail.text.includes(offer.email))).toBe(true);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer-accepted'), eq(auditLog.entityId, offer.offerId)));
    expect(audit!.metadata).toMatchObject({ via: 'investor-panel' });
    const consents = (audit!.metadata as { consents: { key: string; isGiven: boolean }[] }).consents;
    expect(consents.map(({ key, isGiven }) => [key, isGiven])).toEqual([
      ['reg', true],
      ['privacyPolicy', true],
      ['investmentRisks', true],
      ['consent2', true],
      ['consent3', false],
    ]);

    // A second acceptance is the lifecycle's 409, as on the page.
    const again = await accept(offer, '1250.00');
    expect(again.statusCode).toBe(409);
    expect(again.json().label).toBe('error.offerInvalidTransition');
  });

  it('accepts once when the panel and the public page accept at the same time', async () => {
    const offer = await invitedOffer();
    expect((await call('GET', path(offer.offerId), offer.investorToken)).statusCode).toBe(200);
    expect((await call('PATCH', path(offer.offerId, '/interest'), offer.investorToken)).statusCode).toBe(200);
    const [panel, page] = await Promise.all([
      accept(offer, '2000.00'),
      app.inject({
        method: 'PATCH',
        url: `/public-api/campaign-offer/${offer.linkToken}/accept`,
        headers: { host: DEMO_HOST, 'accept-language': 'en' },
        payload: { investmentValue: '3000.00', consents: REQUIRED_CONSENTS },
      }),
    ]);
    expect([panel.statusCode, page.statusCode].sort()).toEqual([200, 409]);
    const [stored] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offer.offerId));
    const winner = panel.statusCode === 200 ? '2000.00' : '3000.00';
    expect(stored).toMatchObject({ status: 'accepted', investmentValue: winner });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer-accepted'), eq(auditLog.entityId, offer.offerId)));
    expect(audits).toHaveLength(1);
  });

  it('uploads a payment confirmation with the public pipeline, downloads it, lists it, prints the PDF', async () => {
    const offer = await invitedOffer();
    expect((await call('POST', path(offer.offerId, '/pdf'), offer.investorToken, { language: 'pl' })).statusCode).toBe(200);
    // Before the acceptance the upload is the lifecycle's 409.
    expect((await uploadPdf(offer.offerId, offer.investorToken)).statusCode).toBe(409);
    await call('GET', path(offer.offerId), offer.investorToken);
    await call('PATCH', path(offer.offerId, '/interest'), offer.investorToken);
    expect((await accept(offer, '5000.00')).statusCode).toBe(200);

    const uploaded = await uploadPdf(offer.offerId, offer.investorToken);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json() as { id: string; fileName: string; mimeType: string };
    expect(attachment).toMatchObject({ fileName: 'potwierdzenie.pdf', mimeType: 'application/pdf' });

    const download = await call('GET', path(offer.offerId, `/attachment/${attachment.id}`), offer.investorToken);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const page = await call('GET', path(offer.offerId), offer.investorToken);
    expect(page.json().paymentConfirmations.map((row: { id: string }) => row.id)).toEqual([attachment.id]);
    const documents = (await call('GET', '/investor-api/documents', offer.investorToken)).json() as {
      kind: string;
      downloadPath: string;
    }[];
    expect(documents.map((document) => [document.kind, document.downloadPath]).sort()).toEqual(
      [
        ['offer-pdf', path(offer.offerId, '/pdf')],
        ['payment-confirmation', path(offer.offerId, `/attachment/${attachment.id}`)],
      ].sort(),
    );

    const pdf = await call('POST', path(offer.offerId, '/pdf'), offer.investorToken, { language: 'en' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);

    // Another investor reaches neither the file nor the offer.
    const other = await invitedOffer();
    expect((await call('GET', path(offer.offerId, `/attachment/${attachment.id}`), other.investorToken)).statusCode).toBe(404);
    // ...nor this offer's file through their own offer.
    expect((await call('GET', path(other.offerId, `/attachment/${attachment.id}`), other.investorToken)).statusCode).toBe(404);
  });

  it('keeps finished offers readable (page, PDF) and refuses their actions with 410, as the link does', async () => {
    const offer = await invitedOffer();
    await call('GET', path(offer.offerId), offer.investorToken);
    await setStatus(offer.offerId, 'archived');
    const page = await call('GET', path(offer.offerId), offer.investorToken);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'archived', actions: ['pdf'] });
    expect((await call('POST', path(offer.offerId, '/pdf'), offer.investorToken)).statusCode).toBe(200);
    const interest = await call('PATCH', path(offer.offerId, '/interest'), offer.investorToken);
    expect(interest.statusCode).toBe(410);
    expect(interest.json().label).toBe('error.offerOutOfDate');
    expect((await accept(offer, '5000.00')).statusCode).toBe(410);
    expect((await uploadPdf(offer.offerId, offer.investorToken)).statusCode).toBe(410);

    // An invited offer of an ended campaign is shown, and not moved to viewed.
    const ended = await createTestCampaign(app, { startOffsetDays: -30, endOffsetDays: 5 });
    const late = await invitedOffer({ campaignId: ended.campaignId, productId: ended.productIds[0]! });
    await app.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, ended.campaignId));
    const shown = await call('GET', path(late.offerId), late.investorToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'invited', actions: ['pdf'] });
  });

  it('declines with the public rule', async () => {
    const offer = await invitedOffer();
    const declined = await call('PATCH', path(offer.offerId, '/decline'), offer.investorToken);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe('declined');
  });
});

describe("only the caller's own offers", () => {
  it("answers another investor's offer with 404 on every path; an advisor 403; another landing page 401", async () => {
    const offer = await invitedOffer();
    const stranger = await invitedOffer();
    const attachmentPath = path(offer.offerId, `/attachment/${randomUUID()}`);
    const calls: [method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object][] = [
      ['GET', path(offer.offerId)],
      ['PATCH', path(offer.offerId, '/interest')],
      ['PATCH', path(offer.offerId, '/decline')],
      ['PATCH', path(offer.offerId, '/accept'), { investmentValue: '5000.00', consents: [] }],
      ['POST', path(offer.offerId, '/pdf'), {}],
      ['GET', attachmentPath],
    ];
    for (const [method, url, payload] of calls) {
      const theirs = await call(method, url, stranger.investorToken, payload);
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.json().label).toBe('error.notFound');
      expect((await call(method, url, advisorToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, navyInvestorToken, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const upload = await uploadPdf(offer.offerId, stranger.investorToken);
    expect(upload.statusCode).toBe(404);
    expect((await uploadPdf(offer.offerId, advisorToken)).statusCode).toBe(403);
    // Nothing moved: the stranger's calls left the offer invited.
    const [stored] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offer.offerId));
    expect(stored!.status).toBe('invited');
    expect((await call('GET', path('00000000-0000-4000-8000-000000000000'), offer.investorToken)).statusCode).toBe(404);
  });
});
