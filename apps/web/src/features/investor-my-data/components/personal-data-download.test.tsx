import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/testing/downloads';
import { mockInvestorSession } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, receivedRequests } from '@/testing/server-api';

// "Download my data" on /app/my-data (issue 17 item 8; docs/decisions/049).

function fileResponse(body: string, type: string, fileName: string) {
  return new Response(new Blob([body], { type }), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

describe('download my data (/app/my-data)', () => {
  it('downloads the export as PDF and as JSON under the server’s file names, even before the first questionnaire', async () => {
    const fetchMock = mockInvestorSession({
      'GET /investor-api/lead-form/last': errorResponse(404, { label: 'error.notFound' }),
      'GET /investor-api/personal-data': (request: Request) =>
        new URL(request.url).searchParams.get('format') === 'pdf'
          ? fileResponse('%PDF-1.7', 'application/pdf', 'personal-data-1234abcd-2026-11-27.pdf')
          : fileResponse('{}', 'application/json', 'personal-data-1234abcd-2026-11-27.json'),
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderApp('/app/my-data');

    expect(await screen.findByTestId('my-data-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pobierz moje dane (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['personal-data-1234abcd-2026-11-27.pdf']));
    await user.click(screen.getByRole('button', { name: 'Pobierz moje dane (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('personal-data-1234abcd-2026-11-27.json');

    const downloads = receivedRequests(fetchMock).filter((request) => request.url.includes('/personal-data'));
    expect(downloads.map((request) => new URL(request.url).searchParams.get('format'))).toEqual(['pdf', 'json']);
    expect(downloads.every((request) => request.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it('says so when the download fails', async () => {
    mockInvestorSession({
      'GET /investor-api/lead-form/last': errorResponse(404, { label: 'error.notFound' }),
      'GET /investor-api/personal-data': errorResponse(429, { label: 'error.tooManyRequests' }),
    });
    const user = userEvent.setup();
    renderApp('/app/my-data');

    await user.click(await screen.findByRole('button', { name: 'Pobierz moje dane (PDF)' }));
    expect(await screen.findByText('Nie udało się pobrać pliku')).toBeInTheDocument();
  });
});
