import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { changeLanguage, i18n } from '@/lib/i18n';
import { OFFER_LIST_DEFAULT_SORT, OFFER_LIST_VIEWS } from '../lib/offer-list';
import { useOfferColumns } from './offer-columns';
import { OfferFilters } from './offer-filters';

// The kanban's filter bar (issue 18; docs/decisions/041): the default columns' filters in view, the others behind "More
// filters", and date filters typed in the interface's locale (dd.mm.rrrr in Polish, dd/mm/yyyy in English), kept in the URL
// as ISO days. The table's header filters are the same controls (components/ui/data-table/filters.tsx).

function Harness() {
  const list = useListUrlState({ defaultSort: OFFER_LIST_DEFAULT_SORT, views: OFFER_LIST_VIEWS, defaultView: 'kanban' });
  const columns = useOfferColumns({ variant: 'own', networks: [] });
  const { search } = useLocation();
  return (
    <>
      <OfferFilters columns={columns} list={list} />
      <output data-testid="search">{decodeURIComponent(search)}</output>
    </>
  );
}

function renderFilters(url = '/app/investors?view=kanban') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Harness />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const search = () => screen.getByTestId('search').textContent ?? '';
const bar = () => within(screen.getByRole('group', { name: 'Filtry' }));

afterEach(async () => {
  await changeLanguage(i18n, 'pl');
});

describe('OfferFilters (the kanban filter bar)', () => {
  it('keeps the date filters behind "more filters" until asked, then takes a Polish day and puts the ISO day in the URL', async () => {
    const user = userEvent.setup();
    renderFilters();
    expect(bar().queryByLabelText('Data zapisu od')).not.toBeInTheDocument();

    await user.click(bar().getByTestId('offer-filters-more'));
    const from = bar().getByLabelText('Data zapisu od');
    expect(from).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    await user.type(from, '01.03.2026{Enter}');
    expect(search()).toContain('filters[agreementDateFrom][value]=2026-03-01');
    expect(search()).toContain('filters[agreementDateFrom][operator]=gte');
    expect(from).toHaveValue('01.03.2026');
    expect(from).not.toHaveAttribute('aria-invalid');

    // Not a day: marked invalid, the URL keeps the last valid day.
    const to = bar().getByLabelText('Data zapisu do');
    await user.type(to, '31.02.2026');
    await user.tab();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(search()).not.toContain('agreementDateTo');
    await user.clear(to);
    await user.type(to, '5.4.2026');
    await user.tab();
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(to).toHaveValue('05.04.2026');
    expect(search()).toContain('filters[agreementDateTo][value]=2026-04-05');
    expect(search()).toContain('filters[agreementDateTo][operator]=lte');
  });

  it('shows a hidden column’s filter set by the link without "more filters", in the English day format', async () => {
    await changeLanguage(i18n, 'en');
    renderFilters(
      '/app/investors?view=kanban&filters[agreementDateFrom][value]=2026-03-01&filters[agreementDateFrom][operator]=gte',
    );
    const group = within(screen.getByRole('group', { name: 'Filters' }));
    const from = group.getByLabelText('Agreement date from');
    expect(from).toHaveValue('01/03/2026');
    expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByTestId('offer-filters-toggle')).toHaveTextContent('Filters (1)');
  });
});
