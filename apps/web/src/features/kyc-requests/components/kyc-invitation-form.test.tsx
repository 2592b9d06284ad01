import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { KYC_REQUESTS_PATH, mockKycPanel, sendKycRequestResult } from '@/testing/kyc-request-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests, type mockServerApi } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

/** Whole-app renders with typing: generous on a shared, busy machine (the default is 5 s). */
const SLOW_TESTS = { timeout: 20_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SEND = `POST ${KYC_REQUESTS_PATH}/send`;
const MESSAGE = 'Proszę o wypełnienie ankiety KYC przed inwestycją.';
const CONSENT = 'Potwierdzam, że uzyskałem(-am) zgodę klienta na przetwarzanie jego danych osobowych';

/** The server's answer to a send: 201 with the new request. */
async function sent(request: Request): Promise<Response> {
  const body = (await request.json()) as { investorEmail: string };
  return jsonResponse(sendKycRequestResult(body.investorEmail), 201);
}

type SentCall = { investorEmail: string; message: string; idempotencyKey: string | null };

async function sendCalls(fetchMock: ReturnType<typeof mockServerApi>): Promise<SentCall[]> {
  const requests = receivedRequests(fetchMock).filter((request) => request.method === 'POST');
  return Promise.all(
    requests.map(async (request) => ({
      ...((await request.json()) as { investorEmail: string; message: string }),
      idempotencyKey: request.headers.get('idempotency-key'),
    })),
  );
}

const listCalls = (fetchMock: ReturnType<typeof mockServerApi>) =>
  receivedRequests(fetchMock).filter((request) => request.method === 'GET' && new URL(request.url).pathname === KYC_REQUESTS_PATH)
    .length;

const form = () => within(screen.getByRole('form', { name: 'Zaproszenie KYC' }));
const emailsField = () => form().getByRole('textbox', { name: 'Adresy e-mail inwestorów' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Wyślij zaproszenie KYC' }, { timeout: 5000 });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return form();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, emails: string) {
  const scope = await openForm(user);
  await user.type(scope.getByRole('textbox', { name: 'Adresy e-mail inwestorów' }), emails);
  await user.click(scope.getByRole('textbox', { name: 'Wiadomość' }));
  await user.paste(MESSAGE);
  await user.click(scope.getByRole('checkbox', { name: CONSENT }));
  return scope;
}

describe('Send KYC invitation (/app/kyc)', SLOW_TESTS, () => {
  // Toasts live in sonner's module state and would be replayed into the next test's Toaster.
  beforeEach(() => {
    toast.dismiss();
  });

  it('checks the addresses (semicolons, no spaces), the message and the consent before sending anything', async () => {
    storeSession();
    const fetchMock = mockKycPanel({ [SEND]: sent });
    const user = userEvent.setup();
    renderApp('/app/kyc');

    const scope = await openForm(user);
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(emailsField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailsField()).toHaveAccessibleDescription(expect.stringContaining('To pole jest wymagane'));
    expect(scope.getByRole('textbox', { name: 'Wiadomość' })).toHaveAccessibleDescription(
      expect.stringContaining('To pole jest wymagane'),
    );
    expect(scope.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription('To pole musi być zaznaczone');

    await user.type(emailsField(), 'jan@example.com; anna@example.com');
    await user.type(scope.getByRole('textbox', { name: 'Wiadomość' }), 'Za krótko');
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() =>
      expect(emailsField()).toHaveAccessibleDescription(
        expect.stringContaining('Niepoprawny adres(y) e-mail: oddziel adresy średnikami, bez spacji'),
      ),
    );
    expect(scope.getByRole('textbox', { name: 'Wiadomość' })).toHaveAccessibleDescription(
      expect.stringContaining('Wiadomość z zaproszeniem musi mieć co najmniej 10 znaków'),
    );

    await user.clear(emailsField());
    await user.type(emailsField(), 'jan@example.com,anna@example.com;ewa@example');
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() =>
      expect(emailsField()).toHaveAccessibleDescription(
        expect.stringContaining('Niepoprawny adres(y) e-mail: jan@example.com,anna@example.com, ewa@example'),
      ),
    );

    await user.clear(emailsField());
    await user.type(emailsField(), ';');
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() =>
      expect(emailsField()).toHaveAccessibleDescription(expect.stringContaining('Niepoprawny adres(y) e-mail')),
    );
    expect(await sendCalls(fetchMock)).toEqual([]);
  });

  it('sends one request per address, each with its own Idempotency-Key, and refreshes the list', async () => {
    storeSession();
    const fetchMock = mockKycPanel({ [SEND]: sent });
    const user = userEvent.setup();
    renderApp('/app/kyc');

    const scope = await fillForm(user, 'Jan@Example.com;anna@example.com;;jan@example.com;');
    const listCallsBefore = listCalls(fetchMock);
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));

    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    const calls = await sendCalls(fetchMock);
    // A repeated address (any case) is sent once, as the server stores it (lower case).
    expect(calls.map(({ investorEmail, message }) => ({ investorEmail, message }))).toEqual([
      { investorEmail: 'jan@example.com', message: MESSAGE },
      { investorEmail: 'anna@example.com', message: MESSAGE },
    ]);
    for (const call of calls) expect(call.idempotencyKey).toMatch(UUID);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(2);
    // The form closes and the list loads again with the new requests.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Zaproszenie KYC' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Wyślij zaproszenie KYC' })).toHaveFocus();
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(listCallsBefore));
  });

  it('sends the others when some are refused, lists the refused ones with the reason and retries them with the same keys', async () => {
    storeSession();
    let isRefusing = true;
    const fetchMock = mockKycPanel({
      [SEND]: async (request) => {
        const body = (await request.clone().json()) as { investorEmail: string };
        if (isRefusing && body.investorEmail === 'odmowa@example.com') {
          return errorResponse(403, { label: 'error.forbidden', message: 'Forbidden' });
        }
        if (isRefusing && body.investorEmail === 'blad@example.com') {
          return errorResponse(500);
        }
        return sent(request);
      },
    });
    const user = userEvent.setup();
    renderApp('/app/kyc');

    const scope = await fillForm(user, 'odmowa@example.com;jan@example.com;blad@example.com;anna@example.com');
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));

    const failures = within(await screen.findByTestId('kyc-invitation-failures'));
    expect(failures.getByText('Nie wszystkie zaproszenia zostały wysłane!')).toBeInTheDocument();
    expect(failures.getByText(/Wysłano 2 z 4/)).toBeInTheDocument();
    expect(failures.getAllByTestId('kyc-invitation-failure').map((item) => item.textContent)).toEqual([
      'odmowa@example.com: Nie masz uprawnień do wykonania tej operacji',
      'blad@example.com: Coś poszło nie tak. Spróbuj ponownie później.',
    ]);
    const first = await sendCalls(fetchMock);
    // One after another, in the order typed; a refusal does not stop the next address.
    expect(first.map((call) => call.investorEmail)).toEqual([
      'odmowa@example.com',
      'jan@example.com',
      'blad@example.com',
      'anna@example.com',
    ]);
    expect(new Set(first.map((call) => call.idempotencyKey)).size).toBe(4);
    // Only the refused addresses stay, with the message and the confirmation, ready to be sent again.
    expect(emailsField()).toHaveValue('odmowa@example.com;blad@example.com');
    expect(scope.getByRole('textbox', { name: 'Wiadomość' })).toHaveValue(MESSAGE);
    expect(scope.getByRole('checkbox', { name: CONSENT })).toBeChecked();

    isRefusing = false;
    await user.click(scope.getByRole('button', { name: 'Wyślij zaproszenia' }));
    expect(await screen.findByText('Zaproszenie(a) wysłane!')).toBeInTheDocument();
    const retried = (await sendCalls(fetchMock)).slice(4);
    // A retry of the same invitation carries the same key: a call that did reach the server is not sent twice.
    expect(retried).toEqual([
      { investorEmail: 'odmowa@example.com', message: MESSAGE, idempotencyKey: first[0]?.idempotencyKey },
      { investorEmail: 'blad@example.com', message: MESSAGE, idempotencyKey: first[2]?.idempotencyKey },
    ]);
  });

  it('speaks English', async () => {
    storeSession();
    mockKycPanel({
      [SEND]: errorResponse(400, {
        label: 'error.validation',
        message: 'Incorrect form data',
        violations: [{ propertyPath: 'investorEmail', title: 'Invalid e-mail address', code: 'validation.email' }],
      }),
    });
    await changeLanguage(i18n, 'en');
    const user = userEvent.setup();
    renderApp('/app/kyc');

    await user.click(await screen.findByRole('button', { name: 'Send KYC invitation' }, { timeout: 5000 }));
    const scope = within(screen.getByRole('form', { name: 'KYC invitation' }));
    await user.type(scope.getByRole('textbox', { name: "Investors' e-mail addresses" }), 'jan@example.com');
    await user.click(scope.getByRole('textbox', { name: 'Message' }));
    await user.paste(MESSAGE);
    await user.click(
      scope.getByRole('checkbox', {
        name: "I confirm that I have obtained the client's consent to the processing of their personal data",
      }),
    );
    await user.click(scope.getByRole('button', { name: 'Send invitations' }));

    const failures = within(await screen.findByTestId('kyc-invitation-failures'));
    expect(failures.getByText('Not all invitation(s) have been sent!')).toBeInTheDocument();
    expect(failures.getByTestId('kyc-invitation-failure')).toHaveTextContent(
      'jan@example.com: InvestorEmail: Invalid e-mail address',
    );
  });
});
