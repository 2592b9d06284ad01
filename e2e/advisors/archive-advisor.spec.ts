import { expectInPanelAs, logInAsAdvisor, logOut, submitAdvisorCredentials } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import {
  ADMIN_EMAIL,
  advisorRows,
  apiAccessToken,
  createActiveAdvisor,
  openAdvisorsList,
  toasts,
  toggleMultiSelectFilter,
  uniqueSuffix,
} from './helpers.ts';

// Issue 4, browser test: archiving (spec section 4) takes the advisor out of the active list, keeps them under the archived
// status and blocks their login. The archived advisor is created by the test, so the demo accounts stay as they are.

test.describe('archiving an advisor', () => {
  test('an admin archives an active advisor: gone from the active filter, shown as archived, login refused', async ({ page }) => {
    const advisor = await createActiveAdvisor(
      page,
      await apiAccessToken(page.request, ADMIN_EMAIL),
      `Archiwalna${uniqueSuffix()}`,
    );
    const name = `${advisor.firstName} ${advisor.surname}`;

    await logInAsAdvisor(page, ADMIN_EMAIL);
    await expectInPanelAs(page, 'Barbara Sadowska');
    await openAdvisorsList(page);
    await toggleMultiSelectFilter(page, 'Status', 'Aktywny');
    await expect(page.getByRole('button', { name: 'Filtr: Status: Aktywny' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filtr: Nazwisko' }).fill(advisor.surname);
    // The search has reached the URL (its list is asked for) before the archive: a list still on its way could come back
    // after the archive with the advisor still active.
    await expect(page).toHaveURL((url) => url.searchParams.get('filters[surname][value]') === advisor.surname);
    const row = advisorRows(page).filter({ hasText: advisor.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('advisor-status')).toHaveText('Aktywny');

    await page
      .getByRole('group', { name: `Akcje: ${name}` })
      .getByRole('button', { name: 'Archiwizuj' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Zarchiwizować doradcę ${name}?` });
    await expect(dialog).toContainText('Doradca nie będzie mógł się zalogować.');
    await dialog.getByRole('button', { name: 'Archiwizuj' }).click();

    await expect(toasts(page).getByText(`Zarchiwizowano doradcę ${name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('data-table-empty')).toContainText('Nic nie pasuje do filtrów');

    await toggleMultiSelectFilter(page, 'Status', 'Aktywny', false);
    await toggleMultiSelectFilter(page, 'Status', 'Zarchiwizowany');
    await expect(page.getByRole('button', { name: 'Filtr: Status: Zarchiwizowany' })).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('advisor-status')).toHaveText('Zarchiwizowany');
    // Archived advisors cannot be archived again.
    await expect(page.getByRole('group', { name: `Akcje: ${name}` }).getByRole('button', { name: 'Archiwizuj' })).toHaveCount(0);

    await logOut(page);
    await page.goto('/doradcy');
    await submitAdvisorCredentials(page, advisor.email, advisor.password);
    await expect(page.getByTestId('form-error')).toHaveText('Twoje konto nie jest aktywne');
    await expect(page).toHaveURL(/\/doradcy$/);
  });
});
