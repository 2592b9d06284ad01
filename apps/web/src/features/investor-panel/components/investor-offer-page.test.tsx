import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/testing/downloads';
import { investment, INVESTMENT_ID, investorOffer, OFFER_ID } from '@/testing/investor-home-fixtures';
import { paymentInstructions } from '@/testing/public-offer-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests } from '@/testing/server-api';

const OFFER_PATH = `/investor-api/offer/${OFFER_ID}`;
const PAGE = `/app/offers/${OFFER_ID}`;

const interested = () => investorOffer({ status: 'interested', actions: ['accept', 'decline', 'pdf'] });
const accepted = () =>
  investorOffer({ status: 'accepted', investmentValue: '5000.00', agreementDate: '2026-11-20', actions: ['upload', 'pdf'] });

/** Ticks what the accept asks for besides the amount: the data confirmation and the demo tenant's consents. */
async function tickConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'Potwierdzam, że zapisuję się na ofertę jako inwestor@example.com.' }));
  for (const checkbox of within(screen.getByTestId('offer-accept-form')).getAllByRole('checkbox')) {
    if (!(checkbox as HTMLInputElement).checked) await user.click(checkbox);
  }
}

describe('investor offer page (/app/offers/{id})', () => {
  it('presents the campaign and product as the public page does, and records the interest', async () => {
    let offer = investorOffer({ status: 'viewed', actions: ['markInterest', 'decline', 'pdf'] });
    const fetchMock = mockInvestorSession({
      [`GET ${OFFER_PATH}`]: () => jsonResponse(offer),
      [`PATCH ${OFFER_PATH}/interest`]: () => {
        offer = interested();
        return jsonResponse(offer);
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-product-min')).toHaveTextContent('1 000,00 PLN');
    expect(screen.getByTestId('campaign-funding')).toBeInTheDocument();
    expect(screen.getByTestId('offer-status-badge')).toHaveTextContent('Wyświetlona');
    expect(screen.queryByTestId('offer-accept-form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jestem zainteresowany' }));

    expect(await screen.findByTestId('offer-accept-form')).toBeInTheDocument();
    expect(screen.getByTestId('offer-status-badge')).toHaveTextContent('Zainteresowanie');
    expect(receivedRequests(fetchMock).filter((request) => request.url.endsWith('/interest'))).toHaveLength(1);
  });

  it('refuses an amount below the minimum with the server’s wording, then accepts a valid one', async () => {
    let offer = interested();
    const fetchMock = mockInvestorSession({
      [`GET ${OFFER_PATH}`]: () => jsonResponse(offer),
      [`PATCH ${OFFER_PATH}/accept`]: () => {
        offer = accepted();
        return jsonResponse(offer);
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    const amount = await screen.findByLabelText(/Kwota inwestycji/);
    expect(screen.getByText('Minimum 1 000,00 PLN, maksimum 100 000,00 PLN, wielokrotność 0,50 PLN.')).toBeInTheDocument();
    await user.type(amount, '999,99');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: 'Akceptuję ofertę' }));

    expect(
      await screen.findByText('Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(receivedRequests(fetchMock).some((request) => request.url.endsWith('/accept'))).toBe(false);

    await user.clear(amount);
    await user.type(amount, '5 000');
    await user.click(screen.getByRole('button', { name: 'Akceptuję ofertę' }));

    await waitFor(() => expect(screen.getByTestId('offer-status-badge')).toHaveTextContent('Zaakceptowana'));
    const accept = receivedRequests(fetchMock).find((request) => request.url.endsWith('/accept'));
    expect(accept?.method).toBe('PATCH');
    expect(await accept?.json()).toEqual({
      investmentValue: '5000.00',
      consents: ['reg', 'privacyPolicy', 'consent2', 'consent3'],
    });
    expect(screen.getByTestId('offer-investment-value')).toHaveTextContent('5 000,00 PLN');
    expect(screen.getByLabelText('Potwierdzenie płatności')).toBeInTheDocument();
  });

  it('puts the server’s refusal of the amount on the field', async () => {
    mockInvestorSession({
      [`GET ${OFFER_PATH}`]: jsonResponse(interested()),
      [`PATCH ${OFFER_PATH}/accept`]: errorResponse(422, {
        label: 'error.offerCannotBeAcceptedMax',
        message: 'Nie można zaakceptować oferty: maksymalna kwota inwestycji to 4 000,00 PLN',
      }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    const amount = await screen.findByLabelText(/Kwota inwestycji/);
    await user.type(amount, '5000');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: 'Akceptuję ofertę' }));

    expect(
      await screen.findByText('Nie można zaakceptować oferty: maksymalna kwota inwestycji to 4 000,00 PLN'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it('uploads the payment confirmation as on the public page and downloads the files and the PDF', async () => {
    let offer = accepted();
    const fetchMock = mockInvestorSession({
      [`GET ${OFFER_PATH}`]: () => jsonResponse(offer),
      [`POST ${OFFER_PATH}/upload`]: async (request) => {
        const file = (await request.formData()).get('file') as File;
        const attachment = {
          id: 'a1000000-0000-4000-8000-000000000001',
          fileName: file.name,
          mimeType: 'application/pdf',
          sizeBytes: 2048,
          uploadedAt: '2026-11-21T10:15:00Z',
        };
        offer = { ...offer, paymentConfirmations: [attachment] };
        return jsonResponse(attachment, 201);
      },
      [`GET ${OFFER_PATH}/attachment/a1000000-0000-4000-8000-000000000001`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="przelew.pdf"' },
        }),
      [`POST ${OFFER_PATH}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp(PAGE);

    const input = await screen.findByLabelText('Potwierdzenie płatności');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'duzy.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByTestId('offer-payment-error')).toHaveTextContent(
      'Plik duzy.pdf jest za duży. Maksymalny rozmiar pliku to 10 MB.',
    );

    await user.upload(input, new File(['%PDF-1.7'], 'przelew.pdf', { type: 'application/pdf' }));
    const files = await screen.findByRole('list', { name: 'Przesłane pliki' });
    expect(within(files).getByText('przelew.pdf')).toBeInTheDocument();
    expect(receivedRequests(fetchMock).filter((request) => request.url.endsWith('/upload'))).toHaveLength(1);

    await user.click(within(files).getByRole('button', { name: 'Pobierz plik przelew.pdf' }));
    await waitFor(() => expect(saved).toEqual(['przelew.pdf']));

    await user.click(screen.getByRole('button', { name: 'Pobierz ofertę (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['przelew.pdf', 'oferta-SERIA-A.pdf']));
    const pdf = receivedRequests(fetchMock).find((request) => request.url.endsWith('/pdf'));
    expect(await pdf?.json()).toEqual({ language: 'pl' });
  });

  it('shows an accepted offer’s payment instructions: account, amount, title and the QR code', async () => {
    mockInvestorSession({
      [`GET ${OFFER_PATH}`]: jsonResponse({ ...accepted(), paymentInstructions: paymentInstructions({ amount: '5000.00' }) }),
    });
    renderApp(PAGE);

    const instructions = within(await screen.findByRole('region', { name: 'Dane do przelewu' }));
    expect(instructions.getByTestId('payment-account')).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
    expect(instructions.getByTestId('payment-amount')).toHaveTextContent('5 000,00 PLN');
    expect(instructions.getByTestId('payment-title')).toHaveTextContent('Zapis ZE-2026-00042 Kowalska');
    expect(instructions.getByRole('img', { name: /Kod QR przelewu/ })).toBeInTheDocument();
    expect(screen.getByTestId('offer-payment-input')).toBeInTheDocument();
  });

  it('shows an active offer’s investment and its schedule instead of asking for the payment', async () => {
    mockInvestorSession({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        investorOffer({
          status: 'active',
          investmentValue: '5000.00',
          investmentId: INVESTMENT_ID,
          actions: ['upload', 'pdf'],
          paymentInstructions: paymentInstructions({ amount: '5000.00' }),
        }),
      ),
      [`GET /investor-api/investment/${INVESTMENT_ID}`]: jsonResponse(investment()),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('link', { name: 'Zobacz inwestycję i harmonogram' })).toHaveAttribute(
      'href',
      `/app/investments/${INVESTMENT_ID}`,
    );
    const card = within(screen.getByTestId('offer-investment'));
    expect(await card.findByTestId('offer-investment-schedule')).toBeInTheDocument();
    expect(card.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offer-payment-input')).not.toBeInTheDocument();
  });

  it('says so for another investor’s or an unknown offer', async () => {
    mockInvestorSession({ [`GET ${OFFER_PATH}`]: errorResponse(404, { label: 'error.notFound' }) });
    renderApp(PAGE);

    expect(await screen.findByTestId('offer-not-found')).toHaveTextContent('Nie znaleziono oferty.');
  });
});
