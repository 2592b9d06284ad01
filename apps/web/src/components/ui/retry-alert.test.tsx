import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { RetryAlert } from './retry-alert';

function renderAlert(error: unknown, onRetry: () => void) {
  render(
    <I18nextProvider i18n={i18n}>
      <RetryAlert error={error} notFoundMessage="There is no such offer." onRetry={onRetry} data-testid="load-error" />
    </I18nextProvider>,
  );
  return screen.getByTestId('load-error');
}

describe('RetryAlert', () => {
  it('says a 404 in the page’s own words, without "Try again"', () => {
    const alert = renderAlert(new ApiError(404, 'error.notFound'), vi.fn());
    expect(alert).toHaveTextContent('There is no such offer.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows any other failure with "Try again", which retries', async () => {
    const onRetry = vi.fn();
    const alert = renderAlert(new ApiError(500, 'error.unexpected', [], 'Something went wrong.'), onRetry);
    expect(alert).not.toHaveTextContent('There is no such offer.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
