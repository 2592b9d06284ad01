import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@emisja/shared/constants';
import { ERROR_MESSAGES } from '@emisja/shared/errors-core';
import i18next, { type i18n as I18n } from 'i18next';
import { LOADABLE_GROUPS, TRANSLATION_LOADERS, type LoadableGroup, type TranslationResources } from './i18n-resources';
import { readStorage, writeStorage } from './storage';

export type { LoadableGroup, TranslationResources } from './i18n-resources';

// Translations are loaded per language and per group (./i18n-resources.ts), not bundled: the first load carries neither the
// other language nor the screens not shown yet (issue 16, docs/decisions). No screen renders before its texts are in, so
// no key ever flashes: main.tsx waits for CORE_TRANSLATIONS before the first render, each route loads its groups in its
// `lazy` (withTranslations, app/router.tsx), and a language change loads the new language's groups before switching.
// The error catalogue (spec section 8) is written once in packages/shared (ERROR_MESSAGES) and read here as the `errors`
// group, keyed by the server's labels: t('errors.error.incorrectLogin'), t('errors.errorDefaultMessage'). The offer status
// labels are written once there too (OFFER_STATUS_LABELS, which the server's dictionary, PDFs and e-mails read) and are the
// `offerStatuses` group here: t('offerStatuses.accepted'), t('offerStatuses.lost').

type ErrorMessages = TranslationResources['errors'];

/** The shared catalogue writes placeholders as `{min}`; i18next reads `{{min}}`. */
function toI18nextMessages(messages: ErrorMessages): ErrorMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([label, text]) => [label, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as ErrorMessages;
}

/** What the shell and the first screens need (loading, error and 'no access' pages, the landing and login forms). */
export const CORE_TRANSLATIONS = ['common', 'errorPage', 'accessDenied', 'auth', 'landing'] as const satisfies LoadableGroup[];

/** The groups loaded so far, per language, shared by every i18next instance (tests create several). */
const loaded: Record<Language, Partial<TranslationResources>> = {
  en: { errors: toI18nextMessages(ERROR_MESSAGES.en) },
  pl: { errors: toI18nextMessages(ERROR_MESSAGES.pl) },
};
const loading = new Map<string, Promise<void>>();
const languageChanges = new WeakMap<I18n, Promise<void>>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the user chose with the switcher, if any (spec section 3, session data: stored language). */
export function readStoredLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.currentLanguage);
  return isLanguage(stored) ? stored : null;
}

/** The user's choice wins, then the landing page's language, then PL (spec section 9). */
export function resolveLanguage(landingLanguage?: string | null): Language {
  return readStoredLanguage() ?? (isLanguage(landingLanguage) ? landingLanguage : DEFAULT_LANGUAGE);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * A new, initialised i18next instance with the translations loaded so far. The app uses the one below and hands it to React
 * through <I18nextProvider> (no global react-i18next registration), so tests can create more of them, e.g. to simulate a reload.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance.init({
    resources: { en: { translation: { ...loaded.en } }, pl: { translation: { ...loaded.pl } } },
    lng: resolveLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const i18n = createI18n();

/** The current language of an instance as one of ours (i18next may report e.g. 'cimode' in tests). */
export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

function loadGroup(language: Language, group: LoadableGroup): Promise<void> {
  const key = `${language}/${group}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = TRANSLATION_LOADERS[language][group]().then((texts) => {
      (loaded[language] as Record<LoadableGroup, unknown>)[group] = texts;
    });
    // A failed load (network) may be retried by the next screen that needs the group.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads `groups` in `language` (the instance's current one by default) and adds them to the instance. */
export async function loadTranslations(
  instance: I18n,
  groups: readonly LoadableGroup[],
  language: Language = currentLanguage(instance),
): Promise<void> {
  await Promise.all(groups.map((group) => (loaded[language][group] === undefined ? loadGroup(language, group) : undefined)));
  for (const group of groups) {
    if (instance.getResource(language, 'translation', group) === undefined) {
      instance.addResourceBundle(language, 'translation', { [group]: loaded[language][group] }, true, true);
    }
  }
}

/** Loads every group of both languages: the unit tests' setup, so that any screen renders at once in either language. */
export async function loadAllTranslations(instance: I18n): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadTranslations(instance, LOADABLE_GROUPS, language)));
}

/** The groups an instance holds in any language: what a change of language has to load first. */
function heldGroups(instance: I18n): LoadableGroup[] {
  return LOADABLE_GROUPS.filter((group) =>
    LANGUAGES.some((language) => instance.getResource(language, 'translation', group) !== undefined),
  );
}

/** Switches once the new language has every group shown so far: the screen never shows keys in between. */
function switchLanguage(instance: I18n, language: Language): Promise<void> {
  const change = (async () => {
    await languageChanges.get(instance)?.catch(() => undefined);
    await loadTranslations(instance, heldGroups(instance), language);
    await instance.changeLanguage(language);
    // A route that finished loading its groups in the old language while this switch was under way: its groups follow
    // now, and the screen renders once more in the new language (else it would keep the old language's fallback texts).
    const late = heldGroups(instance).filter((group) => instance.getResource(language, 'translation', group) === undefined);
    if (late.length > 0) {
      await loadTranslations(instance, late, language);
      await instance.changeLanguage(language);
    }
  })();
  languageChanges.set(instance, change);
  void change
    .finally(() => {
      if (languageChanges.get(instance) === change) languageChanges.delete(instance);
    })
    .catch(() => undefined);
  return change;
}

/**
 * A route's `lazy` that also loads the translation groups its screen uses, in the current language, so the screen renders
 * translated. A change of language started meanwhile (the landing page's language arrives with the branding) is waited
 * for, and the groups are then loaded in the new language.
 */
export function withTranslations<T>(groups: readonly LoadableGroup[], load: () => Promise<T>, instance: I18n = i18n) {
  return async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadTranslations(instance, groups)]);
    await languageChanges.get(instance)?.catch(() => undefined);
    await loadTranslations(instance, groups);
    return module;
  };
}

/** The language switcher's action: remembered in local storage, so it outlives a reload and the landing's default. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.currentLanguage, language);
  await switchLanguage(instance, language);
}

/** Applies the landing page's language once it is known, unless the user has chosen one. Not persisted. */
export async function applyLandingLanguage(instance: I18n, landingLanguage: string | null | undefined): Promise<void> {
  const language = resolveLanguage(landingLanguage);
  if (instance.resolvedLanguage !== language) await switchLanguage(instance, language);
}
