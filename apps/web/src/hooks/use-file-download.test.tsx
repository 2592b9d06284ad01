import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { catchDownloads } from '@/testing/downloads';
import { createTestQueryClient } from '@/testing/render-app';
import { useFileDownload } from './use-file-download';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('useFileDownload', () => {
  it('saves the file under the server’s name, else under the fallback name of what was asked', async () => {
    const saved = catchDownloads();
    const fetchFile = vi.fn(async (code: string) => ({ blob, fileName: code === 'named' ? 'from-server.pdf' : null }));
    const { result } = renderHook(
      () => useFileDownload(fetchFile, { fallbackName: (code) => `offer-${code}.pdf`, failureTitle: 'Failed' }),
      { wrapper },
    );

    result.current.mutate('named');
    await waitFor(() => expect(saved).toEqual(['from-server.pdf']));
    result.current.mutate('BOND-1');
    await waitFor(() => expect(saved).toEqual(['from-server.pdf', 'offer-BOND-1.pdf']));
    expect(fetchFile.mock.calls.map(([code]) => code)).toEqual(['named', 'BOND-1']);
  });

  it('says a failure in a toast with the given title and the catalogue’s message for the server’s label, and saves nothing', async () => {
    const saved = catchDownloads();
    const toast = vi.spyOn(notify, 'error');
    const { result } = renderHook(
      () =>
        useFileDownload(
          async () => {
            throw new ApiError(429, 'error.tooManyRequests', [], 'Zbyt wiele prób.');
          },
          { fallbackName: () => 'file.pdf', failureTitle: 'Nie udało się pobrać pliku' },
        ),
      { wrapper },
    );

    result.current.mutate();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: 'Nie udało się pobrać pliku' });
    expect(toast.mock.calls[0]![0].description).toBe('Zbyt wiele prób. Spróbuj ponownie później.');
    expect(saved).toEqual([]);
  });
});
