import { isoDateInTimeZone, type TOfferDetail } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADVISOR_ANNA_ID, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { ATTACHMENT_ID, OFFER_ACCEPTED_ID, offerDetail, ownerChoices } from '@/testing/offer-fixtures';
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
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
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
    storeSession();
    const active: TOfferDetail = offerDetail({
      status: 'active',
      kanbanColumn: 'active',
      paymentDate: '2026-03-12',
      allowedActions: ['archive'],
      investment: {
        id: '77777777-7777-4777-8777-777777777701',
        amount: '12500.50',
        currency: 'EUR',
        startDate: '2026-03-12',
        endDate: '2028-03-12',
        status: 'active',
        schedule: [
          {
            periodNo: 1,
            periodFrom: '2026-03-12',
            periodTo: '2026-06-11',
            paymentDate: '2026-06-12',
            gross: '281.26',
            tax: '53.44',
            net: '227.82',
            principal: '0.00',
            status: 'scheduled',
          },
        ],
      },
    });
    const fetchMock = mockOffer({ [`PATCH ${OFFER}/confirm-payment`]: jsonResponse(active) });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Potwierdź płatność' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Potwierdzić płatność?' }));
    const date = dialog.getByLabelText('Data płatności');
    expect(date).toHaveValue(isoDateInTimeZone(new Date()));
    await user.clear(date);
    await user.type(date, '2026-03-12');
    await user.click(dialog.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Płatność została potwierdzona, oferta jest aktywna')).toBeInTheDocument();
    expect(await bodyOf(fetchMock, 'PATCH', `${OFFER}/confirm-payment`)).toEqual({ paymentDate: '2026-03-12' });
    const investment = within(await screen.findByRole('region', { name: 'Inwestycja' }));
    expect(investment.getByTestId('offer-field-investmentAmount')).toHaveTextContent('12 500,50 EUR');
    const schedule = within(investment.getByRole('table', { name: 'Harmonogram płatności' }));
    expect(schedule.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nr',
      'Okres od',
      'Okres do',
      'Data płatności',
      'Brutto',
      'Podatek',
      'Netto',
      'Kapitał',
      'Status',
    ]);
    expect(schedule.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      '12.03.2026',
      '11.06.2026',
      '12.06.2026',
      '281,26',
      '53,44',
      '227,82',
      '0,00',
      'Zaplanowana',
    ]);
    expect(actionButtons()).toEqual(['Archiwizuj']);
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

    expect(await screen.findByText('Doradca oferty został zmieniony na Anna Nowak')).toBeInTheDocument();
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
