import { parseListQueryString, type TSettlementDocument } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPanelAnswers } from '@/testing/admin-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

// Settlement documents (/app/settlements, issue 15): the list with its filters in the URL and the menu entry; the form with
// the spec's fields, the server's violations shown with the field's label (spec section 5), the admin's fields for admins.

const SLOW_TESTS = { timeout: 30_000 };
const PATH = '/api/advisor/settlement-documents';
const DOCUMENT_ID = '5e770000-0000-4000-8000-000000000001';

function settlement(overrides: Partial<TSettlementDocument> = {}): TSettlementDocument {
  return {
    id: DOCUMENT_ID,
    advisor: { id: '5e770000-0000-4000-8000-0000000000aa', name: 'Jan Doradca' },
    counterPartyTin: '5260250274',
    counterPartyName: 'Emitent S.A.',
    counterPartyStreet: 'Marszałkowska',
    counterPartyStreetNumber: '10',
    counterPartyApartmentNumber: null,
    counterPartyCity: 'Warszawa',
    counterPartyZipCode: '00-950',
    counterPartyCountry: 'PL',
    type: 'invoice',
    documentNumber: 'FV/1/2026',
    correctedDocumentNumber: null,
    issueDate: '2026-11-02',
    saleDate: '2026-10-31',
    paymentDate: '2026-11-16',
    additionDate: '2026-11-02T10:00:00.000Z',
    paymentMethod: 'transfer',
    paymentStatus: 'unpaid',
    currency: 'PLN',
    amount: '1234.50',
    bankAccount: 'PL61109010140000071219812874',
    bankAccountCountry: 'PL',
    glAccount: null,
    costCenter: null,
    pdf: null,
    updatedAt: '2026-11-02T10:00:00.000Z',
    canEdit: true,
    ...overrides,
  };
}

function advisorPanelAnswers(answers: Record<string, MockAnswer>): Record<string, MockAnswer> {
  const user = advisorUser();
  return {
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse([]),
    ...answers,
  };
}

const requestsTo = (fetchMock: ReturnType<typeof mockServerApi>, method: string, pathname: string) =>
  receivedRequests(fetchMock).filter((request) => request.method === method && new URL(request.url).pathname === pathname);

