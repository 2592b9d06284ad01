import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { catchDownloads } from '@/testing/downloads';
import { ListPage } from './list-page';

function renderPage(fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>) {
  render(
    <I18nextProvider i18n={i18n}>
      <ListPage
        title="Settlements"
        csvExport={{
          fetchFile,
          fileName: 'settlements.csv',
          label: 'Export CSV',
          busyLabel: 'Exporting…',
          'data-testid': 'things-export',
        }}
        actions={<a href="/new">Add</a>}
      >
        <p>The table</p>
      </ListPage>
    </I18nextProvider>,
  );
}

describe('ListPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the export before the other actions, and the list', () => {
    renderPage(vi.fn());
    expect(screen.getByRole('heading', { level: 1, name: 'Settlements' })).toBeInTheDocument();
    const exportButton = screen.getByTestId('things-export');
    expect(exportButton).toHaveTextContent('Export CSV');
    expect(exportButton.compareDocumentPosition(screen.getByRole('link', { name: 'Add' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('The table')).toBeInTheDocument();
  });

  it('downloads the file under the server’s name, else its own', async () => {
    const names = catchDownloads();
    const fetchFile = vi
      .fn()
      .mockResolvedValueOnce({ blob: new Blob(['a;b']), fileName: 'rozliczenia-2026.csv' })
      .mockResolvedValueOnce({ blob: new Blob(['a;b']), fileName: null });
    renderPage(fetchFile);

    await userEvent.click(screen.getByTestId('things-export'));
    await waitFor(() => expect(names).toEqual(['rozliczenia-2026.csv']));
    await userEvent.click(screen.getByTestId('things-export'));
    await waitFor(() => expect(names).toEqual(['rozliczenia-2026.csv', 'settlements.csv']));
    expect(screen.queryByTestId('things-export-error')).not.toBeInTheDocument();
  });

  it('says why an export failed under the title, and clears it on the next try', async () => {
    const fetchFile = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'error.network', [], 'No connection.'))
      .mockReturnValueOnce(new Promise(() => {}));
    renderPage(fetchFile);

    await userEvent.click(screen.getByTestId('things-export'));
    expect(await screen.findByTestId('things-export-error')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('things-export'));
    expect(screen.queryByTestId('things-export-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('things-export')).toHaveTextContent('Exporting…');
  });
});
