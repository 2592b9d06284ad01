import { readFile } from 'node:fs/promises';
import { hundredthsToDecimal, isoDateInTimeZone, SCHEDULE_ENTRY_STATUS_LABELS, type Currency } from '@emisja/shared';
import { COORDINATOR_EMAIL, toasts, uniqueSuffix } from '../advisors/helpers.ts';
import {
  expectOnInvestorOnboarding,
  INVESTOR_EMAIL,
  linkSentBy,
  logInAsAdvisor,
  requestInvestorLoginLink,
} from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import {
  expectedSummary,
  expectNoHorizontalOverflow,
  expectSummaryShows,
  grosze,
  investmentsOf,
  investorApi,
  openPanelItem,
  PHONE_VIEWPORT,
  publishNewOnboardingDocuments,
  shownDate,
  shownMoney,
} from './helpers.ts';

// Issue 13, the investor panel end to end (product-decisions section 10): the demo investor logs in by the e-mailed link, passes
// the onboarding, checks the summary against their investment's schedule (worked out from the investor API), opens the
// investment, its schedule and its CSV, accepts an offer from the panel (an amount below the minimum refused with the limit,
// then a valid one) and uploads the payment confirmation; the coordinator records the first payment still open on that
// investment from the advisor's offer page; the investor opens the e-mail's link and sees the row paid and "interest paid"
// grown by it. The same journey on a desktop and on a 390 px phone (no screen wider than the window).
//
// Each journey stands on its own in the shared database: it publishes new versions of the onboarding documents first (so the
// onboarding shows whatever ran before, and it puts them back at the end), accepts its own demo offer (the viewed one on the
// desktop, the interested one on the phone) and records the first row still open when it gets there.

const CURRENCY: Currency = 'PLN';
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const CSV_HEADER = [
  'Lp.',
  'Okres od',
  'Okres do',
  'Data płatności',
  'Odsetki brutto',
  'Podatek',
  'Odsetki netto',
  'Kapitał',
  'Do wypłaty (netto + kapitał)',
  'Waluta',
  'Status',
  'Zapłacono',
  'Data zapłaty',
];

/** An amount as a Polish user types it: a decimal comma, no grouping. */
const typedAmount = (hundredths: bigint) => hundredthsToDecimal(hundredths).replace('.', ',');
const isOpen = (status: string) => status !== 'paid' && status !== 'cancelled';

type Journey = { title: string; viewport?: typeof PHONE_VIEWPORT; offerStatus: 'viewed' | 'interested' };

const JOURNEYS: Journey[] = [
  { title: 'on a desktop', offerStatus: 'viewed' },
  { title: 'on a 390 px phone', viewport: PHONE_VIEWPORT, offerStatus: 'interested' },
];

