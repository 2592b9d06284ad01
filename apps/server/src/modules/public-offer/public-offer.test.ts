import { randomBytes, randomUUID } from 'node:crypto';
import {
  isoDateInTimeZone,
  PAYMENT_CONFIRMATION_MAX_BYTES,
  type TOfferStatus,
  type TPublicOffer,
  type TOfferAttachment,
} from '@emisja/shared';
import { validKycCompany } from '@emisja/shared/testing/kyc-fixtures';
import { and, asc, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  auditLog,
  campaigns,
  emailOutbox,
  files,
  investorOffers,
  kycRequests,
  networks,
  offerStatusHistory,
  paymentConfirmations,
} from '../../db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST, NAVY_HOST } from '../../../test/helpers.ts';
import { saveDraft, sendKycAndGetLink, setRequireKycBeforePayment, submitForm, submitKycOf } from '../../../test/kyc-helpers.ts';
import { sampleExe, sampleHtml, samplePdf, samplePng } from '../../../test/sample-files.ts';

// The public offer page's calls (docs/decisions/018-public-offer-page-server.md): offers are made through the real
// invitation endpoint and opened with the secret from the invitation e-mail, as an investor would.

let app: App;
let advisor: string;
let northId: string;
/** A running debt campaign with Polish letters in its name: min 1 000, max 50 000, step 250 (PLN). */
let target: { campaignId: string; productId: string };
const CAMPAIGN_NAME_PL = 'Kampania Zażółć gęślą jaźń';
const CAMPAIGN_NAME_EN = 'Campaign Yellow Goose';
const MESSAGE = 'Dzień dobry, przesyłam zaproszenie do oferty obligacji.';
const BASE = '/public-api/campaign-offer';
const ADVISOR_EMAIL = 'doradca@emisja.test';

