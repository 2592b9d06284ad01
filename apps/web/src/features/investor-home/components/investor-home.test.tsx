import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { emptyInvestorSummary, INVESTMENT_ID, investorSummary } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/server-api';

describe('investor home (/app)', () => {
  it('shows the summary of each currency on its own, with the next payment linking to its investment', async () => {
    mockInvestorSession({ 'GET /investor-api/investor/summary': jsonResponse(investorSummary()) });
    renderApp('/app');

    const pln = within(await screen.findByRole('region', { name: 'Inwestycje w PLN' }));
    expect(pln.getByTestId('summary-invested')).toHaveTextContent('25 000,00 PLN');
    expect(pln.getByText('2 aktywne inwestycje')).toBeInTheDocument();
    expect(pln.getByTestId('summary-interest-paid')).toHaveTextContent('455,63 PLN');
    expect(pln.getByText('brutto 562,50 PLN')).toBeInTheDocument();
    expect(pln.getByTestId('summary-interest-due')).toHaveTextContent('3 189,38 PLN');
    expect(pln.getByText('brutto 3 937,50 PLN')).toBeInTheDocument();
    expect(pln.getByTestId('summary-next-payment')).toHaveTextContent('455,63 PLN');
    expect(pln.getByTestId('summary-next-payment-date')).toHaveTextContent('01.02.2027');
    expect(pln.getByRole('link', { name: 'Obligacje Zielona Energia 2026' })).toHaveAttribute(
      'href',
      `/app/investments/${INVESTMENT_ID}`,
    );

    const eur = within(screen.getByRole('region', { name: 'Inwestycje w EUR' }));
    expect(eur.getByTestId('summary-invested')).toHaveTextContent('5 000,00 EUR');
    expect(eur.getByText('1 aktywna inwestycja')).toBeInTheDocument();
    expect(eur.getByTestId('summary-interest-due')).toHaveTextContent('486,00 EUR');
    expect(eur.getByTestId('summary-next-payment')).toHaveTextContent('Brak zaplanowanych płatności');

    // Offers by status, grouped as the offers page's tabs, each a link to its list.
    const counts = within(screen.getByTestId('offer-counts'));
    expect(within(counts.getByTestId('offer-group-active')).getByTestId('offer-group-total')).toHaveTextContent('3');
    expect(within(counts.getByTestId('offer-group-invested')).getByTestId('offer-group-total')).toHaveTextContent('3');
    expect(within(counts.getByTestId('offer-group-archived')).getByTestId('offer-group-total')).toHaveTextContent('2');
    expect(counts.getByRole('link', { name: /Archiwalne oferty/ })).toHaveAttribute('href', '/app/offers?tab=archived');

    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Przesłany');
    expect(screen.getByTestId('kyc-identity')).toHaveTextContent('W trakcie');
  });

  it('draws the payments per currency with a table of the same figures', async () => {
    mockInvestorSession({ 'GET /investor-api/investor/summary': jsonResponse(investorSummary()) });
    const user = userEvent.setup();
    renderApp('/app');

    const chart = await screen.findByRole('img', { name: 'Płatności netto według miesięcy w PLN: wypłacone i zaplanowane' });
    expect(chart).toHaveAccessibleDescription(
      'Okres: listopad 2026 – luty 2027. Wypłacono 455,63 PLN, zaplanowano 455,63 PLN. Te same dane są w tabeli pod wykresem.',
    );
    // November to February, the quiet months included.
    expect(screen.getAllByTestId('payments-chart-month').map((month) => month.getAttribute('data-month'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    const table = within(screen.getByRole('table', { name: 'Płatności netto według miesięcy w PLN' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MiesiącWypłaconeZaplanowane',
      'listopad 2026455,63 PLN0,00 PLN',
      'grudzień 20260,00 PLN0,00 PLN',
      'styczeń 20270,00 PLN0,00 PLN',
      'luty 20270,00 PLN455,63 PLN',
    ]);

    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(await screen.findByRole('table', { name: 'Płatności netto według miesięcy w EUR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives a new investor a clear next step instead of empty figures', async () => {
    mockInvestorSession({ 'GET /investor-api/investor/summary': jsonResponse(emptyInvestorSummary()) });
    renderApp('/app');

    const investments = within(await screen.findByTestId('home-no-investments'));
    expect(investments.getByText('Nie masz jeszcze inwestycji')).toBeInTheDocument();
    expect(investments.getByRole('link', { name: 'Przeglądaj produkty' })).toHaveAttribute('href', '/app/products');
    expect(screen.getByTestId('home-no-offers')).toHaveTextContent('Nie masz jeszcze ofert');
    expect(screen.queryByTestId('home-payments')).not.toBeInTheDocument();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Nie otrzymano');
    expect(screen.getByTestId('kyc-next-step')).toHaveTextContent('Doradca prześle Ci e-mailem link do kwestionariusza.');
  });

  it('reads the figures in English with the English number format', async () => {
    await changeLanguage(i18n, 'en');
    mockInvestorSession({ 'GET /investor-api/investor/summary': jsonResponse(investorSummary()) });
    renderApp('/app');

    const pln = within(await screen.findByRole('region', { name: 'Investments in PLN' }));
    expect(pln.getByTestId('summary-invested')).toHaveTextContent('25 000.00 PLN');
    expect(pln.getByText('2 active investments')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('nav-home')).toHaveTextContent('Summary'));
  });
});
