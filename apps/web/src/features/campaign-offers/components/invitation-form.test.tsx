import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_NORTH, NETWORK_SOUTH, networks } from '@/testing/advisor-fixtures';
import {
  CAMPAIGN_BONDS_ID,
  CAMPAIGN_SHARES_ID,
  PRODUCT_A_ID,
  PRODUCT_A_INST_ID,
  PRODUCT_C_ID,
  bondsCampaign,
  finishedCampaign,
  sharesCampaign,
} from '@/testing/campaign-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INVITE_BONDS_INST = `POST /api/advisor/campaign/${CAMPAIGN_BONDS_ID}/product/${PRODUCT_A_INST_ID}/invite-investor`;
const INVITE_SHARES = `POST /api/advisor/campaign/${CAMPAIGN_SHARES_ID}/product/${PRODUCT_C_ID}/invite-investor`;

/**
 * The server's answer to an invitation: the new offer row (its contents do not matter to the form), or with `created: false`
 * the advisor's open offer of the address (200).
 */
async function invited(request: Request, { created = true, offerId = crypto.randomUUID() } = {}): Promise<Response> {
  const body = (await request.json()) as { investorEmail: string; networkId: string };
  const [, , , campaignId = '', , productId = ''] = new URL(request.url).pathname.split('/').slice(1);
  return jsonResponse(
    {
      created,
      offer: {
        id: offerId,
        investorId: crypto.randomUUID(),
        investorName: null,
        investorEmail: body.investorEmail,
        ownerId: crypto.randomUUID(),
        ownerName: 'Piotr Kowalski',
        agreementDate: null,
        paymentDate: null,
        endDate: null,
        networkId: body.networkId,
        networkName: 'Północ',
        investmentValue: null,
        currency: 'PLN',
        status: 'invited',
        kanbanColumn: 'invited',
        statusDate: '2026-11-23T10:00:00.000Z',
        campaignId,
        campaignName: 'Obligacje Zielona Energia seria A',
        productId,
        productCode: 'SERIA-A',
        paymentConfirmations: 0,
        kycStatus: { status: 'none', identityVerification: 'not-started', submittedAt: null },
      },
    },
    created ? 201 : 200,
  );
}

