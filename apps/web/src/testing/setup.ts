import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { recordConsoleError, takeConsoleErrors } from './console';

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
  window.localStorage.clear();
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('style');
  await i18n.changeLanguage('pl');
});

afterEach(() => {
  cleanup();
  const errors = takeConsoleErrors();
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
});
