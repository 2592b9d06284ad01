import type { TKycRequestDetail } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import {
  KYC_REQUESTS_PATH,
  KYC_REQUEST_SENT_ID,
  KYC_REQUEST_SUBMITTED_ID,
  kycRequestDetail,
  mockKycPanel,
  submittedKycAnswers,
} from '@/testing/kyc-request-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests, type MockAnswer, type mockServerApi } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

/** Whole-app renders with typing: generous on a shared, busy machine (the default is 5 s). */
const SLOW_TESTS = { timeout: 20_000 };

const DETAIL = `GET ${KYC_REQUESTS_PATH}/${KYC_REQUEST_SUBMITTED_ID}`;
const DECIDE = `PATCH ${KYC_REQUESTS_PATH}/${KYC_REQUEST_SUBMITTED_ID}/identity-verification`;

function renderDetail(detail: TKycRequestDetail | MockAnswer, answers: Record<string, MockAnswer> = {}) {
  storeSession();
  const fetchMock = mockKycPanel({
    [DETAIL]: typeof detail === 'function' || detail instanceof Response ? detail : jsonResponse(detail),
    ...answers,
  });
  const view = renderApp(`/app/kyc/${KYC_REQUEST_SUBMITTED_ID}`);
  return { ...view, fetchMock };
}

/** The page has loaded the request (its first visit loads the route's code too: more than findBy's second). */
const findSummary = () => screen.findByTestId('kyc-request-summary', {}, { timeout: 5000 });

const answer = (field: string) => screen.getByTestId(`kyc-answers-${field}`);
const section = (number: number) => within(screen.getByTestId(`kyc-answers-section-${number}`));

async function decisions(fetchMock: ReturnType<typeof mockServerApi>) {
  const patches = receivedRequests(fetchMock).filter((request) => request.method === 'PATCH');
  return Promise.all(patches.map((request) => request.json() as Promise<unknown>));
}

