import { advisorFormDefinition } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADVISOR_JAN_ID,
  NETWORK_NORTH,
  NETWORK_SOUTH,
  advisor,
  advisorRows,
  coordinatorUser,
  networks,
} from '@/testing/advisor-fixtures';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

function formDefinition({ canManageCoordinators = false } = {}) {
  return advisorFormDefinition({ networks: networks(), canManageCoordinators });
}

function mockForm(answers: Record<string, MockAnswer> = {}) {
  const user = coordinatorUser();
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    'GET /api/advisor/advisor-form': jsonResponse(formDefinition()),
    'GET /api/advisor/advisor': jsonResponse(advisorRows()),
    // The advisor's history below the form (coordinators too, docs/decisions/048).
    [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}/history`]: jsonResponse([]),
    ...answers,
  });
}

function sentBody(fetchMock: ReturnType<typeof mockServerApi>, method: string) {
  const request = receivedRequests(fetchMock).find((candidate) => candidate.method === method);
  if (!request) throw new Error(`no ${method} request`);
  return request.json() as Promise<Record<string, unknown>>;
}

const form = () => within(screen.getByRole('form', { name: 'Dane doradcy' }));
const findForm = async () => within(await screen.findByRole('form', { name: 'Dane doradcy' }));

describe('advisor form (/app/advisors/new, /app/advisors/{id})', () => {
  it('renders the form definition: sections, fields in order, types, required marks, limits and options', async () => {
    storeSession();
    mockForm();
    renderApp('/app/advisors/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy doradca' })).toBeInTheDocument();
    await findForm();
    const sections = form()
      .getAllByRole('group')
      .filter((group) => group.dataset.testid?.startsWith('advisor-form-section-'));
    expect(sections.map((section) => section.querySelector('legend')?.textContent)).toEqual([
      'Dane podstawowe',
      'Przynależność do sieci',
      'Dokument tożsamości',
      'Pełnomocnictwo',
    ]);
    const basic = within(sections[0] as HTMLElement);
    expect(basic.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'firstName',
      'surname',
      'email',
      'phoneNo',
      'externalId',
    ]);

    const firstName = form().getByRole('textbox', { name: 'Imię' });
    expect(firstName).toHaveAttribute('aria-required', 'true');
    expect(firstName).toHaveAttribute('maxLength', '100');
    expect(form().getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(form().getByRole('textbox', { name: 'Telefon' })).not.toHaveAttribute('aria-required');
    expect(form().getByLabelText('Pełnomocnictwo od')).toHaveAttribute('type', 'date');

    const networksGroup = within(form().getByRole('group', { name: 'Sieci' }));
    expect(networksGroup.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Północ', 'Południe']);
    // Only an admin assigns coordinators: shown, not changeable.
    const coordinated = within(form().getByRole('group', { name: 'Koordynowane sieci' }));
    for (const box of coordinated.getAllByRole('checkbox')) expect(box).toBeDisabled();

    const documentType = form().getByRole('combobox', { name: 'Rodzaj dokumentu' });
    expect(
      within(documentType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nie wybrano', 'Dowód osobisty', 'Paszport']);
    expect(form().getByRole('checkbox', { name: 'Dokument bezterminowy' })).not.toBeChecked();
  });

  it('shows the shared schema’s messages without calling the server', async () => {
    storeSession();
    const fetchMock = mockForm();
    const user = userEvent.setup();
    renderApp('/app/advisors/new');

    await user.type((await findForm()).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Północ' }));
    await user.type(form().getByLabelText('Pełnomocnictwo od'), '2026-05-10');
    await user.type(form().getByLabelText('Pełnomocnictwo do'), '2026-05-01');
    await user.click(form().getByRole('button', { name: 'Zapisz' }));

    const firstName = form().getByRole('textbox', { name: 'Imię' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription('To pole jest wymagane');
    expect(form().getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Wpisz poprawny adres e-mail');
    expect(form().getByLabelText('Pełnomocnictwo do')).toHaveAccessibleDescription(
      'Data końcowa nie może być wcześniejsza niż data początkowa',
    );
    expect(firstName).toHaveFocus();

    // At least one network (spec section 5).
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Północ' }));
    await user.click(form().getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(form().getByRole('group', { name: 'Sieci' })).toHaveAccessibleDescription(
        'Doradca musi należeć do co najmniej jednej sieci',
      ),
    );
    expect(receivedRequests(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates an advisor, says so, and returns to the list it came from', async () => {
    storeSession();
    const fetchMock = mockForm({ 'POST /api/advisor/advisor': jsonResponse(advisor(), 201) });
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors?filters[surname][value]=Kow&filters[surname][operator]=like');

    await user.click(await screen.findByRole('link', { name: 'Dodaj doradcę' }));
    await user.type((await findForm()).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.type(form().getByRole('textbox', { name: 'Nazwisko' }), 'Kowalski');
    await user.type(form().getByRole('textbox', { name: 'E-mail' }), ' Jan.Kowalski@Emisja.test');
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Południe' }));
    await user.selectOptions(form().getByRole('combobox', { name: 'Rodzaj dokumentu' }), 'Paszport');
    await user.type(form().getByRole('textbox', { name: 'Numer dokumentu' }), 'ZZ1234567');
    await user.click(form().getByRole('checkbox', { name: 'Dokument bezterminowy' }));
    await user.type(form().getByRole('textbox', { name: 'Kraj wydania dokumentu (kod, np. PL)' }), 'pl');
    await user.click(form().getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Dodano doradcę. Wysłaliśmy mu e-mail aktywacyjny.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?filters[surname][value]=Kow&filters[surname][operator]=like');
    // No question about unsaved changes after a save.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(sentBody(fetchMock, 'POST')).resolves.toEqual({
      firstName: 'Jan',
      surname: 'Kowalski',
      email: 'jan.kowalski@emisja.test',
      phoneNo: null,
      externalId: null,
      brokerNetworkIds: [NETWORK_SOUTH],
      coordinatedNetworkIds: [],
      documentType: 'PASSPORT',
      documentNo: 'ZZ1234567',
      documentExpiryDate: null,
      documentIndefinite: true,
      documentCountry: 'PL',
      powerOfAttorneyStart: null,
      powerOfAttorneyEnd: null,
    });
  });

  it('puts the server’s violations on their fields and lists the others as "property path: title"', async () => {
    storeSession();
    mockForm({
      'POST /api/advisor/advisor': errorResponse(400, {
        label: 'error.validation',
        message: 'Niepoprawne dane formularza',
        violations: [
          {
            propertyPath: 'email',
            title: 'Ten adres e-mail jest już używany przez innego doradcę',
            code: 'validation.emailTaken',
          },
          { propertyPath: 'brokerNetworkIds.0', title: 'Nie możesz przypisać tej sieci', code: 'validation.networkNotAllowed' },
          { propertyPath: 'landingPage', title: 'jest nieaktywny', code: 'custom' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/app/advisors/new');

    await user.type((await findForm()).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.type(form().getByRole('textbox', { name: 'Nazwisko' }), 'Kowalski');
    await user.type(form().getByRole('textbox', { name: 'E-mail' }), 'anna.nowak@emisja.test');
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Północ' }));
    await user.click(form().getByRole('button', { name: 'Zapisz' }));

    const email = form().getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ten adres e-mail jest już używany przez innego doradcę'));
    expect(email).toHaveFocus();
    expect(form().getByRole('group', { name: 'Sieci' })).toHaveAccessibleDescription('Nie możesz przypisać tej sieci');
    expect(form().getByTestId('form-error')).toHaveTextContent('LandingPage: jest nieaktywny');
    expect(await screen.findByText('Nie zapisano zmian')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    storeSession();
    mockForm();
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors/new');

    // Untouched: leaving is free.
    await user.click((await findForm()).getByRole('link', { name: 'Anuluj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));

    await router.navigate('/app/advisors/new');
    await user.type((await findForm()).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.click(screen.getByRole('link', { name: 'Dokumenty' }));

    const dialog = await screen.findByRole('dialog', { name: 'Opuścić stronę bez zapisywania?' });
    expect(within(dialog).getByRole('button', { name: 'Zostań na stronie' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/advisors/new');
    expect(form().getByRole('textbox', { name: 'Imię' })).toHaveValue('Jan');

    // Closing the tab or reloading asks the browser's question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(form().getByRole('link', { name: 'Anuluj' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Opuścić stronę bez zapisywania?' })).getByRole('button', {
        name: 'Opuść bez zapisywania',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));
    const afterLeaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterLeaving);
    expect(afterLeaving.defaultPrevented).toBe(false);
  });

  it('does not hold up a logout with unsaved changes', async () => {
    storeSession();
    mockForm({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderApp('/app/advisors/new');

    await user.type((await findForm()).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits an advisor: loads them, shows the status and its actions, and saves with PUT', async () => {
    storeSession();
    const current = advisor({
      documentType: 'ID_CARD',
      documentNo: 'ABC123456',
      documentExpiryDate: '2030-01-31',
      documentCountry: 'PL',
    });
    const fetchMock = mockForm({
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}`]: jsonResponse(current),
      [`PUT /api/advisor/advisor/${ADVISOR_JAN_ID}`]: async (request) =>
        jsonResponse({ ...current, ...((await request.json()) as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Edycja doradcy: Jan Kowalski' })).toBeInTheDocument();
    expect(await screen.findByTestId('advisor-status')).toHaveTextContent('Nowy');
    await findForm();
    expect(screen.getByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij e-mail aktywacyjny' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiwizuj' })).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'E-mail' })).toHaveValue('jan.kowalski@emisja.test');
    expect(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Południe' })).toBeChecked();
    expect(form().getByRole('combobox', { name: 'Rodzaj dokumentu' })).toHaveValue('ID_CARD');

    await user.clear(form().getByRole('textbox', { name: 'Nazwisko' }));
    await user.type(form().getByRole('textbox', { name: 'Nazwisko' }), 'Kowalski-Nowak');
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Północ' }));
    await user.click(form().getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Zapisano')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/advisors'));
    await expect(sentBody(fetchMock, 'PUT')).resolves.toMatchObject({
      surname: 'Kowalski-Nowak',
      brokerNetworkIds: [NETWORK_SOUTH, NETWORK_NORTH],
      documentType: 'ID_CARD',
      documentExpiryDate: '2030-01-31',
      externalId: 'EXT-7',
    });
  });

  it('archives from the edit page after a confirmation, showing the new status', async () => {
    storeSession();
    mockForm({
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}`]: jsonResponse(advisor({ status: 'active' })),
      [`DELETE /api/advisor/advisor/${ADVISOR_JAN_ID}`]: jsonResponse(advisor({ status: 'deleted' })),
    });
    const user = userEvent.setup();
    renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    expect(await screen.findByTestId('advisor-status')).toHaveTextContent('Aktywny');
    expect(screen.queryByRole('button', { name: 'Aktywuj' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archiwizuj' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Zarchiwizować doradcę Jan Kowalski?' })).getByRole('button', {
        name: 'Archiwizuj',
      }),
    );

    await waitFor(() => expect(screen.getByTestId('advisor-status')).toHaveTextContent('Zarchiwizowany'));
    expect(screen.queryByRole('button', { name: 'Archiwizuj' })).not.toBeInTheDocument();
    expect(screen.getByText('Zarchiwizowano doradcę Jan Kowalski')).toBeInTheDocument();
  });

  it('says clearly when the advisor does not exist or is out of reach (404)', async () => {
    storeSession();
    mockForm({
      [`GET /api/advisor/advisor/${ADVISOR_JAN_ID}`]: errorResponse(404, { label: 'error.notFound', message: 'Not found' }),
    });
    renderApp(`/app/advisors/${ADVISOR_JAN_ID}`);

    expect(await screen.findByRole('heading', { name: 'Nie znaleziono doradcy' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '← Wróć do listy doradców' })[0]).toHaveAttribute('href', '/app/advisors');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('lets an admin assign coordinated networks, only among the advisor’s networks', async () => {
    storeSession();
    const fetchMock = mockForm({
      'GET /api/advisor/advisor-form': jsonResponse(formDefinition({ canManageCoordinators: true })),
      'POST /api/advisor/advisor': jsonResponse(advisor(), 201),
    });
    const user = userEvent.setup();
    renderApp('/app/advisors/new');

    await user.type((await findForm()).getByRole('textbox', { name: 'Imię' }), 'Jan');
    await user.type(form().getByRole('textbox', { name: 'Nazwisko' }), 'Kowalski');
    await user.type(form().getByRole('textbox', { name: 'E-mail' }), 'jan@emisja.test');
    await user.click(within(form().getByRole('group', { name: 'Sieci' })).getByRole('checkbox', { name: 'Północ' }));
    const coordinated = within(form().getByRole('group', { name: 'Koordynowane sieci' }));
    await user.click(coordinated.getByRole('checkbox', { name: 'Południe' }));
    await user.click(form().getByRole('button', { name: 'Zapisz' }));

    expect(await form().findByText('Doradca może koordynować tylko sieć, do której należy')).toBeInTheDocument();
    await user.click(coordinated.getByRole('checkbox', { name: 'Południe' }));
    await user.click(coordinated.getByRole('checkbox', { name: 'Północ' }));
    await user.click(form().getByRole('button', { name: 'Zapisz' }));
    await waitFor(async () =>
      expect(await sentBody(fetchMock, 'POST')).toMatchObject({
        brokerNetworkIds: [NETWORK_NORTH],
        coordinatedNetworkIds: [NETWORK_NORTH],
      }),
    );
  });
});
