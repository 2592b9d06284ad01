import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { panelOffer } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';

const offers = [
  panelOffer({ id: '0f000000-0000-4000-8000-00000000000a', status: 'invited', campaignName: 'Zaproszenie A' }),
  panelOffer({
    id: '0f000000-0000-4000-8000-00000000000b',
    status: 'accepted',
    campaignName: 'Akceptacja B',
    investmentValue: '5000.00',
  }),
  panelOffer({ id: '0f000000-0000-4000-8000-00000000000c', status: 'active', campaignName: 'Inwestycja C' }),
  panelOffer({ id: '0f000000-0000-4000-8000-00000000000d', status: 'declined', campaignName: 'Rezygnacja D' }),
  panelOffer({ id: '0f000000-0000-4000-8000-00000000000e', status: 'rejected', campaignName: 'Odrzucona E' }),
  panelOffer({ id: '0f000000-0000-4000-8000-00000000000f', status: 'archived', campaignName: 'Archiwum F' }),
];

const names = () => screen.getAllByTestId('offer-card').map((card) => within(card).getByRole('heading').textContent);

describe('investor offers (/app/offers)', () => {
  it('splits the offers into Active and Archived tabs, the tab in the URL, and links the invested ones to Investments', async () => {
    mockInvestorSession({}, { offers });
    const user = userEvent.setup();
    const { router } = renderApp('/app/offers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oferty' })).toBeInTheDocument();
    expect(screen.getByTestId('offers-tab-active')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('offers-tab-active')).toHaveTextContent('Aktywne2');
    expect(names()).toEqual(['Zaproszenie A', 'Akceptacja B']);
    expect(within(screen.getAllByTestId('offer-card')[1]!).getByText('5 000,00 PLN')).toBeInTheDocument();
    const invested = screen.getByTestId('offers-invested-note');
    expect(invested).toHaveTextContent('1 oferta została zrealizowana i jest teraz inwestycją.');
    expect(within(invested).getByRole('link', { name: 'Zobacz inwestycje' })).toHaveAttribute('href', '/app/investments');

    await user.click(screen.getByTestId('offers-tab-archived'));
    expect(router.state.location.search).toBe('?tab=archived');
    expect(screen.getByTestId('offers-tab-archived')).toHaveAttribute('aria-current', 'page');
    expect(names()).toEqual(['Rezygnacja D', 'Odrzucona E', 'Archiwum F']);
  });

  it('says what the tab will hold when it is empty', async () => {
    mockInvestorSession({}, { offers: [] });
    renderApp('/app/offers?tab=archived');

    expect(await screen.findByTestId('offers-empty')).toHaveTextContent('Brak archiwalnych ofert');
  });
});
