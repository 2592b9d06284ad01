import type { TPersonalDataErasure } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { catchDownloads } from '@/testing/downloads';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { INVESTOR_ID, OFFER_ACCEPTED_ID, offerDetail } from '@/testing/offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

// The admin's "Personal data (GDPR)" section on an investor's offer page (issue 17 item 8; docs/decisions/049).

const SLOW_TESTS = { timeout: 20_000 };
const OFFER = `/api/advisor/investor/offer/${OFFER_ACCEPTED_ID}`;
const PAGE = `/app/investors/offer/${OFFER_ACCEPTED_ID}`;
const INVESTOR = `/api/advisor/investor/${INVESTOR_ID}`;

function mockOfferPage(user: ReturnType<typeof adminUser>, answers: Record<string, MockAnswer> = {}) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    [`GET ${OFFER}`]: jsonResponse(offerDetail()),
    ...answers,
  });
}

const erasure: TPersonalDataErasure = {
  investorId: INVESTOR_ID,
  erasedAt: '2026-11-27T12:00:00.000Z',
  retentionUntil: '2033-01-15',
  erased: [
    { category: 'contact-data', count: 2 },
    { category: 'open-offers', count: 1 },
    { category: 'account', count: 1 },
  ],
  retained: [
    { category: 'identity-data', count: 1, until: '2033-01-15' },
    { category: 'investments', count: 1, until: '2033-01-15' },
  ],
};

describe("the investor's personal data on the offer page", SLOW_TESTS, () => {
  it('lets the admin download the data and erase it after a confirmation, then says what was erased and what is kept until when', async () => {
    storeSession();
    const fetchMock = mockOfferPage(adminUser(), {
      [`GET ${INVESTOR}/personal-data`]: () =>
        new Response(new Blob(['{}'], { type: 'application/json' }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="personal-data-ffffffff.json"',
          },
        }),
      [`POST ${INVESTOR}/erasure`]: jsonResponse(erasure),
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp(PAGE);

    const section = within(await screen.findByTestId('investor-personal-data'));
    await user.click(section.getByRole('button', { name: 'Pobierz dane (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['personal-data-ffffffff.json']));

    await user.click(section.getByRole('button', { name: 'Usuń dane osobowe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Usunąć dane osobowe tomasz@example.com?' }));
    expect(receivedRequests(fetchMock).some((request) => request.url.endsWith('/erasure'))).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Usuń' }));

    expect(await section.findByTestId('investor-personal-data-result')).toHaveTextContent('Dane osobowe usunięte');
    expect(section.getByTestId('investor-personal-data-erased')).toHaveTextContent('Niezawarte oferty: 1');
    expect(section.getByTestId('investor-personal-data-retained-heading')).toHaveTextContent(
      'Zachowane do 15.01.2033 (ustawa AML)',
    );
    expect(section.getByTestId('investor-personal-data-retained')).toHaveTextContent('Inwestycje: 1');
    expect(section.queryByRole('button', { name: 'Usuń dane osobowe' })).not.toBeInTheDocument();
    const erasures = receivedRequests(fetchMock).filter((request) => request.url.endsWith('/erasure'));
    expect(erasures.map((request) => request.method)).toEqual(['POST']);
  });

  it('is not there for a coordinator', async () => {
    storeSession();
    mockOfferPage(coordinatorUser());
    renderApp(PAGE);

    expect(await screen.findByTestId('offer-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('investor-personal-data')).not.toBeInTheDocument();
  });
});
