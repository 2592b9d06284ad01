import { readFile } from 'node:fs/promises';
import { confirmInvestorLogin, INVESTOR_EMAIL, requestInvestorLoginLink } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';

// Issue 17 item 8 (docs/decisions/049): the demo investor downloads everything the platform holds about them from "Moje dane",
// as a PDF and as JSON, through the browser's download.

test('the investor downloads their data from "Moje dane" as a PDF and as JSON', async ({ page }) => {
  const loginLink = await requestInvestorLoginLink(page);
  // The panel shows before its onboarding check answers and then leads to /onboarding when documents are still to accept:
  // read the check's own answer instead of the URL of the moment.
  const onboardingCheck = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/investor-api/onboarding' && response.request().method() === 'GET',
  );
  await confirmInvestorLogin(page, loginLink);
  const onboardingState = (await (await onboardingCheck).json()) as { isComplete: boolean };
  // Whether the demo investor still has documents to accept depends on what ran before on the database.
  if (!onboardingState.isComplete) {
    await expect(page).toHaveURL(/\/onboarding$/);
    const onboarding = page.getByTestId('onboarding-form');
    await expect(onboarding).toBeVisible();
    for (const consent of await onboarding.getByRole('checkbox').all()) await consent.check();
    await onboarding.getByRole('button', { name: 'Dalej' }).click();
    await expect(page).toHaveURL(/\/app$/);
  }
  await page.goto('/app/my-data');
  const section = page.getByTestId('my-data-download');
  await expect(section.getByRole('heading', { name: 'Pobierz moje dane' })).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Pobierz moje dane (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const jsonDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Pobierz moje dane (JSON)' }).click();
  const json = await jsonDownload;
  const data = JSON.parse((await readFile(await json.path())).toString('utf8')) as {
    user: { email: string };
    investments: unknown[];
    offers: unknown[];
  };
  expect(data.user.email).toBe(INVESTOR_EMAIL);
  expect(data.investments.length).toBeGreaterThan(0);
  expect(data.offers.length).toBeGreaterThan(0);
});
