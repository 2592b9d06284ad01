import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { catchDownloadLinks } from '@/testing/downloads';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { OFFER_TOKEN, offerDictionary, paymentInstructions, publicOffer } from '@/testing/public-offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const OFFER_PATH = `/public-api/campaign-offer/${OFFER_TOKEN}`;
const PAGE = `/campaign?token=${OFFER_TOKEN}`;

function mockOfferApi(answers: Record<string, MockAnswer> = {}, whiteLabel = demoWhiteLabel()) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(whiteLabel),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /public-api/campaign-offer/dictionary': jsonResponse(offerDictionary()),
    [`GET ${OFFER_PATH}`]: jsonResponse(publicOffer()),
    ...answers,
  });
}

function termValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('public campaign offer page (/campaign?token=)', () => {
  it("lists the campaign's documents as links behind the offer's own secret", async () => {
    mockOfferApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        publicOffer({
          documents: [
            {
              id: 'd0c00000-0000-4000-8000-000000000001',
              assetId: 'a5500000-0000-4000-8000-000000000002',
              kind: 'terms',
              language: null,
              fileName: 'warunki-emisji.pdf',
              contentType: 'application/pdf',
              bytes: 48_213,
            },
          ],
        }),
      ),
    });
    renderApp(PAGE);

    const documents = within(await screen.findByRole('region', { name: 'Dokumenty' }));
    const link = documents.getByRole('link', { name: 'Warunki emisji: warunki-emisji.pdf' });
    expect(link).toHaveAttribute('href', `${OFFER_PATH}/document/d0c00000-0000-4000-8000-000000000001`);
    expect(link).toHaveTextContent('warunki-emisji.pdf · 47 kB');
  });

  it('presents the campaign, its debt terms, the product, the advisor and only the actions the offer allows', async () => {
    const fetchMock = mockOfferApi();
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('public-page-logo')).toHaveAttribute('src', '/branding/demo/logo.svg');
    expect(screen.getByTestId('offer-campaign-issuer')).toHaveTextContent('Zielona Energia S.A.');
    expect(screen.getByTestId('campaign-image')).toHaveAttribute('data-placeholder', 'debt');
    expect(screen.getByText('Zebrano 1 250 000,00 PLN z 5 000 000,00 PLN')).toBeInTheDocument();
    expect(screen.getByText('Spółka buduje farmy fotowoltaiczne na Pomorzu.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Warunki' })).toBeInTheDocument();
    expect(termValue('Oprocentowanie')).toBe('Stałe');
    expect(termValue('Stopa procentowa')).toBe('9,00% w skali roku');
    expect(termValue('Wypłata odsetek')).toBe('Kwartalnie');
    expect(termValue('Okres')).toBe('24 miesiące');

    expect(termValue('Kod produktu')).toBe('SERIA-A');
    expect(termValue('Minimalna kwota inwestycji')).toBe('1 000,00 PLN');
    expect(termValue('Maksymalna kwota inwestycji')).toBe('100 000,00 PLN');
    expect(termValue('Wielokrotność kwoty')).toBe('0,50 PLN');

    const advisor = within(screen.getByTestId('offer-advisor'));
    expect(advisor.getByText('Piotr Kowalski')).toBeInTheDocument();
    expect(advisor.getByRole('link', { name: 'doradca@emisja.test' })).toHaveAttribute('href', 'mailto:doradca@emisja.test');
    expect(advisor.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute('href', 'tel:+48600100200');
    expect(advisor.getByText('Dzień dobry, przesyłam ofertę obligacji, o której rozmawialiśmy.')).toBeInTheDocument();
    expect(screen.getByTestId('offer-status-label')).toHaveTextContent('Wyświetlona');

    expect(screen.getByRole('button', { name: 'Jestem zainteresowany' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rezygnuję' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zainwestuj' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Potwierdzenie płatności')).not.toBeInTheDocument();

    // The campaign texts in the interface language; the public calls carry no session.
    const offerRequest = receivedRequests(fetchMock).find((request) => request.url.includes(OFFER_PATH));
    expect(new URL(offerRequest?.url ?? '').searchParams.get('language')).toBe('pl');
  });

  it('shows the share details of an equity campaign', async () => {
    mockOfferApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        publicOffer({
          campaign: {
            type: 'equity',
            debt: null,
            equity: {
              sharesSeries: 'C',
              counterFrom: 1,
              counterTo: 250000,
              issueValue: '2500000.00',
              notarialDeed: 'Rep. A nr 1234/2026',
              pccFlag: true,
            },
          },
        }),
      ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('Seria akcji')).toBeInTheDocument();
    expect(termValue('Seria akcji')).toBe('C');
    expect(termValue('Numery akcji')).toBe('od 1 do 250 000');
    expect(termValue('Wartość emisji')).toBe('2 500 000,00 PLN');
    expect(termValue('Akt notarialny')).toBe('Rep. A nr 1234/2026');
    expect(termValue('Podatek PCC')).toBe('Tak');
    expect(screen.queryByText('Oprocentowanie')).not.toBeInTheDocument();
  });

  it('records the interest, then offers the invest button with the tenant’s text', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi(
      {
        [`PATCH ${OFFER_PATH}/interest`]: jsonResponse(
          publicOffer({ status: 'interested', actions: ['accept', 'decline', 'pdf'] }),
        ),
      },
      demoWhiteLabel({ configuration: { campaignInvestButtonText: 'Kupuję obligacje' } }),
    );
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Jestem zainteresowany' }));

    const invest = await screen.findByRole('link', { name: 'Kupuję obligacje' });
    expect(invest).toHaveAttribute('href', `/invest?token=${OFFER_TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Jestem zainteresowany' })).not.toBeInTheDocument();
    expect(screen.getByTestId('offer-status-label')).toHaveTextContent('Zainteresowanie');
    expect(await screen.findByText('Dziękujemy! Zapisaliśmy Twoje zainteresowanie ofertą.')).toBeInTheDocument();
    const interest = receivedRequests(fetchMock).filter((request) => request.method === 'PATCH');
    expect(interest.map((request) => new URL(request.url).pathname)).toEqual([`${OFFER_PATH}/interest`]);
    expect(interest[0]?.headers.get('authorization')).toBeNull();
  });

  it('declines after a confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi({
      [`PATCH ${OFFER_PATH}/decline`]: jsonResponse(publicOffer({ status: 'declined', actions: [] })),
    });
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Rezygnuję' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Zrezygnować z tej oferty?' }));
    await user.click(dialog.getByRole('button', { name: 'Tak, rezygnuję' }));

    await waitFor(() => expect(screen.getByTestId('offer-status-label')).toHaveTextContent('Rezygnacja'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rezygnuję' })).not.toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.method === 'PATCH' && request.url.endsWith('/decline'))).toBe(
      true,
    );
  });

  it('shows the catalogue message on a whole page for an unknown token', async () => {
    mockOfferApi({ [`GET ${OFFER_PATH}`]: errorResponse(404, { label: 'error.tokenInactive', message: 'x' }) });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Oferta niedostępna' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-unavailable-message')).toHaveTextContent('Token nie jest już aktywny');
  });

  it('shows the catalogue message on a whole page for an offer out of date', async () => {
    mockOfferApi({ [`GET ${OFFER_PATH}`]: errorResponse(410, { label: 'error.offerOutOfDate', message: 'x' }) });
    renderApp(PAGE);

    expect(await screen.findByTestId('offer-unavailable-message')).toHaveTextContent(
      'Oferta jest nieaktualna: wniosek został już wysłany lub kampania się zakończyła',
    );
  });

  it('treats a link without a token as inactive, asking the server nothing about an offer', async () => {
    const fetchMock = mockOfferApi();
    renderApp('/campaign');

    expect(await screen.findByTestId('offer-unavailable-message')).toHaveTextContent('Token nie jest już aktywny');
    expect(receivedRequests(fetchMock).some((request) => request.url.includes('/campaign-offer/'))).toBe(false);
  });

  it('goes to the whole-page message when an action finds the offer out of date', async () => {
    const user = userEvent.setup();
    mockOfferApi({
      [`PATCH ${OFFER_PATH}/interest`]: errorResponse(410, { label: 'error.offerOutOfDate', message: 'x' }),
    });
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Jestem zainteresowany' }));
    expect(await screen.findByTestId('offer-unavailable-message')).toHaveTextContent('Oferta jest nieaktualna');
  });

  it('shows other failures of an action as a notification with the server’s message', async () => {
    const user = userEvent.setup();
    mockOfferApi({
      [`PATCH ${OFFER_PATH}/interest`]: errorResponse(409, {
        label: 'error.offerInvalidTransition',
        message: 'Ta operacja nie jest możliwa dla oferty o statusie „Zaakceptowana”',
      }),
    });
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Jestem zainteresowany' }));
    expect(await screen.findByText('Ta operacja nie jest możliwa dla oferty o statusie „Zaakceptowana”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jestem zainteresowany' })).toBeInTheDocument();
  });

  it('works the same for a browser where an advisor is logged in', async () => {
    storeSession();
    const fetchMock = mockOfferApi();
    const { router } = renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign');
    const offerRequest = receivedRequests(fetchMock).find((request) => request.url.includes(OFFER_PATH));
    expect(offerRequest?.headers.get('authorization')).toBeNull();
  });

  it('reads the campaign again in English when the language changes', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi({
      [`GET ${OFFER_PATH}`]: (request) =>
        new URL(request.url).searchParams.get('language') === 'en'
          ? jsonResponse(publicOffer({ language: 'en', campaign: { name: 'Green Energy Bonds 2026' } }))
          : jsonResponse(publicOffer()),
    });
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' });
    await user.click(screen.getByTestId('language-en'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Green Energy Bonds 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm interested" })).toBeInTheDocument();
    expect(screen.getByText('Interest type')).toBeInTheDocument();
    expect(receivedRequests(fetchMock).filter((request) => request.url.includes(`${OFFER_PATH}?`))).toHaveLength(2);
  });

  it('pins the main action to the bottom of a small screen and leaves room for it under the page', async () => {
    mockOfferApi();
    renderApp(PAGE);

    const mainAction = await screen.findByTestId('offer-main-action');
    expect(within(mainAction).getByRole('button', { name: 'Jestem zainteresowany' })).toBeInTheDocument();
    expect(mainAction).toHaveClass('max-lg:fixed', 'max-lg:bottom-0');
    expect(screen.getByTestId('campaign-offer')).toHaveClass('max-lg:pb-24');
  });

  it('shows an accepted offer’s transfer details with the QR code, and asks for the payment confirmation', async () => {
    mockOfferApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        publicOffer({
          status: 'accepted',
          investmentValue: '12500.50',
          agreementDate: '2026-03-02',
          actions: ['upload', 'pdf'],
          paymentInstructions: paymentInstructions(),
        }),
      ),
    });
    renderApp(PAGE);

    const instructions = within(await screen.findByRole('region', { name: 'Dane do przelewu' }));
    expect(instructions.getByTestId('payment-recipient')).toHaveTextContent('Zielona Energia S.A.');
    expect(instructions.getByTestId('payment-account')).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
    expect(instructions.getByTestId('payment-amount')).toHaveTextContent('12 500,50 PLN');
    expect(instructions.getByTestId('payment-title')).toHaveTextContent('Zapis ZE-2026-00042 Kowalska');
    expect(instructions.getByRole('img', { name: /Kod QR przelewu/ })).toBeInTheDocument();
    expect(screen.getByTestId('offer-payment-input')).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-offer')).not.toHaveClass('max-lg:pb-24');
  });

  it('shows an active offer’s investment and the way to its schedule instead of the payment and its upload', async () => {
    mockOfferApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        publicOffer({
          status: 'active',
          investmentValue: '12500.50',
          agreementDate: '2026-03-02',
          actions: ['upload', 'pdf'],
          paymentInstructions: paymentInstructions(),
        }),
      ),
    });
    renderApp(PAGE);

    const investment = within(await screen.findByRole('region', { name: 'Twoja inwestycja' }));
    expect(investment.getByTestId('offer-investment-amount')).toHaveTextContent('12 500,50 PLN');
    expect(investment.getByRole('link', { name: 'Przejdź do panelu inwestora' })).toHaveAttribute('href', '/investor-login');
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offer-payment-input')).not.toBeInTheDocument();
  });

  describe('payment confirmation', () => {
    const accepted = () =>
      publicOffer({
        status: 'accepted',
        investmentValue: '12500.50',
        agreementDate: '2026-03-02',
        actions: ['upload', 'pdf'],
      });

    it('refuses a file over 10 MiB without sending it', async () => {
      const user = userEvent.setup();
      const fetchMock = mockOfferApi({ [`GET ${OFFER_PATH}`]: jsonResponse(accepted()) });
      renderApp(PAGE);

      const input = await screen.findByLabelText('Potwierdzenie płatności');
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'przelew.pdf', { type: 'application/pdf' });
      await user.upload(input, big);

      expect(await screen.findByTestId('offer-payment-error')).toHaveTextContent(
        'Plik przelew.pdf jest za duży. Maksymalny rozmiar pliku to 10 MB.',
      );
      expect(receivedRequests(fetchMock).some((request) => request.url.endsWith('/upload'))).toBe(false);
    });

    it('uploads the file as the multipart part "file" and lists it', async () => {
      const user = userEvent.setup();
      let uploaded: File | null = null;
      mockOfferApi({
        [`GET ${OFFER_PATH}`]: jsonResponse(accepted()),
        [`POST ${OFFER_PATH}/upload`]: async (request) => {
          const body = await request.formData();
          uploaded = body.get('file') as File;
          return jsonResponse(
            {
              id: '3f0c9b8e-8a4f-4d6a-9a9e-2b7f1c0d5e03',
              fileName: 'przelew.pdf',
              mimeType: 'application/pdf',
              sizeBytes: 2048,
              uploadedAt: '2026-03-02T10:15:00Z',
            },
            201,
          );
        },
      });
      renderApp(PAGE);

      expect(await screen.findByTestId('offer-investment-value')).toHaveTextContent('12 500,50 PLN');
      expect(screen.getByText('Nie przesłano jeszcze żadnego pliku.')).toBeInTheDocument();
      await user.upload(
        screen.getByLabelText('Potwierdzenie płatności'),
        new File(['%PDF-1.7'], 'przelew.pdf', { type: 'application/pdf' }),
      );

      const files = await screen.findByRole('list', { name: 'Przesłane pliki' });
      expect(within(files).getByText('przelew.pdf')).toBeInTheDocument();
      expect(within(files).getByText('2,0 kB · 02.03.2026, 11:15')).toBeInTheDocument();
      expect((uploaded as File | null)?.name).toBe('przelew.pdf');
    });

    it('shows the server’s message when it refuses the file type', async () => {
      const user = userEvent.setup();
      mockOfferApi({
        [`GET ${OFFER_PATH}`]: jsonResponse(accepted()),
        [`POST ${OFFER_PATH}/upload`]: errorResponse(415, {
          label: 'error.unsupportedMediaType',
          message: 'Ten typ pliku jest niedozwolony',
        }),
      });
      renderApp(PAGE);

      await user.upload(
        await screen.findByLabelText('Potwierdzenie płatności'),
        new File(['MZ'], 'faktura.pdf', { type: 'application/pdf' }),
      );
      expect(await screen.findByTestId('offer-payment-error')).toHaveTextContent(
        'Nie udało się przesłać pliku faktura.pdf: Ten typ pliku jest niedozwolony',
      );
    });
  });

  it('downloads the offer PDF in the page language as oferta-<product code>.pdf', async () => {
    const user = userEvent.setup();
    await changeLanguage(i18n, 'en');
    const fetchMock = mockOfferApi({
      [`POST ${OFFER_PATH}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const { links: saved } = catchDownloadLinks('blob:http://localhost/offer');
    renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/offer', download: 'oferta-SERIA-A.pdf' }]));
    const pdf = receivedRequests(fetchMock).find((request) => request.url.endsWith('/pdf'));
    expect(pdf?.method).toBe('POST');
    expect(await pdf?.json()).toEqual({ language: 'en' });
  });
});