describe('KYC request detail (/app/kyc/{id})', SLOW_TESTS, () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('shows the request and the submitted answers in the seven sections, with the shared labels', async () => {
    renderDetail(kycRequestDetail());
    await findSummary();

    expect(screen.getByRole('heading', { level: 1, name: 'Ankieta KYC' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-request-status')).toHaveTextContent('Przesłany');
    expect(screen.getByTestId('kyc-request-field-advisorName')).toHaveTextContent('Piotr Kowalski');
    expect(screen.getByTestId('kyc-request-field-createdAt')).toHaveTextContent('02.11.2026, 10:15');
    expect(screen.getByTestId('kyc-request-field-submittedAt')).toHaveTextContent('03.11.2026, 19:40');
    expect(screen.getByTestId('kyc-request-field-identityVerification')).toHaveTextContent('W trakcie');

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Historia',
      '1. Dane inwestora',
      '2. Dokument tożsamości',
      '3. Adresy',
      '4. Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna',
      '5. Rachunek bankowy',
      '6. Pochodzenie środków i PEP',
      '7. Sankcje, oświadczenia i podsumowanie',
    ]);
    expect(answer('investorType')).toHaveTextContent('Rodzaj inwestoraOsoba fizyczna');
    expect(answer('title')).toHaveTextContent('Pani');
    expect(answer('birthDay')).toHaveTextContent('15.03.1985');
    expect(answer('nationality')).toHaveTextContent('Obywatelstwo' + 'Polska');
    expect(answer('identificationNo')).toHaveTextContent('PESEL85031512344');
    expect(answer('documentType')).toHaveTextContent('Dowód osobisty');
    expect(answer('residentialAddress')).toHaveTextContent('Marszałkowska 10/5, 00-590 Warszawa, mazowieckie, Polska');
    expect(answer('mailingAddress')).toHaveTextContent('Taki sam jak adres zamieszkania');
    expect(answer('maritalStatus')).toHaveTextContent('W związku małżeńskim');
    expect(answer('propertyRegime')).toHaveTextContent('Wspólność majątkowa');
    expect(answer('usPerson')).toHaveTextContent('Osoba amerykańska (FATCA)Nie');
    expect(answer('bankAccount')).toHaveTextContent('61 1090 1014 0000 0712 1981 2874');
    expect(answer('originOfFunds')).toHaveTextContent('Wynagrodzenie ze stosunku pracy lub umowy cywilnoprawnej, Oszczędności');
    expect(answer('isPep')).toHaveTextContent('Nie');
    expect(section(7).getByTestId('kyc-answers-sanctions')).toHaveTextContent('Brak');
    expect(answer('statementTruthful')).toHaveTextContent('Tak');
    // Not the caller's decision: no actions, only the status and its history.
    expect(screen.queryByTestId('verification-actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('kyc-verification-status')).toHaveTextContent('W trakcie');
    expect(screen.getAllByTestId('verification-history-row').map((row) => row.textContent)).toEqual([
      'W trakcieSystem03.11.2026, 19:40',
    ]);
  });

  it('shows the personal numbers the server masks as they come', async () => {
    renderDetail(kycRequestDetail({ answers: submittedKycAnswers({ isMasked: true }) }));
    await findSummary();

    expect(answer('identificationNo')).toHaveTextContent('*******2344');
    expect(answer('documentNo')).toHaveTextContent('*****0000');
    expect(answer('bankAccount')).toHaveTextContent('**********************2874');
  });

  it('shows a company, its representatives and the person filling in, in English', async () => {
    await changeLanguage(i18n, 'en');
    const answers = submittedKycAnswers({ isCompany: true });
    renderDetail(
      kycRequestDetail({
        investorName: 'Emisja Testowa sp. z o.o.',
        answers: { ...answers, sanctions: [{ country: 'RU', percent: '12.50' }] },
      }),
    );
    await findSummary();

    expect(screen.getByRole('heading', { level: 1, name: 'KYC questionnaire' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-request-status')).toHaveTextContent('Submitted');
    expect(answer('investorType')).toHaveTextContent('Company (legal person)');
    expect(answer('companyName')).toHaveTextContent('Emisja Testowa sp. z o.o.');
    expect(answer('nip')).toHaveTextContent('5252374659');
    expect(answer('registeredAddress')).toHaveTextContent('Prosta 20, 00-850 Warszawa, Masovian, Poland');
    expect(
      within(answer('representatives'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Piotr Nowak, 78082003459, signs for the company, matches the KRS register',
      'Ewa Wiśniewska, matches the KRS register',
    ]);
    expect(section(1).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Person filling in the form on behalf of the company',
    );
    expect(answer('title')).toHaveTextContent('Mr.');
    expect(answer('countryOfBirth')).toHaveTextContent('Poland');
    expect(answer('originOfFunds')).toHaveTextContent('Business activity');
    expect(section(7).getByTestId('kyc-answers-sanctions')).toHaveTextContent('Russia: 12.50%');
  });

  it('says the questionnaire is not submitted yet, and offers no decision', async () => {
    renderDetail(
      kycRequestDetail({
        id: KYC_REQUEST_SENT_ID,
        status: 'sent',
        identityVerification: 'not-started',
        submittedAt: null,
        answers: null,
        identityVerificationHistory: [],
      }),
    );
    await findSummary();

    expect(screen.getByTestId('kyc-request-not-submitted')).toHaveTextContent('Inwestor nie przesłał jeszcze ankiety.');
    expect(screen.getByTestId('kyc-request-field-expiresAt')).toHaveTextContent('Link ważny do02.12.2026, 10:15');
    expect(screen.getByTestId('verification-history-empty')).toHaveTextContent('Nie ma jeszcze decyzji.');
    expect(screen.queryByTestId('verification-actions')).not.toBeInTheDocument();
  });

  it('says when it cannot find the request', async () => {
    renderDetail(errorResponse(404, { label: 'error.notFound', message: 'Not found' }));
    expect(await screen.findByTestId('kyc-request-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Nie ma takiego zaproszenia KYC albo nie masz do niego dostępu.',
    );
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });
});

describe('identity verification decision', SLOW_TESTS, () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('marks the verification failed only with a note, after a confirmation, and shows the new status and history', async () => {
    const decided = kycRequestDetail({
      identityVerification: 'failed',
      canDecideIdentityVerification: true,
      identityVerificationHistory: [
        ...kycRequestDetail().identityVerificationHistory,
        {
          status: 'failed',
          note: 'Zdjęcie nieczytelne',
          decidedBy: 'Katarzyna Zielińska',
          decidedAt: '2026-11-04T08:00:00.000Z',
        },
      ],
    });
    const { fetchMock } = renderDetail(kycRequestDetail({ canDecideIdentityVerification: true }), {
      [DECIDE]: jsonResponse(decided),
    });
    const user = userEvent.setup();
    await findSummary();

    const actions = within(screen.getByRole('group', { name: 'Zweryfikuj tożsamość' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Oznacz jako zweryfikowaną',
      'Oznacz jako negatywną',
    ]);

    // Cancelling sends nothing.
    await user.click(actions.getByRole('button', { name: 'Oznacz jako negatywną' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Oznaczyć weryfikację tożsamości jako negatywną?' })).getByRole('button', {
        name: 'Anuluj',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(actions.getByRole('button', { name: 'Oznacz jako negatywną' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Oznaczyć weryfikację tożsamości jako negatywną?' }));
    const note = dialog.getByRole('textbox', { name: 'Notatka' });
    expect(note).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Oznacz jako negatywną' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(expect.stringContaining('Podaj powód negatywnej weryfikacji tożsamości')),
    );
    expect(await decisions(fetchMock)).toEqual([]);

    await user.type(note, '  Zdjęcie nieczytelne ');
    await user.click(dialog.getByRole('button', { name: 'Oznacz jako negatywną' }));

    expect(await screen.findByText('Weryfikację tożsamości oznaczono jako negatywną.')).toBeInTheDocument();
    expect(await decisions(fetchMock)).toEqual([{ status: 'failed', note: 'Zdjęcie nieczytelne' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('kyc-verification-status')).toHaveTextContent('Negatywna');
    expect(screen.getAllByTestId('verification-history-row').at(-1)).toHaveTextContent(
      'NegatywnaKatarzyna Zielińska04.11.2026, 09:00Zdjęcie nieczytelne',
    );
    // After a failure the decision can be reopened or reversed.
    expect(
      within(screen.getByRole('group', { name: 'Zweryfikuj tożsamość' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Oznacz jako zweryfikowaną', 'Przywróć do weryfikacji']);
  });

  it('marks it verified without a note, and shows the server’s refusal in the dialog', async () => {
    let calls = 0;
    const { fetchMock } = renderDetail(kycRequestDetail({ canDecideIdentityVerification: true }), {
      [DECIDE]: () =>
        ++calls === 1
          ? errorResponse(403, { label: 'error.forbidden', message: 'Forbidden' })
          : jsonResponse(kycRequestDetail({ identityVerification: 'success', canDecideIdentityVerification: true })),
    });
    const user = userEvent.setup();
    await findSummary();

    await user.click(screen.getByRole('button', { name: 'Oznacz jako zweryfikowaną' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Oznaczyć tożsamość jako zweryfikowaną?' }));
    await user.click(dialog.getByRole('button', { name: 'Oznacz jako zweryfikowaną' }));
    expect(await dialog.findByTestId('verification-error')).toHaveTextContent('Nie masz uprawnień do wykonania tej operacji');

    await user.click(dialog.getByRole('button', { name: 'Oznacz jako zweryfikowaną' }));
    expect(await screen.findByText('Tożsamość oznaczono jako zweryfikowaną.')).toBeInTheDocument();
    expect(await decisions(fetchMock)).toEqual([
      { status: 'success', note: null },
      { status: 'success', note: null },
    ]);
    await waitFor(() => expect(screen.getByTestId('kyc-verification-status')).toHaveTextContent('Zweryfikowano'));
  });
});
