import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminBondsCampaign,
  adminPanelAnswers,
  asset,
  CAMPAIGN_BONDS_ID,
  COVER_ASSET_ID,
  TERMS_ASSET_ID,
} from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

type User = ReturnType<typeof userEvent.setup>;

/** Long forms typed key by key, and the lazily loaded routes, take their time. */
const SLOW_TESTS = { timeout: 30_000 };
const LOAD = { timeout: 5000 };

function mockBackOffice(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi(
    adminPanelAnswers({
      'GET /api/advisor/campaigns': jsonResponse([adminBondsCampaign()]),
      [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: jsonResponse(adminBondsCampaign()),
      ...answers,
    }),
  );
}

const form = () => within(screen.getByRole('form', { name: 'Kampania' }));
const findForm = async () => within(await screen.findByRole('form', { name: 'Kampania' }, LOAD));

function requestsOf(fetchMock: ReturnType<typeof mockServerApi>, method: string, path: string) {
  return receivedRequests(fetchMock).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** A new debt campaign valid on its own: issuer, PL name, dates, target, interest, duration. */
async function fillValidCampaign(user: User) {
  const campaign = await findForm();
  await user.type(campaign.getByLabelText('Emitent'), 'Zielona Energia S.A.');
  await user.type(campaign.getByLabelText('Nazwa (PL)'), 'Obligacje Zielona Energia seria B');
  await user.type(campaign.getByLabelText('Zapisy od'), '2026-06-01');
  await user.type(campaign.getByLabelText('Zapisy do'), '2026-09-30');
  await user.type(campaign.getByLabelText('Kwota docelowa'), '2 000 000');
  await user.type(campaign.getByLabelText('Oprocentowanie (% w skali roku)'), '8,5');
  await user.type(campaign.getByLabelText('Okres'), '24');
}

async function addProduct(user: User, values: { code: string; min: string; max: string; step: string }) {
  await user.click(form().getByRole('button', { name: 'Dodaj produkt' }));
  const products = form().getAllByRole('group', { name: /^Produkt \d+$/ });
  const product = within(products.at(-1) as HTMLElement);
  await user.type(product.getByLabelText('Kod'), values.code);
  await user.type(product.getByLabelText('Minimalna inwestycja'), values.min);
  await user.type(product.getByLabelText('Maksymalna inwestycja'), values.max);
  await user.type(product.getByLabelText('Wielokrotność kwoty'), values.step);
  return product;
}

describe('campaign form (/app/admin/campaigns/new, /app/admin/campaigns/{id})', () => {
  it(
    "checks the shared schema's rules as the admin types and before sending: max below min, a step not dividing, end before start",
    SLOW_TESTS,
    async () => {
      storeSession();
      const fetchMock = mockBackOffice();
      const user = userEvent.setup();
      renderApp('/app/admin/campaigns/new');

      await fillValidCampaign(user);
      await user.clear(form().getByLabelText('Zapisy do'));
      await user.type(form().getByLabelText('Zapisy do'), '2026-05-15');
      const product = await addProduct(user, { code: 'SERIA-B', min: '1000', max: '500', step: '300' });

      // productLimitIssues, shown while typing, on the field each concerns.
      expect(product.getByLabelText('Maksymalna inwestycja')).toHaveAccessibleDescription(
        'Maksimum nie może być niższe niż minimum (1000)',
      );
      expect(product.getByLabelText('Wielokrotność kwoty')).toHaveAccessibleDescription(
        'Minimum i maksimum muszą być wielokrotnościami kroku (300)',
      );

      await user.click(form().getByRole('button', { name: 'Utwórz kampanię' }));
      await waitFor(() =>
        expect(form().getByLabelText('Zapisy do')).toHaveAccessibleDescription(
          'Data końcowa nie może być wcześniejsza niż data początkowa',
        ),
      );
      expect(form().getByLabelText('Zapisy do')).toHaveAttribute('aria-invalid', 'true');
      expect(product.getByLabelText('Maksymalna inwestycja')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('campaign-form-invalid')).toHaveTextContent('Niektóre pola wymagają poprawy');
      expect(requestsOf(fetchMock, 'POST', '/api/advisor/campaign')).toHaveLength(0);

      // Fixed, the messages go away as the admin types.
      await user.clear(product.getByLabelText('Maksymalna inwestycja'));
      await user.type(product.getByLabelText('Maksymalna inwestycja'), '600000');
      await user.clear(product.getByLabelText('Wielokrotność kwoty'));
      await user.type(product.getByLabelText('Wielokrotność kwoty'), '1000');
      expect(product.getByLabelText('Maksymalna inwestycja')).not.toHaveAccessibleDescription(/Maksimum/);
      expect(product.getByLabelText('Wielokrotność kwoty')).not.toHaveAccessibleDescription(/wielokrotnościami/);
    },
  );

  it('creates a debt campaign with its products in one request, in the shape the server reads', SLOW_TESTS, async () => {
    storeSession();
    const fetchMock = mockBackOffice({
      'POST /api/advisor/campaign': jsonResponse(adminBondsCampaign(), 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/app/admin/campaigns/new');

    await fillValidCampaign(user);
    await user.type(form().getByLabelText('Nazwa (EN)'), 'Green Energy Bonds Series B');
    await addProduct(user, { code: 'SERIA-B', min: '1000', max: '500 000', step: '100' });
    await addProduct(user, { code: 'SERIA-B-INST', min: '100000', max: '2000000', step: '1000' });
    // The IBAN is grouped in fours as it is typed (spec section 5).
    await user.type(form().getByLabelText('Numer rachunku (IBAN lub NRB)'), '61109010140000071219812874');
    expect(form().getByLabelText('Numer rachunku (IBAN lub NRB)')).toHaveValue('61 1090 1014 0000 0712 1981 2874');
    await user.type(form().getByLabelText('Właściciel rachunku'), 'Zielona Energia S.A.');
    await user.type(form().getByLabelText('Bank'), 'Santander Bank Polska');
    await user.click(form().getByRole('button', { name: 'Wstaw znacznik: nazwisko' }));
    expect(form().getByLabelText('Tytuł przelewu')).toHaveValue('{surname}');
    expect(screen.getByTestId('transfer-title-example')).toHaveTextContent('Przykład: Kowalski');

    await user.click(form().getByRole('button', { name: 'Utwórz kampanię' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/campaigns'), LOAD);

    const [request] = requestsOf(fetchMock, 'POST', '/api/advisor/campaign');
    const body = (await request?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'debt',
      currency: 'PLN',
      translations: [
        { language: 'pl', name: 'Obligacje Zielona Energia seria B', shortDescription: null, description: null },
        { language: 'en', name: 'Green Energy Bonds Series B', shortDescription: null, description: null },
      ],
      startDate: '2026-06-01',
      endDate: '2026-09-30',
      targetAmount: '2000000.00',
      debt: {
        interestType: 'Fixed',
        interestRate: '8.5000',
        paymentFrequency: 'Quarterly',
        duration: { value: 24, unit: 'month' },
        taxRate: '19.00',
      },
      equity: null,
      coverImageId: null,
      documents: [],
      paymentAccount: {
        iban: '61109010140000071219812874',
        holder: 'Zielona Energia S.A.',
        bankName: 'Santander Bank Polska',
        swift: null,
      },
      transferTitlePattern: '{surname}',
      products: [
        {
          code: 'SERIA-B',
          currency: 'PLN',
          investmentValueMin: '1000.00',
          investmentValueMax: '500000.00',
          investmentValueStep: '100.00',
          nominalValue: null,
        },
        { code: 'SERIA-B-INST', currency: 'PLN', investmentValueMin: '100000.00' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanie' }, LOAD)).toBeInTheDocument();
  });

  it(
    'copies a campaign: GET prefills a new one with its texts, terms, cover, documents, account and products',
    SLOW_TESTS,
    async () => {
      storeSession();
      const fetchMock = mockBackOffice({ 'POST /api/advisor/campaign': jsonResponse(adminBondsCampaign(), 201) });
      const user = userEvent.setup();
      renderApp(`/app/admin/campaigns/new?copyOf=${CAMPAIGN_BONDS_ID}`);

      const copy = await findForm();
      expect(screen.getByRole('heading', { level: 1, name: 'Nowa kampania z kopii' })).toBeInTheDocument();
      expect(copy.getByLabelText('Emitent')).toHaveValue('Zielona Energia S.A.');
      expect(copy.getByLabelText('Nazwa (PL)')).toHaveValue('Obligacje Zielona Energia seria A');
      expect(copy.getByLabelText('Nazwa (EN)')).toHaveValue('Green Energy Bonds Series A');
      expect(copy.getByLabelText('Oprocentowanie (% w skali roku)')).toHaveValue('9');
      expect(copy.getByLabelText('Podatek od odsetek (%)')).toHaveValue('19');
      expect(copy.getByTestId('campaign-cover-preview')).toHaveAttribute('src', `/public-api/asset/${COVER_ASSET_ID}`);
      expect(copy.getByTestId('campaign-document-file')).toHaveTextContent('warunki-emisji.pdf');
      expect(copy.getAllByRole('group', { name: /^Produkt \d+$/ })).toHaveLength(2);
      expect(copy.getAllByLabelText('Kod').map((input) => (input as HTMLInputElement).value)).toEqual([
        'SERIA-A',
        'SERIA-A-INST',
      ]);

      await user.click(copy.getByRole('button', { name: 'Utwórz kampanię' }));
      await screen.findByRole('heading', { level: 1, name: 'Kampanie' }, LOAD);
      const body = (await requestsOf(fetchMock, 'POST', '/api/advisor/campaign')[0]?.json()) as {
        coverImageId: string;
        documents: unknown[];
        products: Record<string, unknown>[];
      };
      expect(body.coverImageId).toBe(COVER_ASSET_ID);
      expect(body.documents).toEqual([{ assetId: TERMS_ASSET_ID, kind: 'terms', language: null }]);
      expect(body.products.map((product) => product.code)).toEqual(['SERIA-A', 'SERIA-A-INST']);
      expect(body.products.every((product) => !('id' in product) && !('campaignId' in product))).toBe(true);
    },
  );

  it(
    "puts the server's violations on their fields, nested ones included, and keeps the admin on the form",
    SLOW_TESTS,
    async () => {
      storeSession();
      const fetchMock = mockBackOffice({
        'POST /api/advisor/campaign': errorResponse(400, {
          label: 'error.validation',
          message: 'Niepoprawne dane formularza',
          // The order the server checks in: texts and files before the products.
          violations: [
            { propertyPath: 'translations', title: 'Wpisz teksty w języku strony (PL)', code: 'validation.translationRequired' },
            {
              propertyPath: 'products.1.currency',
              title: 'Produkt jest sprzedawany w walucie swojej kampanii (EUR)',
              code: 'validation.productCurrencyMismatch',
            },
            {
              propertyPath: 'documents.0.assetId',
              title: 'Nie znaleziono przesłanego pliku: prześlij go ponownie',
              code: 'validation.assetNotFound',
            },
          ],
        }),
      });
      const user = userEvent.setup();
      const { router } = renderApp(`/app/admin/campaigns/new?copyOf=${CAMPAIGN_BONDS_ID}`);

      const copy = await findForm();
      await user.click(copy.getByRole('button', { name: 'Utwórz kampanię' }));

      const products = await waitFor(() => {
        const groups = form().getAllByRole('group', { name: /^Produkt \d+$/ });
        expect(within(groups[1] as HTMLElement).getByLabelText('Waluta')).toHaveAccessibleDescription(
          'Produkt jest sprzedawany w walucie swojej kampanii (EUR)',
        );
        return groups;
      });
      expect(within(products[0] as HTMLElement).getByLabelText('Waluta')).not.toHaveAccessibleDescription(/sprzedawany/);
      expect(form().getByTestId('campaign-document-error')).toHaveTextContent('Nie znaleziono przesłanego pliku');
      expect(form().getByLabelText('Nazwa (PL)')).toHaveAccessibleDescription('Wpisz teksty w języku strony (PL)');
      expect(form().getByLabelText('Nazwa (PL)')).toHaveFocus();
      expect(router.state.location.pathname).toBe('/app/admin/campaigns/new');
      expect(requestsOf(fetchMock, 'POST', '/api/advisor/campaign')).toHaveLength(1);
    },
  );

  it("shows the server's 413 and 415 for a cover, naming the file and what is allowed", SLOW_TESTS, async () => {
    storeSession();
    let answer = errorResponse(413, { label: 'error.payloadTooLarge', message: 'Plik jest za duży' });
    mockBackOffice({ 'POST /api/advisor/asset': () => answer });
    const user = userEvent.setup();
    renderApp('/app/admin/campaigns/new');

    const cover = (await findForm()).getByLabelText('Prześlij okładkę');
    await user.upload(cover, new File(['png'], 'okladka.png', { type: 'image/png' }));
    expect(await screen.findByTestId('file-picker-error')).toHaveTextContent('Plik okladka.png jest za duży: limit to 5 MB.');
    expect(cover).toHaveAttribute('aria-invalid', 'true');

    answer = errorResponse(415, { label: 'error.unsupportedMediaType', message: 'Ten typ pliku jest niedozwolony' });
    await user.upload(cover, new File(['MZ'], 'program.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('file-picker-error')).toHaveTextContent(
        'Plik program.png jest niedozwolony: jego zawartość musi być w formacie PNG, JPEG, WEBP.',
      ),
    );

    answer = jsonResponse(asset(), 201);
    await user.upload(cover, new File(['png'], 'okladka.png', { type: 'image/png' }));
    expect(await screen.findByTestId('campaign-cover-preview')).toHaveAttribute('src', `/public-api/asset/${COVER_ASSET_ID}`);
    expect(screen.queryByTestId('file-picker-error')).not.toBeInTheDocument();
  });

  it("adds a product to an existing campaign in its own dialog, with the campaign's currency", SLOW_TESTS, async () => {
    storeSession();
    const added = adminBondsCampaign({
      products: [
        ...adminBondsCampaign().products,
        {
          id: 'f0000000-0000-4000-8000-000000000009',
          campaignId: CAMPAIGN_BONDS_ID,
          code: 'SERIA-B',
          currency: 'PLN',
          investmentValueMin: '1000.00',
          investmentValueMax: '50000.00',
          investmentValueStep: '1000.00',
          nominalValue: null,
        },
      ],
    });
    let current = adminBondsCampaign();
    const fetchMock = mockBackOffice({
      [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: () => jsonResponse(current),
      [`POST /api/advisor/campaign/${CAMPAIGN_BONDS_ID}/product`]: () => {
        current = added;
        return jsonResponse(added, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(`/app/admin/campaigns/${CAMPAIGN_BONDS_ID}`);

    const products = within(await screen.findByTestId('campaign-products', {}, LOAD));
    expect(products.getAllByTestId('campaign-product-row')).toHaveLength(2);
    await user.click(products.getByRole('button', { name: 'Dodaj produkt' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nowy produkt' }));
    expect(dialog.getByLabelText('Kod')).toHaveFocus();
    expect(dialog.getByLabelText('Waluta')).toHaveValue('PLN');
    await user.type(dialog.getByLabelText('Kod'), 'SERIA-B');
    await user.type(dialog.getByLabelText('Minimalna inwestycja'), '1000');
    await user.type(dialog.getByLabelText('Maksymalna inwestycja'), '50000');
    await user.type(dialog.getByLabelText('Wielokrotność kwoty'), '300');
    expect(dialog.getByLabelText('Wielokrotność kwoty')).toHaveAccessibleDescription(
      'Minimum i maksimum muszą być wielokrotnościami kroku (300)',
    );
    await user.clear(dialog.getByLabelText('Wielokrotność kwoty'));
    await user.type(dialog.getByLabelText('Wielokrotność kwoty'), '1000');
    await user.click(dialog.getByRole('button', { name: 'Zapisz produkt' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    expect(products.getAllByTestId('campaign-product-row')).toHaveLength(3);
    expect(products.getAllByTestId('campaign-product-row')[2]).toHaveTextContent('SERIA-B');
    const [request] = requestsOf(fetchMock, 'POST', `/api/advisor/campaign/${CAMPAIGN_BONDS_ID}/product`);
    await expect(request?.json()).resolves.toEqual({
      code: 'SERIA-B',
      currency: 'PLN',
      investmentValueMin: '1000.00',
      investmentValueMax: '50000.00',
      investmentValueStep: '1000.00',
      nominalValue: null,
    });
  });
});
