import { expectInPanelAs, logInAsAdvisor } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { COORDINATOR_EMAIL, NORTH_NETWORK, openAdvisorsList, shownSurnames, toggleMultiSelectFilter } from './helpers.ts';

// Issue 4, browser test: the advisors list keeps its filters and sorting in the URL (spec section 2), so a reload shows the
// same rows in the same order with the same filter controls. Demo advisors of the North network whose surname contains
// "ski": Kowalski, Zieliński, Dąbrowski (Kamiński is in the South network).

test.describe('advisors list', () => {
  test('filtering by surname and network and sorting change the URL and survive a reload', async ({ page }) => {
    await logInAsAdvisor(page, COORDINATOR_EMAIL);
    await expectInPanelAs(page, 'Krzysztof Mazur');
    await openAdvisorsList(page);
    const table = page.getByTestId('data-table-advisors');
    const surnameFilter = page.getByRole('searchbox', { name: 'Filtr: Nazwisko' });
    const surnameHeader = table.getByRole('columnheader', { name: /Nazwisko/ });
    // The server's default order: by surname, ascending.
    await expect(surnameHeader).toHaveAttribute('aria-sort', 'ascending');

    await surnameFilter.fill('ski');
    await expect(page).toHaveURL((url) => url.searchParams.get('filters[surname][value]') === 'ski');
    await expect.poll(() => shownSurnames(page)).toEqual(['Dąbrowski', 'Kamiński', 'Kowalski', 'Zieliński']);

    await toggleMultiSelectFilter(page, 'Sieci', NORTH_NETWORK);
    await expect(page).toHaveURL((url) => url.searchParams.get('filters[brokerNetworkIds][operator]') === 'contain');
    await expect.poll(() => shownSurnames(page)).toEqual(['Dąbrowski', 'Kowalski', 'Zieliński']);

    await table.getByTestId('data-table-sort-surname').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'surname' && url.searchParams.get('order') === 'desc');
    await expect(surnameHeader).toHaveAttribute('aria-sort', 'descending');
    const expected = ['Zieliński', 'Kowalski', 'Dąbrowski'];
    await expect.poll(() => shownSurnames(page)).toEqual(expected);

    const url = page.url();
    const params = new URL(url).searchParams;
    expect(params.get('filters[surname][value]')).toBe('ski');
    expect(params.get('filters[surname][operator]')).toBe('like');

    await page.reload();

    expect(page.url()).toBe(url);
    await expect(surnameFilter).toHaveValue('ski');
    await expect(page.getByRole('button', { name: `Filtr: Sieci: ${NORTH_NETWORK}` })).toBeVisible();
    await expect(surnameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => shownSurnames(page)).toEqual(expected);

    // Sorting by another column changes the order and the URL, and survives a reload as well.
    await table.getByTestId('data-table-sort-firstName').click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === 'firstName' && url.searchParams.get('order') !== 'desc',
    );
    await expect.poll(() => shownSurnames(page)).toEqual(['Zieliński', 'Dąbrowski', 'Kowalski']);
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /Imię/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => shownSurnames(page)).toEqual(['Zieliński', 'Dąbrowski', 'Kowalski']);
  });
});
