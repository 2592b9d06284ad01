import { expect, test } from '../fixtures.ts';
import { DEMO_PASSWORD, expectInPanelAs, linkSentBy, logOut, submitAdvisorCredentials, TOKEN_INACTIVE_PL } from './helpers.ts';

// Issue 3, browser tests of the activation and password reset links (product-decisions section 5). Each test uses an
// account of the demo data no other test needs.

const NEW_PASSWORD = 'Nowe#Haslo2026';

test.describe('e-mail links', () => {
  test('an advisor activates the account from the e-mail link, and the used link is refused afterwards', async ({ page }) => {
    // An advisor of the demo data awaiting activation (status 'initial', no password).
    const email = 'pawel.dabrowski@emisja.test';
    const link = await linkSentBy(page, email, '/auth/activate-from-email/', async () => {
      const response = await page.request.post('/auth/activate/send-token', { data: { email } });
      expect(response.status()).toBe(202);
    });

    await page.goto(link);
    await expect(page.getByTestId('activation-email')).toHaveText(`Ustaw hasło do konta ${email}.`);
    const form = page.getByTestId('activate-account-form');
    await form.getByLabel('Nowe hasło').fill('slabe');
    await form.getByLabel('Powtórz hasło').fill('inne');
    await form.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expect(form.getByTestId('field-error').first()).toContainText('Hasło jest za słabe');

    await form.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
    await form.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expectInPanelAs(page, 'Paweł Dąbrowski');

    await logOut(page);
    await page.goto(link);
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);
  });

  test('a password reset from the e-mail link refuses the old password, and the used link is refused afterwards', async ({
    page,
  }) => {
    const email = 'marek.zielinski@emisja.test';
    await page.goto('/doradcy');
    await page.getByTestId('forgot-password-link').click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    const link = await linkSentBy(page, email, '/auth/reset-password/', async () => {
      await page.goto('/auth/reset-password');
      await page.getByLabel('Adres e-mail').fill(email);
      await page.getByRole('button', { name: 'Wyślij link' }).click();
      await expect(page.getByTestId('reset-password-sent')).toContainText(email);
    });

    await page.goto(link);
    const form = page.getByTestId('reset-password-form');
    await form.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
    await form.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Zapisz hasło' }).click();
    await expect(page.getByTestId('reset-password-done')).toContainText('Hasło zostało zmienione');

    // The login form follows with the e-mail filled in: the old password is refused, the new one works.
    await expect(page.getByTestId('advisor-login-form').getByLabel('Adres e-mail')).toHaveValue(email);
    await submitAdvisorCredentials(page, email, DEMO_PASSWORD);
    await expect(page.getByTestId('form-error')).toHaveText('Niepoprawny login i/lub hasło');
    await submitAdvisorCredentials(page, email, NEW_PASSWORD);
    await expectInPanelAs(page, 'Marek Zieliński');

    await logOut(page);
    await page.goto(link);
    await form.getByLabel('Nowe hasło').fill('Jeszcze#Inne1');
    await form.getByLabel('Powtórz hasło').fill('Jeszcze#Inne1');
    await form.getByRole('button', { name: 'Zapisz hasło' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(TOKEN_INACTIVE_PL);
  });
});
