import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { OFFER_TOKEN, offerDictionary, paymentInstructions, publicOffer, submittedKyc } from '@/testing/public-offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';

const OFFER_PATH = `/public-api/campaign-offer/${OFFER_TOKEN}`;
const PAGE = `/invest?token=${OFFER_TOKEN}`;

const interested = () => publicOffer({ status: 'interested', actions: ['accept', 'decline', 'pdf'] });

function mockInvestApi(answers: Record<string, MockAnswer> = {}, admin = adminConfiguration()) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(admin),
    'GET /public-api/campaign-offer/dictionary': jsonResponse(offerDictionary()),
    [`GET ${OFFER_PATH}`]: jsonResponse(interested()),
    ...answers,
  });
}

function currentStep(): string | null {
  return screen.getByRole('list', { name: 'Kroki formularza' }).querySelector('[aria-current="step"]')?.textContent ?? null;
}

async function typeAmount(user: UserEvent, amount: string) {
  const field = await screen.findByLabelText('Kwota inwestycji');
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

/** Steps 2 and 3 with every box ticked (the demo tenant: terms, privacy policy, consent2, consent3). */
async function confirmDataAndConsents(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: 'Potwierdzam, że powyższe dane są moje' }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Zgody' });
  for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { name: 'Podsumowanie' });
}

