import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_DOCX_ID, DOCUMENT_IMAGE_ID, DOCUMENT_PDF_ID, networks } from '@/testing/advisor-fixtures';
import { adminConfiguration, advisorUser, demoWhiteLabel, investorUser } from '@/testing/fixtures';
import { investorPanelData } from '@/testing/investor-panel-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, type MockAnswer } from '@/testing/server-api';
import { fakeAccessToken, storeSession } from '@/testing/tokens';

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

function fileResponse(type: string, fileName: string) {
  return () =>
    new Response(PDF_BYTES, {
      headers: {
        'content-type': type,
        'content-disposition': `inline; filename="x"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
}

function mockPreview(answers: Record<string, MockAnswer>) {
  const user = advisorUser();
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    ...answers,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('document preview (/app/preview/{id})', () => {
  it('shows a PDF in a frame from an object URL of the fetched bytes, and revokes it on leaving', async () => {
    storeSession();
    mockPreview({
      [`GET /api/advisor/advisor/documents/${DOCUMENT_PDF_ID}/preview`]: fileResponse(
        'application/pdf',
        'Regulamin ofert zażółć.pdf',
      ),
      'GET /api/advisor/advisor/documents': jsonResponse([]),
    });
    let created = 0;
    const createObjectUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/${++created}`);
    const revokeObjectUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp(`/app/preview/${DOCUMENT_PDF_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Regulamin ofert zażółć.pdf' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Podgląd: Regulamin ofert zażółć.pdf');
    expect(frame.tagName).toBe('IFRAME');
    const url = frame.getAttribute('src');
    expect(url).toMatch(/^blob:http:\/\/localhost\/\d$/);
    const blob = createObjectUrl.mock.calls.at(-1)?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF_BYTES);
    expect(screen.getByRole('button', { name: 'Pobierz' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Wróć do dokumentów' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/documents'));
    // The preview unmounts once the lazy documents route has loaded, which may come after the address changes.
    await waitFor(() => expect(revokeObjectUrl).toHaveBeenCalledWith(url));
  });

  it('shows an image as an image named by its file', async () => {
    storeSession();
    mockPreview({
      [`GET /api/advisor/advisor/documents/${DOCUMENT_IMAGE_ID}/preview`]: fileResponse('image/png', 'Schemat sieci.png'),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/image');
    renderApp(`/app/preview/${DOCUMENT_IMAGE_ID}`);

    const image = await screen.findByRole('img', { name: 'Schemat sieci.png' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/image');
    expect(screen.queryByTitle(/Podgląd/)).not.toBeInTheDocument();
  });

  it('offers the download for a type the server does not preview (415), and shows other failures', async () => {
    storeSession();
    mockPreview({
      [`GET /api/advisor/advisor/documents/${DOCUMENT_DOCX_ID}/preview`]: errorResponse(415, {
        label: 'error.unsupportedMediaType',
        message: 'Unsupported',
      }),
      [`GET /api/advisor/advisor/documents/${DOCUMENT_PDF_ID}/preview`]: errorResponse(404, {
        label: 'error.notFound',
        message: 'Not found',
      }),
    });
    const { router } = renderApp(`/app/preview/${DOCUMENT_DOCX_ID}`);

    expect(await screen.findByTestId('document-preview-unsupported')).toHaveTextContent(
      'Tego pliku nie można wyświetlić w przeglądarce',
    );
    expect(screen.getByRole('button', { name: 'Pobierz' })).toBeInTheDocument();

    await router.navigate(`/app/preview/${DOCUMENT_PDF_ID}`);
    expect(await screen.findByTestId('document-preview-error')).toHaveTextContent('Nie znaleziono żądanego elementu');
  });

  it('is not for investors', async () => {
    storeSession({ accessToken: fakeAccessToken({ contextType: 'investor-panel' }) });
    mockServerApi({
      'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
      'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
      ...investorPanelData(),
      'GET /investor-api/auth/data': jsonResponse(investorUser()),
    });
    const { router } = renderApp(`/app/preview/${DOCUMENT_PDF_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });
});
