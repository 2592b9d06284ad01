import { ERROR_LABELS, ERROR_MESSAGES, OFFER_STATUS_LABELS, STORAGE_KEYS } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import enCommon from '@/locales/en/common.json';
import plCommon from '@/locales/pl/common.json';
import { applyLandingLanguage, changeLanguage, createI18n, i18n, resolveLanguage } from './i18n';
import { LOADABLE_GROUPS } from './i18n-resources';

/** Every key path of a nested object: { a: { b: 'x' } } -> ['a.b']. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('language resolution', () => {
  it('uses PL when nothing is known (spec section 9)', () => {
    expect(resolveLanguage()).toBe('pl');
    expect(resolveLanguage(null)).toBe('pl');
    expect(createI18n().language).toBe('pl');
  });

  it("uses the landing page's language when the user has not chosen one", () => {
    expect(resolveLanguage('en')).toBe('en');
  });

  it("prefers the stored choice over the landing page's language", () => {
    window.localStorage.setItem(STORAGE_KEYS.currentLanguage, 'pl');
    expect(resolveLanguage('en')).toBe('pl');
  });

  it('ignores a stored value that is not a supported language', () => {
    window.localStorage.setItem(STORAGE_KEYS.currentLanguage, 'de');
    expect(resolveLanguage()).toBe('pl');
    expect(resolveLanguage('en')).toBe('en');
  });
});

describe('changing the language', () => {
  it('persists the choice in local storage, updates <html lang>, and survives a reload of i18n', async () => {
    await changeLanguage(i18n, 'en');

    expect(window.localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    const reloaded = createI18n();
    expect(reloaded.language).toBe('en');
    expect(reloaded.t('common.backToHome')).toBe('Back to the home page');
    expect(document.documentElement.lang).toBe('en');
  });

  it("does not let the landing page's language override the user's choice", async () => {
    await changeLanguage(i18n, 'en');
    await applyLandingLanguage(i18n, 'pl');

    expect(i18n.language).toBe('en');
  });

  it("applies the landing page's language without storing it", async () => {
    await applyLandingLanguage(i18n, 'en');

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.currentLanguage)).toBeNull();
  });
});

describe('translations', () => {
  it('have the same keys in Polish and English', () => {
    expect(keyPaths(plCommon).sort()).toEqual(keyPaths(enCommon).sort());
    // Plural forms are per language (Polish has few and many): compared by their base key.
    const baseKeys = (resource: unknown) =>
      [...new Set(keyPaths(resource).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    // The test setup has loaded every group of both languages.
    const pl: unknown = i18n.getResourceBundle('pl', 'translation');
    const en: unknown = i18n.getResourceBundle('en', 'translation');
    expect(Object.keys(en as object).sort()).toEqual([...LOADABLE_GROUPS, 'errors'].sort());
    expect(baseKeys(pl)).toEqual(baseKeys(en));
  });

  it('read the offer status labels from the shared table, lost included', async () => {
    const instance = createI18n();
    const statuses = Object.keys(OFFER_STATUS_LABELS.pl) as (keyof typeof OFFER_STATUS_LABELS.pl)[];
    for (const status of statuses) expect(instance.t(`offerStatuses.${status}`)).toBe(OFFER_STATUS_LABELS.pl[status]);
    await instance.changeLanguage('en');
    expect(instance.t('offerStatuses.lost')).toBe(OFFER_STATUS_LABELS.en.lost);
  });

  it.each(Object.values(ERROR_LABELS))('translate the error label %s in both languages', async (label) => {
    const instance = createI18n();
    await instance.changeLanguage('en');
    expect(instance.t(`errors.${label}`)).toBe(ERROR_MESSAGES.en[label].replace(/\{(\w+)\}/g, '{{$1}}'));
    await instance.changeLanguage('pl');
    expect(instance.t(`errors.${label}`)).toBe(ERROR_MESSAGES.pl[label].replace(/\{(\w+)\}/g, '{{$1}}'));
  });

  it('fill the placeholders of the error catalogue', () => {
    const instance = createI18n();
    expect(instance.t('errors.error.offerCannotBeAcceptedMin', { min: '1 000,00 PLN' })).toBe(
      'Nie można zaakceptować oferty: minimalna kwota inwestycji to 1 000,00 PLN',
    );
  });

  it('have the default error message', () => {
    const instance = createI18n();
    expect(instance.t('errors.errorDefaultMessage')).toBe('Coś poszło nie tak. Spróbuj ponownie później.');
  });
});
