import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setActiveLandingId } from '@/lib/api-transport';
import { i18n, loadAllTranslations } from '@/lib/i18n';
import { recordConsoleError, takeConsoleErrors } from './console';

// The app loads its translations per screen and language (lib/i18n.ts); the tests have them all before the first test, so
// any screen renders at once in either language and a test never waits for a text to arrive.
await loadAllTranslations(i18n);

// findBy*/waitFor wait for a state, up to this ceiling. Testing Library's default (1 s) is shorter than a whole-app render's
// first lazy route takes when the web tests share two busy cores with the server suites: the first test of a file then
// failed with nothing rendered yet. A passing wait ends as soon as its state is there; only a failing one waits longer.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
  setActiveLandingId(null);
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
