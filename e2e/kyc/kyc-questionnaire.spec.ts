import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { COORDINATOR_EMAIL, apiAccessToken, toasts, uniqueSuffix } from '../advisors/helpers.ts';
import { linkSentBy, logInAsAdvisor, logOut } from '../auth/helpers.ts';
import {
  FAKE_COMPANY_ACCOUNT,
  FAKE_COMPANY_NAME,
  FAKE_KRS,
  KYC_MESSAGE,
  expectNoHorizontalOverflow,
  isoDateInYears,
  tokenOfLink,
} from './helpers.ts';

// Issue 12, KYC end to end in the browser (Polish UI): an advisor sends the questionnaire, the investor fills the seven
// sections on a phone as a company (the KRS lookup and the VAT white list answered by the fake registers the test server
// starts), reloads in the middle and resumes, submits and sees the preview; the coordinator verifies the identity; the
// payment confirmation of the investor's accepted offer, refused with error.kycRequired before, then goes through.

const ADVISOR_EMAIL = 'doradca@emisja.test';
const DEBT_CAMPAIGN = 'Obligacje Zielona Energia seria A';
const KYC_REQUIRED = 'Inwestor nie przesłał jeszcze ankiety KYC';

test.describe.configure({ mode: 'serial' });

test('an investor fills in the KYC questionnaire as a company, and their payment can then be confirmed', async ({ page }) => {
  test.setTimeout(180_000);
  const investorEmail = `kyc-${uniqueSuffix()}@example.com`;

  // 0. The investor's accepted offer: the advisor invites them, they accept on the public API with the e-mailed link.
  await acceptedOfferOf(page, await apiAccessToken(page.request, ADVISOR_EMAIL), investorEmail);

  // 1. Without a questionnaire the coordinator cannot confirm the payment: the catalogue's error.kycRequired message.
  await logInAsAdvisor(page, COORDINATOR_EMAIL);
  await expect(page).toHaveURL(/\/app$/);
  await openNetworkOfferOf(page, investorEmail);
  await expect(page.getByTestId('offer-field-kycStatus')).toContainText('Brak ankiety');
  await page.getByTestId('offer-action-confirmPayment').click();
  const refusal = page.getByRole('dialog', { name: 'Potwierdzić płatność?' });
  await refusal.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(refusal.getByTestId('offer-action-error')).toHaveText(KYC_REQUIRED);
  await refusal.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByTestId('offer-field-status')).toContainText('Zaakceptowana');
  await logOut(page);

  // 2. The advisor sends the KYC invitation from /app/kyc; the list shows it sent.
  await logInAsAdvisor(page, ADVISOR_EMAIL);
  await expect(page).toHaveURL(/\/app$/);
  const kycLink = await linkSentBy(page, investorEmail, '/kyc-form?token=', async () => {
    await page.goto('/app');
    await page.getByTestId('nav-kyc').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ankiety KYC' })).toBeVisible();
    await page.getByRole('button', { name: 'Wyślij zaproszenie KYC' }).click();
    const form = page.getByRole('form', { name: 'Zaproszenie KYC' });
    await form.getByLabel('Adresy e-mail inwestorów').fill(investorEmail);
    await form.getByLabel('Wiadomość').fill(KYC_MESSAGE);
    await form.getByLabel('Potwierdzam, że uzyskałem(-am) zgodę klienta na przetwarzanie jego danych osobowych').check();
    await form.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await expect(toasts(page)).toContainText('Zaproszenie(a) wysłane!');
    const row = page.getByTestId('data-table-row').filter({ hasText: investorEmail });
    await expect(row.getByTestId('kyc-request-status')).toHaveText('Wysłany');
  });
  await page.goto('/app');
  await logOut(page);

  // 3. The investor opens the link on a 390 px phone and fills in section 1 as a company, loaded from the KRS register.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(kycLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Kwestionariusz KYC' })).toBeVisible();
  const form = page.getByTestId('kyc-form');
  await expectSection(page, 1, 'Dane inwestora');
  await form.getByRole('group', { name: 'Rodzaj inwestora' }).getByLabel('Firma (osoba prawna)').check();
  await form.getByLabel('Numer KRS').fill(FAKE_KRS);
  await expect(page.getByTestId('kyc-krs-status')).toContainText(`Wczytano dane firmy „${FAKE_COMPANY_NAME}” z rejestru KRS`);
  const company = page.getByTestId('kyc-company');
  await expect(company.getByLabel('Nazwa firmy')).toHaveValue(FAKE_COMPANY_NAME);
  await expect(company.getByLabel('REGON')).toHaveValue('147560825');
  await expect(company.getByLabel('NIP')).toHaveValue('5252827196');
  // The open register masks the board members' names: the investor writes them out; the president signs.
  const representatives = page.getByTestId('kyc-representative');
  await expect(representatives).toHaveCount(2);
  for (const [index, [firstName, surname]] of [
    ['Anna', 'Kowalska-Nowak'],
    ['Piotr', 'Wiśniewski'],
  ].entries()) {
    const representative = representatives.nth(index);
    await representative.getByLabel('Imię', { exact: true }).fill(firstName!);
    await representative.getByLabel('Nazwisko', { exact: true }).fill(surname!);
  }
  await representatives.first().getByLabel('Podpisuje w imieniu firmy').check();
  const person = page.getByTestId('kyc-person');
  await person.getByLabel('Zwrot grzecznościowy').selectOption('Mrs.');
  await person.getByLabel('Imię', { exact: true }).fill('Anna');
  await person.getByLabel('Nazwisko', { exact: true }).fill('Kowalska-Nowak');
  await person.getByLabel('Data urodzenia').fill('1985-03-15');
  await person.getByLabel('Miejsce urodzenia').fill('Kraków');
  await person.getByLabel('Kraj urodzenia').selectOption('PL');
  await person.getByLabel('Obywatelstwo').selectOption('PL');
  await person.getByLabel('PESEL', { exact: true }).fill('85031512344');
  await person.getByLabel('Numer telefonu').fill('+48 512 345 678');
  await person.getByLabel('Imię ojca').fill('Jan');
  await person.getByLabel('Imię matki').fill('Ewa');
  await expectNoHorizontalOverflow(page, 'section 1');
  await next(page, 2, 'Dokument tożsamości');

  // 2. The identity document.
  await form.getByLabel('Rodzaj dokumentu').selectOption('ID_CARD');
  await form.getByLabel('Seria i numer dokumentu').fill('ABA300000');
  await form.getByLabel('Data ważności').fill(isoDateInYears(5));
  await form.getByLabel('Kraj wydania dokumentu').selectOption('PL');
  await expectNoHorizontalOverflow(page, 'section 2');
  await next(page, 3, 'Adresy');

  // 3. The representative's residential address; the mailing address is the same.
  const residential = page.getByRole('group', { name: 'Adres zamieszkania' });
  await residential.getByLabel('Ulica').fill('Marszałkowska');
  await residential.getByLabel('Numer domu').fill('10');
  await residential.getByLabel('Numer lokalu').fill('5');
  await residential.getByLabel('Kod pocztowy').fill('00-590');
  await residential.getByLabel('Miejscowość').fill('Warszawa');
  await residential.getByLabel('Województwo').selectOption('mazowieckie');
  await residential.getByLabel('Powiat').fill('Warszawa');
  await residential.getByLabel('Gmina').fill('Warszawa');
  await expect(form.getByLabel('Adres korespondencyjny jest taki sam jak adres zamieszkania')).toBeChecked();
  await expectNoHorizontalOverflow(page, 'section 3');
  await next(page, 4, 'Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna');

  // A reload in the middle: the saved draft resumes at the first section that is not complete.
  await expect(page.getByTestId('kyc-draft-status')).toContainText('Odpowiedzi zapisane o');
  await page.reload();
  await expect(page.getByTestId('kyc-resumed')).toHaveText(
    'Wczytaliśmy zapisane odpowiedzi. Kontynuujesz od sekcji „Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna”.',
  );
  await expectSection(page, 4, 'Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna');
  for (const section of [1, 2, 3]) await expect(page.getByTestId(`kyc-step-${section}`)).toContainText('ukończona');

  // 4. The company's tax residence and FATCA.
  await form.getByLabel('Kraj rezydencji podatkowej').selectOption('PL');
  await form.getByLabel('Urząd skarbowy').fill('Urząd Skarbowy Warszawa-Śródmieście');
  await form
    .getByRole('group', { name: 'Czy firma jest osobą amerykańską (US person) w rozumieniu FATCA?' })
    .getByLabel('Nie')
    .check();
  await expectNoHorizontalOverflow(page, 'section 4');
  await next(page, 5, 'Rachunek bankowy');

  // 5. The company's account, checked on the VAT white list.
  await form.getByLabel('Numer rachunku').fill(FAKE_COMPANY_ACCOUNT);
  await form.getByLabel('Właściciel rachunku').fill('Zielona Dolina Inwestycje sp. z o.o.');
  await page.getByRole('button', { name: 'Sprawdź na białej liście VAT' }).click();
  await expect(page.getByTestId('kyc-vat-account-assigned')).toHaveText('Tak');
  await expectNoHorizontalOverflow(page, 'section 5');
  await next(page, 6, 'Pochodzenie środków i PEP');

  // 6. Origin of funds and politically exposed persons.
  await form.getByLabel('Działalność gospodarcza').check();
  for (const question of [
    'Czy zajmujesz eksponowane stanowisko polityczne?',
    'Czy jesteś członkiem rodziny osoby zajmującej eksponowane stanowisko polityczne?',
    'Czy jesteś znanym bliskim współpracownikiem osoby zajmującej eksponowane stanowisko polityczne?',
  ]) {
    await form.getByRole('group', { name: question }).getByLabel('Nie').check();
  }
  await expectNoHorizontalOverflow(page, 'section 6');
  await next(page, 7, 'Sankcje, oświadczenia i podsumowanie');

  // 7. No sanctioned countries, the statements, the summary, the submission.
  await form.getByLabel('Oświadczam, że podane informacje są prawdziwe i kompletne.').check();
  await form.getByLabel('Oświadczam, że działam we własnym imieniu i na własny rachunek.').check();
  await expect(form).toContainText(FAKE_COMPANY_NAME);
  await expectNoHorizontalOverflow(page, 'section 7 with the summary');
  await page.getByRole('button', { name: 'Wyślij kwestionariusz' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy, kwestionariusz został wysłany' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the thank-you page');
  await page.getByRole('button', { name: 'Zobacz przesłane odpowiedzi' }).click();
  const preview = page.getByTestId('kyc-preview');
  await expect(preview.getByRole('heading', { level: 1, name: 'Przesłany kwestionariusz KYC' })).toBeVisible();
  await expect(preview).toContainText(FAKE_COMPANY_NAME);
  // Personal numbers are masked in the preview: its link travels by e-mail.
  await expect(preview).toContainText('*******2344');
  await expect(preview).not.toContainText('85031512344');
  await expectNoHorizontalOverflow(page, 'the preview');
  // The link now shows the preview, not the form.
  await page.goto(kycLink);
  await expect(page.getByTestId('kyc-preview')).toBeVisible();
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // 8. The coordinator opens the request at /app/kyc/{id} and marks the identity verified.
  await logInAsAdvisor(page, COORDINATOR_EMAIL);
  await expect(page).toHaveURL(/\/app$/);
  await page.getByTestId('nav-kyc').click();
  const row = page.getByTestId('data-table-row').filter({ hasText: investorEmail });
  await expect(row.getByTestId('kyc-request-status')).toHaveText('Przesłany');
  await row.getByTestId('kyc-request-link').click();
  await expect(page).toHaveURL(/\/app\/kyc\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('kyc-verification-status')).toHaveText('W trakcie');
  await expect(page.getByText(FAKE_COMPANY_NAME).first()).toBeVisible();
  await page.getByTestId('verification-action-success').click();
  const decision = page.getByRole('dialog', { name: 'Oznaczyć tożsamość jako zweryfikowaną?' });
  await decision.getByRole('button', { name: 'Oznacz jako zweryfikowaną' }).click();
  await expect(toasts(page)).toContainText('Tożsamość oznaczono jako zweryfikowaną.');
  await expect(page.getByTestId('kyc-verification-status')).toHaveText('Zweryfikowano');

  // 9. The payment confirmation refused in step 1 now goes through.
  await openNetworkOfferOf(page, investorEmail);
  await expect(page.getByTestId('offer-field-kycStatus')).toContainText('PrzesłanyZweryfikowano');
  await page.getByTestId('offer-action-confirmPayment').click();
  await page.getByRole('dialog', { name: 'Potwierdzić płatność?' }).getByRole('button', { name: 'Potwierdź' }).click();
  await expect(toasts(page)).toContainText('Płatność została potwierdzona, oferta jest aktywna');
  await expect(page.getByTestId('offer-field-status')).toContainText('Aktywna');
});

