import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coordinatorUser, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, demoWhiteLabel } from '@/testing/fixtures';
import { OFFER_ACCEPTED_ID, offerDetail } from '@/testing/offer-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

// An offer the daily lifecycle job archived because its campaign ended (docs/decisions/045): its page says who ("System")
// and why ("Kampania zakończona", written by the server in the landing page's language) in the status history.

describe('an offer archived because its campaign ended (/app/investors/offer/{id})', () => {
  it('shows "System" and the reason in the last row of the history', async () => {
    storeSession();
    const user = coordinatorUser();
    const base = offerDetail();
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
      'GET /api/contexts': jsonResponse(user.contexts),
      'GET /api/auth/data': jsonResponse(user),
      'GET /api/advisor/network': jsonResponse(networks()),
      [`GET /api/advisor/investor/offer/${OFFER_ACCEPTED_ID}`]: jsonResponse(
        offerDetail({
          status: 'archived',
          kanbanColumn: 'archived',
          statusDate: '2026-04-01T00:15:00.000Z',
          allowedActions: ['changeOwner'],
          history: [
            ...base.history,
            {
              fromStatus: 'accepted',
              toStatus: 'archived',
              changedAt: '2026-04-01T00:15:00.000Z',
              changedBy: 'System',
              reason: 'Kampania zakończona',
            },
          ],
        }),
      ),
    });
    renderApp(`/app/investors/offer/${OFFER_ACCEPTED_ID}`);

    const table = await screen.findByRole('table', { name: 'Historia statusów, od najstarszych' }, { timeout: 5000 });
    const rows = within(table).getAllByTestId('offer-history-row');
    expect(rows.at(-1)?.textContent).toMatch(/^ZaakceptowanaZarchiwizowanaSystem01\.04\.2026, 02:15Kampania zakończona$/);
  });
});
