import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/testing/downloads';
import { INVESTMENT_EUR_ID, INVESTMENT_ID, investment, investmentRow, OFFER_ID } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests } from '@/testing/server-api';

const INVESTMENT_PATH = `/investor-api/investment/${INVESTMENT_ID}`;

function fileResponse(body: string, type: string, fileName: string) {
  return new Response(new Blob([body], { type }), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('investments (/app/investments)', () => {
  it('lists the investments as cards linking to each one', async () => {
    mockInvestorSession({
      'GET /investor-api/investments': jsonResponse([
        investmentRow({ id: INVESTMENT_EUR_ID, status: 'finished', currency: 'EUR', amount: '5000.00', nextPaymentDate: null }),
        investmentRow(),
      ]),
    });
    renderApp('/app/investments');

    const list = within(await screen.findByTestId('investments-list'));
    const cards = list.getAllByTestId('investment-card');
    // Active first.
    expect(within(cards[0]!).getByTestId('investment-amount')).toHaveTextContent('20 000,00 PLN');
    expect(within(cards[0]!).getByTestId('investment-status')).toHaveTextContent('Aktywna');
    expect(within(cards[0]!).getByTestId('investment-next-payment')).toHaveTextContent('01.02.2027');
    expect(within(cards[1]!).getByTestId('investment-status')).toHaveTextContent('Zakończona');
    expect(within(cards[0]!).getByRole('link', { name: 'Obligacje Zielona Energia 2026' })).toHaveAttribute(
      'href',
      `/app/investments/${INVESTMENT_ID}`,
    );
  });

  it('says so when there is none yet', async () => {
    mockInvestorSession({ 'GET /investor-api/investments': jsonResponse([]) });
    renderApp('/app/investments');

    expect(await screen.findByTestId('investments-empty')).toHaveTextContent('Nie masz jeszcze inwestycji');
  });
});

describe('one investment (/app/investments/{id})', () => {
  it('shows the amounts, dates, agreement, campaign terms and the schedule, an overdue unpaid row standing out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-10T10:00:00Z'));
    const fetchMock = mockInvestorSession({ [`GET ${INVESTMENT_PATH}`]: jsonResponse(investment()) });
    renderApp(`/app/investments/${INVESTMENT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    const request = receivedRequests(fetchMock).find((candidate) => candidate.url.includes(INVESTMENT_PATH));
    expect(new URL(request?.url ?? '').searchParams.get('language')).toBe('pl');
    expect(screen.getByTestId('investment-detail-amount')).toHaveTextContent('20 000,00 PLN');
    expect(screen.getByRole('link', { name: 'Zobacz ofertę i dokumenty' })).toHaveAttribute('href', `/app/offers/${OFFER_ID}`);
    expect(screen.getByTestId('campaign-term-interestRate')).toHaveTextContent('9');

    const table = within(screen.getByRole('table', { name: /Harmonogram płatności w PLN/ }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Okres odsetkowy',
      'Data płatności',
      'Brutto',
      'Podatek',
      'Netto',
      'Kapitał',
      'Status',
    ]);
    const rows = table.getAllByTestId('schedule-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1.01.08.2026 – 31.10.202601.11.2026450,00 PLN86,00 PLN364,00 PLN0,00 PLNZapłaconaWypłacono 364,00 PLN, 02.11.2026',
      '2.01.11.2026 – 31.01.202701.02.2027450,00 PLN86,00 PLN364,00 PLN0,00 PLNNiezapłacona',
      '3.01.05.2028 – 31.07.202801.08.2099450,00 PLN86,00 PLN364,00 PLN20 000,00 PLNZaplanowana',
    ]);
    expect(rows[1]).toHaveAttribute('data-overdue', 'true');
    expect(rows[0]).not.toHaveAttribute('data-overdue');
    expect(screen.getByTestId('schedule-overdue-note')).toHaveTextContent('1 płatność jest po terminie i nie została wypłacona.');
  });

  it('downloads the schedule as CSV and as iCalendar under the server’s file names', async () => {
    const fetchMock = mockInvestorSession({
      [`GET ${INVESTMENT_PATH}`]: jsonResponse(investment()),
      [`GET ${INVESTMENT_PATH}/schedule.csv`]: () => fileResponse('periodNo;net', 'text/csv', 'harmonogram-SERIA-A.csv'),
      [`GET ${INVESTMENT_PATH}/schedule.ics`]: () => fileResponse('BEGIN:VCALENDAR', 'text/calendar', 'harmonogram-SERIA-A.ics'),
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp(`/app/investments/${INVESTMENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['harmonogram-SERIA-A.csv']));
    await user.click(screen.getByRole('button', { name: 'Dodaj do kalendarza (.ics)' }));
    await waitFor(() => expect(saved).toEqual(['harmonogram-SERIA-A.csv', 'harmonogram-SERIA-A.ics']));

    const downloads = receivedRequests(fetchMock).filter((request) => request.url.includes('/schedule.'));
    expect(downloads.map((request) => new URL(request.url).pathname)).toEqual([
      `${INVESTMENT_PATH}/schedule.csv`,
      `${INVESTMENT_PATH}/schedule.ics`,
    ]);
    expect(downloads.every((request) => request.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it('tells an unknown (or another investor’s) investment apart from a failure', async () => {
    mockInvestorSession({ [`GET ${INVESTMENT_PATH}`]: errorResponse(404, { label: 'error.notFound' }) });
    renderApp(`/app/investments/${INVESTMENT_ID}`);

    expect(await screen.findByTestId('investment-not-found')).toHaveTextContent('Nie znaleziono inwestycji.');
  });
});
