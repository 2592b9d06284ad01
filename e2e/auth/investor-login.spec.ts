import { expect, test } from '../fixtures.ts';
import {
  confirmInvestorLogin,
  expectInPanelAs,
  requestInvestorLoginLink,
  storedTokenData,
  TOKEN_INACTIVE_PL,
} from './helpers.ts';

// Issue 3, browser tests of the investor login by a one-time e-mail link (spec section 1, product-decisions section 5).

test.describe('investor login', () => {
  test('an investor requests a link on /investor-login, opens it from /dev/mailbox, confirms with the button and lands in /app', async ({
    page,
  }) => {
    const link = await requestInvestorLoginLink(page);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/confirm-login\?token=[\w-]+$/);

    await page.goto(link);
    // Opening the link spends nothing (mail scanners open links too): a button does.
    await expect(page.getByRole('heading', { name: 'Potwierdź logowanie' })).toBeVisible();
    await page.getByTestId('confirm-login-button').click();

    await expectInPanelAs(page, 'Tomasz Baran');
    await expect(page.getByTestId('app-user-role')).toHaveText('Inwestor');
    expect(await storedTokenData(page)).toMatchObject({ context_type: 'investor-panel', username: 'inwestor@emisja.test' });
  });

  test("a used login link and one replaced by a newer link are refused with 'Token nie jest już aktywny'", async ({ page }) => {
    const replaced = await requestInvestorLoginLink(page);
    const newest = await requestInvestorLoginLink(page);
    expect(newest).not.toBe(replaced);

    await confirmInvestorLogin(page, replaced);
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);

    await confirmInvestorLogin(page, newest);
    await expectInPanelAs(page, 'Tomasz Baran');

    // The same link a second time (the page of a link opens while logged in).
    await confirmInvestorLogin(page, newest);
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);
  });

  test("an investor typing /app/advisors is sent to /app and told 'Brak dostępu'", async ({ page }) => {
    await confirmInvestorLogin(page, await requestInvestorLoginLink(page));
    await expectInPanelAs(page, 'Tomasz Baran');

    await page.goto('/app/advisors');

    await expect(page).toHaveURL(/\/app$/);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Brak dostępu' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Błąd');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(page.getByTestId('app-user-name')).toBeVisible();
  });
});
