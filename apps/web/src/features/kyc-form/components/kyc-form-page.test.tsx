import { addDaysToIsoDate, isoDateInTimeZone, type TKycDraftInput } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import {
  companyRegister,
  KYC_PREVIEW_PATH,
  KYC_REQUEST_PATH,
  KYC_TOKEN,
  kycDraftWithout,
  kycPreview,
  publicKycRequest,
  validKycCompany,
  validKycPerson,
  vatWhitelistResult,
} from '@/testing/kyc-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';

const PAGE = `/kyc-form?token=${KYC_TOKEN}`;
const DRAFT = `PUT ${KYC_REQUEST_PATH}/draft`;
const SUBMIT = `PUT ${KYC_REQUEST_PATH}/submit`;

function mockKycApi(answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    [`GET ${KYC_REQUEST_PATH}`]: jsonResponse(publicKycRequest()),
    ...answers,
  });
}

/** The page opened with this saved draft. */
function withDraft(draft: TKycDraftInput | null, overrides: Parameters<typeof publicKycRequest>[0] = {}) {
  return { [`GET ${KYC_REQUEST_PATH}`]: jsonResponse(publicKycRequest({ status: 'in-progress', draft, ...overrides })) };
}

const savedDraft = () => jsonResponse({ status: 'in-progress', savedAt: '2026-03-02T08:05:00.000Z' });

/** The first render waits for the route's lazy chunk and the API: more than the default second on a busy machine. */
const LOAD = { timeout: 5000 };

async function sectionHeading(number: number, name: string) {
  return screen.findByRole('heading', { level: 2, name: `Sekcja ${number} z 7: ${name}` }, LOAD);
}

function currentStep(): string | null {
  return within(screen.getByRole('navigation', { name: 'Sekcje kwestionariusza' })).getByRole('button', { current: 'step' })
    .textContent;
}

