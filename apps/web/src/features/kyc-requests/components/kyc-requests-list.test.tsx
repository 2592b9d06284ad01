import { parseListQueryString } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { coordinatorUser } from '@/testing/advisor-fixtures';
import {
  KYC_REQUESTS_PATH,
  KYC_REQUEST_SENT_ID,
  KYC_REQUEST_SUBMITTED_ID,
  kycListAnswer,
  kycRequestDetail,
  mockKycPanel,
} from '@/testing/kyc-request-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, receivedRequests, type mockServerApi } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';

/** Whole-app renders with typing: generous on a shared, busy machine (the default is 5 s). */
const SLOW_TESTS = { timeout: 20_000 };

function listRequests(fetchMock: ReturnType<typeof mockServerApi>) {
  return receivedRequests(fetchMock).filter((request) => new URL(request.url).pathname === KYC_REQUESTS_PATH);
}

const lastListQuery = (fetchMock: ReturnType<typeof mockServerApi>) =>
  parseListQueryString(new URL(listRequests(fetchMock).at(-1)?.url ?? '').searchParams).query;

const rowOf = (email: string) => {
  const row = screen.getAllByTestId('data-table-row').find((candidate) => within(candidate).queryByText(email));
  if (!row) throw new Error(`no row with ${email}`);
  return within(row);
};

/** The first page of a test loads the route's code too: on a busy machine that takes longer than findBy's second. */
const findRows = () => screen.findAllByTestId('data-table-row', {}, { timeout: 5000 });

const currentUrl = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;

