import { DOCUMENT_MAX_BYTES, parseListQueryString } from '@emisja/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { DOCUMENT_DOCX_ID, DOCUMENT_PDF_ID, adminUser, documents, networks } from '@/testing/advisor-fixtures';
import { catchDownloadLinks } from '@/testing/downloads';
import { adminConfiguration, advisorUser, demoWhiteLabel } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, mockServerApi, receivedRequests, type MockAnswer } from '@/testing/server-api';
import { storeSession } from '@/testing/tokens';

function mockDocuments(answers: Record<string, MockAnswer> = {}, user = advisorUser()) {
  return mockServerApi({
    'GET /public-api/white-label': jsonResponse(demoWhiteLabel()),
    'GET /public-api/advisor-panel-configuration': jsonResponse(adminConfiguration()),
    'GET /api/contexts': jsonResponse(user.contexts),
    'GET /api/auth/data': jsonResponse(user),
    'GET /api/advisor/network': jsonResponse(networks()),
    'GET /api/advisor/advisor/documents': jsonResponse(documents()),
    ...answers,
  });
}

const rows = () => screen.getAllByTestId('document-row');
const rowOf = (fileName: string) => {
  const row = rows().find((candidate) => within(candidate).queryByRole('rowheader', { name: fileName }));
  if (!row) throw new Error(`no row for ${fileName}`);
  return within(row);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('documents (/app/documents)', () => {
  it('lists every document newest first, with the date and time in Warsaw in the user’s language', async () => {
    storeSession();
    const fetchMock = mockDocuments();
    renderApp('/app/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenty' })).toBeInTheDocument();
    await screen.findAllByTestId('document-row');
    const request = receivedRequests(fetchMock).find((candidate) => candidate.url.includes('/documents'));
    expect(parseListQueryString(new URL(request?.url ?? '').searchParams).query).toEqual({
      limit: 99999,
      offset: 0,
      filters: [],
      sort: { column: 'createdAt', order: 'desc' },
    });
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Procedura AML.docx',
      'Schemat sieci.png',
      'Regulamin ofert zażółć.pdf',
    ]);
    expect(rowOf('Procedura AML.docx').getByRole('cell', { name: '14.03.2026, 09:05' })).toBeInTheDocument();
    // 23:30 UTC on New Year's Eve is already the next day in Warsaw.
    expect(rowOf('Regulamin ofert zażółć.pdf').getByText('01.01.2026, 00:30')).toBeInTheDocument();
    expect(rowOf('Regulamin ofert zażółć.pdf').getByText('admin@emisja.test')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Data dodania' })).toHaveAttribute('aria-sort', 'descending');

    // Preview only for PDFs and images; download for all.
    expect(rowOf('Regulamin ofert zażółć.pdf').getByRole('link', { name: 'Podgląd' })).toHaveAttribute(
      'href',
      `/app/preview/${DOCUMENT_PDF_ID}`,
    );
    expect(rowOf('Schemat sieci.png').getByRole('link', { name: 'Podgląd' })).toBeInTheDocument();
    expect(rowOf('Procedura AML.docx').queryByRole('link', { name: 'Podgląd' })).not.toBeInTheDocument();
    expect(rowOf('Procedura AML.docx').getByRole('button', { name: 'Pobierz' })).toBeInTheDocument();
  });

  it('shows dates in English in the English format', async () => {
    storeSession();
    mockDocuments();
    await changeLanguage(i18n, 'en');
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');
    expect(rowOf('Procedura AML.docx').getByText('14/03/2026, 09:05')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Uploaded by' })).toBeInTheDocument();
  });

  it('offers no upload or delete to an advisor who is not an admin', async () => {
    storeSession();
    mockDocuments();
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');
    expect(screen.queryByLabelText('Dodaj dokument')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
  });

  it('says so when there are no documents, and shows a failure with a retry', async () => {
    storeSession();
    let calls = 0;
    mockDocuments({
      'GET /api/advisor/advisor/documents': () => (++calls === 1 ? errorResponse(500) : jsonResponse([])),
    });
    const user = userEvent.setup();
    renderApp('/app/documents');
    expect(await screen.findByTestId('documents-error')).toHaveTextContent('Coś poszło nie tak');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('documents-empty')).toHaveTextContent('Nie ma jeszcze dokumentów');
  });

  it('downloads a file with the session’s token and saves it under the server’s name', async () => {
    storeSession();
    const fetchMock = mockDocuments({
      [`GET /api/advisor/advisor/documents/${DOCUMENT_DOCX_ID}/download`]: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'content-disposition': `attachment; filename="Procedura AML.docx"; filename*=UTF-8''Procedura%20AML%20%C5%BC.docx`,
          },
        }),
    });
    const { links: saved, createObjectURL: createObjectUrl } = catchDownloadLinks();
    const user = userEvent.setup();
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');

    await user.click(rowOf('Procedura AML.docx').getByRole('button', { name: 'Pobierz' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/file', download: 'Procedura AML ż.docx' }]));
    expect((createObjectUrl.mock.calls[0]?.[0] as Blob).size).toBe(4);
    const download = receivedRequests(fetchMock).find((request) => request.url.endsWith('/download'));
    expect(download?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});

describe('documents for the admin', () => {
  it('uploads a chosen file, showing that it is on its way, and lists it', async () => {
    storeSession();
    let release: () => void = () => {};
    const uploaded = {
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddd09',
      fileName: 'Nowy cennik.pdf',
      uploadedBy: 'Adam Administrator',
      createdAt: '2026-03-20T10:00:00.000Z',
      mimeType: 'application/pdf',
      sizeBytes: 5,
    };
    let isUploaded = false;
    const fetchMock = mockDocuments(
      {
        'GET /api/advisor/advisor/documents': () => jsonResponse(isUploaded ? [uploaded, ...documents()] : documents()),
        'POST /api/advisor/advisor/documents': () =>
          new Promise<Response>((resolve) => {
            release = () => {
              isUploaded = true;
              resolve(jsonResponse(uploaded, 201));
            };
          }),
      },
      adminUser(),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');

    await user.upload(
      screen.getByLabelText('Dodaj dokument'),
      new File(['%PDF-'], 'Nowy cennik.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByTestId('file-picker-pending')).toHaveTextContent('Wysyłanie pliku Nowy cennik.pdf…');
    expect(screen.getByLabelText('Dodaj dokument')).toBeDisabled();
    release();
    expect(await screen.findByText('Dodano dokument Nowy cennik.pdf')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Nowy cennik.pdf'));

    const post = receivedRequests(fetchMock).find((request) => request.method === 'POST');
    const file = (await post?.formData())?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('Nowy cennik.pdf');
  });

  it('refuses too large a file without sending it, and shows the server’s refusal of a type', async () => {
    storeSession();
    const fetchMock = mockDocuments(
      {
        'POST /api/advisor/advisor/documents': errorResponse(415, {
          label: 'error.unsupportedMediaType',
          message: 'Unsupported',
        }),
      },
      adminUser(),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');

    const huge = new File(['x'], 'Skan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('Dodaj dokument'), huge);
    // The refusal stays under the button, announced and tied to the file input.
    const input = screen.getByLabelText('Dodaj dokument');
    expect(await screen.findByRole('alert')).toHaveTextContent('Plik Skan.pdf jest za duży: najwyżej 20 MB');
    expect(input).toHaveAccessibleDescription(/Plik Skan.pdf jest za duży: najwyżej 20 MB/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(receivedRequests(fetchMock).some((request) => request.method === 'POST')).toBe(false);

    await user.upload(input, new File(['MZ'], 'program.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByTestId('file-picker-error')).toHaveTextContent(
        'Nie dodano pliku program.pdf: Ten typ pliku jest niedozwolony',
      ),
    );
  });

  it('deletes a document after a confirmation', async () => {
    storeSession();
    let isDeleted = false;
    const fetchMock = mockDocuments(
      {
        'GET /api/advisor/advisor/documents': () =>
          jsonResponse(isDeleted ? documents().filter((document) => document.id !== DOCUMENT_PDF_ID) : documents()),
        [`DELETE /api/advisor/advisor/documents/${DOCUMENT_PDF_ID}`]: () => {
          isDeleted = true;
          return new Response(null, { status: 204 });
        },
      },
      adminUser(),
    );
    const user = userEvent.setup();
    renderApp('/app/documents');
    await screen.findAllByTestId('document-row');

    await user.click(rowOf('Regulamin ofert zażółć.pdf').getByRole('button', { name: 'Usuń' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Usunąć dokument Regulamin ofert zażółć.pdf?' }));
    await user.click(dialog.getByRole('button', { name: 'Usuń' }));

    expect(await screen.findByText('Usunięto dokument Regulamin ofert zażółć.pdf')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receivedRequests(fetchMock).filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