describe('invest form (/invest?token=)', () => {
  it('takes "12 500,5" through the steps, sends "12500.50" with the consents and thanks the investor', async () => {
    const user = userEvent.setup();
    const fetchMock = mockInvestApi({
      [`PATCH ${OFFER_PATH}/accept`]: jsonResponse(
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Zielona Energia 2026' })).toBeInTheDocument();
    expect(currentStep()).toContain('Kwota');
    expect(screen.getByText('Minimum 1 000,00 PLN, maksimum 100 000,00 PLN, wielokrotność 0,50 PLN.')).toBeInTheDocument();
    await typeAmount(user, '12 500,5');

    expect(await screen.findByRole('heading', { name: 'Sprawdź swoje dane' })).toBeInTheDocument();
    expect(currentStep()).toContain('Dane osobowe');
    expect(screen.getByTestId('invest-investor-email')).toHaveTextContent('inwestor@example.com');
    await confirmDataAndConsents(user);

    const summary = within(screen.getByTestId('invest-summary'));
    expect(summary.getByText('Obligacje Zielona Energia 2026')).toBeInTheDocument();
    expect(summary.getByText('SERIA-A')).toBeInTheDocument();
    expect(summary.getByTestId('invest-summary-amount')).toHaveTextContent('12 500,50 PLN');
    expect(summary.getByText('Akceptuję regulamin')).toBeInTheDocument();
    expect(summary.getByText('Wyrażam zgodę na przetwarzanie moich danych osobowych.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));

    expect(await screen.findByRole('heading', { name: 'Dziękujemy' })).toBeInTheDocument();
    expect(currentStep()).toContain('Potwierdzenie');
    expect(screen.getByText(/Przelej 12 500,50 PLN na rachunek podany poniżej/)).toBeInTheDocument();
    const instructions = within(screen.getByRole('region', { name: 'Dane do przelewu' }));
    expect(instructions.getByTestId('payment-account')).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
    expect(instructions.getByTestId('payment-amount')).toHaveTextContent('12 500,50 PLN');
    expect(instructions.getByTestId('payment-title')).toHaveTextContent('Zapis ZE-2026-00042 Kowalska');
    expect(instructions.getByRole('img', { name: /Kod QR przelewu/ })).toBeInTheDocument();
    expect(screen.getByText('Prześlij potwierdzenie płatności na stronie oferty.')).toBeInTheDocument();
    expect(within(screen.getByTestId('invest-confirmation')).getByRole('link', { name: 'Wróć do oferty' })).toHaveAttribute(
      'href',
      `/campaign?token=${OFFER_TOKEN}`,
    );

    const accept = receivedRequests(fetchMock).find((request) => request.url.endsWith('/accept'));
    expect(accept?.method).toBe('PATCH');
    expect(await accept?.json()).toEqual({
      investmentValue: '12500.50',
      consents: ['reg', 'privacyPolicy', 'consent2', 'consent3'],
    });
  });

  it('takes the investor back to the amount with the server’s message when the server refuses it', async () => {
    const user = userEvent.setup();
    mockInvestApi({
      [`PATCH ${OFFER_PATH}/accept`]: errorResponse(422, {
        label: 'error.offerCannotBeAcceptedMin',
        message: 'Nie można zaakceptować oferty: minimalna kwota inwestycji to 5 000,00 PLN',
      }),
    });
    renderApp(PAGE);

    await typeAmount(user, '1000');
    await confirmDataAndConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));

    const amount = await screen.findByLabelText('Kwota inwestycji');
    expect(currentStep()).toContain('Kwota');
    expect(amount).toHaveValue('1000');
    expect(amount).toHaveAccessibleDescription('Nie można zaakceptować oferty: minimalna kwota inwestycji to 5 000,00 PLN');
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it('checks the limits with the server’s wording before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockInvestApi();
    renderApp(PAGE);

    await typeAmount(user, '999,99');
    expect(
      await screen.findByText('Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN'),
    ).toBeInTheDocument();
    await typeAmount(user, '100000.5');
    expect(
      await screen.findByText('Nie można zaakceptować oferty: maksymalna kwota inwestycji to 100 000,00 PLN'),
    ).toBeInTheDocument();
    await typeAmount(user, '1000,25');
    expect(await screen.findByText('Nie można zaakceptować oferty: kwota musi być wielokrotnością 0,50 PLN')).toBeInTheDocument();
    await typeAmount(user, '12,345');
    expect(await screen.findByText('Podaj kwotę z co najwyżej 2 miejscami po przecinku')).toBeInTheDocument();
    expect(currentStep()).toContain('Kwota');
    expect(receivedRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('requires the data confirmation and the required consents; the voluntary one may stay unticked and is not sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockInvestApi(
      {
        [`PATCH ${OFFER_PATH}/accept`]: jsonResponse(
          publicOffer({
            status: 'accepted',
            investmentValue: '5000.00',
            agreementDate: '2026-03-02',
            actions: ['upload', 'pdf'],
          }),
        ),
      },
      adminConfiguration({ investmentRisks: '/branding/demo/ryzyka.html', formInvestButtonText: 'Inwestuję' }),
    );
    renderApp(PAGE);

    await typeAmount(user, '5000');
    await user.click(await screen.findByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('To pole musi być zaznaczone')).toBeInTheDocument();
    expect(currentStep()).toContain('Dane osobowe');
    await user.click(screen.getByRole('checkbox', { name: 'Potwierdzam, że powyższe dane są moje' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await screen.findByRole('heading', { name: 'Zgody' });
    // Without a setting consent2 is required and consent3 (marketing) voluntary: docs/decisions/039.
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-required'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Akceptuję politykę prywatności' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Przyjmuję do wiadomości informację o ryzykach inwestycyjnych' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ryzyka inwestycyjne/ })).toHaveAttribute('href', '/branding/demo/ryzyka.html');
    expect(
      screen.getByRole('checkbox', { name: 'Chcę otrzymywać informacje o nowych emisjach. (dobrowolna)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findAllByText('To pole musi być zaznaczone')).toHaveLength(3);
    expect(currentStep()).toContain('Zgody');

    // The required ones ticked, the voluntary one left: the step lets the investor on.
    for (const box of screen.getAllByRole('checkbox').slice(1, 4)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('button', { name: 'Inwestuję' })).toBeInTheDocument();
    expect(screen.getByTestId('invest-summary-consent-consent3')).toHaveTextContent('(zgoda dobrowolna: niewyrażona)');
    await user.click(screen.getByRole('button', { name: 'Inwestuję' }));

    expect(await screen.findByRole('heading', { name: 'Dziękujemy' })).toBeInTheDocument();
    const accept = receivedRequests(fetchMock).find((request) => request.url.endsWith('/accept'));
    expect(await accept?.json()).toEqual({
      investmentValue: '5000.00',
      consents: ['reg', 'privacyPolicy', 'investmentRisks', 'consent2'],
    });
  });

  it('follows the landing page’s settings of which consent texts are required, the admin’s first', async () => {
    const user = userEvent.setup();
    mockInvestApi({}, adminConfiguration({ requireConsent2: false, requireConsent3: true }));
    renderApp(PAGE);

    await typeAmount(user, '5000');
    await user.click(await screen.findByRole('checkbox', { name: 'Potwierdzam, że powyższe dane są moje' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Zgody' });

    const consent2 = screen.getByRole('checkbox', {
      name: 'Wyrażam zgodę na przetwarzanie moich danych osobowych. (dobrowolna)',
    });
    expect(consent2).toHaveAttribute('aria-required', 'false');
    const consent3 = screen.getByRole('checkbox', { name: 'Chcę otrzymywać informacje o nowych emisjach.' });
    expect(consent3).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję politykę prywatności' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findAllByText('To pole musi być zaznaczone')).toHaveLength(1);
    expect(consent3).toHaveAccessibleDescription('To pole musi być zaznaczone');
    expect(currentStep()).toContain('Zgody');
  });

  it('marks a viewed offer interested first, then shows the form', async () => {
    const fetchMock = mockInvestApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(publicOffer({ status: 'viewed', actions: ['markInterest', 'decline', 'pdf'] })),
      [`PATCH ${OFFER_PATH}/interest`]: jsonResponse(interested()),
    });
    renderApp(PAGE);

    expect(await screen.findByLabelText('Kwota inwestycji')).toBeInTheDocument();
    const patches = receivedRequests(fetchMock).filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => new URL(request.url).pathname)).toEqual([`${OFFER_PATH}/interest`]);
  });

  it('explains that an accepted offer takes no second subscription', async () => {
    mockInvestApi({
      [`GET ${OFFER_PATH}`]: jsonResponse(
        publicOffer({ status: 'accepted', investmentValue: '5000.00', actions: ['upload', 'pdf'] }),
      ),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Nie można teraz zainwestować' })).toBeInTheDocument();
    expect(screen.getByText('Formularz jest nieaktywny, ponieważ został już wysłany')).toBeInTheDocument();
    expect(screen.queryByLabelText('Kwota inwestycji')).not.toBeInTheDocument();
  });

  it('shows the out-of-date page when the campaign ended meanwhile', async () => {
    const user = userEvent.setup();
    mockInvestApi({
      [`PATCH ${OFFER_PATH}/accept`]: errorResponse(410, { label: 'error.offerOutOfDate', message: 'x' }),
    });
    renderApp(PAGE);

    await typeAmount(user, '5000');
    await confirmDataAndConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));
    expect(await screen.findByTestId('offer-unavailable-message')).toHaveTextContent('Oferta jest nieaktualna');
  });

  it('treats a missing token as inactive', async () => {
    mockInvestApi();
    renderApp('/invest');
    expect(await screen.findByTestId('offer-unavailable-message')).toHaveTextContent('Token nie jest już aktywny');
  });

  describe('the personal data step: the KYC questionnaire', () => {
    async function openPersonalData(offer: ReturnType<typeof publicOffer>) {
      const user = userEvent.setup();
      mockInvestApi({ [`GET ${OFFER_PATH}`]: jsonResponse(offer) });
      renderApp(PAGE);
      await typeAmount(user, '5000');
      await screen.findByRole('heading', { name: 'Sprawdź swoje dane' });
      return user;
    }

    it('shows the submitted data as the server sent them (masked), with the identity verification', async () => {
      const user = await openPersonalData(
        publicOffer({ status: 'interested', actions: ['accept', 'decline', 'pdf'], ...submittedKyc() }),
      );
      const data = within(screen.getByTestId('invest-personal-data'));
      expect(data.getByTestId('invest-personal-data-name')).toHaveTextContent('Anna Kowalska');
      expect(data.getByTestId('invest-personal-data-pesel')).toHaveTextContent('*******2344');
      expect(data.getByTestId('invest-personal-data-bankAccount')).toHaveTextContent('**********************2874');
      expect(data.getByTestId('invest-personal-data-address')).toHaveTextContent(
        'Marszałkowska 10/5, 00-590 Warszawa, mazowieckie, Polska',
      );
      expect(data.getByTestId('invest-personal-data-submittedAt')).toHaveTextContent('02.03.2026');
      expect(data.getByTestId('invest-personal-data-identityVerification')).toHaveTextContent('Zweryfikowano');
      expect(screen.queryByTestId('invest-kyc-needed')).not.toBeInTheDocument();
      // The confirmation is still the investor's: the step does not move on without it.
      await user.click(screen.getByRole('button', { name: 'Dalej' }));
      expect(currentStep()).toContain('Dane osobowe');
    });

    it('explains without a questionnaire that the payment needs one and that the advisor sends it', async () => {
      const user = await openPersonalData(interested());
      expect(screen.queryByTestId('invest-personal-data')).not.toBeInTheDocument();
      const needed = screen.getByTestId('invest-kyc-needed');
      expect(needed).toHaveTextContent('Zanim doradca potwierdzi Twoją wpłatę, potrzebujemy Twoich danych z ankiety KYC');
      expect(needed).toHaveTextContent('Ankietę wysyła doradca e-mailem: poproś o nią Piotr Kowalski (doradca@emisja.test).');
      // The subscription goes on: only the payment's confirmation waits for the questionnaire.
      await confirmDataAndConsents(user);
      expect(screen.getByRole('button', { name: 'Zapisz się' })).toBeEnabled();
    });

    it('says an invitation is open in the mailbox, or that its link expired', async () => {
      const open = { status: 'in-progress', identityVerification: 'not-started', submittedAt: null } as const;
      await openPersonalData(publicOffer({ status: 'interested', actions: ['accept', 'decline', 'pdf'], kycStatus: open }));
      expect(screen.getByTestId('invest-kyc-next-step')).toHaveTextContent(
        'Ankieta jest rozpoczęta: otwórz link z e-maila z zaproszeniem wysłanego na inwestor@example.com',
      );
    });

    it('tells an expired link, and does not claim the payment needs it where the landing page does not', async () => {
      const expired = { status: 'expired', identityVerification: 'not-started', submittedAt: null } as const;
      await openPersonalData(
        publicOffer({
          status: 'interested',
          actions: ['accept', 'decline', 'pdf'],
          kycStatus: expired,
          isKycRequiredForPayment: false,
        }),
      );
      expect(screen.getByTestId('invest-kyc-next-step')).toHaveTextContent(
        'Link do Twojej ankiety wygasł: poproś Piotr Kowalski',
      );
      expect(screen.getByTestId('invest-kyc-why')).toHaveTextContent('Nie mamy jeszcze Twoich danych z ankiety KYC');
    });
  });
});