describe('KYC requests list (/app/kyc)', SLOW_TESTS, () => {
  it('asks the server for the list the URL describes, leaving out what the contract does not know', async () => {
    storeSession();
    const fetchMock = mockKycPanel({ [`GET ${KYC_REQUESTS_PATH}`]: kycListAnswer(undefined, 45) });
    renderApp(
      '/app/kyc?filters[investorEmail][value]=kowal&filters[investorEmail][operator]=like' +
        '&filters[status][value][]=sent&filters[status][value][]=in-progress&filters[status][operator]=in' +
        '&filters[identityVerification][value][]=failed&filters[identityVerification][operator]=in' +
        '&filters[createdAtFrom][value]=2026-11-01&filters[createdAtFrom][operator]=gte' +
        // Not in KYC_REQUEST_LIST_FILTERS: the server would answer 400.
        '&filters[campaignName][value]=x&filters[campaignName][operator]=like' +
        '&sort=submittedAt&order=asc&page=3',
    );

    await findRows();
    const [request] = listRequests(fetchMock);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(parseListQueryString(new URL(request?.url ?? '').searchParams).query).toEqual({
      limit: 20,
      offset: 40,
      filters: [
        { column: 'investorEmail', operator: 'like', value: 'kowal' },
        { column: 'status', operator: 'in', value: ['sent', 'in-progress'] },
        { column: 'identityVerification', operator: 'in', value: ['failed'] },
        { column: 'createdAtFrom', operator: 'gte', value: '2026-11-01' },
      ],
      sort: { column: 'submittedAt', order: 'asc' },
    });
    expect(screen.getByRole('searchbox', { name: 'Filtr: E-mail inwestora' })).toHaveValue('kowal');
    expect(screen.getByRole('button', { name: 'Filtr: Status: Wybrano: 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtr: Weryfikacja tożsamości: Negatywna' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wysłano od')).toHaveValue('01.11.2026');
    expect(screen.getByRole('columnheader', { name: /^Przesłano/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('data-table-summary')).toHaveTextContent('41–43 z 45');
  });

  it('shows the requests newest first with their statuses, dates and links to each request', async () => {
    storeSession();
    const fetchMock = mockKycPanel();
    renderApp('/app/kyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ankiety KYC' })).toBeInTheDocument();
    await findRows();
    expect(decodeURIComponent(new URL(listRequests(fetchMock)[0]?.url ?? '').search)).toBe(
      '?limit=20&offset=0&sort=createdAt&order=desc',
    );
    const table = within(screen.getByRole('table', { name: 'Zaproszenia KYC' }));
    // A plain advisor sees only their own requests: the advisor column waits in the column picker.
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      expect.stringMatching(/^E-mail inwestora/),
      expect.stringMatching(/^Inwestor/),
      expect.stringMatching(/^Status/),
      expect.stringMatching(/^Weryfikacja tożsamości/),
      expect.stringMatching(/^Wysłano/),
      expect.stringMatching(/^Przesłano/),
    ]);
    const anna = rowOf('anna.kowalska@example.com');
    expect(anna.getByTestId('kyc-request-status')).toHaveTextContent('Przesłany');
    expect(anna.getByTestId('kyc-request-verification')).toHaveTextContent('W trakcie');
    expect(anna.getByText('Anna Kowalska')).toBeInTheDocument();
    expect(anna.getByText('03.11.2026, 19:40')).toBeInTheDocument();
    expect(anna.getByRole('link', { name: 'anna.kowalska@example.com' })).toHaveAttribute(
      'href',
      `/app/kyc/${KYC_REQUEST_SUBMITTED_ID}`,
    );
    const jan = rowOf('jan.nowak@example.com');
    expect(jan.getByTestId('kyc-request-status')).toHaveTextContent('Wysłany');
    expect(jan.getByTestId('kyc-request-verification')).toHaveTextContent('Nierozpoczęta');
    expect(rowOf('ewa.zielinska@example.com').getByTestId('kyc-request-status')).toHaveTextContent('Wygasły');
  });

  it('shows who sent each request to a coordinator, and reads the labels in English', async () => {
    storeSession({ accessToken: fakeAccessToken({ username: 'koordynator@emisja.test' }) });
    mockKycPanel({}, coordinatorUser());
    await changeLanguage(i18n, 'en');
    renderApp('/app/kyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'KYC questionnaires' })).toBeInTheDocument();
    await findRows();
    expect(screen.getByRole('columnheader', { name: /^Advisor/ })).toBeInTheDocument();
    const jan = rowOf('jan.nowak@example.com');
    expect(jan.getByTestId('kyc-request-advisor')).toHaveTextContent('Anna Nowak');
    expect(jan.getByTestId('kyc-request-status')).toHaveTextContent('Sent');
    expect(jan.getByTestId('kyc-request-verification')).toHaveTextContent('Not started');
    expect(rowOf('anna.kowalska@example.com').getByTestId('kyc-request-status')).toHaveTextContent('Submitted');
    expect(screen.getByRole('button', { name: 'Send KYC invitation' })).toBeInTheDocument();
  });

  it('puts filters and sorting in the URL and asks the server again', async () => {
    storeSession();
    const fetchMock = mockKycPanel();
    const user = userEvent.setup();
    const { router } = renderApp('/app/kyc?page=2');
    await findRows();

    await user.type(screen.getByRole('searchbox', { name: 'Filtr: E-mail inwestora' }), 'nowak');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/app/kyc?filters[investorEmail][value]=nowak&filters[investorEmail][operator]=like'),
    );

    await user.click(screen.getByRole('button', { name: 'Filtr: Status: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Przesłany' }));
    await waitFor(() => expect(currentUrl(router)).toContain('filters[status][value][]=submitted&filters[status][operator]=in'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filtr: Weryfikacja tożsamości: Wszystkie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zweryfikowano' }));
    await waitFor(() => expect(currentUrl(router)).toContain('filters[identityVerification][value][]=success'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('data-table-sort-investorName'));
    await waitFor(() => expect(currentUrl(router)).toContain('sort=investorName&order=asc'));

    await waitFor(() =>
      expect(lastListQuery(fetchMock)).toEqual({
        limit: 20,
        offset: 0,
        filters: [
          { column: 'investorEmail', operator: 'like', value: 'nowak' },
          { column: 'status', operator: 'in', value: ['submitted'] },
          { column: 'identityVerification', operator: 'in', value: ['success'] },
        ],
        sort: { column: 'investorName', order: 'asc' },
      }),
    );
  });

  it('opens a request from its row and goes back to the same list', async () => {
    storeSession();
    mockKycPanel({
      [`GET ${KYC_REQUESTS_PATH}/${KYC_REQUEST_SENT_ID}`]: jsonResponse(
        kycRequestDetail({ id: KYC_REQUEST_SENT_ID, investorEmail: 'jan.nowak@example.com', status: 'sent', answers: null }),
      ),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/app/kyc?sort=investorEmail&order=asc');
    await findRows();

    await user.click(rowOf('jan.nowak@example.com').getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankieta KYC' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/kyc/${KYC_REQUEST_SENT_ID}`);

    expect(await screen.findByTestId('kyc-request-not-submitted')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Wróć do ankiet KYC/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/kyc?sort=investorEmail&order=asc'));
  });

  it('says so when there are no requests, and shows a failure with a retry', async () => {
    storeSession();
    let calls = 0;
    mockKycPanel({ [`GET ${KYC_REQUESTS_PATH}`]: () => (++calls === 1 ? errorResponse(500) : kycListAnswer([])()) });
    const user = userEvent.setup();
    renderApp('/app/kyc');

    expect(await screen.findByTestId('data-table-error')).toHaveTextContent('Coś poszło nie tak');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('data-table-empty')).toHaveTextContent('Nie ma tu jeszcze nic');
  });
});

describe('KYC menu entry', () => {
  it('is in the advisor panel menu', async () => {
    storeSession();
    mockKycPanel();
    const user = userEvent.setup();
    const { router } = renderApp('/app');

    await user.click(await screen.findByRole('link', { name: 'KYC' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ankiety KYC' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/kyc');
  });
});