async function requestsTo(fetchMock: ReturnType<typeof mockServerApi>, key: string) {
  const [method, path] = key.split(' ');
  return receivedRequests(fetchMock).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

function today(days = 0): string {
  return addDaysToIsoDate(isoDateInTimeZone(new Date()), days);
}

describe('KYC questionnaire (/kyc-form?token=)', () => {
  it('resumes a saved draft at the first section that is not complete, the earlier ones ticked', async () => {
    mockKycApi(withDraft(kycDraftWithout('residentialAddress', 'mailingAddress')));
    renderApp(PAGE);

    expect(await sectionHeading(3, 'Adresy')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-resumed')).toHaveTextContent('Kontynuujesz od sekcji „Adresy”');
    expect(currentStep()).toContain('Adresy');
    expect(screen.getByTestId('kyc-step-1')).toHaveTextContent('✓');
    expect(screen.getByTestId('kyc-step-2')).toHaveTextContent('✓');
    expect(screen.getByRole('button', { name: /^1\. Dane inwestora \(ukończona\)/ })).toBeEnabled();
    // Later sections are complete in the draft but wait for the addresses.
    expect(screen.getByRole('button', { name: /^5\. Rachunek bankowy/ })).toBeDisabled();
    expect(screen.getByLabelText('Adres korespondencyjny jest taki sam jak adres zamieszkania')).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await sectionHeading(2, 'Dokument tożsamości')).toBeInTheDocument();
    expect(screen.getByLabelText(/Seria i numer dokumentu/)).toHaveValue('ABA300000');
    expect(screen.getByLabelText(/Rodzaj dokumentu/)).toHaveValue('ID_CARD');
  });
  it('saves the draft on a change of section, with what was typed, and sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKycApi({
      ...withDraft(kycDraftWithout('residentialAddress', 'mailingAddress')),
      [DRAFT]: savedDraft(),
    });
    renderApp(PAGE);

    await sectionHeading(3, 'Adresy');
    const residential = within(screen.getByTestId('kyc-residential-address'));
    await user.type(residential.getByLabelText(/^Miejscowość/), 'Kraków');
    await user.type(residential.getByLabelText(/^Numer domu/), '7');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));

    await sectionHeading(2, 'Dokument tożsamości');
    expect(await screen.findByText('Odpowiedzi zapisane o 09:05')).toBeInTheDocument();
    const [saved] = await requestsTo(fetchMock, DRAFT);
    expect(await saved?.json()).toEqual({
      ...validKycPerson(),
      bankAccount: '61 1090 1014 0000 0712 1981 2874',
      residentialAddress: {
        street: null,
        houseNo: '7',
        flatNo: null,
        voivodeship: null,
        county: null,
        commune: null,
        city: 'Kraków',
        zipCode: null,
        country: 'PL',
      },
      mailingAddress: null,
    });

    // Section 2 is unchanged: moving on checks it, shows section 3 again, and sends no second draft.
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await sectionHeading(3, 'Adresy')).toHaveFocus();
    expect(within(screen.getByTestId('kyc-residential-address')).getByLabelText(/^Miejscowość/)).toHaveValue('Kraków');
    expect(await requestsTo(fetchMock, DRAFT)).toHaveLength(1);
  });

  it('keeps what was typed when saving fails, and saves it with the retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = mockKycApi({
      ...withDraft(kycDraftWithout('residentialAddress', 'mailingAddress')),
      [DRAFT]: () => (++calls === 1 ? errorResponse(500) : savedDraft()),
    });
    renderApp(PAGE);

    await sectionHeading(3, 'Adresy');
    await user.type(within(screen.getByTestId('kyc-residential-address')).getByLabelText(/^Miejscowość/), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));

    const failure = await screen.findByTestId('kyc-draft-failed');
    expect(failure).toHaveTextContent('Nie udało się zapisać odpowiedzi: Coś poszło nie tak. Spróbuj ponownie później.');
    expect(failure).toHaveTextContent('Wpisane dane są nadal w formularzu');
    await user.type(screen.getByLabelText(/^Seria i numer dokumentu/), 'X');
    await user.click(within(failure).getByRole('button', { name: 'Zapisz ponownie' }));

    expect(await screen.findByText('Odpowiedzi zapisane o 09:05')).toBeInTheDocument();
    const retried = (await requestsTo(fetchMock, DRAFT))[1];
    const body = (await retried?.json()) as TKycDraftInput;
    expect(body.residentialAddress?.city).toBe('Kraków');
    expect(body.documentNo).toBe('ABA300000X');
  });

  it('refuses to leave section 1 while the PESEL does not match the birth date, and follows the correction', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKycApi(withDraft({ ...validKycPerson(), birthDay: '1985-03-16' }));
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const pesel = screen.getByLabelText(/^PESEL/);
    await waitFor(() => expect(pesel).toHaveFocus());
    expect(pesel).toHaveAttribute('aria-invalid', 'true');
    expect(pesel).toHaveAccessibleDescription(/Numer PESEL nie zgadza się z datą urodzenia/);
    expect(currentStep()).toContain('Dane inwestora');

    await user.clear(pesel);
    await user.type(pesel, '85031612341');
    await waitFor(() => expect(pesel).not.toHaveAttribute('aria-invalid'));
    expect(await requestsTo(fetchMock, DRAFT)).toHaveLength(0);
  });

  it('speaks English: the sections, the labels and the shared messages', async () => {
    const user = userEvent.setup();
    mockKycApi(withDraft({ ...validKycPerson(), birthDay: '1985-03-16' }));
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Section 1 of 7: Investor details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pesel = screen.getByLabelText(/^PESEL/);
    await waitFor(() => expect(pesel).toHaveAccessibleDescription('The PESEL number does not match the birth date'));
    expect(screen.getByLabelText(/^Title/)).toHaveDisplayValue('Mrs.');
  });

  it('refuses a document that expires in 3 days', async () => {
    const user = userEvent.setup();
    mockKycApi({ ...withDraft({ ...validKycPerson(), documentExpiryDate: today(3) }), [DRAFT]: savedDraft() });
    renderApp(PAGE);

    await sectionHeading(2, 'Dokument tożsamości');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const expiry = screen.getByLabelText(/^Data ważności/);
    await waitFor(() => expect(expiry).toHaveFocus());
    expect(expiry).toHaveAccessibleDescription('Data ważności dokumentu nie może być wcześniejsza niż 7 dni od dzisiaj');
    expect(currentStep()).toContain('Dokument tożsamości');

    await user.click(screen.getByLabelText('Dokument ważny bezterminowo'));
    expect(expiry).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await sectionHeading(3, 'Adresy')).toBeInTheDocument();
  });

  it('asks a US person for the US TIN, and moves on with Enter once it is given', async () => {
    const user = userEvent.setup();
    mockKycApi({ ...withDraft({ ...validKycPerson(), fatca: { usPerson: true, usTin: null } }), [DRAFT]: savedDraft() });
    renderApp(PAGE);

    await sectionHeading(4, 'Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna');
    expect(within(screen.getByTestId('kyc-us-person')).getByLabelText('Tak')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const usTin = screen.getByLabelText(/^Amerykański numer podatkowy/);
    await waitFor(() => expect(usTin).toHaveFocus());
    expect(usTin).toHaveAccessibleDescription('Osoba amerykańska (US person) musi podać swój numer TIN');

    // Keyboard only: Enter in a field is the Next button.
    await user.type(usTin, '123-45-6789{Enter}');
    expect(await sectionHeading(5, 'Rachunek bankowy')).toHaveFocus();
  });

  it('keeps a running total of the sanctions percentages and refuses more than 100%', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKycApi(
      withDraft({
        ...validKycPerson(),
        sanctions: [
          { country: 'IR', percent: '60' },
          { country: 'RU', percent: '50,5' },
        ],
      }),
    );
    renderApp(PAGE);

    await sectionHeading(7, 'Sankcje, oświadczenia i podsumowanie');
    const total = screen.getByTestId('kyc-sanctions-total');
    expect(total).toHaveTextContent('Suma: 110,50%');
    expect(total).toHaveTextContent('Suma procentów przekracza 100%');
    await user.click(screen.getByRole('button', { name: 'Wyślij kwestionariusz' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Udział w %/)[0]).toHaveFocus());
    expect(screen.getByTestId('kyc-sanctions')).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, SUBMIT)).toHaveLength(0);

    const second = screen.getAllByLabelText(/^Udział w %/)[1] as HTMLInputElement;
    await user.clear(second);
    await user.type(second, '40,255x');
    expect(second).toHaveValue('40,25');
    expect(total).toHaveTextContent('Suma: 100,25%');
    await user.type(second, '{Backspace}{Backspace}{Backspace}');
    expect(total).toHaveTextContent('Suma: 100,00%');
    await waitFor(() => expect(total).not.toHaveTextContent('przekracza'));
  });

  it('loads the company from the KRS register when its number is typed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKycApi({
      [`GET ${KYC_REQUEST_PATH}/company-register/0000123456`]: jsonResponse(companyRegister()),
    });
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    await user.click(within(screen.getByTestId('kyc-investor-type')).getByLabelText('Firma (osoba prawna)'));
    await user.type(screen.getByLabelText(/^Numer KRS/), '0000123456');

    expect(await screen.findByText(/Wczytano dane firmy „Emisja Testowa sp\. z o\.o\.” z rejestru KRS/)).toBeInTheDocument();
    const company = within(screen.getByTestId('kyc-company'));
    expect(company.getByLabelText(/^Nazwa firmy/)).toHaveValue('Emisja Testowa sp. z o.o.');
    expect(company.getByLabelText(/^Forma prawna/)).toHaveValue('SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
    expect(company.getByLabelText(/^REGON/)).toHaveValue('142718138');
    expect(company.getByLabelText(/^NIP/)).toHaveValue('5252374659');
    const address = within(screen.getByRole('group', { name: 'Adres siedziby' }));
    expect(address.getByLabelText(/^Miejscowość/)).toHaveValue('Warszawa');
    expect(address.getByLabelText(/^Województwo/)).toHaveValue('mazowieckie');
    const representatives = screen.getAllByTestId('kyc-representative');
    expect(representatives).toHaveLength(2);
    expect(within(representatives[0]!).getByLabelText(/^Nazwisko/)).toHaveValue('Nowak');
    expect(representatives[0]).toHaveTextContent('Funkcja w KRS: PREZES ZARZĄDU');
    expect(within(representatives[0]!).getByLabelText('Podpisuje w imieniu firmy')).not.toBeChecked();
    // The register's data stay editable.
    await user.clear(company.getByLabelText(/^Nazwa firmy/));
    await user.type(company.getByLabelText(/^Nazwa firmy/), 'Emisja Testowa');
    expect(company.getByLabelText(/^Nazwa firmy/)).toHaveValue('Emisja Testowa');
    expect(await requestsTo(fetchMock, `GET ${KYC_REQUEST_PATH}/company-register/0000123456`)).toHaveLength(1);
  });

  it('says the register is unavailable and leaves the company fields to be typed', async () => {
    const user = userEvent.setup();
    mockKycApi({
      [`GET ${KYC_REQUEST_PATH}/company-register/0000123456`]: errorResponse(503, { label: 'error.registerUnavailable' }),
    });
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    await user.click(within(screen.getByTestId('kyc-investor-type')).getByLabelText('Firma (osoba prawna)'));
    const krs = screen.getByLabelText(/^Numer KRS/);
    await user.click(screen.getByRole('button', { name: 'Wczytaj z rejestru KRS' }));
    await waitFor(() => expect(krs).toHaveFocus());
    expect(krs).toHaveAccessibleDescription('Brak numeru KRS');

    await user.type(krs, '0000123456');
    expect(await screen.findByText('Rejestr publiczny nie odpowiada. Uzupełnij dane ręcznie.')).toBeInTheDocument();
    const name = within(screen.getByTestId('kyc-company')).getByLabelText(/^Nazwa firmy/);
    expect(name).toBeEnabled();
    await user.type(name, 'Emisja Testowa sp. z o.o.');
    expect(name).toHaveValue('Emisja Testowa sp. z o.o.');
  });

  it('tells a number the register does not know', async () => {
    const user = userEvent.setup();
    mockKycApi({
      [`GET ${KYC_REQUEST_PATH}/company-register/0000999999`]: errorResponse(404, { label: 'error.registerNotFound' }),
    });
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    await user.click(within(screen.getByTestId('kyc-investor-type')).getByLabelText('Firma (osoba prawna)'));
    await user.type(screen.getByLabelText(/^Numer KRS/), '0000999999');
    expect(await screen.findByText('W rejestrze nie znaleziono podmiotu o tym numerze')).toBeInTheDocument();
    expect(screen.getByText('Sprawdź numer 0000999999 albo wpisz dane firmy ręcznie.')).toBeInTheDocument();
  });

  it('does not offer a company where the landing page does not allow it', async () => {
    mockKycApi(withDraft(null, { enableLegalPerson: false }));
    renderApp(PAGE);

    await sectionHeading(1, 'Dane inwestora');
    expect(screen.queryByTestId('kyc-investor-type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Firma (osoba prawna)')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dane osobowe' })).toBeInTheDocument();
  });

  it('checks a company account on the VAT white list, and goes on when the list is unavailable', async () => {
    const user = userEvent.setup();
    let isListUp = true;
    mockKycApi({
      ...withDraft({ ...validKycCompany(), bankAccount: null }),
      [DRAFT]: savedDraft(),
      [`POST ${KYC_REQUEST_PATH}/vat-whitelist`]: () =>
        isListUp
          ? jsonResponse(vatWhitelistResult({ accountAssigned: false }))
          : errorResponse(503, { label: 'error.registerUnavailable' }),
    });
    renderApp(PAGE);

    await sectionHeading(5, 'Rachunek bankowy');
    const account = screen.getByLabelText(/^Numer rachunku/);
    await user.type(account, '61109010140000071219812874');
    expect(account).toHaveValue('61 1090 1014 0000 0712 1981 2874');
    await user.click(screen.getByRole('button', { name: 'Sprawdź na białej liście VAT' }));

    const vat = within(screen.getByTestId('kyc-vat'));
    expect(await vat.findByText('EMISJA TESTOWA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')).toBeInTheDocument();
    expect(vat.getByText('Czynny')).toBeInTheDocument();
    expect(vat.getByTestId('kyc-vat-account-assigned')).toHaveTextContent('Nie');
    expect(vat.getByText(/Rachunku nie ma w wykazie tego podatnika/)).toBeInTheDocument();

    isListUp = false;
    await user.click(screen.getByRole('button', { name: 'Sprawdź na białej liście VAT' }));
    expect(await vat.findByText('Rejestr publiczny nie odpowiada. Uzupełnij dane ręcznie.')).toBeInTheDocument();
    expect(vat.getByText('Sprawdzenie nie jest wymagane: możesz kontynuować.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await sectionHeading(6, 'Pochodzenie środków i PEP')).toBeInTheDocument();
  });

  it('puts the server’s violations on their fields and opens the section of the first one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKycApi({
      ...withDraft(validKycPerson()),
      [SUBMIT]: errorResponse(400, {
        label: 'error.validation',
        message: 'Niepoprawne dane formularza',
        violations: [
          {
            propertyPath: 'residentialAddress.zipCode',
            title: 'Wpisz poprawny kod pocztowy (NN-NNN)',
            code: 'validation.zipCode',
          },
          { propertyPath: 'bankAccount', title: 'Niepoprawny numer rachunku bankowego lub IBAN', code: 'validation.bankAccount' },
        ],
      }),
    });
    renderApp(PAGE);

    await sectionHeading(7, 'Sankcje, oświadczenia i podsumowanie');
    await user.click(screen.getByRole('button', { name: 'Wyślij kwestionariusz' }));

    expect(await sectionHeading(3, 'Adresy')).toBeInTheDocument();
    const zipCode = within(screen.getByTestId('kyc-residential-address')).getByLabelText(/^Kod pocztowy/);
    await waitFor(() => expect(zipCode).toHaveFocus());
    expect(zipCode).toHaveAccessibleDescription('Wpisz poprawny kod pocztowy (NN-NNN)');
    expect(screen.getByTestId('kyc-form-error')).toHaveTextContent('Popraw zaznaczone pola');
    // The draft was already on the server: nothing changed, so only the submit went out.
    expect(await requestsTo(fetchMock, DRAFT)).toHaveLength(0);
    const [submit] = await requestsTo(fetchMock, SUBMIT);
    expect(((await submit?.json()) as TKycDraftInput).identificationNo).toBe('85031512344');

    expect(screen.getByRole('button', { name: '3. Adresy (bieżąca)' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('kyc-step-5')).toHaveTextContent('!');
    await user.click(screen.getByRole('button', { name: '5. Rachunek bankowy (do poprawienia)' }));
    expect(await sectionHeading(5, 'Rachunek bankowy')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Numer rachunku/)).toHaveAccessibleDescription('Niepoprawny numer rachunku bankowego lub IBAN');
  });

  it('thanks the investor after the submit and shows the submitted answers', async () => {
    const user = userEvent.setup();
    mockKycApi({
      ...withDraft({ ...validKycPerson(), statements: { truthful: false, ownAccount: false } }),
      [DRAFT]: savedDraft(),
      [SUBMIT]: jsonResponse({
        status: 'submitted',
        submittedAt: '2026-03-02T08:05:00.000Z',
        identityVerification: 'in-progress',
      }),
      [`GET ${KYC_PREVIEW_PATH}`]: jsonResponse(kycPreview()),
    });
    renderApp(PAGE);

    await sectionHeading(7, 'Sankcje, oświadczenia i podsumowanie');
    const summary = within(screen.getByTestId('kyc-summary'));
    expect(summary.getByTestId('kyc-summary-section-3')).toHaveTextContent('Marszałkowska 10/5, 00-590 Warszawa');
    expect(summary.getByRole('button', { name: 'Edytuj sekcję: Adresy' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Wyślij kwestionariusz' }));
    expect(await screen.findAllByText('To pole musi być zaznaczone')).toHaveLength(2);

    await user.click(screen.getByLabelText('Oświadczam, że podane informacje są prawdziwe i kompletne.'));
    await user.click(screen.getByLabelText('Oświadczam, że działam we własnym imieniu i na własny rachunek.'));
    await user.click(screen.getByRole('button', { name: 'Wyślij kwestionariusz' }));

    expect(await screen.findByRole('heading', { name: 'Dziękujemy, kwestionariusz został wysłany' })).toHaveFocus();
    expect(screen.getByTestId('kyc-identity-verification')).toHaveTextContent('W trakcie');
    await user.click(screen.getByRole('button', { name: 'Zobacz przesłane odpowiedzi' }));
    expect(await screen.findByRole('heading', { name: 'Przesłany kwestionariusz KYC' })).toBeInTheDocument();
  });

  it('shows "already sent" and the preview when another tab submitted first', async () => {
    const user = userEvent.setup();
    mockKycApi({
      ...withDraft(validKycPerson()),
      [SUBMIT]: errorResponse(410, { label: 'error.formInactive' }),
      [`GET ${KYC_PREVIEW_PATH}`]: jsonResponse(kycPreview()),
    });
    renderApp(PAGE);

    await sectionHeading(7, 'Sankcje, oświadczenia i podsumowanie');
    await user.click(screen.getByRole('button', { name: 'Wyślij kwestionariusz' }));

    expect(await screen.findByTestId('kyc-form-inactive')).toHaveTextContent(
      'Formularz jest nieaktywny, ponieważ został już wysłany',
    );
    expect(await screen.findByRole('heading', { name: 'Przesłany kwestionariusz KYC' })).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-form')).not.toBeInTheDocument();
  });

  it('shows the read-only preview on a later visit, with the submission date and the verification', async () => {
    mockKycApi({
      [`GET ${KYC_REQUEST_PATH}`]: errorResponse(410, { label: 'error.formInactive' }),
      [`GET ${KYC_PREVIEW_PATH}`]: jsonResponse(kycPreview({ identityVerification: 'success' })),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Przesłany kwestionariusz KYC' }, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('kyc-submitted-at')).toHaveTextContent('02.03.2026, 09:05');
    expect(screen.getByTestId('kyc-identity-verification')).toHaveTextContent('Zweryfikowano');
    expect(screen.getByTestId('kyc-summary-section-1')).toHaveTextContent('*******2344');
    expect(screen.getByTestId('kyc-summary-section-5')).toHaveTextContent('2874');
    expect(screen.queryByRole('button', { name: /Edytuj/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('kyc-form-inactive')).not.toBeInTheDocument();
  });

  it('says the link is no longer active for an unknown token, and without one', async () => {
    mockKycApi({ [`GET ${KYC_REQUEST_PATH}`]: errorResponse(404, { label: 'error.tokenInactive' }) });
    const { unmount } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Link nie jest już aktywny' }, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('kyc-link-inactive-message')).toHaveTextContent('Token nie jest już aktywny');
    unmount();

    renderApp('/kyc-form');
    expect(await screen.findByRole('heading', { name: 'Link nie jest już aktywny' })).toBeInTheDocument();
  });
});
