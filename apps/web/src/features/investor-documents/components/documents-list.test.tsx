import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/testing/downloads';
import { investorDocuments, OFFER_ID } from '@/testing/investor-home-fixtures';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, receivedRequests } from '@/testing/server-api';

const pdf = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });

describe('investor documents (/app/documents)', () => {
  it('groups the offer PDFs, own uploads and campaign documents, each downloadable from its path', async () => {
    const fetchMock = mockInvestorSession({
      'GET /investor-api/documents': jsonResponse(investorDocuments()),
      [`POST /investor-api/offer/${OFFER_ID}/pdf`]: pdf,
      [`GET /investor-api/offer/${OFFER_ID}/attachment/a1000000-0000-4000-8000-000000000001`]: pdf,
      'GET /investor-api/campaign-document/d1000000-0000-4000-8000-000000000001': pdf,
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp('/app/documents');

    const offers = within(await screen.findByRole('region', { name: 'Oferty (PDF)' }));
    const uploads = within(screen.getByRole('region', { name: 'Twoje potwierdzenia wpłat' }));
    const campaign = within(screen.getByRole('region', { name: 'Dokumenty emisji' }));
    await user.click(offers.getByRole('button', { name: 'Pobierz oferta-SERIA-A.pdf' }));
    await user.click(uploads.getByRole('button', { name: 'Pobierz przelew.pdf' }));
    await user.click(campaign.getByRole('button', { name: 'Pobierz Warunki emisji.pdf' }));

    await waitFor(() => expect(saved).toEqual(['oferta-SERIA-A.pdf', 'przelew.pdf', 'Warunki emisji.pdf']));
    const downloads = receivedRequests(fetchMock).filter((request) => !request.url.includes('/documents'));
    const calls = downloads.filter((request) => /pdf|attachment|campaign-document/.test(request.url));
    expect(calls.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `POST /investor-api/offer/${OFFER_ID}/pdf`,
      `GET /investor-api/offer/${OFFER_ID}/attachment/a1000000-0000-4000-8000-000000000001`,
      'GET /investor-api/campaign-document/d1000000-0000-4000-8000-000000000001',
    ]);
    expect(await calls[0]?.json()).toEqual({ language: 'pl' });
  });

  it('never follows a download path outside /investor-api', async () => {
    const fetchMock = mockInvestorSession({
      'GET /investor-api/documents': jsonResponse([
        { ...investorDocuments()[2]!, name: 'obcy.pdf', downloadPath: '/investor-api/../api/advisor/documents/1' },
      ]),
    });
    const user = userEvent.setup();
    renderApp('/app/documents');

    await user.click(await screen.findByRole('button', { name: 'Pobierz obcy.pdf' }));
    expect(await screen.findByText('Nie udało się pobrać pliku')).toBeInTheDocument();
    expect(receivedRequests(fetchMock).some((request) => request.url.includes('/api/advisor'))).toBe(false);
  });

  it('says so when there is nothing yet', async () => {
    mockInvestorSession({ 'GET /investor-api/documents': jsonResponse([]) });
    renderApp('/app/documents');

    expect(await screen.findByTestId('documents-empty')).toHaveTextContent('Nie masz jeszcze dokumentów');
  });
});
