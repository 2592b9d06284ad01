import { DEMO_PASSWORD, expectInPanelAs, logInAsAdvisor } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, advisorRows, openAdvisorsList } from '../advisors/helpers.ts';

// Issue 15, browser test: the admin opens an advisor's panel as that advisor (product-decisions section 11), sees the banner
// of spec section 1, is refused the password change with the catalogue's message, ends the impersonation and is back in
// their own panel, where the audit trail shows the start and the end.

const ADVISOR_EMAIL = 'doradca@emisja.test';

test.describe('impersonation', () => {
  test('the admin views an advisor’s panel, cannot change the password there, ends it and finds both in the audit trail', async ({
    page,
  }) => {
    await logInAsAdvisor(page, ADMIN_EMAIL);
    await expectInPanelAs(page, 'Barbara Sadowska');
    const adminToken = await page.evaluate(() => window.localStorage.getItem('apiKey'));

    await openAdvisorsList(page);
    await page.getByRole('searchbox', { name: 'Filtr: E-mail' }).fill(ADVISOR_EMAIL);
    // The filter reaches the address a moment after typing: a click before it would be undone by that navigation.
    await expect(page).toHaveURL(/filters(%5B|\[)email(%5D|\])/);
    await expect(advisorRows(page)).toHaveCount(1);
    await advisorRows(page).filter({ hasText: ADVISOR_EMAIL }).getByTestId('advisor-edit').click();
    await expect(page).toHaveURL(/\/app\/advisors\/[0-9a-f-]{36}$/);
    await page.getByTestId('impersonate-button').click();

    // The advisor's own panel, under the banner, on every page.
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toHaveText(/Przeglądasz konto użytkownika doradca@emisja\.test jako admin@emisja\.test/);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('panel-user')).not.toHaveText(/Sadowska/);
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();

    await page.getByTestId('nav-profile').click();
    await expect(banner).toBeVisible();
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Obecne hasło').fill(DEMO_PASSWORD);
    await form.getByLabel('Nowe hasło').fill('Przejete#2026');
    await form.getByLabel('Powtórz hasło').fill('Przejete#2026');
    await form.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(form.getByTestId('form-error')).toHaveText(
      'Ta operacja nie jest możliwa podczas przeglądania konta innego użytkownika',
    );
    await expect(form.getByTestId('change-password-success')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Zakończ przeglądanie konta użytkownika doradca@emisja.test' }).click();
    await expectInPanelAs(page, 'Barbara Sadowska');
    await expect(banner).toHaveCount(0);
    // The admin's own session is back: their token, or its silent refresh (the suite's tokens count as expiring after 5 s),
    // which keeps the user and the session id and carries no impersonator.
    const sessionOf = (token: string | null) => {
      const claims = JSON.parse(Buffer.from((token ?? '..').split('.')[1] ?? '', 'base64url').toString() || '{}') as {
        sub?: string;
        sid?: string;
        impersonator?: string;
      };
      return { sub: claims.sub, sid: claims.sid, impersonator: claims.impersonator };
    };
    expect(sessionOf(adminToken).sid).toBeTruthy();
    await expect
      .poll(async () => sessionOf(await page.evaluate(() => window.localStorage.getItem('apiKey'))))
      .toEqual(sessionOf(adminToken));

    // The audit trail, from the Administration menu.
    await page.getByTestId('nav-admin-button').click();
    await page.getByTestId('nav-admin-audit').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dziennik zdarzeń' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filtr: Operacja' }).fill('impersonation-');
    const actionsShown = page.getByTestId('data-table-row').getByTestId('audit-action');
    await expect(actionsShown).toHaveText(['impersonation-ended', 'impersonation-started']);
    await expect(page).toHaveURL(/filters%5Baction%5D%5Bvalue%5D=impersonation-|filters\[action\]\[value\]=impersonation-/);

    // The refused password change was recorded under both users.
    await page.getByRole('searchbox', { name: 'Filtr: Operacja' }).fill('impersonated-request');
    const refused = page.getByTestId('data-table-row').filter({ hasText: 'jako admin@emisja.test' }).first();
    await expect(refused.getByTestId('audit-actor')).toContainText(ADVISOR_EMAIL);

    // The advisor's password is unchanged: they still log in with it.
    await page.getByTestId('logout-button').click();
    await logInAsAdvisor(page, ADVISOR_EMAIL);
    await expect(page).toHaveURL(/\/app$/);
  });
});
