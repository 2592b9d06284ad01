import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { notify, Toaster } from './toast';

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
});
