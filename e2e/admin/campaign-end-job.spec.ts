import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, apiAccessToken, toasts, uniqueSuffix } from '../advisors/helpers.ts';
import { expectInPanelAs, logInAsAdvisor } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';

// Issue 15, browser test: an ended campaign's open offers become archived after the job runs (docs/decisions/045, 048). The
// test makes its own campaign (no other spec relies on it), an advisor invites an investor to it, the admin ends it in the
// back office (end date yesterday), runs the campaign-end job from the campaign list, and the offer reads "Zarchiwizowana"
// with "Kampania zakończona" in its history.

const ADVISOR_EMAIL = 'doradca@emisja.test';

/** A day `days` from today in the business time zone, `yyyy-mm-dd`. */
function warsawDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(Date.now() + days * 24 * 60 * 60 * 1000);
}

async function createRunningCampaign(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiAccessToken(request, ADMIN_EMAIL);
  const response = await request.post('/api/advisor/campaign', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'debt',
      currency: 'PLN',
      translations: [{ language: 'pl', name, shortDescription: 'Kampania testu zadania.', description: 'Opis kampanii.' }],
      issuerName: 'Emitent Testowy S.A.',
      startDate: warsawDay(-10),
      endDate: warsawDay(30),
      targetAmount: '100000.00',
      debt: {
        interestType: 'Fixed',
        interestRate: '8',
        paymentFrequency: 'Quarterly',
        duration: { value: 12, unit: 'month' },
        taxRate: '19',
      },
      equity: null,
      products: [
        {
          code: 'END-A',
          currency: 'PLN',
          investmentValueMin: '1000.00',
          investmentValueMax: '50000.00',
          investmentValueStep: '1000.00',
          nominalValue: '1000.00',
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function inviteInvestor(request: APIRequestContext, campaignId: string, investorEmail: string): Promise<string> {
  const token = await apiAccessToken(request, ADVISOR_EMAIL);
  const headers = { authorization: `Bearer ${token}` };
  const campaigns = (await (await request.get('/api/advisor/campaigns', { headers })).json()) as {
    id: string;
    products: { id: string }[];
  }[];
  const campaign = campaigns.find((candidate) => candidate.id === campaignId);
  const networks = (await (await request.get('/api/advisor/network', { headers })).json()) as { id: string; name: string }[];
  const north = networks.find((network) => network.name === 'Północ');
  const invited = await request.post(`/api/advisor/campaign/${campaignId}/product/${campaign!.products[0]!.id}/invite-investor`, {
    headers,
    data: { investorEmail, message: 'Dzień dobry, zapraszam do oferty obligacji.', networkId: north!.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return ((await invited.json()) as { offer: { id: string } }).offer.id;
}

test("an ended campaign's open offers become archived after the job runs", async ({ page }) => {
  test.setTimeout(90_000);
  const campaignName = `Obligacje Koniec ${uniqueSuffix()}`;
  const campaignId = await createRunningCampaign(page.request, campaignName);
  const offerId = await inviteInvestor(page.request, campaignId, `koniec-${uniqueSuffix()}@example.com`);

  // The admin ends the campaign in the back office: its subscriptions closed yesterday.
  await logInAsAdvisor(page, ADMIN_EMAIL);
  await expectInPanelAs(page, 'Barbara Sadowska');
  await page.getByTestId('nav-admin-button').click();
  await page.getByTestId('nav-admin-campaigns').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanie' })).toBeVisible();
  const row = page.getByTestId('admin-campaign-row').filter({ hasText: campaignName });
  await expect(row.getByTestId('campaign-state')).toHaveText('Trwa');
  await row.getByTestId('admin-campaign-link').click();
  const form = page.getByRole('form', { name: 'Kampania' });
  await form.getByLabel('Zapisy do', { exact: true }).fill(warsawDay(-1));
  await form.getByRole('button', { name: 'Zapisz kampanię' }).click();
  await expect(toasts(page)).toContainText('Kampania została zapisana');

  await page.getByTestId('nav-admin-button').click();
  await page.getByTestId('nav-admin-campaigns').click();
  await expect(row.getByTestId('campaign-state')).toHaveText('Zakończona');

  // The offer is still open until the job runs.
  await page.goto(`/app/investors/offer/${offerId}`);
  await expect(page.getByTestId('offer-status')).toHaveText('Zaproszenie');

  await page.getByTestId('nav-admin-button').click();
  await page.getByTestId('nav-admin-campaigns').click();
  await page.getByRole('button', { name: 'Uruchom zakończenie kampanii' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uruchomić teraz zadanie zakończenia kampanii?' });
  await dialog.getByRole('button', { name: 'Uruchom' }).click();
  await expect(toasts(page)).toContainText(/Zarchiwizowane oferty: [1-9]\d*, zakończone inwestycje: \d+/);
  await expect(dialog).toHaveCount(0);

  await page.goto(`/app/investors/offer/${offerId}`);
  await expect(page.getByTestId('offer-status')).toHaveText('Zarchiwizowana');
  const archived = page.getByTestId('offer-history-row').filter({ hasText: 'Kampania zakończona' });
  await expect(archived).toHaveCount(1);
  await expect(archived).toContainText('Zaproszenie');
  await expect(archived).toContainText('Zarchiwizowana');
  await expect(archived).toContainText('System');
});
