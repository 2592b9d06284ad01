import type { TNetworkDetail } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPanelAnswers, networkDetails, NETWORK_SOUTH_ID } from '@/testing/admin-fixtures';
import { ADVISOR_ANNA_ID, advisorRows } from '@/testing/advisor-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const LOAD = { timeout: 5000 };
const SLOW_TESTS = { timeout: 20_000 };
const activeAdvisors = () => advisorRows().filter((row) => row.status === 'active');

describe('networks (/app/admin/networks)', () => {
  it('lists the networks with their coordinators and member counts', SLOW_TESTS, async () => {
    storeSession();
    mockServerApi(adminPanelAnswers({ 'GET /api/advisor/network-details': jsonResponse(networkDetails()) }));
    renderApp('/app/admin/networks');

    const table = within(await screen.findByRole('table', { name: /Sieci strony/ }, LOAD));
    await waitFor(() => expect(table.getAllByTestId('network-row')).toHaveLength(2));
    const [north, south] = table.getAllByTestId('network-row') as [HTMLElement, HTMLElement];
    expect(within(north).getByRole('rowheader')).toHaveTextContent('Północ');
    expect(within(north).getByTestId('network-coordinators-cell')).toHaveTextContent('Katarzyna Lewandowska');
    expect(within(north).getByTestId('network-members')).toHaveTextContent('3');
    expect(within(south).getByTestId('network-coordinators-cell')).toHaveTextContent('Brak koordynatora');
  });

  it('assigns coordinators among the active advisors and renames the network in one request', SLOW_TESTS, async () => {
    storeSession();
    let networks: TNetworkDetail[] = networkDetails();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/network-details': () => jsonResponse(networks),
        'GET /api/advisor/advisor': jsonResponse(activeAdvisors()),
        [`PUT /api/advisor/network/${NETWORK_SOUTH_ID}`]: () => {
          const saved: TNetworkDetail = {
            id: NETWORK_SOUTH_ID,
            name: 'Południe i Zachód',
            memberCount: 3,
            coordinators: [{ advisorId: ADVISOR_ANNA_ID, firstName: 'Anna', surname: 'Nowak', email: 'anna.nowak@emisja.test' }],
          };
          networks = [networks[0] as TNetworkDetail, saved];
          return jsonResponse(saved);
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/admin/networks');

    await user.click(await screen.findByRole('button', { name: 'Edytuj sieć Południe' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Sieć Południe' }));
    expect(dialog.getByLabelText('Nazwa')).toHaveFocus();
    const coordinators = within(await dialog.findByRole('group', { name: 'Koordynatorzy' }));
    expect(coordinators.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Anna Nowak (anna.nowak@emisja.test)',
    ]);
    await user.click(coordinators.getByRole('checkbox', { name: /Anna Nowak/ }));
    await user.clear(dialog.getByLabelText('Nazwa'));
    await user.type(dialog.getByLabelText('Nazwa'), 'Południe i Zachód');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const rows = await screen.findAllByTestId('network-row');
    await waitFor(() => expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Południe i Zachód'));
    expect(
      within(screen.getAllByTestId('network-row')[1] as HTMLElement).getByTestId('network-coordinators-cell'),
    ).toHaveTextContent('Anna Nowak');

    const put = receivedRequests(fetchMock).find((request) => request.method === 'PUT');
    await expect(put?.json()).resolves.toEqual({ name: 'Południe i Zachód', coordinatorIds: [ADVISOR_ANNA_ID] });
    const advisorsCall = receivedRequests(fetchMock).find((request) => new URL(request.url).pathname === '/api/advisor/advisor');
    const query = new URL(advisorsCall?.url ?? '').searchParams;
    expect(query.get('limit')).toBe('99999');
    expect(query.getAll('filters[status][value][]')).toEqual(['active']);
  });

  it("creates a network and shows the server's violation on its name", SLOW_TESTS, async () => {
    storeSession();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/network-details': jsonResponse(networkDetails()),
        'POST /api/advisor/network': errorResponse(400, {
          label: 'error.validation',
          violations: [{ propertyPath: 'name', title: 'Ta wartość jest już używana', code: 'validation.duplicateValue' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/admin/networks');

    await user.click(await screen.findByRole('button', { name: 'Nowa sieć' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Nowa sieć' }));
    expect(dialog.queryByRole('group', { name: 'Koordynatorzy' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Utwórz sieć' }));
    expect(dialog.getByLabelText('Nazwa')).toHaveAccessibleDescription('To pole jest wymagane');
    await user.type(dialog.getByLabelText('Nazwa'), 'Północ');
    await user.click(dialog.getByRole('button', { name: 'Utwórz sieć' }));
    await waitFor(() => expect(dialog.getByLabelText('Nazwa')).toHaveAccessibleDescription('Ta wartość jest już używana'));
    const post = receivedRequests(fetchMock).find((request) => request.method === 'POST');
    await expect(post?.json()).resolves.toEqual({ name: 'Północ' });
  });
});
