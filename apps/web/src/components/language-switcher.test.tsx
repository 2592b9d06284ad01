import { STORAGE_KEYS } from '@emisja/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('switches to the chosen language, remembers it and marks it as pressed', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('language-pl')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByTestId('language-en'));

    expect(window.localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();

    await user.click(screen.getByTestId('language-pl'));

    expect(window.localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(screen.getByRole('group', { name: 'Język' })).toBeInTheDocument();
  });

  it('shows PL | EN with the full language names for assistive technology', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );

    expect(screen.getByTestId('language-pl')).toHaveTextContent('PL');
    expect(screen.getByTestId('language-en')).toHaveTextContent('EN');
    expect(screen.getByRole('button', { name: 'English' })).toBe(screen.getByTestId('language-en'));
  });
});