for (const journey of JOURNEYS) {
  test.describe(`investor panel ${journey.title}`, () => {
    if (journey.viewport) test.use({ viewport: journey.viewport });

    test('the demo investor logs in by link, passes the onboarding, checks the summary and the schedule, accepts an offer; the coordinator records a payment and the investor sees it', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const screenFits = (screen: string) => expectNoHorizontalOverflow(page, screen);
      const restoreDocuments = await publishNewOnboardingDocuments(page.request, uniqueSuffix());
      try {
        // 1. Login by the e-mailed link (the button spends it), then the onboarding with the documents' new versions.
        await page.goto('/investor-login');
        await screenFits('the login page');
        const loginLink = await requestInvestorLoginLink(page);
        await page.goto(loginLink);
        await expect(page.getByRole('heading', { name: 'Potwierdź logowanie' })).toBeVisible();
        await screenFits('the login confirmation');
        await page.getByTestId('confirm-login-button').click();

        await expectOnInvestorOnboarding(page);
        await screenFits('the onboarding');
        const onboarding = page.getByTestId('onboarding-form');
        for (const document of ['terms', 'privacy-policy', 'investment-risks']) {
          await expect(onboarding.getByTestId(`onboarding-link-${document}`)).toHaveAttribute('href', /\?wersja=/);
        }
        const consents = onboarding.getByRole('checkbox');
        await expect(consents).toHaveCount(3);
        for (const consent of await consents.all()) await consent.check();
        await onboarding.getByRole('button', { name: 'Dalej' }).click();

        // 2. The summary: the figures of the investor's investments as their schedules make them.
        await expect(page).toHaveURL(/\/app$/);
        await expect(page.getByTestId('app-user-name')).toHaveText('Witaj, Tomasz Baran');
        const investments = await investmentsOf(page);
        const investment = investments.find(
          (candidate) =>
            candidate.status === 'active' &&
            candidate.currency === CURRENCY &&
            candidate.schedule.some((row) => isOpen(row.status)),
        );
        if (!investment) throw new Error('The demo investor has no active PLN investment with a payment still open');
        const before = expectedSummary(investments, CURRENCY);
        expect(before.invested).toBeGreaterThan(0n);
        await expectSummaryShows(page, before, CURRENCY);
        await screenFits('the summary');

        // 3. The investment, its schedule as the API has it, and the schedule's CSV.
        await openPanelItem(page, 'nav-investments');
        await expect(page).toHaveURL(/\/app\/investments$/);
        await screenFits('the investments');
        await page.locator(`a[href="/app/investments/${investment.id}"]`).click();
        await expect(page.getByRole('heading', { level: 1, name: investment.campaignName })).toBeVisible();
        const scheduleRows = page.getByTestId('schedule-table').getByTestId('schedule-row');
        await expect(scheduleRows).toHaveCount(investment.schedule.length);
        for (const [index, row] of investment.schedule.entries()) {
          await expect(scheduleRows.nth(index).getByTestId('schedule-status')).toHaveText(
            SCHEDULE_ENTRY_STATUS_LABELS.pl[row.status],
          );
          await expect(scheduleRows.nth(index)).toContainText(shownMoney(grosze(row.net), CURRENCY));
        }
        await screenFits('the investment');

        const csvButton = page.getByRole('button', { name: 'Pobierz CSV' });
        await expect(csvButton).toBeVisible();
        const downloading = page.waitForEvent('download');
        await csvButton.click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(new RegExp(`^harmonogram-${investment.productCode}.*\\.csv$`));
        const csv = (await readFile(await download.path())).toString('utf8');
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const [header, ...lines] = csv.slice(1).split('\r\n').filter(Boolean);
        expect(header?.split(';')).toEqual(CSV_HEADER);
        expect(lines.map((line) => line.split(';'))).toEqual(
          investment.schedule.map((row) => [
            String(row.periodNo),
            expect.any(String),
            expect.any(String),
            row.paymentDate,
            expect.any(String),
            expect.any(String),
            typedAmount(grosze(row.net)),
            typedAmount(grosze(row.principal)),
            typedAmount(grosze(row.net) + grosze(row.principal)),
            CURRENCY,
            SCHEDULE_ENTRY_STATUS_LABELS.pl[row.status],
            row.paidAmount === null ? '' : typedAmount(grosze(row.paidAmount)),
            row.paidAt ?? '',
          ]),
        );

        // 4. An offer of theirs accepted from the panel: below the minimum refused with the limit, then a valid amount.
        await openPanelItem(page, 'nav-offers');
        await expect(page).toHaveURL(/\/app\/offers$/);
        await screenFits('the offers');
        const card = page.getByTestId('offer-card').and(page.locator(`[data-status="${journey.offerStatus}"]`));
        await expect(card).toHaveCount(1);
        await card.getByRole('link').click();
        const offer = page.getByTestId('investor-offer');
        await expect(offer).toHaveAttribute('data-status', journey.offerStatus);
        const offerId = new URL(page.url()).pathname.split('/').pop() ?? '';
        await screenFits('the offer');
        if (journey.offerStatus === 'viewed') {
          await page.getByRole('button', { name: 'Jestem zainteresowany' }).click();
          await expect(offer).toHaveAttribute('data-status', 'interested');
        }
        const { product } = await investorApi<{
          product: { currency: Currency; investmentValueMin: string; investmentValueMax: string; investmentValueStep: string };
        }>(page, `/investor-api/offer/${offerId}`);
        const min = grosze(product.investmentValueMin);
        const step = grosze(product.investmentValueStep);
        const valid = min + step <= grosze(product.investmentValueMax) ? min + step : min;

        const acceptForm = page.getByTestId('offer-accept-form');
        const amount = acceptForm.getByLabel('Kwota inwestycji');
        for (const checkbox of await acceptForm.getByRole('checkbox').all()) await checkbox.check();
        await amount.fill(typedAmount(min > step ? min - step : min / 2n));
        const submit = acceptForm.getByRole('button', { name: 'Złóż zapis' });
        await expect(submit).toBeVisible();
        await submit.click();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(acceptForm).toContainText(
          `Nie można zaakceptować oferty: minimalna kwota inwestycji to ${shownMoney(min, product.currency)}`,
        );
        await expect(offer).toHaveAttribute('data-status', 'interested');

        await amount.fill(typedAmount(valid));
        await submit.click();
        await expect(toasts(page)).toContainText(`Oferta zaakceptowana na kwotę ${shownMoney(valid, product.currency)}`);
        await expect(offer).toHaveAttribute('data-status', 'accepted');
        await expect(page.getByTestId('offer-investment-value')).toHaveText(shownMoney(valid, product.currency));

        // 5. The payment confirmation.
        await page
          .getByLabel('Potwierdzenie płatności')
          .setInputFiles({ name: 'potwierdzenie-przelewu.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
        await expect(page.getByRole('list', { name: 'Przesłane pliki' })).toContainText('potwierdzenie-przelewu.pdf');
        await screenFits('the accepted offer');

        // 6. The coordinator records the first payment still open on the investment, from the advisor's offer page; the
        // investor is e-mailed a one-time link to the investment.
        await openPanelItem(page, 'logout-button');
        await expect(page).toHaveURL(/\/$/);
        await logInAsAdvisor(page, COORDINATOR_EMAIL);
        await expect(page).toHaveURL(/\/app$/);
        await screenFits("the coordinator's home");
        await openPanelItem(page, 'nav-investors-network');
        await page.getByRole('searchbox', { name: 'Filtr: E-mail' }).fill(INVESTOR_EMAIL);
        const offerLink = page.locator(`[data-testid="offer-link"][href="/app/investors/offer/${investment.offerId}"]`);
        await expect(offerLink).toHaveCount(1);
        await screenFits("the network's offers");
        await offerLink.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Oferta inwestora' })).toBeVisible();
        const offerPage = page.url();

        const rowIndex = investment.schedule.findIndex((row) => isOpen(row.status));
        const target = investment.schedule[rowIndex]!;
        const full = grosze(target.net) + grosze(target.principal);
        const today = isoDateInTimeZone(new Date());
        const paidText = `Wypłacono ${shownMoney(full, CURRENCY)}, ${shownDate(today)}`;
        const redirectLink = await linkSentBy(page, INVESTOR_EMAIL, '/login-with-redirect-token', async () => {
          await page.goto(offerPage);
          const record = page.getByRole('button', {
            name: `Zapisz płatność za okres ${target.periodNo}, termin ${shownDate(target.paymentDate)}`,
          });
          await expect(record).toBeVisible();
          await screenFits("the advisor's offer page");
          await record.click();
          const dialog = page.getByRole('dialog', { name: `Płatność za okres ${target.periodNo}` });
          await expect(dialog).toContainText(shownMoney(full, CURRENCY));
          await screenFits('the payment dialog');
          await dialog.getByLabel('Status').selectOption('paid');
          await dialog.getByLabel('Wypłacona kwota').fill(typedAmount(full));
          await dialog.getByLabel('Data wypłaty').fill(today);
          await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
          await expect(toasts(page)).toContainText(`Zapisano płatność za okres ${target.periodNo}`);
          await expect(dialog).toBeHidden();
          const recordedRow = page.getByTestId('schedule-table').getByTestId('schedule-row').nth(rowIndex);
          await expect(recordedRow.getByTestId('schedule-status')).toHaveText('Zapłacona');
          await expect(recordedRow.getByTestId('schedule-paid')).toHaveText(paidText);
        });

        // 7. The investor opens the e-mail's link: the investment with the row paid, and "interest paid" grown by it.
        await page.goto(redirectLink);
        await expect(page.getByRole('heading', { name: 'Przejdź do panelu inwestora' })).toBeVisible();
        await screenFits('the redirect link page');
        await page.getByTestId('redirect-token-login-button').click();
        await expect(page).toHaveURL(new RegExp(`/app/investments/${investment.id}$`));
        const paidRow = page.getByTestId('schedule-table').getByTestId('schedule-row').nth(rowIndex);
        await expect(paidRow.getByTestId('schedule-status')).toHaveText('Zapłacona');
        await expect(paidRow.getByTestId('schedule-paid')).toHaveText(paidText);

        await openPanelItem(page, 'nav-home');
        await expect(page).toHaveURL(/\/app$/);
        const after = expectedSummary(await investmentsOf(page), CURRENCY);
        const net = grosze(target.net);
        const paidBefore = target.paidAmount === null ? 0n : grosze(target.paidAmount);
        // The recorded amount pays the row's net interest first (docs/decisions/033).
        expect(after.interestPaid - before.interestPaid).toBe(net - (paidBefore < net ? paidBefore : net));
        await expectSummaryShows(page, after, CURRENCY);
        await screenFits('the summary after the payment');
      } finally {
        await restoreDocuments();
      }
    });
  });
}
