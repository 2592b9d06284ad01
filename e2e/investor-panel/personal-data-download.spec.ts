import { readFile } from 'node:fs/promises';
import { confirmInvestorLogin, INVESTOR_EMAIL, requestInvestorLoginLink } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';

// Issue 17 item 8 (docs/decisions/049): the demo investor downloads everything the platform holds about them from "Moje dane",
// as a PDF and as JSON, through the browser's download.

test('the investor downloads their data from "Moje dane" as a PDF and as JSON', async ({ page }) => {
  await confirmInvestorLogin(page, await requestInvestorLoginLink(page));
  await expect(page).toHaveURL(/\/(app|onboarding)$/);
  // On a fresh database the demo investor first accepts the onboarding documents; later runs find them accepted.
  if (page.url().endsWith('/onboarding')) {
    const onboarding = page.getByTestId('onboarding-form');
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
