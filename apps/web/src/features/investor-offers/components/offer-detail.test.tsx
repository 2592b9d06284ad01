import type { TOfferDetail } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVISOR_ANNA_ID, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { catchDownloadLinks } from '@/testing/downloads';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import {
  activeOfferDetail,
  ATTACHMENT_ID,
  INVESTMENT_ID,
  OFFER_ACCEPTED_ID,
  offerDetail,
  ownerChoices,
  SCHEDULE_ROW_IDS,
  scheduleRow,
} from '@/testing/offer-fixtures';
import { paymentInstructions } from '@/testing/public-offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const OFFER = `/api/advisor/investor/offer/${OFFER_ACCEPTED_ID}`;
const PAGE = `/app/investors/offer/${OFFER_ACCEPTED_ID}`;

function mockOffer(answers: Record<string, MockAnswer> = {}, user = coordinatorUser()) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    [`GET ${OFFER}`]: jsonResponse(offerDetail()),
    ...answers,
  });
}

async function bodyOf(fetchMock: ReturnType<typeof mockServerApi>, method: string, path: string): Promise<unknown> {
  const request = receivedRequests(fetchMock).find(
    (candidate) => candidate.method === method && new URL(candidate.url).pathname === path,
  );
  const text = await request?.text();
  return text ? JSON.parse(text) : undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

const actionButtons = () =>
  within(screen.getByTestId('offer-actions'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('investor offer page (/app/investors/offer/{id})', () => {
  it('shows the summary, invitation message, history oldest first, files with a download, and the allowed actions only', async () => {
    storeSession();
    const fetchMock = mockOffer({
      [`GET ${OFFER}/attachment/${ATTACHMENT_ID}`]: new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''potwierdzenie%20przelewu.pdf",
        },
      }),
    });
    const { names: clicks, createObjectURL } = catchDownloadLinks('blob:http://localhost/attachment');
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Oferta inwestora' }, { timeout: 5000 })).toBeInTheDocument();
    expect(new URL(receivedRequests(fetchMock).find((r) => r.url.includes(OFFER))?.url ?? '').searchParams.get('language')).toBe(
      'pl',
    );
    expect(screen.getByTestId('offer-investor')).toHaveTextContent('Tomasz Wójcik');
    expect(screen.getByTestId('offer-field-investmentValue')).toHaveTextContent('12 500,50 EUR');
    expect(screen.getByTestId('offer-field-agreementDate')).toHaveTextContent('10.03.2026');
    expect(screen.getByTestId('offer-field-ownerName')).toHaveTextContent('Jan Kowalski');
    expect(screen.getByTestId('offer-field-status')).toHaveTextContent('Zaakceptowana');
    // The investor's questionnaire: submitted, identity verified.
    expect(screen.getByTestId('offer-field-kycStatus')).toHaveTextContent('PrzesłanyZweryfikowano');
    expect(screen.getByRole('region', { name: 'Wiadomość z zaproszenia' })).toHaveTextContent(
      'zapraszam do zapoznania się z ofertą.',
    );

    const history = within(screen.getByRole('table', { name: 'Historia statusów, od najstarszych' }));
    expect(history.getAllByTestId('offer-history-row').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^—ZaproszenieJan Kowalski01\.03\.2026, 09:05/),
      expect.stringMatching(/^ZaproszenieWyświetlonatomasz@example\.com02\.03\.2026, 11:00/),
      expect.stringMatching(/^ZainteresowanieZaakceptowanatomasz@example\.com10\.03\.2026, 13:30/),
    ]);

    // A coordinator sees "files" (spec section 3).
    const files = within(screen.getByRole('region', { name: 'Pliki' }));
    await user.click(files.getByRole('button', { name: 'Pobierz potwierdzenie przelewu.pdf' }));
    await waitFor(() => expect(clicks).toEqual(['potwierdzenie przelewu.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    expect(actionButtons()).toEqual(['Potwierdź płatność', 'Zmień doradcę', 'Odrzuć', 'Archiwizuj']);
    expect(screen.queryByRole('region', { name: 'Inwestycja' })).not.toBeInTheDocument();
  });

  it('shows only the actions the server allows, and "attachments" for a plain advisor', async () => {
    storeSession();
    mockOffer({ [`GET ${OFFER}`]: jsonResponse(offerDetail({ allowedActions: ['reject', 'archive'] })) }, advisorUser());
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Oferta inwestora' });
    expect(actionButtons()).toEqual(['Odrzuć', 'Archiwizuj']);
    expect(screen.getByRole('region', { name: 'Załączniki' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pliki' })).not.toBeInTheDocument();
  });

  it('rejects with a required reason and shows the new status', async () => {
    storeSession();
    const rejected: TOfferDetail = offerDetail({
      status: 'rejected',
      kanbanColumn: 'lost',
      rejectionReason: 'Inwestor zrezygnował telefonicznie',
      allowedActions: ['archive', 'changeOwner'],
    });
    const fetchMock = mockOffer({ [`PATCH ${OFFER}/reject`]: jsonResponse(rejected) });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Odrzuć' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Odrzucić ofertę?' }));
    await user.click(dialog.getByRole('button', { name: 'Odrzuć ofertę' }));
    expect(await dialog.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);

    await user.type(dialog.getByRole('textbox', { name: 'Powód' }), 'Inwestor zrezygnował telefonicznie');
    await user.click(dialog.getByRole('button', { name: 'Odrzuć ofertę' }));

    expect(await screen.findByText('Oferta została odrzucona')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'PATCH', `${OFFER}/reject`)).toEqual({ reason: 'Inwestor zrezygnował telefonicznie' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('offer-field-status')).toHaveTextContent('Odrzucona'));
    expect(screen.getByTestId('offer-field-rejectionReason')).toHaveTextContent('Inwestor zrezygnował telefonicznie');
    expect(actionButtons()).toEqual(['Zmień doradcę', 'Archiwizuj']);
  });

  it('confirms the payment with today as the default date, then shows the investment and its schedule', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
    storeSession();
    const active: TOfferDetail = offerDetail({
      status: 'active',
      kanbanColumn: 'active',
      paymentDate: '2026-03-12',
      allowedActions: ['archive'],
      investment: {
        id: INVESTMENT_ID,
        amount: '12500.50',
        currency: 'EUR',
        startDate: '2026-03-12',
        endDate: '2028-03-12',
        status: 'active',
        schedule: [scheduleRow()],
      },
      // The server keeps the instructions of an active offer as a record; the page no longer shows them.
      paymentInstructions: paymentInstructions(),
    });
    const fetchMock = mockOffer({
      [`GET ${OFFER}`]: jsonResponse(offerDetail({ paymentInstructions: paymentInstructions() })),
      [`PATCH ${OFFER}/confirm-payment`]: jsonResponse(active),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByRole('region', { name: 'Dane do przelewu' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Potwierdź płatność' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Potwierdzić płatność?' }));
    const date = dialog.getByLabelText('Data płatności');
    expect(date).toHaveValue('2026-03-12');
    await user.clear(date);
    await user.type(date, '2026-03-12');
    await user.click(dialog.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Płatność została potwierdzona, oferta jest aktywna')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'PATCH', `${OFFER}/confirm-payment`)).toEqual({ paymentDate: '2026-03-12' });
    const investment = within(await screen.findByRole('region', { name: 'Inwestycja' }));
    expect(investment.getByTestId('offer-field-investmentAmount')).toHaveTextContent('12 500,50 EUR');
    // The table the investor's panel shows too (components/schedule), without the action column for this caller.
    const schedule = within(investment.getByRole('table', { name: /^Harmonogram płatności w EUR/ }));
    expect(schedule.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Okres odsetkowy',
      'Data płatności',
      'Brutto',
      'Podatek',
      'Netto',
      'Kapitał',
      'Status',
    ]);
    expect(schedule.getAllByTestId('schedule-row').map((row) => row.textContent)).toEqual([
      '1.12.03.2026 – 11.06.202612.06.2026281,26 EUR53,44 EUR227,82 EUR0,00 EURZaplanowana',
    ]);
    expect(actionButtons()).toEqual(['Archiwizuj']);
    expect(screen.queryByRole('region', { name: 'Dane do przelewu' })).not.toBeInTheDocument();
  });

  it('shows an accepted offer’s payment instructions for the advisor to read to the client, with the copy buttons', async () => {
    storeSession();
    mockOffer(
      {
        [`GET ${OFFER}`]: jsonResponse(
          offerDetail({ currency: 'PLN', allowedActions: ['reject', 'archive'], paymentInstructions: paymentInstructions() }),
        ),
      },
      advisorUser(),
    );
    const user = userEvent.setup();
    renderApp(PAGE);

    const section = within(await screen.findByRole('region', { name: 'Dane do przelewu' }, { timeout: 5000 }));
    // Addressed to the advisor, not "przelej" as the investor's page says.
    expect(section.getByText(/^Te dane inwestor widzi na stronie oferty i w e-mailu po akceptacji\./)).toBeInTheDocument();
    expect(section.queryByText(/^Przelej dokładnie tę kwotę/)).not.toBeInTheDocument();
    expect(section.getByTestId('payment-recipient')).toHaveTextContent('Zielona Energia S.A.');
    expect(section.getByTestId('payment-account')).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
    expect(section.getByTestId('payment-bank')).toHaveTextContent('Santander Bank Polska');
    expect(section.getByTestId('payment-amount')).toHaveTextContent('12 500,50 PLN');
    expect(section.getByTestId('payment-title')).toHaveTextContent('Zapis ZE-2026-00042 Kowalska');
    expect(section.getByRole('img', { name: /kod QR/i })).toHaveAttribute('src', paymentInstructions().qrCode!.imageDataUrl);

    await user.click(section.getByRole('button', { name: 'Kopiuj tytuł przelewu' }));
    expect(await navigator.clipboard.readText()).toBe('Zapis ZE-2026-00042 Kowalska');
    await user.click(section.getByRole('button', { name: 'Kopiuj numer rachunku' }));
    expect(await navigator.clipboard.readText()).toBe('PL61109010140000071219812874');
  });

  it('shows no payment instructions for an accepted offer whose campaign names no account', async () => {
    storeSession();
    mockOffer({}, advisorUser());
    renderApp(PAGE);

    expect(await screen.findByTestId('offer-field-status', {}, { timeout: 5000 })).toHaveTextContent('Zaakceptowana');
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
  });

  it('shows the catalogue message of a refused transition (409) in the dialog and reloads the offer', async () => {
    storeSession();
    let loads = 0;
    const fetchMock = mockOffer({
      [`GET ${OFFER}`]: () => {
        loads += 1;
        return jsonResponse(
          loads === 1 ? offerDetail() : offerDetail({ status: 'archived', kanbanColumn: 'archived', allowedActions: [] }),
        );
      },
      [`PATCH ${OFFER}/archive`]: errorResponse(409, {
        label: 'error.offerInvalidTransition',
        message: 'Ta operacja nie jest możliwa dla oferty o statusie „Zarchiwizowana”',
      }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Archiwizuj' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Zarchiwizować ofertę?' }));
    await user.click(dialog.getByRole('button', { name: 'Archiwizuj ofertę' }));

    expect(await dialog.findByTestId('offer-action-error')).toHaveTextContent(
      'Ta operacja nie jest możliwa dla oferty o statusie „Zarchiwizowana”',
    );
    await waitFor(() => expect(screen.getByTestId('offer-field-status')).toHaveTextContent('Zarchiwizowana'));
    await user.click(dialog.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByTestId('offer-actions-none')).toHaveTextContent('Brak dostępnych akcji dla tej oferty.');
    expect(receivedRequests(fetchMock).filter((request) => request.url.includes('/archive'))).toHaveLength(1);
  });

  it('shows an investor without a questionnaire, and the server refusing the payment for it in the dialog', async () => {
    storeSession();
    const fetchMock = mockOffer({
      [`GET ${OFFER}`]: jsonResponse(
        offerDetail({ kycStatus: { status: 'sent', identityVerification: 'not-started', submittedAt: null } }),
      ),
      [`PATCH ${OFFER}/confirm-payment`]: errorResponse(409, {
        label: 'error.kycRequired',
        message: 'Inwestor nie przesłał jeszcze ankiety KYC',
      }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByTestId('offer-field-kycStatus', {}, { timeout: 5000 })).toHaveTextContent('Wysłany');
    expect(screen.getByTestId('offer-field-kycStatus')).not.toHaveTextContent('Nierozpoczęta');
    await user.click(screen.getByRole('button', { name: 'Potwierdź płatność' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Potwierdzić płatność?' }));
    await user.click(dialog.getByRole('button', { name: 'Potwierdź' }));
    expect(await dialog.findByTestId('offer-action-error')).toHaveTextContent('Inwestor nie przesłał jeszcze ankiety KYC');
    expect(screen.getByTestId('offer-field-status')).toHaveTextContent('Zaakceptowana');
    expect(receivedRequests(fetchMock).filter((request) => request.url.includes('/confirm-payment'))).toHaveLength(1);
  });

  it('changes the advisor from the offer page', async () => {
    storeSession();
    const fetchMock = mockOffer({
      [`GET ${OFFER}/owner-choices`]: jsonResponse(ownerChoices()),
      [`PATCH /api/advisor/investor/${OFFER_ACCEPTED_ID}/owner/${ADVISOR_ANNA_ID}`]: jsonResponse(
        offerDetail({ ownerId: ADVISOR_ANNA_ID, ownerName: 'Anna Nowak' }),
      ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Zmień doradcę' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Zmień doradcę oferty' }));
    const select = dialog.getByRole('combobox', { name: 'Nowy doradca' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, ADVISOR_ANNA_ID);
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Doradca oferty został zmieniony. Nowy doradca: Anna Nowak')).toBeInTheDocument();
    // The offer loads again after the change.
    await waitFor(() =>
      expect(receivedRequests(fetchMock).filter((request) => request.url.includes(`${OFFER}?`))).toHaveLength(2),
    );
  });

  it('says when the offer does not exist (or is not the caller’s)', async () => {
    storeSession();
    mockOffer({ [`GET ${OFFER}`]: errorResponse(404, { label: 'error.notFound', message: 'Not found' }) }, advisorUser());
    renderApp(PAGE);
    expect(await screen.findByTestId('offer-error')).toHaveTextContent('Nie znaleziono oferty.');
    expect(screen.getByRole('link', { name: '← Wróć do listy' })).toHaveAttribute('href', '/app/investors');
  });
});

describe('schedule servicing on the offer page (PATCH /api/advisor/investment/{id}/schedule/{rowId})', () => {
  const ROW = `/api/advisor/investment/${INVESTMENT_ID}/schedule/${SCHEDULE_ROW_IDS[1]}`;
  const schedule = () => within(screen.getByRole('table', { name: /^Harmonogram płatności w EUR/ }));
  const recordButton = (periodNo: number, date: string) =>
    screen.getByRole('button', { name: `Zapisz płatność za okres ${periodNo}, termin ${date}` });

  /** The offer page answers the active offer, and after `recorded` is set, with the recorded row in it. */
  function mockServicing(answers: Record<string, MockAnswer> = {}, user = coordinatorUser()) {
    const state: { recorded: TOfferDetail['investment'] | null } = { recorded: null };
    const fetchMock = mockOffer(
      {
        [`GET ${OFFER}`]: () =>
          jsonResponse(state.recorded ? activeOfferDetail({ investment: state.recorded }) : activeOfferDetail()),
        ...answers,
      },
      user,
    );
    return { fetchMock, state };
  }

  it('gives coordinators and admins "Record payment" on every row, and an overdue unpaid row stands out in words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    storeSession();
    mockServicing();
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Oferta inwestora' }, { timeout: 5000 });
    expect(schedule().getAllByRole('columnheader').at(-1)).toHaveTextContent('Płatność');
    expect(schedule().getAllByRole('button', { name: /^Zapisz płatność za okres/ })).toHaveLength(3);
    expect(recordButton(2, '12.09.2026')).toHaveTextContent('Zapisz płatność');
    // Row 2 is past its date and not paid: its status says so, the note counts it, and the row is marked.
    const rows = schedule().getAllByTestId('schedule-row');
    expect(rows[1]).toHaveAttribute('data-overdue', 'true');
    expect(within(rows[1]!).getByTestId('schedule-status')).toHaveTextContent('Niezapłacona');
    expect(rows[0]).not.toHaveAttribute('data-overdue');
    expect(within(rows[0]!).getByTestId('schedule-paid')).toHaveTextContent('Wypłacono 227,82 EUR, 12.06.2026');
    expect(screen.getByTestId('schedule-overdue-note')).toHaveTextContent('1 płatność jest po terminie i nie została wypłacona.');
    expect(screen.getByTestId('schedule-overdue-note')).not.toHaveTextContent('doradcą');
  });

  it('shows no payment column to the owner advisor alone (the server leaves recordSchedulePayment out)', async () => {
    storeSession();
    mockServicing({ [`GET ${OFFER}`]: jsonResponse(activeOfferDetail({ allowedActions: ['archive'] })) }, advisorUser());
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Oferta inwestora' }, { timeout: 5000 });
    expect(schedule().getAllByTestId('schedule-row')).toHaveLength(3);
    expect(schedule().queryByRole('columnheader', { name: 'Płatność' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zapisz płatność/ })).not.toBeInTheDocument();
  });

  it('records a partial payment typed with a decimal comma: the body, a toast and the row as the server answers it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    storeSession();
    const recordedRow = scheduleRow({
      id: SCHEDULE_ROW_IDS[1],
      periodNo: 2,
      periodFrom: '2026-06-12',
      periodTo: '2026-09-11',
      paymentDate: '2026-09-12',
      status: 'partially paid',
      paidAmount: '100.50',
      paidAt: '2026-11-20',
    });
    const { fetchMock, state } = mockServicing({
      [`PATCH ${ROW}`]: () => {
        const investment = activeOfferDetail().investment!;
        state.recorded = {
          ...investment,
          schedule: investment.schedule.map((row) => (row.id === recordedRow.id ? recordedRow : row)),
        };
        return jsonResponse(recordedRow);
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(
      await screen.findByRole('button', { name: 'Zapisz płatność za okres 2, termin 12.09.2026' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Płatność za okres 2' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Pełna kwota do wypłaty (odsetki netto i kapitał): 227,82 EUR');
    // A due row not paid yet starts as a full payment today.
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(dialog.getByLabelText('Wypłacona kwota')).toHaveValue('227,82');
    expect(dialog.getByLabelText('Data wypłaty')).toHaveValue('2026-11-25');

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'partially paid');
    await user.clear(dialog.getByLabelText('Wypłacona kwota'));
    await user.type(dialog.getByLabelText('Wypłacona kwota'), '100,5');
    await user.clear(dialog.getByLabelText('Data wypłaty'));
    await user.type(dialog.getByLabelText('Data wypłaty'), '2026-11-20');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zapisano płatność za okres 2')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'PATCH', ROW)).toEqual({
      status: 'partially paid',
      paidAmount: '100.50',
      paidAt: '2026-11-20',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = within(schedule().getAllByTestId('schedule-row')[1]!);
    expect(row.getByTestId('schedule-status')).toHaveTextContent('Częściowo zapłacona');
    expect(row.getByTestId('schedule-paid')).toHaveTextContent('Wypłacono 100,50 EUR, 20.11.2026');
    expect(schedule().getAllByTestId('schedule-row')[1]).not.toHaveAttribute('data-overdue');
    expect(screen.queryByTestId('schedule-overdue-note')).not.toBeInTheDocument();
  });

  it('cancels a row with the status alone', async () => {
    // Period 3 (the toasts of one file share one toaster).
    const row3 = `/api/advisor/investment/${INVESTMENT_ID}/schedule/${SCHEDULE_ROW_IDS[2]}`;
    storeSession();
    const { fetchMock } = mockServicing({
      [`PATCH ${row3}`]: jsonResponse(
        scheduleRow({ id: SCHEDULE_ROW_IDS[2], periodNo: 3, paymentDate: '2099-03-12', status: 'cancelled' }),
      ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(
      await screen.findByRole('button', { name: 'Zapisz płatność za okres 3, termin 12.03.2099' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Płatność za okres 3' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'cancelled');
    // A cancelled payment has no amount and no day.
    expect(dialog.queryByLabelText('Wypłacona kwota')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Data wypłaty')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zapisano płatność za okres 3')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'PATCH', row3)).toEqual({ status: 'cancelled' });
  });

  it("refuses a day in the future before sending, and puts the server's violations on their fields", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    storeSession();
    const { fetchMock } = mockServicing({
      [`PATCH ${ROW}`]: errorResponse(400, {
        label: 'error.validation',
        message: 'Niepoprawne dane formularza',
        violations: [
          { propertyPath: 'paidAmount', title: 'Wartość musi wynosić co najmniej 227,82 EUR', code: 'validation.minValue' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(
      await screen.findByRole('button', { name: 'Zapisz płatność za okres 2, termin 12.09.2026' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Płatność za okres 2' }));
    const amount = dialog.getByLabelText('Wypłacona kwota');
    const date = dialog.getByLabelText('Data wypłaty');
    await user.clear(amount);
    await user.type(amount, '12,345');
    await user.clear(date);
    await user.type(date, '2026-11-26');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));
    expect(await dialog.findByText('Data płatności nie może być z przyszłości')).toBeInTheDocument();
    expect(dialog.getByText('Podaj kwotę z co najwyżej 2 miejscami po przecinku')).toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '200');
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    expect(await dialog.findByText('Wartość musi wynosić co najmniej 227,82 EUR')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/Wartość musi wynosić co najmniej 227,82 EUR/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(await bodyOf(fetchMock, 'PATCH', ROW)).toEqual({ status: 'paid', paidAmount: '200.00', paidAt: '2026-11-24' });
    expect(dialog.queryByTestId('offer-action-error')).not.toBeInTheDocument();
    expect(within(schedule().getAllByTestId('schedule-row')[1]!).getByTestId('schedule-status')).toHaveTextContent(
      'Niezapłacona',
    );
  });
});
