import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminBondsCampaign,
  adminPanelAnswers,
  CAMPAIGN_BONDS_ID,
  campaignPreview,
  TERMS_DOCUMENT_ID,
} from '@/testing/admin-fixtures';
import { finishedCampaign, sharesCampaign } from '@/testing/campaign-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

const LOAD = { timeout: 5000 };
const SLOW_TESTS = { timeout: 20_000 };

describe('the back office campaigns (/app/admin/campaigns)', () => {
  it('lists every campaign, future and switched-off ones included, with where each stands', SLOW_TESTS, async () => {
    storeSession();
    mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/campaigns': jsonResponse([
          adminBondsCampaign(),
          sharesCampaign({ state: 'notStarted', canInvite: false }),
          finishedCampaign({ state: 'inactive' }),
        ]),
      }),
    );
    renderApp('/app/admin/campaigns');

    const table = within(await screen.findByRole('table', { name: /Kampanie strony/ }, LOAD));
    await waitFor(() => expect(table.getAllByTestId('admin-campaign-row')).toHaveLength(3));
    expect(table.getAllByTestId('campaign-state').map((badge) => badge.textContent)).toEqual([
      'Trwa',
      'Nie rozpoczęła się',
      'Nieaktywna',
    ]);
    const first = within(table.getAllByTestId('admin-campaign-row')[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Obligacje Zielona Energia seria A' })).toHaveAttribute(
      'href',
      `/app/admin/campaigns/${CAMPAIGN_BONDS_ID}`,
    );
    expect(first.getByRole('link', { name: 'Kopiuj' })).toHaveAttribute(
      'href',
      `/app/admin/campaigns/new?copyOf=${CAMPAIGN_BONDS_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Nowa kampania' })).toHaveAttribute('href', '/app/admin/campaigns/new');
  });

  it('runs the campaign-end job after a confirmation and tells what it archived', SLOW_TESTS, async () => {
    storeSession();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        'GET /api/advisor/campaigns': jsonResponse([adminBondsCampaign()]),
        'POST /api/advisor/lifecycle-job/run': jsonResponse({
          today: '2026-11-27',
          archivedOffers: 2,
          finishedInvestments: 0,
          summaries: 1,
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/app/admin/campaigns');

    await user.click(await screen.findByRole('button', { name: 'Uruchom zakończenie kampanii' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Uruchomić teraz zadanie zakończenia kampanii?' }));
    await user.click(dialog.getByRole('button', { name: 'Uruchom' }));

    expect(await screen.findByText('Zarchiwizowane oferty: 2, zakończone inwestycje: 0', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      receivedRequests(fetchMock)
        .filter((request) => request.url.includes('/lifecycle-job/run'))
        .map((request) => request.method),
    ).toEqual(['POST']);
  });

  it('deactivates a campaign after a confirmation', SLOW_TESTS, async () => {
    storeSession();
    let current = adminBondsCampaign();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}`]: () => jsonResponse(current),
        [`PATCH /api/advisor/campaign/${CAMPAIGN_BONDS_ID}/deactivate`]: () => {
          current = adminBondsCampaign({ state: 'inactive', canInvite: false });
          return jsonResponse(current);
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/admin/campaigns/${CAMPAIGN_BONDS_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Wyłącz' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Wyłączyć kampanię Obligacje Zielona Energia seria A?' }));
    // The safe choice first.
    expect(dialog.getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Wyłącz' }));

    await waitFor(() => expect(screen.getByTestId('campaign-state')).toHaveTextContent('Nieaktywna'), LOAD);
    expect(screen.queryByRole('button', { name: 'Wyłącz' })).not.toBeInTheDocument();
    expect(
      receivedRequests(fetchMock)
        .filter((request) => request.url.includes('/deactivate'))
        .map((request) => request.method),
    ).toEqual(['PATCH']);
  });

  it('previews the public offer page with the shared presentation, in the language chosen', SLOW_TESTS, async () => {
    storeSession();
    const fetchMock = mockServerApi(
      adminPanelAnswers({
        [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}/preview`]: (request) =>
          new URL(request.url).searchParams.get('language') === 'en'
            ? jsonResponse(
                campaignPreview({
                  language: 'en',
                  campaign: { ...campaignPreview().campaign, name: 'Green Energy Bonds Series A' },
                }),
              )
            : jsonResponse(campaignPreview()),
        [`GET /api/advisor/campaign/${CAMPAIGN_BONDS_ID}/document/${TERMS_DOCUMENT_ID}`]: new Response('%PDF-1.4', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="warunki-emisji.pdf"' },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/app/admin/campaigns/${CAMPAIGN_BONDS_ID}/preview`);

    const preview = within(await screen.findByTestId('campaign-preview', {}, LOAD));
    expect(preview.getByRole('heading', { level: 1, name: 'Obligacje Zielona Energia seria A' })).toBeInTheDocument();
    expect(preview.getByTestId('campaign-image')).toHaveAttribute('src', adminBondsCampaign().imageUrl);
    expect(preview.getByTestId('campaign-terms')).toHaveTextContent('9,00% w skali roku');
    expect(preview.getByTestId('offer-product-code')).toHaveTextContent('SERIA-A');
    expect(preview.getByRole('button', { name: 'Warunki emisji: warunki-emisji.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'angielski' }));
    expect(
      await within(await screen.findByTestId('campaign-preview')).findByRole('heading', {
        level: 1,
        name: 'Green Energy Bonds Series A',
      }),
    ).toBeInTheDocument();
    const languages = receivedRequests(fetchMock)
      .filter((request) => request.url.includes('/preview'))
      .map((request) => new URL(request.url).searchParams.get('language'));
    expect(languages).toEqual(['pl', 'en']);
  });
});
