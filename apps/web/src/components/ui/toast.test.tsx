import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { notify, SUCCESS_TOAST_DURATION_MS, Toaster } from './toast';

describe('notify', () => {
  it('shows an error notification with its title and text', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );

    act(() => {
      notify.error({ title: 'Błąd', description: 'Brak dostępu' });
    });

    expect(await screen.findByText('Błąd')).toBeInTheDocument();
    expect(screen.getByText('Brak dostępu')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Powiadomienia/ })).toBeInTheDocument();
  });

  describe('how long a notification stays', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps a success for six seconds and an error until it is dismissed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      render(
        <I18nextProvider i18n={i18n}>
          <Toaster />
        </I18nextProvider>,
      );
      act(() => {
        notify.success({ title: 'Zapisano' });
        notify.error({ title: 'Nie udało się' });
      });
      expect(await screen.findByText('Zapisano')).toBeInTheDocument();
      expect(screen.getByText('Nie udało się')).toBeInTheDocument();

      // Past spec section 9's 3 s the success is still there.
      act(() => void vi.advanceTimersByTime(4000));
      expect(screen.getByText('Zapisano')).toBeInTheDocument();

      act(() => void vi.advanceTimersByTime(SUCCESS_TOAST_DURATION_MS));
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();

      // A minute later the error waits for its close button.
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByText('Nie udało się')).toBeInTheDocument();
      const errorToast = screen.getByText('Nie udało się').closest<HTMLElement>('[data-sonner-toast]')!;
      act(() => within(errorToast).getByRole('button', { name: 'Zamknij' }).click());
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Nie udało się')).not.toBeInTheDocument();
    });
  });
});
