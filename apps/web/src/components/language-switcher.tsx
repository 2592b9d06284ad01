import { LANGUAGES, type Language } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const LABELS = {
  pl: { short: 'common.language.plShort', name: 'common.language.pl' },
  en: { short: 'common.language.enShort', name: 'common.language.en' },
} as const satisfies Record<Language, { short: string; name: string }>;

/** PL | EN. The choice is stored (STORAGE_KEYS.currentLanguage) and wins over the landing page's language. */
export function LanguageSwitcher({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <div role="group" aria-label={t('common.language.switcherLabel')} className={cn('flex items-center text-sm', className)}>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className={cn('px-1', tone === 'dark' ? 'text-white/50' : 'text-gray-300')}>
              |
            </span>
          )}
          <button
            type="button"
            data-testid={`language-${language}`}
            lang={language}
            aria-label={t(LABELS[language].name)}
            aria-pressed={language === active}
            onClick={() => void changeLanguage(i18n, language)}
            className={cn(
              'cursor-pointer rounded px-1.5 py-0.5 font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              tone === 'dark'
                ? 'text-white/70 hover:text-white focus-visible:outline-white aria-pressed:text-white aria-pressed:underline aria-pressed:underline-offset-4'
                : 'text-gray-500 hover:text-primary focus-visible:outline-primary aria-pressed:text-primary aria-pressed:underline aria-pressed:underline-offset-4',
            )}
          >
            {t(LABELS[language].short)}
          </button>
        </span>
      ))}
    </div>
  );
}