const uniqueEmail = () => `public-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisor = (await loginAdvisor(app, ADVISOR_EMAIL)).accessToken;
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  northId = north!.id;
  const campaign = await createTestCampaign(app, {
    translations: { pl: CAMPAIGN_NAME_PL, en: CAMPAIGN_NAME_EN },
    products: [{ code: 'SERIA-Ł', min: '1000.00', max: '50000.00', step: '250.00' }],
  });
  target = { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
});

interface TestOffer {
  token: string;
  offerId: string;
  email: string;
}

/** An offer made by the advisor's invitation; the secret read from the invitation e-mail. */
async function inviteOffer(campaign = target): Promise<TestOffer> {
  const email = uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: `/api/advisor/campaign/${campaign.campaignId}/product/${campaign.productId}/invite-investor`,
    headers: bearer(advisor),
    payload: { investorEmail: email, message: MESSAGE, networkId: northId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'offer-invitation')));
  return { token: secretOfLink(mail!.links[0]!), offerId: response.json().offer.id, email };
}

/** Puts the offer in `status` directly (with the columns the status requires), for the lifecycle matrix. */
async function setStatus(offerId: string, status: TOfferStatus) {
  const today = isoDateInTimeZone(new Date());
  const isAccepted = status === 'accepted' || status === 'active';
  await app.db
    .update(investorOffers)
    .set({
      status,
      investmentValue: isAccepted ? '5000.00' : null,
      agreementDate: isAccepted ? today : null,
      paymentDate: status === 'active' ? today : null,
      rejectionReason: status === 'rejected' ? 'Brak środków' : null,
    })
    .where(eq(investorOffers.id, offerId));
}

async function offerIn(status: TOfferStatus): Promise<TestOffer> {
  const offer = await inviteOffer();
  await setStatus(offer.offerId, status);
  return offer;
}

const headers = (language = 'en', host = DEMO_HOST) => ({ host, 'accept-language': language });

function getOffer(token: string, options: { language?: string; host?: string; query?: string } = {}) {
  return app.inject({
    method: 'GET',
    url: `${BASE}/${token}${options.query ?? ''}`,
    headers: headers(options.language, options.host),
  });
}

function patch(token: string, action: 'interest' | 'decline' | 'accept', payload?: unknown, language = 'en') {
  return app.inject({
    method: 'PATCH',
    url: `${BASE}/${token}/${action}`,
    headers: headers(language),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The consents the demo landing page requires (terms, privacy policy, investment risks, consent2; docs/decisions/039). */
const REQUIRED_CONSENTS = ['reg', 'privacyPolicy', 'investmentRisks', 'consent2'];

const accept = (token: string, investmentValue: string, language = 'en', consents = REQUIRED_CONSENTS) =>
  patch(token, 'accept', { investmentValue, consents }, language);

function multipartBody(parts: readonly { name: string; fileName?: string; contentType?: string; data: Buffer }[]) {
  const boundary = `----emisja${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'), part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string, fileName: string, data: Buffer, options: { field?: string; host?: string } = {}) {
  const body = multipartBody([{ name: options.field ?? 'file', fileName, contentType: 'application/pdf', data }]);
  return app.inject({
    method: 'POST',
    url: `${BASE}/${token}/upload`,
    headers: { ...headers('en', options.host), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function pdf(token: string, language?: 'pl' | 'en') {
  return app.inject({
    method: 'POST',
    url: `${BASE}/${token}/pdf`,
    headers: headers('en'),
    payload: language === undefined ? {} : { language },
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function historyOf(offerId: string) {
  return app.db
    .select()
    .from(offerStatusHistory)
    .where(eq(offerStatusHistory.offerId, offerId))
    .orderBy(asc(offerStatusHistory.createdAt));
}

async function statusOf(offerId: string) {
  const [row] = await app.db.select().from(investorOffers).where(eq(investorOffers.id, offerId));
  return row!;
}

/** The offer accepted through the page: opened, interested, accepted with `amount`. */
async function acceptedOffer(amount = '5000.00'): Promise<TestOffer> {
  const offer = await inviteOffer();
  expect((await getOffer(offer.token)).statusCode).toBe(200);
  expect((await patch(offer.token, 'interest')).statusCode).toBe(200);
  const response = await accept(offer.token, amount);
  expect(response.statusCode, response.body).toBe(200);
  return offer;
}

describe('GET /public-api/campaign-offer/{token}', () => {
  it('shows the offer and moves it from invited to viewed on the first open, once', async () => {
    const offer = await inviteOffer();
    const response = await getOffer(offer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<TPublicOffer>();
    expect(body).toMatchObject({
      status: 'viewed',
      language: 'pl',
      investorEmail: offer.email,
      advisor: { name: 'Piotr Kowalski', email: ADVISOR_EMAIL },
      invitationMessage: MESSAGE,
      campaign: { id: target.campaignId, type: 'debt', state: 'running', name: CAMPAIGN_NAME_PL, currency: 'PLN' },
      product: {
        id: target.productId,
        code: 'SERIA-Ł',
        investmentValueMin: '1000.00',
        investmentValueMax: '50000.00',
        investmentValueStep: '250.00',
      },
      investmentValue: null,
      agreementDate: null,
      paymentConfirmations: [],
      actions: ['markInterest', 'decline', 'pdf'],
    });
    expect(body.campaign.debt).toMatchObject({ interestType: 'Fixed', paymentFrequency: 'Monthly' });

    const again = await getOffer(offer.token, { query: '?language=en' });
    expect(again.json<TPublicOffer>()).toMatchObject({ status: 'viewed', language: 'en', campaign: { name: CAMPAIGN_NAME_EN } });
    const history = await historyOf(offer.offerId);
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'invited'],
      ['invited', 'viewed'],
    ]);
    const viewed = history.find((row) => row.toStatus === 'viewed')!;
    expect(viewed.changedByLabel).toBe(offer.email);
    expect(viewed.changedByUserId).not.toBeNull();
  });

  it('writes one history row when the link is opened twice at once', async () => {
    const offer = await inviteOffer();
    const responses = await Promise.all([getOffer(offer.token), getOffer(offer.token), getOffer(offer.token)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses.map((response) => response.json<TPublicOffer>().status)).toEqual(['viewed', 'viewed', 'viewed']);
    expect((await historyOf(offer.offerId)).filter((row) => row.toStatus === 'viewed')).toHaveLength(1);
  });

  it('answers an unknown link, and a link opened on another landing page, with 404 token inactive', async () => {
    const unknown = await getOffer(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ label: 'error.tokenInactive', message: 'The token is no longer active' });

    const offer = await inviteOffer();
    const elsewhere = await getOffer(offer.token, { host: NAVY_HOST, language: 'pl' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ label: 'error.tokenInactive', message: 'Token nie jest już aktywny' });
    for (const action of ['interest', 'decline'] as const) {
      const response = await app.inject({
        method: 'PATCH',
        url: `${BASE}/${offer.token}/${action}`,
        headers: headers('en', NAVY_HOST),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await upload(offer.token, 'a.pdf', samplePdf(), { host: NAVY_HOST })).statusCode).toBe(404);
    // Nothing moved: the offer is still unopened on its own landing page.
    expect((await statusOf(offer.offerId)).status).toBe('invited');
  });

  it('answers 410 out of date for a finished offer and for an ended or switched-off campaign', async () => {
    for (const status of ['rejected', 'declined', 'archived'] as const) {
      const offer = await offerIn(status);
      const response = await getOffer(offer.token);
      expect(response.statusCode, status).toBe(410);
      expect(response.json()).toMatchObject({
        label: 'error.offerOutOfDate',
        message: 'The offer is out of date: the application has already been sent or the campaign has ended',
      });
      expect((await pdf(offer.token)).statusCode).toBe(410);
      expect((await statusOf(offer.offerId)).status).toBe(status);
    }

    for (const change of [{ endDate: isoDateInTimeZone(new Date(Date.now() - 2 * 86_400_000)) }, { isActive: false }]) {
      const campaign = await createTestCampaign(app);
      const offer = await inviteOffer({ campaignId: campaign.campaignId, productId: campaign.productIds[0]! });
      await app.db.update(campaigns).set(change).where(eq(campaigns.id, campaign.campaignId));
      const response = await getOffer(offer.token, { language: 'pl' });
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('Oferta jest nieaktualna: wniosek został już wysłany lub kampania się zakończyła');
      expect((await patch(offer.token, 'decline')).statusCode).toBe(410);
      // The first open did not count: the offer stays invited.
      expect((await statusOf(offer.offerId)).status).toBe('invited');
    }
  });

  it('refuses a malformed language with 400', async () => {
    const offer = await inviteOffer();
    expect((await getOffer(offer.token, { query: '?language=de' })).statusCode).toBe(400);
  });
});

describe("the invest form's personal data: the investor's KYC questionnaire", () => {
  async function personalDataReads(offerId: string) {
    return app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc-personal-data-read'), sql`${auditLog.metadata}->>'offerId' = ${offerId}`));
  }

  it('says none was sent, and that the payment needs one, before any invitation', async () => {
    const offer = await inviteOffer();
    const body = (await getOffer(offer.token)).json<TPublicOffer>();
    expect(body).toMatchObject({
      personalData: null,
      kycStatus: { status: 'none', identityVerification: 'not-started', submittedAt: null },
      isKycRequiredForPayment: true,
    });
    expect(await personalDataReads(offer.offerId)).toHaveLength(0);
  });

  it('tells an open invitation (sent, then in progress) from an expired one', async () => {
    const offer = await inviteOffer();
    const request = await sendKycAndGetLink(app, advisor, offer.email);
    expect((await getOffer(offer.token)).json<TPublicOffer>()).toMatchObject({
      personalData: null,
      kycStatus: { status: 'sent' },
    });
    expect((await saveDraft(app, request.secret, { firstName: 'Anna' })).statusCode).toBe(200);
    expect((await getOffer(offer.token)).json<TPublicOffer>().kycStatus.status).toBe('in-progress');
    await app.db
      .update(kycRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(kycRequests.id, request.id));
    expect((await getOffer(offer.token)).json<TPublicOffer>()).toMatchObject({
      personalData: null,
      kycStatus: { status: 'expired' },
    });
  });

  it('shows the submitted data masked, in every answer of the page, and audits each read', async () => {
    const offer = await inviteOffer();
    const request = await submitKycOf(app, advisor, offer.email);
    const response = await getOffer(offer.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TPublicOffer>();
    expect(body.kycStatus).toMatchObject({ status: 'submitted', identityVerification: 'in-progress' });
    expect(body.personalData).toEqual({
      investorType: 'person',
      firstName: 'Anna',
      surname: 'Kowalska',
      companyName: null,
      pesel: '*******2344',
      bankAccount: '**********************2874',
      address: {
        street: 'Marszałkowska',
        houseNo: '10',
        flatNo: '5',
        voivodeship: 'mazowieckie',
        county: 'Warszawa',
        commune: 'Warszawa',
        city: 'Warszawa',
        zipCode: '00-590',
        country: 'PL',
      },
      submittedAt: body.kycStatus.submittedAt,
      identityVerification: 'in-progress',
    });
    // No clear personal number anywhere in the answer.
    for (const secret of ['85031512344', '61109010140000071219812874', '1090 1014', 'ABA300000']) {
      expect(response.body).not.toContain(secret);
    }
    const reads = await personalDataReads(offer.offerId);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      entityType: 'kyc-request',
      entityId: request.id,
      actorLabel: offer.email,
      metadata: { via: 'public-offer', offerId: offer.offerId, masked: true },
    });
    expect(reads[0]!.actorUserId).not.toBeNull();

    // The actions answer the page too: each answer with the data is one more audited read.
    const interested = await patch(offer.token, 'interest');
    expect(interested.json<TPublicOffer>().personalData?.pesel).toBe('*******2344');
    const accepted = await accept(offer.token, '5000,00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TPublicOffer>().personalData?.bankAccount).toBe('**********************2874');
    expect(await personalDataReads(offer.offerId)).toHaveLength(3);
  });

  it("follows the coordinator's identity verification decision", async () => {
    const offer = await inviteOffer();
    const request = await submitKycOf(app, advisor, offer.email);
    const coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
    const decided = await app.inject({
      method: 'PATCH',
      url: `/api/advisor/kyc/investor-request/${request.id}/identity-verification`,
      headers: bearer(coordinator),
      payload: { status: 'success' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const body = (await getOffer(offer.token)).json<TPublicOffer>();
    expect(body.kycStatus.identityVerification).toBe('success');
    expect(body.personalData?.identityVerification).toBe('success');
  });

  it("shows a company's name and registered address, with its representative", async () => {
    const offer = await inviteOffer();
    const request = await sendKycAndGetLink(app, advisor, offer.email);
    const submitted = await submitForm(app, request.secret, validKycCompany());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const body = (await getOffer(offer.token)).json<TPublicOffer>();
    expect(body.personalData).toMatchObject({
      investorType: 'company',
      firstName: 'Piotr',
      surname: 'Nowak',
      companyName: 'Emisja Testowa sp. z o.o.',
      pesel: '*******3459',
      address: { city: 'Warszawa' },
    });
    expect(JSON.stringify(body)).not.toContain('78082003459');
  });

  it("never shows another investor's data, and says when the landing page does not require it", async () => {
    const withData = await inviteOffer();
    await submitKycOf(app, advisor, withData.email);
    const other = await inviteOffer();
    expect((await getOffer(other.token)).json<TPublicOffer>()).toMatchObject({
      personalData: null,
      kycStatus: { status: 'none' },
    });
    await setRequireKycBeforePayment(app, DEMO_HOST, false);
    try {
      expect((await getOffer(other.token)).json<TPublicOffer>().isKycRequiredForPayment).toBe(false);
    } finally {
      await setRequireKycBeforePayment(app, DEMO_HOST, true);
    }
  });
});

describe('the lifecycle on the public page', () => {
  const OPEN: TOfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'active'];
  const EXPECTED: Record<'interest' | 'decline' | 'accept' | 'upload', TOfferStatus[]> = {
    interest: ['viewed'],
    decline: ['invited', 'viewed', 'interested'],
    accept: ['interested'],
    upload: ['accepted', 'active'],
  };

  it('allows each action from exactly the statuses of the lifecycle and refuses the rest with 409', async () => {
    for (const status of OPEN) {
      for (const action of ['interest', 'decline', 'accept', 'upload'] as const) {
        const offer = await offerIn(status);
        const response =
          action === 'upload'
            ? await upload(offer.token, 'potwierdzenie.pdf', samplePdf())
            : action === 'accept'
              ? await accept(offer.token, '5000')
              : await patch(offer.token, action);
        const isAllowed = EXPECTED[action].includes(status);
        expect(response.statusCode, `${action} from ${status}: ${response.body}`).toBe(
          isAllowed ? (action === 'upload' ? 201 : 200) : 409,
        );
        if (!isAllowed) {
          expect(response.json()).toMatchObject({
            label: 'error.offerInvalidTransition',
            message: `This action is not possible for an offer with the status "${status}"`,
          });
          expect((await statusOf(offer.offerId)).status).toBe(status);
        }
      }
    }
  });

  it('answers every action on a finished offer with 410', async () => {
    for (const status of ['rejected', 'declined', 'archived'] as const) {
      const offer = await offerIn(status);
      expect((await patch(offer.token, 'interest')).statusCode).toBe(410);
      expect((await patch(offer.token, 'decline')).statusCode).toBe(410);
      expect((await accept(offer.token, '5000')).statusCode).toBe(410);
      expect((await upload(offer.token, 'a.pdf', samplePdf())).statusCode).toBe(410);
    }
  });

  it('walks viewed -> interested -> accepted with the actions the page shows at each step', async () => {
    const offer = await inviteOffer();
    expect((await getOffer(offer.token)).json<TPublicOffer>().actions).toEqual(['markInterest', 'decline', 'pdf']);
    const interested = await patch(offer.token, 'interest');
    expect(interested.statusCode).toBe(200);
    expect(interested.json<TPublicOffer>()).toMatchObject({ status: 'interested', actions: ['accept', 'decline', 'pdf'] });

    const accepted = await accept(offer.token, '12 500,00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const today = isoDateInTimeZone(new Date());
    expect(accepted.json<TPublicOffer>()).toMatchObject({
      status: 'accepted',
      investmentValue: '12500.00',
      agreementDate: today,
      actions: ['upload', 'pdf'],
    });
    const row = await statusOf(offer.offerId);
    expect(row).toMatchObject({ status: 'accepted', investmentValue: '12500.00', agreementDate: today });
    expect((await historyOf(offer.offerId)).map((entry) => entry.toStatus)).toEqual([
      'invited',
      'viewed',
      'interested',
      'accepted',
    ]);
    // A second acceptance is refused, never a second investment.
    const twice = await accept(offer.token, '5000.00');
    expect(twice.statusCode).toBe(409);
    expect((await statusOf(offer.offerId)).investmentValue).toBe('12500.00');
  });

  it('declines, and the link is out of date afterwards', async () => {
    const offer = await inviteOffer();
    const declined = await patch(offer.token, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<TPublicOffer>()).toMatchObject({ status: 'declined', actions: [] });
    const history = await historyOf(offer.offerId);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'invited', toStatus: 'declined', changedByLabel: offer.email });
    expect((await getOffer(offer.token)).statusCode).toBe(410);
  });
});

describe('PATCH /public-api/campaign-offer/{token}/accept', () => {
  async function interestedOffer() {
    const offer = await offerIn('interested');
    return offer;
  }

  it('states the minimum, maximum and step in the message, formatted per language, and changes nothing', async () => {
    const offer = await interestedOffer();
    const cases = [
      [
        '999.99',
        'pl',
        'error.offerCannotBeAcceptedMin',
        'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
      ],
      [
        '999.99',
        'en',
        'error.offerCannotBeAcceptedMin',
        'The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN',
      ],
      [
        '50000.01',
        'pl',
        'error.offerCannotBeAcceptedMax',
        'Nie można zaakceptować oferty: maksymalna kwota inwestycji to 50 000,00 PLN',
      ],
      [
        '50250',
        'en',
        'error.offerCannotBeAcceptedMax',
        'The offer cannot be accepted: the maximum investment amount is 50 000.00 PLN',
      ],
      [
        '1100',
        'pl',
        'error.offerCannotBeAcceptedStep',
        'Nie można zaakceptować oferty: kwota musi być wielokrotnością 250,00 PLN',
      ],
      [
        '1250,01',
        'en',
        'error.offerCannotBeAcceptedStep',
        'The offer cannot be accepted: the amount must be a multiple of 250.00 PLN',
      ],
    ] as const;
    for (const [value, language, label, message] of cases) {
      const response = await accept(offer.token, value, language);
      expect(response.statusCode, `${value} ${language}`).toBe(422);
      expect(response.json()).toMatchObject({ label, message });
    }
    const row = await statusOf(offer.offerId);
    expect(row).toMatchObject({ status: 'interested', investmentValue: null, agreementDate: null });
  });

  it('accepts the limits themselves and amounts that are exact multiples (no float rounding)', async () => {
    for (const value of ['1000', '50000.00', '1 250,00', '0001000.0']) {
      const offer = await interestedOffer();
      const response = await accept(offer.token, value);
      expect(response.statusCode, `${value}: ${response.body}`).toBe(200);
    }
  });

  it('refuses malformed bodies with 400', async () => {
    const offer = await interestedOffer();
    for (const payload of [
      {},
      { investmentValue: '' },
      { investmentValue: 'abc' },
      { investmentValue: '12.345' },
      { investmentValue: 5000 },
      { investmentValue: '5000', consents: 'reg' },
      { investmentValue: '5000', consents: [''] },
    ]) {
      const response = await patch(offer.token, 'accept', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().label).toBe('error.validation');
    }
    const invalidJson = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${offer.token}/accept`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"investmentValue":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect((await statusOf(offer.offerId)).status).toBe('interested');
  });

  it('records the consents in the audit log and mails the investor and the owner advisor', async () => {
    const offer = await interestedOffer();
    const response = await accept(offer.token, '7500', 'pl', [...REQUIRED_CONSENTS, 'consent3']);
    expect(response.statusCode, response.body).toBe(200);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, offer.offerId), eq(auditLog.action, 'offer-accepted')));
    expect(audit).toMatchObject({
      actorLabel: offer.email,
      entityType: 'investor-offer',
      after: { status: 'accepted', investmentValue: '7500.00', currency: 'PLN' },
      metadata: {
        consents: ['reg', 'privacyPolicy', 'investmentRisks', 'consent2', 'consent3'].map((key) => ({
          key,
          isRequired: key !== 'consent3',
          isGiven: true,
          version: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
        })),
      },
    });
    expect(audit!.actorUserId).not.toBeNull();

    const [investorMail] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, offer.email), eq(emailOutbox.template, 'offer-accepted-investor')));
    expect(investorMail).toBeDefined();
    expect(investorMail!.language).toBe('pl');
    expect(investorMail!.subject).toContain(CAMPAIGN_NAME_PL);
    expect(investorMail!.text).toContain('7 500,00 PLN');
    expect(investorMail!.links).toContain(`http://localhost:3000/campaign?token=${offer.token}`);

    const advisorMails = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, ADVISOR_EMAIL), eq(emailOutbox.template, 'offer-accepted-advisor')));
    const advisorMail = advisorMails.find((mail) => mail.text.includes(offer.email));
    expect(advisorMail).toBeDefined();
    expect(advisorMail!.text).toContain('7 500,00 PLN');
    expect(advisorMail!.links).toContain(`http://localhost:3000/app/investors/offer/${offer.offerId}`);
  });

  it('accepts one of two concurrent acceptances: one 200, one 409, one history row, one pair of e-mails', async () => {
    const offer = await interestedOffer();
    const responses = await Promise.all([accept(offer.token, '5000'), accept(offer.token, '7500')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ label: 'error.offerInvalidTransition' });
    const winner = responses.find((response) => response.statusCode === 200)!.json<TPublicOffer>();
    expect((await statusOf(offer.offerId)).investmentValue).toBe(winner.investmentValue);
    expect((await historyOf(offer.offerId)).filter((row) => row.toStatus === 'accepted')).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, offer.email), eq(emailOutbox.template, 'offer-accepted-investor')));
    expect(mails).toHaveLength(1);
  });
});

describe('POST /public-api/campaign-offer/{token}/upload', () => {
  it('stores a PDF and a PNG payment confirmation (201) and lists them newest first', async () => {
    const offer = await acceptedOffer();
    const first = await upload(offer.token, 'potwierdzenie przelewu.pdf', samplePdf());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TOfferAttachment>()).toMatchObject({
      fileName: 'potwierdzenie przelewu.pdf',
      mimeType: 'application/pdf',
      sizeBytes: samplePdf().length,
    });
    // The client's name says PDF; the bytes say PNG, and that is what is kept.
    const second = await upload(offer.token, 'skan.pdf', samplePng());
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<TOfferAttachment>().mimeType).toBe('image/png');

    const view = (await getOffer(offer.token)).json<TPublicOffer>();
    expect(view.paymentConfirmations.map((file) => file.id)).toEqual([second.json().id, first.json().id]);
    const stored = await app.db
      .select({ mimeType: files.mimeType, storageKey: files.storageKey })
      .from(paymentConfirmations)
      .innerJoin(files, eq(files.id, paymentConfirmations.fileId))
      .where(eq(paymentConfirmations.offerId, offer.offerId));
    expect(stored).toHaveLength(2);
    // The bytes are in the storage under the recorded key.
    const bytes = await app.storage.get(stored.find((file) => file.mimeType === 'image/png')!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of bytes) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(samplePng());
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, offer.offerId), eq(auditLog.action, 'offer-payment-confirmation-uploaded')));
    expect(audit?.actorLabel).toBe(offer.email);
  });

  it('refuses a file over 10 MiB (413), a renamed executable or an HTML page (415), and keeps nothing', async () => {
    const offer = await acceptedOffer();
    const tooLarge = await upload(
      offer.token,
      'big.pdf',
      Buffer.concat([samplePdf(), Buffer.alloc(PAYMENT_CONFIRMATION_MAX_BYTES)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().label).toBe('error.payloadTooLarge');
    const exe = await upload(offer.token, 'potwierdzenie.pdf', sampleExe());
    expect(exe.statusCode).toBe(415);
    expect(exe.json().label).toBe('error.unsupportedMediaType');
    expect((await upload(offer.token, 'wplata.png', sampleHtml())).statusCode).toBe(415);
    const rows = await app.db.select().from(paymentConfirmations).where(eq(paymentConfirmations.offerId, offer.offerId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a body that is not multipart (415) and one without the file part (400)', async () => {
    const offer = await acceptedOffer();
    const json = await app.inject({
      method: 'POST',
      url: `${BASE}/${offer.token}/upload`,
      headers: headers(),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const body = multipartBody([{ name: 'comment', data: Buffer.from('no file here') }]);
    const noFile = await app.inject({
      method: 'POST',
      url: `${BASE}/${offer.token}/upload`,
      headers: { ...headers(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().violations[0]).toMatchObject({ propertyPath: 'file', code: 'validation.required' });
  });

  it('limits the uploads of one link (429 after 20 an hour)', async () => {
    const offer = await offerIn('viewed');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await upload(offer.token, 'a.pdf', samplePng())).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another link has its own counter.
    expect((await upload((await offerIn('viewed')).token, 'a.pdf', samplePng())).statusCode).toBe(409);
  });
});

describe('POST /public-api/campaign-offer/{token}/pdf', () => {
  it('renders the offer and subscription form with the Polish letters and the amount intact', async () => {
    const offer = await acceptedOffer('12500');
    const response = await pdf(offer.token, 'pl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".*"; filename\*=UTF-8''oferta-SERIA-%C5%81\.pdf$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Oferta i formularz zapisu',
      CAMPAIGN_NAME_PL,
      'Test Issuer S.A.',
      'SERIA-Ł',
      '12 500,00 PLN',
      offer.email,
      'Piotr Kowalski',
      'Oprocentowanie',
      'co miesiąc',
      'Data i czytelny podpis inwestora',
    ]) {
      expect(text).toContain(expected);
    }
    // Reading it changes nothing.
    expect((await statusOf(offer.offerId)).status).toBe('accepted');
  });

  it('writes the document in English when asked, and works before the acceptance too', async () => {
    const offer = await offerIn('viewed');
    const response = await pdf(offer.token, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''offer-SERIA-%C5%81.pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Offer and subscription form');
    expect(text).toContain(CAMPAIGN_NAME_EN);
    expect(text).toContain('from 1 000.00 PLN to 50 000.00 PLN, a multiple of 250.00 PLN');
  });

  it('takes no body, or a JSON null, as "the caller\'s language", as the investor panel\'s PDF route does', async () => {
    const offer = await offerIn('viewed');
    for (const request of [
      { headers: headers('en') },
      { headers: { ...headers('en'), 'content-type': 'application/json' }, payload: 'null' },
    ]) {
      const response = await app.inject({ method: 'POST', url: `${BASE}/${offer.token}/pdf`, ...request });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''offer-SERIA-%C5%81.pdf");
    }
  });

  it('refuses an unknown link (404) and a malformed body (400)', async () => {
    expect((await pdf(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
    const offer = await offerIn('viewed');
    const response = await app.inject({
      method: 'POST',
      url: `${BASE}/${offer.token}/pdf`,
      headers: headers(),
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /public-api/campaign-offer/dictionary', () => {
  it('gives the currencies, the status labels in both languages and the upload rules', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/dictionary`, headers: headers() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currencies).toEqual(['PLN', 'EUR', 'USD']);
    expect(body.offerStatuses).toHaveLength(8);
    expect(body.offerStatuses[0]).toEqual({ value: 'invited', label: { pl: 'Zaproszenie', en: 'Invited' } });
    expect(body.offerStatuses.find((status: { value: string }) => status.value === 'declined').label).toEqual({
      pl: 'Rezygnacja',
      en: 'Declined',
    });
    expect(body.paymentConfirmation).toEqual({
      mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
      maxBytes: 10 * 1024 * 1024,
    });
  });
});
