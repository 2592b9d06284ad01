import { expect, test } from '../fixtures.ts';
import {
  confirmInvestorLogin,
  expectOnInvestorOnboarding,
  requestInvestorLoginLink,
  storedTokenData,
  TOKEN_INACTIVE_PL,
} from './helpers.ts';

// Issue 3, browser tests of the investor login by a one-time e-mail link (spec section 1, product-decisions section 5). Since
// issue 13 the demo investor's first page in the panel is /onboarding (the landing page's documents to accept); the journey
// through the panel itself is e2e/investor-panel/investor-journey.spec.ts.

test.describe('investor login', () => {
  test('an investor requests a link on /investor-login, opens it from /dev/mailbox, confirms with the button and lands in the panel (/onboarding first)', async ({
    page,
  }) => {
    const link = await requestInvestorLoginLink(page);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/confirm-login\?token=[\w-]+$/);

    await page.goto(link);
    // Opening the link spends nothing (mail scanners open links too): a button does.
    await expect(page.getByRole('heading', { name: 'Potwierdź logowanie' })).toBeVisible();
    await page.getByTestId('confirm-login-button').click();

    await expectOnInvestorOnboarding(page);
    expect(await storedTokenData(page)).toMatchObject({ context_type: 'investor-panel', username: 'inwestor@emisja.test' });
    // /app leads back to /onboarding until the documents are accepted.
    await page.goto('/app');
    await expectOnInvestorOnboarding(page);
  });

  test("a used login link and one replaced by a newer link are refused with 'Token nie jest już aktywny'", async ({ page }) => {
    const replaced = await requestInvestorLoginLink(page);
    const newest = await requestInvestorLoginLink(page);
    expect(newest).not.toBe(replaced);

    await confirmInvestorLogin(page, replaced);
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);
    // The refused link's screen leads to the form that sends a new one (docs/decisions/065).
    await page.getByRole('link', { name: 'Poproś o nowy link logowania' }).click();
    await expect(page).toHaveURL(/\/investor-login$/);

    await confirmInvestorLogin(page, newest);
    await expectOnInvestorOnboarding(page);

    // The same link a second time (the page of a link opens while logged in).
    await confirmInvestorLogin(page, newest);
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);
  });

  test("an investor typing /app/advisors is told 'Brak dostępu' and stays in the investor panel", async ({ page }) => {
    await confirmInvestorLogin(page, await requestInvestorLoginLink(page));
    await expectOnInvestorOnboarding(page);

    await page.goto('/app/advisors');

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Brak dostępu' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Błąd');
    await expect(toast).toHaveAttribute('data-type', 'error');
    // Sent to /app, which leads the investor on to the documents still to accept: never the advisors' page.
    await expectOnInvestorOnboarding(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Doradcy' })).toHaveCount(0);
  });
});
