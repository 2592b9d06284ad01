import { expectInPanelAs, linkSentBy, logInAsAdvisor, logOut, submitAdvisorCredentials } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import {
  ACTIVATION_PATH,
  COORDINATOR_EMAIL,
  NEW_ADVISOR_PASSWORD,
  NORTH_NETWORK,
  openAdvisorsList,
  toasts,
  uniqueSuffix,
} from './helpers.ts';

// Issue 4, browser test: a coordinator adds an advisor, the activation e-mail reaches the mailbox, the new advisor sets a
// password from the link and logs in (spec sections 3 and 4, product-decisions section 5).

test.describe('adding an advisor', () => {
  test('a coordinator adds an advisor, who activates the account from the e-mail and logs in on /doradcy', async ({ page }) => {
    const surname = `Nowacka${uniqueSuffix()}`;
    const email = `e2e-${surname.toLowerCase()}@example.com`;
    const name = `Zofia ${surname}`;

    const link = await linkSentBy(page, email, ACTIVATION_PATH, async () => {
      await logInAsAdvisor(page, COORDINATOR_EMAIL);
      await expectInPanelAs(page, 'Krzysztof Mazur');
      await openAdvisorsList(page);
      await page.getByRole('link', { name: 'Dodaj doradcę' }).click();
      await expect(page).toHaveURL(/\/app\/advisors\/new$/);

      const form = page.getByRole('form', { name: 'Dane doradcy' });
      await form.getByLabel('Imię', { exact: true }).fill('Zofia');
      await form.getByLabel('Nazwisko', { exact: true }).fill(surname);
      await form.getByLabel('E-mail', { exact: true }).fill(email);
      await form
        .getByRole('group', { name: 'Sieci', exact: true })
        .getByRole('checkbox', { name: NORTH_NETWORK, exact: true })
        .check();
      await form.getByRole('button', { name: 'Zapisz' }).click();

      await expect(toasts(page).getByText('Dodano doradcę. Wysłaliśmy mu e-mail aktywacyjny.')).toBeVisible();
      // Back on the list, where the new advisor awaits activation.
      await expect(page).toHaveURL(/\/app\/advisors(\?|$)/);
      await page.getByRole('searchbox', { name: 'Filtr: Nazwisko' }).fill(surname);
      const row = page.getByTestId('data-table-row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('advisor-status')).toHaveText('Nowy');
      await expect(row.getByTestId('advisor-networks')).toHaveText(NORTH_NETWORK);
      await logOut(page);
    });

    await page.goto(link);
    await expect(page.getByTestId('activation-email')).toHaveText(`Ustaw hasło do konta ${email}.`);
    const activation = page.getByTestId('activate-account-form');
    await activation.getByLabel('Nowe hasło').fill(NEW_ADVISOR_PASSWORD);
    await activation.getByLabel('Powtórz hasło').fill(NEW_ADVISOR_PASSWORD);
    await activation.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expectInPanelAs(page, name);

    // A fresh login with the new password on the advisors' landing page.
    await logOut(page);
    await page.goto('/doradcy');
    await submitAdvisorCredentials(page, email, NEW_ADVISOR_PASSWORD);
    await expectInPanelAs(page, name);
    await expect(page.getByTestId('app-user-role')).toHaveText('Doradca');
  });
});