/**
 * An accepted offer of `email` for the demo debt campaign: the advisor invites through the API, the offer link is read from
 * the development mailbox, and the investor opens it, marks interest and accepts 12 500,00 PLN on the public API.
 */
async function acceptedOfferOf(page: Page, advisorToken: string, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${advisorToken}` };
  const campaigns = (await (await page.request.get('/api/advisor/campaigns', { headers })).json()) as {
    name: string;
    id: string;
    products: { id: string }[];
  }[];
  const campaign = campaigns.find((candidate) => candidate.name === DEBT_CAMPAIGN);
  const networks = (await (await page.request.get('/api/advisor/network', { headers })).json()) as { id: string; name: string }[];
  const north = networks.find((network) => network.name === 'Północ');
  expect(campaign?.products.length).toBeGreaterThan(0);
  const offerLink = await linkSentBy(page, email, '/campaign?token=', async () => {
    const invited = await page.request.post(
      `/api/advisor/campaign/${campaign!.id}/product/${campaign!.products[0]!.id}/invite-investor`,
      {
        headers,
        data: { investorEmail: email, message: 'Dzień dobry, zapraszam do zapoznania się z ofertą.', networkId: north!.id },
      },
    );
    expect(invited.status(), await invited.text()).toBe(201);
  });
  const offerApi = `/public-api/campaign-offer/${tokenOfLink(offerLink)}`;
  expect((await page.request.get(offerApi)).status()).toBe(200);
  expect((await page.request.patch(`${offerApi}/interest`)).status()).toBe(200);
  const accepted = await page.request.patch(`${offerApi}/accept`, {
    // The documents and the demo landing page's required consent2 (issue 18: requireConsent2 on by default).
    data: { investmentValue: '12500.00', consents: ['reg', 'privacyPolicy', 'investmentRisks', 'consent2'] },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The coordinator's network offers filtered to one investor's e-mail, then that offer's page. */
async function openNetworkOfferOf(page: Page, email: string): Promise<void> {
  await page.goto('/app');
  await page.getByTestId('nav-investors-network').click();
  await page.getByRole('searchbox', { name: 'Filtr: E-mail' }).fill(email);
  await expect(page.getByTestId('offer-link')).toHaveCount(1);
  await page.getByTestId('offer-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oferta inwestora' })).toBeVisible();
}

async function expectSection(page: Page, section: number, name: string): Promise<void> {
  await expect(page.getByTestId('kyc-form')).toHaveAttribute('data-section', String(section));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** "Dalej": the section is checked, the draft saved, and the next section shown. */
async function next(page: Page, section: number, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expectSection(page, section, name);
}
