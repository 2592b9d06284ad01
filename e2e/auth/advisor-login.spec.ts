import { expect, test } from '../fixtures.ts';
import {
  DEMO_PASSWORD,
  expectInPanelAs,
  logInAsAdvisor,
  logOut,
  storedItem,
  storedTokenData,
  submitAdvisorCredentials,
  totpCode,
} from './helpers.ts';
import { ADMIN_EMAIL, apiAccessToken, createActiveAdvisor, uniqueSuffix } from '../advisors/helpers.ts';

// Issue 3, browser tests of the advisor login (spec section 4, login flow). doradca@emisja.test keeps its password and no
// 2FA; the 2FA tests enrol advisors they create themselves, so no demo account ever meets a code step in another test.

test.describe('advisor login', () => {
  test('an advisor logs in with e-mail and password on /doradcy and lands in the panel', async ({ page }) => {
    await page.goto('/doradcy');
    await submitAdvisorCredentials(page, 'doradca@emisja.test', 'Zle-haslo1!');
    await expect(page.getByTestId('form-error')).toHaveText('Niepoprawny login i/lub hasło');

    await submitAdvisorCredentials(page, 'doradca@emisja.test', DEMO_PASSWORD);

    await expectInPanelAs(page, 'Piotr Kowalski');
    await expect(page.getByTestId('app-user-role')).toHaveText('Doradca');
    const token = await storedTokenData(page);
    expect(token).toMatchObject({ context_type: 'advisor-panel', username: 'doradca@emisja.test' });
    expect(await storedItem(page, 'refreshToken')).toBeTruthy();
  });

  test('logout returns to the landing page, ends the session on the server and /app is closed afterwards', async ({ page }) => {
    await logInAsAdvisor(page, 'doradca@emisja.test');
    await expectInPanelAs(page, 'Piotr Kowalski');
    const accessToken = await storedItem(page, 'apiKey');

    await logOut(page);

    expect(await storedItem(page, 'apiKey')).toBeNull();
    expect(await storedItem(page, 'refreshToken')).toBeNull();
    // The server has ended the session: the old access token no longer works.
    await expect
      .poll(async () =>
        (await page.request.get('/api/auth/data', { headers: { authorization: `Bearer ${accessToken}` } })).status(),
      )
      .toBe(401);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-headline')).toBeVisible();
  });

  test('an advisor enrols TOTP in the profile, then logs in with the code of the authenticator app', async ({ page }) => {
    const advisor = await createActiveAdvisor(page, await apiAccessToken(page.request, ADMIN_EMAIL), `Totp${uniqueSuffix()}`);
    const name = `${advisor.firstName} ${advisor.surname}`;
    await logInAsAdvisor(page, advisor.email, advisor.password);
    await expectInPanelAs(page, name);

    await page.getByTestId('nav-profile').click();
    await expect(page.getByTestId('two-factor-status')).toContainText('Wyłączona');
    await page.getByTestId('two-factor-enable').click();
    await expect(page.getByTestId('two-factor-qr-code')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    const confirmForm = page.getByTestId('two-factor-confirm-form');
    await confirmForm.getByLabel('Kod weryfikacyjny').fill(await totpCode(secret));
    await confirmForm.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await expect(page.getByTestId('two-factor-notice')).toHaveText('Weryfikacja dwuetapowa jest włączona.');
    await expect(page.getByTestId('two-factor-status')).toContainText('Włączona');

    await logOut(page);
    await logInAsAdvisor(page, advisor.email, advisor.password);
    const codeForm = page.getByTestId('two-factor-form');
    await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
    expect(await storedItem(page, 'apiKey')).toBeNull();
    // The code of the confirmation cannot be replayed; the app's next code (one 30-second step on, within the server's
    // tolerance of one step) is what a user would type next.
    await codeForm.getByLabel('Kod weryfikacyjny').fill(await totpCode(secret, 30));
    await codeForm.getByRole('button', { name: 'Potwierdź' }).click();

    await expectInPanelAs(page, name);
  });

  test('"remember this device" skips the code on the next login of the same e-mail', async ({ page }) => {
    const advisor = await createActiveAdvisor(page, await apiAccessToken(page.request, ADMIN_EMAIL), `Remember${uniqueSuffix()}`);
    const name = `${advisor.firstName} ${advisor.surname}`;
    await logInAsAdvisor(page, advisor.email, advisor.password);
    await expectInPanelAs(page, name);
    await page.getByTestId('nav-profile').click();
    await page.getByTestId('two-factor-enable').click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    await page
      .getByTestId('two-factor-confirm-form')
      .getByLabel('Kod weryfikacyjny')
      .fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await expect(page.getByTestId('two-factor-status')).toContainText('Włączona');
    await logOut(page);

    await logInAsAdvisor(page, advisor.email, advisor.password);
    const codeForm = page.getByTestId('two-factor-form');
    await codeForm.getByLabel('Kod weryfikacyjny').fill(await totpCode(secret, 30));
    await codeForm.getByLabel('Zapamiętaj to urządzenie na 30 dni').check();
    await codeForm.getByRole('button', { name: 'Potwierdź' }).click();
    await expectInPanelAs(page, name);

    const cookie = (await page.context().cookies()).find(
      (item) => item.name === `remember2fa_${encodeURIComponent(advisor.email)}`,
    );
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
    await logOut(page);

    await logInAsAdvisor(page, advisor.email, advisor.password);
    await expectInPanelAs(page, name);
    await expect(page.getByTestId('two-factor-form')).toHaveCount(0);
  });

  test('the access token is refreshed without the user noticing', async ({ page }) => {
    // The e2e server issues access tokens for 305 s (playwright.config.ts): with the 5-minute margin of spec section 4 a
    // token counts as expiring 5 s after it is issued, so the refresh that normally comes after 10 minutes comes here after 5 s.
    await logInAsAdvisor(page, 'doradca@emisja.test');
    await expectInPanelAs(page, 'Piotr Kowalski');

    for (let round = 1; round <= 2; round++) {
      const accessToken = await storedItem(page, 'apiKey');
      const refreshToken = await storedItem(page, 'refreshToken');
      const { exp } = await storedTokenData(page);
      const expiringIn = exp * 1000 - 5 * 60 * 1000 - Date.now();
      expect(expiringIn, 'the e2e access tokens must leave a few seconds before they count as expiring').toBeLessThan(10_000);
      // Wait for the moment the token counts as expiring (a state of the clock, not a fixed pause).
      const expiringAt = exp * 1000 - 5 * 60 * 1000 + 500;
      await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(expiringAt);

      // The user keeps using the app: the page loads its data again.
      await page.reload();

      await expectInPanelAs(page, 'Piotr Kowalski');
      await expect.poll(() => storedItem(page, 'apiKey')).not.toBe(accessToken);
      expect(await storedItem(page, 'refreshToken')).not.toBe(refreshToken);
      // The guard flag was cleared by the next call with the fresh token.
      await expect.poll(() => storedItem(page, 'interceptor')).toBeNull();
    }
    await page.getByTestId('nav-profile').click();
    await expect(page.getByTestId('change-password-form')).toBeVisible();
  });
  test('a reload that cuts off a refresh on its way keeps the session (the reuse grace, decision 067)', async ({ page }) => {
    await logInAsAdvisor(page, 'doradca@emisja.test');
    await expectInPanelAs(page, 'Piotr Kowalski');
    const refreshToken = await storedItem(page, 'refreshToken');

    // The first refresh reaches the server, which rotates the token, but its answer never reaches the page, as when the
    // user reloads while it is on the way.
    const lostAnswers: unknown[] = [];
    await page.route('**/auth/refresh-token', async (route) => {
      if (lostAnswers.length > 0) return route.continue();
      const response = await route.fetch();
      lostAnswers.push(await response.json());
      return route.abort('connectionreset');
    });
    const { exp } = await storedTokenData(page);
    await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(exp * 1000 - 5 * 60 * 1000 + 500);
    await page.reload();
    await expect.poll(() => lostAnswers.length).toBe(1);
    expect(lostAnswers[0]).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(await storedItem(page, 'refreshToken')).toBe(refreshToken);

    // The page still holds the rotated token: the server takes it back within the grace instead of ending the session.
    await page.reload();
    await expectInPanelAs(page, 'Piotr Kowalski');
    await expect.poll(() => storedItem(page, 'refreshToken')).not.toBe(refreshToken);
    expect(await storedItem(page, 'refreshToken')).not.toBe((lostAnswers[0] as { refreshToken: string }).refreshToken);
  });
});
