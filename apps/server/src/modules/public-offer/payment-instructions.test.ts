import { randomUUID } from 'node:crypto';
import { offerNumberOf, type TOfferDetail, type TPublicOffer } from '@emisja/shared';
import { and, desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { adminConfigurations, auditLog, emailOutbox, networks } from '../../db/schema/index.ts';
import { bearer, loginAdvisor, RELAXED_LIMITS, secretOfLink } from '../../../test/auth-helpers.ts';
import { createTestCampaign } from '../../../test/campaign-helpers.ts';
import { buildTestApp, DEMO_HOST } from '../../../test/helpers.ts';
import { submitKycOf } from '../../../test/kyc-helpers.ts';

// Issue 18, "money and law": the payment instructions of an accepted offer in the page's answer, the acceptance e-mail and
// the PDF (docs/decisions/038), and the consents an acceptance needs and records (docs/decisions/039). Offers are made through
// the real invitation endpoint and accepted through the public page, as an investor would.

const BASE = '/public-api/campaign-offer';
const ADVISOR_EMAIL = 'doradca@emisja.test';
const MESSAGE = 'Dzień dobry, przesyłam zaproszenie do oferty obligacji.';
/** The demo landing page's required consents: its three documents and consent2 (consent3 is voluntary). */
const REQUIRED_CONSENTS = ['reg', 'privacyPolicy', 'investmentRisks', 'consent2'];
const PLN_ACCOUNT = {
  iban: 'PL08109010140000071219830415',
  holder: 'Zielona Energia Spółka Akcyjna',
  bankName: 'Santander Bank Polska',
  swift: 'WBKPPLPP',
};
const EUR_ACCOUNT = {
  iban: 'DE89370400440532013000',
  holder: 'Harbour Logistics GmbH',
  bankName: 'Commerzbank',
  swift: 'COBADEFFXXX',
};

let app: App;
let advisor: string;
let northId: string;
let plnCampaign: { campaignId: string; productId: string };
let eurCampaign: { campaignId: string; productId: string };
let noAccountCampaign: { campaignId: string; productId: string };

async function testCampaign(options: Parameters<typeof createTestCampaign>[1]) {
  const campaign = await createTestCampaign(app, options);
  return { campaignId: campaign.campaignId, productId: campaign.productIds[0]! };
}

beforeAll(async () => {
  app = await buildTestApp({ env: RELAXED_LIMITS });
  advisor = (await loginAdvisor(app, ADVISOR_EMAIL)).accessToken;
  const [north] = await app.db.select({ id: networks.id }).from(networks).where(eq(networks.name, 'Północ'));
  northId = north!.id;
  plnCampaign = await testCampaign({
    translations: { pl: 'Obligacje Zielone', en: 'Green Bonds' },
    products: [{ code: 'ZE-A', min: '1000.00', max: '50000.00', step: '0.01' }],
    paymentAccount: PLN_ACCOUNT,
    transferTitlePattern: 'Zapis {offerNumber} {surname} {productCode}',
  });
  eurCampaign = await testCampaign({
    currency: 'EUR',
    products: [{ code: 'HL-A', min: '1000.00', max: '50000.00', step: '100.00' }],
    paymentAccount: EUR_ACCOUNT,
    transferTitlePattern: 'Bonds {offerNumber}',
  });
  noAccountCampaign = await testCampaign({});
});

interface TestOffer {
  token: string;
  offerId: string;
  email: string;
}

async function inviteOffer(campaign: { campaignId: string; productId: string }): Promise<TestOffer> {
  const email = `pay-${randomUUID().slice(0, 8)}@example.com`;
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

const headers = (language = 'pl') => ({ host: DEMO_HOST, 'accept-language': language });

async function interested(campaign: { campaignId: string; productId: string }): Promise<TestOffer> {
  const offer = await inviteOffer(campaign);
  expect((await app.inject({ method: 'GET', url: `${BASE}/${offer.token}`, headers: headers() })).statusCode).toBe(200);
  const response = await app.inject({ method: 'PATCH', url: `${BASE}/${offer.token}/interest`, headers: headers() });
  expect(response.statusCode, response.body).toBe(200);
  return offer;
}

function accept(offer: TestOffer, investmentValue: string, consents: string[] = REQUIRED_CONSENTS, language = 'pl') {
  return app.inject({
    method: 'PATCH',
    url: `${BASE}/${offer.token}/accept?language=${language}`,
    headers: headers(language),
    payload: { investmentValue, consents },
  });
}

async function acceptedOffer(campaign: { campaignId: string; productId: string }, amount: string, language = 'pl') {
  const offer = await interested(campaign);
  const response = await accept(offer, amount, REQUIRED_CONSENTS, language);
  expect(response.statusCode, response.body).toBe(200);
  return { offer, answer: response.json<TPublicOffer>() };
}

async function pdfTextOf(offer: TestOffer, language: 'pl' | 'en'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/${offer.token}/pdf`,
    headers: headers(),
    payload: { language },
  });
  expect(response.statusCode).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(document, { mergePages: true })).text;
}

async function investorMailOf(offer: TestOffer) {
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, offer.email), eq(emailOutbox.template, 'offer-accepted-investor')));
  return mail!;
}

async function acceptanceAudit(offer: TestOffer) {
  const [row] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, offer.offerId), eq(auditLog.action, 'offer-accepted')))
    .orderBy(desc(auditLog.createdAt));
  return row;
}

/** The admin configuration's consent overrides of the demo landing page (past the 5 s cache). */
async function setConsentOverrides(overrides: { requireConsent2?: boolean | null; requireConsent3?: boolean | null }) {
  const landing = await app.landingResolver.resolve(DEMO_HOST);
  const values = { requireConsent2: null, requireConsent3: null, ...overrides };
  await app.db
    .insert(adminConfigurations)
    .values({ landingPageId: landing!.id, ...values })
    .onConflictDoUpdate({ target: adminConfigurations.landingPageId, set: values });
  app.tenantConfiguration.invalidate(landing!.id);
}

describe('payment instructions (docs/decisions/038)', () => {
  it('are null until the acceptance, then carry the account, the exact amount, the filled title and the QR code', async () => {
    const offer = await interested(plnCampaign);
    const before = await app.inject({ method: 'GET', url: `${BASE}/${offer.token}`, headers: headers() });
    expect(before.json<TPublicOffer>().paymentInstructions).toBeNull();

    const response = await accept(offer, '1234.50');
    expect(response.statusCode, response.body).toBe(200);
    const title = `Zapis ${offerNumberOf(offer.offerId)} ZE-A`;
    expect(response.json<TPublicOffer>().paymentInstructions).toEqual({
      account: PLN_ACCOUNT,
      amount: '1234.50',
      currency: 'PLN',
      // No questionnaire yet: the surname placeholder stays empty.
      transferTitle: title,
      offerNumber: offerNumberOf(offer.offerId),
      qrCode: {
        payload: `|PL|08109010140000071219830415|123450|Zielona Energia Spół|${title}|||`,
        imageDataUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        includesAmount: true,
        isTitleShortened: false,
      },
      qrCodeUnavailableReason: null,
    });
    const svg = Buffer.from(response.json<TPublicOffer>().paymentInstructions!.qrCode!.imageDataUrl.split(',')[1]!, 'base64');
    expect(svg.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.toString('utf8')).not.toMatch(/<script|on\w+=/i);

    const again = await app.inject({ method: 'GET', url: `${BASE}/${offer.token}`, headers: headers() });
    expect(again.json<TPublicOffer>().paymentInstructions).toEqual(response.json<TPublicOffer>().paymentInstructions);
  });

  it("fill the investor's surname from the questionnaire and leave the amount out of the QR code above 9 999,99 PLN", async () => {
    const offer = await interested(plnCampaign);
    await submitKycOf(app, advisor, offer.email);
    const response = await accept(offer, '12500');
    const instructions = response.json<TPublicOffer>().paymentInstructions!;
    expect(instructions.transferTitle).toBe(`Zapis ${offerNumberOf(offer.offerId)} Kowalska ZE-A`);
    expect(instructions.qrCode).toMatchObject({ includesAmount: false, isTitleShortened: false });
    expect(instructions.qrCode!.payload.split('|')).toEqual([
      '',
      'PL',
      '08109010140000071219830415',
      '000000',
      'Zielona Energia Spół',
      instructions.transferTitle,
      '',
      '',
      '',
    ]);
  });

  it('have no QR code for a EUR campaign (the 2D code is for PLN to Polish accounts), and none without an account', async () => {
    const { answer } = await acceptedOffer(eurCampaign, '2000');
    expect(answer.paymentInstructions).toMatchObject({
      account: EUR_ACCOUNT,
      amount: '2000.00',
      currency: 'EUR',
      qrCode: null,
      qrCodeUnavailableReason: 'currency',
    });
    const none = await acceptedOffer(noAccountCampaign, '2000');
    expect(none.answer.paymentInstructions).toBeNull();
  });

  it('are in the acceptance e-mail, in Polish and in English: account, amount, title', async () => {
    const { offer, answer } = await acceptedOffer(plnCampaign, '7500');
    const mail = await investorMailOf(offer);
    const title = answer.paymentInstructions!.transferTitle;
    for (const part of [
      'Dane do przelewu:',
      'Odbiorca: Zielona Energia Spółka Akcyjna',
      'Numer rachunku: PL08 1090 1014 0000 0712 1983 0415',
      'Bank: Santander Bank Polska',
      'SWIFT/BIC: WBKPPLPP',
      'Kwota: 7 500,00 PLN',
      `Tytuł przelewu: ${title}`,
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }

    const english = await acceptedOffer(eurCampaign, '2500', 'en');
    const englishMail = await investorMailOf(english.offer);
    expect(englishMail.language).toBe('en');
    for (const part of [
      'Payment instructions:',
      'Account number: DE89 3704 0044 0532 0130 00',
      'Amount: 2 500.00 EUR',
      `Transfer title: Bonds ${offerNumberOf(english.offer.offerId)}`,
    ]) {
      expect(englishMail.text).toContain(part);
    }

    const withoutAccount = await acceptedOffer(noAccountCampaign, '2000');
    expect((await investorMailOf(withoutAccount.offer)).text).not.toContain('Dane do przelewu');
  });

  it('are in the offer PDF: account, amount and title as text, with the QR code or why there is none', async () => {
    const { offer, answer } = await acceptedOffer(plnCampaign, '7500');
    const polish = await pdfTextOf(offer, 'pl');
    expect(polish).toContain('Dane do przelewu');
    expect(polish).toContain('PL08 1090 1014 0000 0712 1983 0415');
    expect(polish).toContain('7 500,00 PLN');
    expect(polish).toContain(answer.paymentInstructions!.transferTitle);
    expect(polish).toContain('Zeskanuj kod w aplikacji banku');

    const euro = await acceptedOffer(eurCampaign, '2500');
    const english = await pdfTextOf(euro.offer, 'en');
    expect(english).toContain('Payment instructions');
    expect(english).toContain('DE89 3704 0044 0532 0130 00');
    expect(english).toContain('2 500.00 EUR');
    expect(english).toContain(`Bonds ${offerNumberOf(euro.offer.offerId)}`);
    expect(english).toContain('only available for transfers in złoty to a Polish account');

    const open = await interested(plnCampaign);
    expect(await pdfTextOf(open, 'pl')).not.toContain('Dane do przelewu');
  });
});

describe("payment instructions on the advisor panel's offer (issue 18)", () => {
  const advisorOffer = (offerId: string, token: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/advisor/investor/offer/${offerId}?language=${language}`,
      headers: { ...bearer(token), 'accept-language': language },
    });

  it("are the investor's own, for the owner, a coordinator of the network and the admin, in any language", async () => {
    const offer = await interested(plnCampaign);
    await submitKycOf(app, advisor, offer.email);
    const before = await advisorOffer(offer.offerId, advisor);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<TOfferDetail>().paymentInstructions).toBeNull();

    const accepted = await accept(offer, '2500.00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const investorSees = accepted.json<TPublicOffer>().paymentInstructions!;
    expect(investorSees.transferTitle).toBe(`Zapis ${offerNumberOf(offer.offerId)} Kowalska ZE-A`);
    const [coordinator, admin] = await Promise.all([
      loginAdvisor(app, 'koordynator@emisja.test').then((pair) => pair.accessToken),
      loginAdvisor(app, 'admin@emisja.test').then((pair) => pair.accessToken),
    ]);
    for (const [token, language] of [
      [advisor, 'en'],
      [coordinator, 'pl'],
      [admin, 'en'],
    ] as const) {
      const response = await advisorOffer(offer.offerId, token, language);
      expect(response.statusCode, response.body).toBe(200);
      // The same account, amount, title (in the landing page's language, as the issuer matches it) and QR code.
      expect(response.json<TOfferDetail>().paymentInstructions).toEqual(investorSees);
    }
    // Another advisor still sees nothing of the offer.
    const other = (await loginAdvisor(app, 'doradca2@emisja.test')).accessToken;
    expect((await advisorOffer(offer.offerId, other)).statusCode).toBe(404);
  });

  it('stay on the offer once the payment is confirmed (a record) and are null without an account', async () => {
    const { offer } = await acceptedOffer(plnCampaign, '3000.00');
    await submitKycOf(app, advisor, offer.email);
    const coordinator = (await loginAdvisor(app, 'koordynator@emisja.test')).accessToken;
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/advisor/investor/offer/${offer.offerId}/confirm-payment`,
      headers: bearer(coordinator),
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TOfferDetail>()).toMatchObject({
      status: 'active',
      paymentInstructions: { amount: '3000.00', currency: 'PLN', account: PLN_ACCOUNT },
    });

    const { offer: withoutAccount } = await acceptedOffer(noAccountCampaign, '3000.00');
    const response = await advisorOffer(withoutAccount.offerId, advisor);
    expect(response.json<TOfferDetail>()).toMatchObject({ status: 'accepted', paymentInstructions: null });
  });
});

describe('consents of an acceptance (docs/decisions/039)', () => {
  it('refuses an acceptance without a required consent: 400 with a violation per consent, nothing changes', async () => {
    const offer = await interested(plnCampaign);
    const response = await accept(offer, '5000', ['reg', 'consent3'], 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      label: 'error.validation',
      violations: [
        { propertyPath: 'consents.privacyPolicy', code: 'validation.checkboxRequired' },
        { propertyPath: 'consents.investmentRisks', code: 'validation.checkboxRequired' },
        { propertyPath: 'consents.consent2', code: 'validation.checkboxRequired' },
      ],
    });
    const reread = await app.inject({ method: 'GET', url: `${BASE}/${offer.token}`, headers: headers() });
    expect(reread.json<TPublicOffer>().status).toBe('interested');
    expect(await acceptanceAudit(offer)).toBeUndefined();
  });

  it('accepts without the voluntary consent and records it as declined, with the versions of the texts', async () => {
    const offer = await interested(plnCampaign);
    expect((await accept(offer, '5000', REQUIRED_CONSENTS)).statusCode).toBe(200);
    const audit = await acceptanceAudit(offer);
    const consents = (audit!.metadata as { consents: { key: string; isRequired: boolean; isGiven: boolean }[] }).consents;
    expect(consents.map(({ key, isRequired, isGiven }) => ({ key, isRequired, isGiven }))).toEqual([
      { key: 'reg', isRequired: true, isGiven: true },
      { key: 'privacyPolicy', isRequired: true, isGiven: true },
      { key: 'investmentRisks', isRequired: true, isGiven: true },
      { key: 'consent2', isRequired: true, isGiven: true },
      { key: 'consent3', isRequired: false, isGiven: false },
    ]);
  });

  it("follows the configuration's requirements (the admin's override first)", async () => {
    await setConsentOverrides({ requireConsent2: false, requireConsent3: true });
    try {
      const offer = await interested(plnCampaign);
      const refused = await accept(offer, '5000', REQUIRED_CONSENTS);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
        'consents.consent3',
      ]);
      expect((await accept(offer, '5000', ['reg', 'privacyPolicy', 'investmentRisks', 'consent3'])).statusCode).toBe(200);
    } finally {
      await setConsentOverrides({});
    }
  });
});