function mockCampaign(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(advisorUser().contexts),
    'GET /api/auth/data': jsonResponse(advisorUser()),
    'GET /api/advisor/network': jsonResponse(networks()),
    [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: jsonResponse(bondsCampaign()),
    [`GET /api/advisor/campaign/${CAMPAIGN_SHARES_ID}`]: jsonResponse(sharesCampaign()),
    ...answers,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Zaproszenie inwestora' }));
const findForm = async () => within(await screen.findByRole('form', { name: 'Zaproszenie inwestora' }));
const emailsField = () => form().getByRole('textbox', { name: 'Adresy e-mail inwestorów' });

function invitations(fetchMock: ReturnType<typeof mockServerApi>) {
  return receivedRequests(fetchMock).filter((request) => request.method === 'POST');
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { emails, message = 'Polecam tę emisję, szczegóły w linku.', network = 'Południe' }: Record<string, string>,
) {
  const scope = await findForm();
  if (emails) await user.type(scope.getByRole('textbox', { name: 'Adresy e-mail inwestorów' }), emails);
  // The message starts as the landing page's invitation text: replaced here.
  await user.clear(scope.getByRole('textbox', { name: 'Wiadomość' }));
  await user.type(scope.getByRole('textbox', { name: 'Wiadomość' }), message);
  await user.selectOptions(scope.getByRole('combobox', { name: 'Sieć' }), network);
  await user.click(scope.getByRole('checkbox', { name: 'Potwierdzam, że inwestor wyraził zgodę na otrzymanie zaproszenia' }));
}

describe('campaign details and the invitation form (/app/offers/{id})', () => {
  // Toasts live in sonner's module state and would be replayed into the next test's Toaster.
  beforeEach(() => {
    toast.dismiss();
  });

  it('shows the campaign with its products, terms and dates', async () => {
    storeSession();
    const fetchMock = mockCampaign();
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia seria A' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-period')).toHaveTextContent('od 01.05.2026 do 31.05.2027');
    const products = within(screen.getByRole('table', { name: 'Produkty (serie) kampanii' }));
    const rows = products.getAllByTestId('campaign-product');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SERIA-A1 000,00 PLN500 000,00 PLN100,00 PLN',
      'SERIA-A-INST100 000,00 PLN2 000 000,00 PLN1 000,00 PLN',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Warunki' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-term-paymentFrequency')).toHaveTextContent('Kwartalnie');
    expect(screen.getByRole('heading', { level: 2, name: 'Zaproś inwestora' })).toBeInTheDocument();
    // Several products: the advisor chooses one.
    expect(
      within(form().getByRole('combobox', { name: 'Produkt' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SERIA-A', 'SERIA-A-INST']);
    expect(form().getByRole('combobox', { name: 'Produkt' })).toHaveValue(PRODUCT_A_ID);
    const call = receivedRequests(fetchMock).find((request) => request.url.includes(`/campaign/${CAMPAIGN_BONDS_ID}`));
    expect(new URL(call!.url).searchParams.get('language')).toBe('pl');
  });

  it('shows the Polish validation messages and sends nothing', async () => {
    storeSession();
    const fetchMock = mockCampaign();
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    await user.clear((await findForm()).getByRole('textbox', { name: 'Wiadomość' }));
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(emailsField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailsField()).toHaveAccessibleDescription('To pole jest wymagane');
    expect(form().getByRole('textbox', { name: 'Wiadomość' })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(form().getByRole('combobox', { name: 'Sieć' })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(
      form().getByRole('checkbox', { name: 'Potwierdzam, że inwestor wyraził zgodę na otrzymanie zaproszenia' }),
    ).toHaveAccessibleDescription('To pole musi być zaznaczone');

    await user.type(emailsField(), 'jan@example.com; anna@example.com');
    await user.type(form().getByRole('textbox', { name: 'Wiadomość' }), 'Za krótka');
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() =>
      expect(emailsField()).toHaveAccessibleDescription('Niepoprawny adres(y) e-mail: oddziel adresy średnikami, bez spacji'),
    );
    expect(form().getByRole('textbox', { name: 'Wiadomość' })).toHaveAccessibleDescription(
      'Wiadomość z zaproszeniem musi mieć co najmniej 10 znaków',
    );

    await user.clear(emailsField());
    await user.type(emailsField(), ';;');
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(emailsField()).toHaveAccessibleDescription('Niepoprawny adres(y) e-mail'));
    expect(invitations(fetchMock)).toHaveLength(0);
  });

  it('sends one call per e-mail with its own Idempotency-Key, then says so and empties the form', async () => {
    storeSession();
    const fetchMock = mockCampaign({ [INVITE_BONDS_INST]: invited });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    await user.selectOptions((await findForm()).getByRole('combobox', { name: 'Produkt' }), 'SERIA-A-INST');
    await fillForm(user, { emails: 'Jan@Example.com;anna@example.com;jan@example.com;' });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    const sent = invitations(fetchMock);
    // A repeated address is sent once; the trailing semicolon adds nothing.
    expect(sent).toHaveLength(2);
    const bodies = await Promise.all(sent.map((request) => request.json()));
    expect(bodies).toEqual([
      { investorEmail: 'jan@example.com', message: 'Polecam tę emisję, szczegóły w linku.', networkId: NETWORK_SOUTH },
      { investorEmail: 'anna@example.com', message: 'Polecam tę emisję, szczegóły w linku.', networkId: NETWORK_SOUTH },
    ]);
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(2);
    for (const request of sent) {
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
      expect(new URL(request.url).searchParams.get('language')).toBe('pl');
    }

    await waitFor(() => expect(emailsField()).toHaveValue(''));
    expect(form().getByRole('textbox', { name: 'Wiadomość' })).toHaveValue(
      'Zapraszamy do zapoznania się z ofertą Obligacje Zielona Energia seria A.',
    );
    expect(
      form().getByRole('checkbox', { name: 'Potwierdzam, że inwestor wyraził zgodę na otrzymanie zaproszenia' }),
    ).not.toBeChecked();
    expect(screen.queryByTestId('invitation-failures')).not.toBeInTheDocument();
  });

  it('lists the malformed and the refused e-mails, sends the valid ones, and keeps only the failed ones', async () => {
    storeSession();
    const fetchMock = mockCampaign({
      [INVITE_SHARES]: async (request) => {
        const body = (await request.clone().json()) as { investorEmail: string };
        if (body.investorEmail === 'odmowa@example.com') {
          return errorResponse(400, {
            label: 'error.validation',
            message: 'Niepoprawne dane formularza',
            violations: [
              { propertyPath: 'networkId', title: 'Nie możesz przypisać tej sieci', code: 'validation.networkNotAllowed' },
            ],
          });
        }
        if (body.investorEmail === 'koniec@example.com') {
          return errorResponse(409, { label: 'error.campaignFinished', message: 'Kampania została już zakończona' });
        }
        return invited(request);
      },
    });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);

    // One product: no product select.
    expect((await findForm()).queryByRole('combobox', { name: 'Produkt' })).not.toBeInTheDocument();
    await fillForm(user, {
      emails: 'jan@example.com;zly-adres;odmowa@example.com;koniec@example.com',
      network: 'Północ',
    });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    const alert = await screen.findByTestId('invitation-failures');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Nie wszystkie zaproszenia zostały wysłane!');
    expect(alert).toHaveTextContent('Wysłano 1 z 4.');
    expect(
      within(alert)
        .getAllByTestId('invitation-failure')
        .map((item) => item.textContent),
    ).toEqual([
      'zly-adres: Wpisz poprawny adres e-mail',
      'odmowa@example.com: NetworkId: Nie możesz przypisać tej sieci',
      'koniec@example.com: Kampania została już zakończona',
    ]);
    expect(screen.queryByText('Zaproszenie(a) wysłane!')).not.toBeInTheDocument();
    // The malformed address was never sent.
    const sent = await Promise.all(invitations(fetchMock).map((request) => request.json()));
    expect(sent.map((body: { investorEmail: string }) => body.investorEmail)).toEqual([
      'jan@example.com',
      'odmowa@example.com',
      'koniec@example.com',
    ]);
    expect(sent.every((body: { networkId: string }) => body.networkId === NETWORK_NORTH)).toBe(true);
    expect(emailsField()).toHaveValue('zly-adres;odmowa@example.com;koniec@example.com');
    expect(form().getByRole('textbox', { name: 'Wiadomość' })).toHaveValue('Polecam tę emisję, szczegóły w linku.');

    // Fixed and sent again: only the corrected list goes out, with new keys.
    const firstKeys = new Set(invitations(fetchMock).map((request) => request.headers.get('idempotency-key')));
    await user.clear(emailsField());
    await user.type(emailsField(), 'dobry@example.com');
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-failures')).not.toBeInTheDocument();
    const last = invitations(fetchMock).at(-1)!;
    await expect(last.json()).resolves.toMatchObject({ investorEmail: 'dobry@example.com' });
    expect(firstKeys.has(last.headers.get('idempotency-key'))).toBe(false);
  });

  it("names another advisor's lead with the catalogue's message next to its address, and sends the others", async () => {
    storeSession();
    const fetchMock = mockCampaign({
      [INVITE_SHARES]: async (request) => {
        const body = (await request.clone().json()) as { investorEmail: string };
        if (body.investorEmail === 'cudzy@example.com') {
          // The server's 409 (product-decisions section 11, spec section 8); the form shows the catalogue's text in its language.
          return errorResponse(409, {
            label: 'error.leadBelongsToAnotherAdvisor',
            message: 'This lead belongs to another advisor',
          });
        }
        return invited(request);
      },
    });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);
    await fillForm(user, { emails: 'pierwszy@example.com;cudzy@example.com;drugi@example.com', network: 'Północ' });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    const alert = await screen.findByTestId('invitation-failures');
    expect(alert).toHaveTextContent('Wysłano 2 z 3.');
    expect(
      within(alert)
        .getAllByTestId('invitation-failure')
        .map((item) => item.textContent),
    ).toEqual(['cudzy@example.com: Ten klient należy do innego doradcy']);
    expect(invitations(fetchMock)).toHaveLength(3);
    // Only the refused address stays in the field.
    expect(emailsField()).toHaveValue('cudzy@example.com');
  });

  it('starts the message from the landing page’s invitation text with the campaign’s name', async () => {
    storeSession();
    mockCampaign();
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    expect((await findForm()).getByRole('textbox', { name: 'Wiadomość' })).toHaveValue(
      'Zapraszamy do zapoznania się z ofertą Obligacje Zielona Energia seria A.',
    );
  });

  it('names an address that already has an open offer instead of "sent", and sends its link again on request', async () => {
    const OPEN_OFFER = 'a11e0000-0000-4000-8000-000000000001';
    const OTHER_OFFER = 'a11e0000-0000-4000-8000-000000000002';
    const RESEND = (offerId: string) => `POST /api/advisor/investor/offer/${offerId}/resend-invitation`;
    storeSession();
    let resends = 0;
    const fetchMock = mockCampaign({
      [INVITE_SHARES]: async (request) => {
        const body = (await request.clone().json()) as { investorEmail: string };
        if (body.investorEmail === 'jest@example.com') return invited(request, { created: false, offerId: OPEN_OFFER });
        if (body.investorEmail === 'drugi@example.com') return invited(request, { created: false, offerId: OTHER_OFFER });
        return invited(request);
      },
      [RESEND(OPEN_OFFER)]: () => {
        resends += 1;
        return resends === 1
          ? jsonResponse({ offerId: OPEN_OFFER, sentTo: 'jest@example.com', sentAt: '2026-11-25T08:00:00.000Z' })
          : errorResponse(429, { label: 'error.tooManyRequests', message: 'Zbyt wiele prób. Spróbuj ponownie za godzinę.' });
      },
      [RESEND(OTHER_OFFER)]: errorResponse(409, {
        label: 'error.offerInvalidTransition',
        message: 'Oferta nie jest już otwarta: nie można wysłać zaproszenia ponownie.',
      }),
    });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);

    await fillForm(user, { emails: 'jest@example.com' });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    const panel = await screen.findByTestId('invitation-already-invited');
    expect(panel).toHaveTextContent('Ten adres ma już otwartą ofertę: zaproszenie nie zostało wysłane ponownie');
    expect(within(panel).getByTestId('invitation-already-invited-address')).toHaveTextContent('jest@example.com: już zaproszony');
    expect(screen.queryByText('Zaproszenie(a) wysłane!')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Wyślij link ponownie do jest@example.com' }));
    expect(
      await within(panel).findByText('Wysłano ponownie na jest@example.com. Poprzedni link już nie działa.'),
    ).toBeInTheDocument();
    const resent = receivedRequests(fetchMock).filter((request) => request.url.endsWith('/resend-invitation'));
    expect(resent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', `/api/advisor/investor/offer/${OPEN_OFFER}/resend-invitation`],
    ]);
    expect(resent[0]?.headers.get('authorization')).toMatch(/^Bearer /);

    // A new address and two already invited in one go: "sent" for the new one, each open offer named with its own resend.
    await user.type(emailsField(), 'nowy@example.com;jest@example.com;drugi@example.com');
    await user.selectOptions(form().getByRole('combobox', { name: 'Sieć' }), 'Północ');
    await user.click(form().getByRole('checkbox', { name: 'Potwierdzam, że inwestor wyraził zgodę na otrzymanie zaproszenia' }));
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    const addresses = await screen.findAllByTestId('invitation-already-invited-address');
    expect(addresses.map((address) => address.getAttribute('data-email'))).toEqual(['jest@example.com', 'drugi@example.com']);
    expect(screen.getByTestId('invitation-already-invited')).toHaveTextContent(
      'Te adresy mają już otwarte oferty: zaproszenia nie zostały wysłane ponownie',
    );

    // Too many resends (429) and an offer no longer open (409): the server's words next to the address.
    await user.click(screen.getByRole('button', { name: 'Wyślij link ponownie do jest@example.com' }));
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za godzinę.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij link ponownie do drugi@example.com' }));
    expect(await screen.findByText('Oferta nie jest już otwarta: nie można wysłać zaproszenia ponownie.')).toBeInTheDocument();
  });

  it('one valid and one malformed e-mail: the valid one is sent and the partial-failure message names the other', async () => {
    storeSession();
    const fetchMock = mockCampaign({ [INVITE_SHARES]: invited });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);

    await fillForm(user, { emails: 'jan@example.com;jan@example' });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    const alert = await screen.findByTestId('invitation-failures');
    expect(alert).toHaveTextContent('Nie wszystkie zaproszenia zostały wysłane!');
    expect(within(alert).getByTestId('invitation-failure')).toHaveTextContent('jan@example: Wpisz poprawny adres e-mail');
    expect(invitations(fetchMock)).toHaveLength(1);
    expect(emailsField()).toHaveValue('jan@example');
  });

  it('retries a refused token with the same Idempotency-Key, so the retry cannot invite twice', async () => {
    const staleToken = fakeAccessToken();
    storeSession({ accessToken: staleToken });
    const freshToken = fakeAccessToken({ sid: 'session-2' });
    let calls = 0;
    const fetchMock = mockCampaign({
      'POST /auth/refresh-token': jsonResponse({ accessToken: freshToken, refreshToken: 'refresh-2' }),
      [INVITE_SHARES]: (request) => {
        calls += 1;
        return calls === 1 ? errorResponse(401, { label: 'error.unauthorized' }) : invited(request);
      },
    });
    const user = userEvent.setup();
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);

    await fillForm(user, { emails: 'jan@example.com' });
    await user.click(form().getByRole('button', { name: 'Wyślij zaproszenia' }));

    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    const attempts = receivedRequests(fetchMock).filter((request) => request.url.includes('/invite-investor'));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.headers.get('authorization')).toBe(`Bearer ${freshToken}`);
    expect(attempts[1]?.headers.get('idempotency-key')).toBe(attempts[0]?.headers.get('idempotency-key'));
  });

  it('a failed networks call is an empty list: the form explains and cannot be sent', async () => {
    storeSession();
    mockCampaign({ 'GET /api/advisor/network': errorResponse(500) });
    renderApp(`/app/offers/${CAMPAIGN_SHARES_ID}`);

    const scope = await findForm();
    expect(within(scope.getByRole('combobox', { name: 'Sieć' })).getAllByRole('option')).toHaveLength(1);
    expect(scope.getByTestId('invitation-no-networks')).toHaveTextContent('nie możesz teraz wysłać zaproszenia');
    expect(scope.getByRole('button', { name: 'Wyślij zaproszenia' })).toBeDisabled();
  });

  it('a campaign that takes no invitations says why instead of showing the form', async () => {
    storeSession();
    mockCampaign({
      [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: jsonResponse(finishedCampaign({ id: CAMPAIGN_BONDS_ID })),
    });
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    expect(await screen.findByTestId('invitation-unavailable')).toHaveTextContent('Kampania została już zakończona');
    expect(screen.queryByRole('form', { name: 'Zaproszenie inwestora' })).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-image-empty')).toBeInTheDocument();
  });

  it('an unknown campaign shows the catalogue message', async () => {
    storeSession();
    mockCampaign({
      [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: errorResponse(404, { label: 'error.notFound' }),
    });
    renderApp(`/app/offers/${CAMPAIGN_BONDS_ID}`);

    expect(await screen.findByTestId('campaign-error')).toHaveTextContent('Nie znaleziono żądanego elementu');
    expect(screen.getByRole('link', { name: '← Wróć do ofert' })).toHaveAttribute('href', '/app/offers');
  });
});
