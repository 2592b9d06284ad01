import type { TranslationResources } from '@/lib/i18n';

// Typed keys: t('landing.documents.terms') is checked at compile time against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}