describe('settlement documents (/app/settlements)', SLOW_TESTS, () => {
  it('lists the documents the URL asks for, with the menu entry', async () => {
    storeSession();
    const fetchMock = mockServerApi(
      advisorPanelAnswers({
        [`GET ${PATH}`]: new Response(
          JSON.stringify([
            settlement(),
            settlement({
              id: DOCUMENT_ID.replace('01', '02'),
              documentNumber: 'KOR/1',
              type: 'correction',
              paymentStatus: 'paid',
            }),
          ]),
          {
            headers: { 'content-type': 'application/json', 'x-total-count': '2' },
          },
        ),
      }),
    );
    renderApp(
      '/app/settlements?filters[type][value][]=invoice&filters[type][value][]=correction&filters[type][operator]=in' +
        '&filters[glAccount][value]=x&filters[glAccount][operator]=like&sort=issueDate&order=asc',
    );

    const rows = await screen.findAllByTestId('data-table-row', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumenty rozliczeniowe' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-settlements')).toHaveTextContent('Rozliczenia');
    expect(rows.map((row) => within(row).getByTestId('settlement-link').textContent)).toEqual(['FV/1/2026', 'KOR/1']);
    expect(within(rows[1]!).getByTestId('settlement-status')).toHaveTextContent('Opłacony');
    expect(within(rows[0]!).getByTestId('settlement-link')).toHaveAttribute('href', `/app/settlements/${DOCUMENT_ID}`);

    const [request] = requestsTo(fetchMock, 'GET', PATH);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(parseListQueryString(new URL(request?.url ?? '').searchParams).query).toMatchObject({
      filters: [{ column: 'type', operator: 'in', value: ['invoice', 'correction'] }],
      sort: { column: 'issueDate', order: 'asc' },
    });
  });

  it('sends a new document and shows the server violations on their fields with the field label', async () => {
    storeSession();
    const fetchMock = mockServerApi(
      advisorPanelAnswers({
        [`POST ${PATH}`]: errorResponse(400, {
          label: 'error.validation',
          message: 'Validation',
          violations: [{ propertyPath: 'documentNumber', title: 'Taka wartość już istnieje', code: 'validation.duplicateValue' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/settlements/new');

    const form = await screen.findByTestId('settlement-form', {}, { timeout: 5000 });
    expect(within(form).queryByLabelText('Konto księgowe')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/NIP kontrahenta/), '526-025-02-74');
    await user.type(within(form).getByLabelText(/Nazwa kontrahenta/), 'Emitent S.A.');
    await user.type(within(form).getByLabelText(/^Ulica/), 'Marszałkowska');
    await user.type(within(form).getByLabelText(/Numer budynku/), '10');
    await user.type(within(form).getByLabelText(/Kod pocztowy/), '00-950');
    await user.type(within(form).getByLabelText(/Miejscowość/), 'Warszawa');
    await user.selectOptions(within(form).getByLabelText(/Rodzaj dokumentu/), 'correction');
    await user.type(within(form).getByLabelText(/^Numer dokumentu/), 'KOR/1');
    await user.type(within(form).getByLabelText(/Data wystawienia/), '2026-11-02');
    await user.type(within(form).getByLabelText(/Data sprzedaży/), '2026-10-31');
    await user.type(within(form).getByLabelText(/Termin płatności/), '2026-11-16');
    await user.type(within(form).getByLabelText(/Kwota brutto/), '1234,5');
    await user.type(within(form).getByLabelText(/^Rachunek bankowy/), 'PL61 1090 1014 0000 0712 1981 2874');

    // The correction rule of the shared schema, before anything is sent.
    await user.click(screen.getByTestId('settlement-submit'));
    expect(await within(form).findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', PATH)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Numer korygowanego dokumentu/), 'FV/1/2026');
    await user.click(screen.getByTestId('settlement-submit'));
    const problems = await screen.findByTestId('settlement-server-problems');
    expect(problems).toHaveTextContent('Numer dokumentu: Taka wartość już istnieje');
    expect(within(form).getByLabelText(/^Numer dokumentu/)).toHaveAccessibleDescription(/Taka wartość już istnieje/);

    const [sent] = requestsTo(fetchMock, 'POST', PATH);
    expect(await sent?.json()).toMatchObject({
      counterPartyTin: '526-025-02-74',
      type: 'correction',
      correctedDocumentNumber: 'FV/1/2026',
      amount: '1234,5',
      counterPartyApartmentNumber: null,
      glAccount: null,
      costCenter: null,
    });
  });

  it('gives the admin the accounting fields and marks a document paid', async () => {
    storeSession();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        [`GET ${PATH}/${DOCUMENT_ID}`]: jsonResponse(settlement({ canEdit: false })),
        [`PATCH ${PATH}/${DOCUMENT_ID}/accounting`]: jsonResponse(
          settlement({ canEdit: false, paymentStatus: 'paid', glAccount: '402-01', costCenter: null }),
        ),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/settlements/${DOCUMENT_ID}`);

    expect(await screen.findByTestId('settlement-read-only', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('settlement-submit')).not.toBeInTheDocument();
    const accounting = screen.getByTestId('settlement-accounting');
    await user.type(within(accounting).getByLabelText('Konto księgowe'), '402-01');
    await user.selectOptions(within(accounting).getByLabelText('Status płatności'), 'paid');
    await user.click(within(accounting).getByRole('button', { name: 'Zapisz księgowanie' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', `${PATH}/${DOCUMENT_ID}/accounting`)).toHaveLength(1));
    const [sent] = requestsTo(fetchMock, 'PATCH', `${PATH}/${DOCUMENT_ID}/accounting`);
    expect(await sent?.json()).toEqual({ glAccount: '402-01', costCenter: null, paymentStatus: 'paid' });
    expect(await screen.findByText('Ten dokument jest opłacony: nie można go już zmienić.')).toBeInTheDocument();
  });

  it('lets the owner attach a PDF: a refused file says why, an accepted one can be downloaded', async () => {
    storeSession();
    let uploads = 0;
    const fetchMock = mockServerApi(
      advisorPanelAnswers({
        [`GET ${PATH}/${DOCUMENT_ID}`]: jsonResponse(settlement()),
        [`PUT ${PATH}/${DOCUMENT_ID}/pdf`]: () => {
          uploads += 1;
          return uploads === 1
            ? errorResponse(415, { label: 'error.unsupportedMediaType', message: 'Unsupported' })
            : jsonResponse(settlement({ pdf: { fileName: 'faktura.pdf', sizeBytes: 4 } }));
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/settlements/${DOCUMENT_ID}`);

    const pdf = await screen.findByTestId('settlement-pdf', {}, { timeout: 5000 });
    expect(within(pdf).getByText('Nie dołączono jeszcze PDF.')).toBeInTheDocument();
    await user.upload(within(pdf).getByLabelText('Dołącz PDF'), new File(['PNG'], 'skan.pdf', { type: 'application/pdf' }));
    expect(
      await within(pdf).findByText('Plik skan.pdf jest niedozwolony: jego zawartość musi być w formacie PDF.'),
    ).toBeInTheDocument();

    await user.upload(within(pdf).getByLabelText('Dołącz PDF'), new File(['%PDF'], 'faktura.pdf', { type: 'application/pdf' }));
    expect(await within(pdf).findByRole('button', { name: 'Pobierz faktura.pdf' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', `${PATH}/${DOCUMENT_ID}/pdf`)).toHaveLength(2);
  });

  it("checks the counterparty's NIP and account in the VAT white list", async () => {
    storeSession();
    const fetchMock = mockServerApi(
      advisorPanelAnswers({
        [`GET ${PATH}/${DOCUMENT_ID}`]: jsonResponse(settlement()),
        [`POST ${PATH}/vat-whitelist`]: jsonResponse({
          name: 'EMITENT SPÓŁKA AKCYJNA',
          statusVat: 'Czynny',
          accountAssigned: false,
          requestId: 'abc',
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/settlements/${DOCUMENT_ID}`);

    const whitelist = await screen.findByTestId('settlement-whitelist', {}, { timeout: 5000 });
    await user.click(within(whitelist).getByRole('button', { name: 'Sprawdź na białej liście VAT' }));
    expect(await within(whitelist).findByText('EMITENT SPÓŁKA AKCYJNA, status VAT: Czynny')).toBeInTheDocument();
    expect(within(whitelist).getByText('Rachunku nie ma na liście rachunków podatnika.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', `${PATH}/vat-whitelist`);
    expect(await sent?.json()).toEqual({ nip: '5260250274', bankAccount: 'PL61109010140000071219812874' });
  });
});
