import { checkThemeContrast, WCAG_AA_CONTRAST, type ThemeName } from '@emisja/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { useFormat } from '@/lib/format';

export type TThemeColorSet = { default: string; hover: string; highlight: string };

/**
 * The real button, heading and link styles under the theme's class with its three colours set on this box only (the same
 * CSS variables the app's theme sets on <html>, src/features/white-label/lib/apply-theme.ts): what the landing page will
 * look like, before it is saved.
 */
export function ThemePreview({ theme, colors }: { theme: ThemeName; colors: TThemeColorSet }) {
  const { t } = useTranslation();
  const variables = {
    '--color-primary': colors.default,
    '--color-primary-hover': colors.hover,
    '--color-highlight': colors.highlight,
  } as CSSProperties;
  return (
    <section
      aria-label={t('adminBranding.preview.label')}
      className={`${theme} space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200`}
      style={variables}
      data-testid="theme-preview"
      data-theme={theme}
    >
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t('adminBranding.preview.eyebrow')}</p>
      <h3 className="text-xl font-semibold tracking-tight text-primary" data-testid="theme-preview-heading">
        {t('adminBranding.preview.heading')}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <Button tabIndex={-1} data-testid="theme-preview-button">
          {t('adminBranding.preview.button')}
        </Button>
        <Button tabIndex={-1} className="bg-primary-hover!" data-testid="theme-preview-button-hover">
          {t('adminBranding.preview.buttonHover')}
        </Button>
        <Button tabIndex={-1} variant="secondary">
          {t('adminBranding.preview.secondary')}
        </Button>
      </div>
      <div className="rounded-md bg-highlight p-4" data-testid="theme-preview-highlight">
        <p className="text-sm font-semibold text-primary">{t('adminBranding.preview.highlight')}</p>
        <p className="mt-1 text-sm text-gray-700">
          {t('adminBranding.preview.text')} <span className={TEXT_LINK_CLASSES}>{t('adminBranding.preview.link')}</span>
        </p>
      </div>
    </section>
  );
}

/**
 * Issue 14: a warning for each pair of the theme whose text falls below WCAG AA (4.5:1), with its ratio; `checkThemeContrast`
 * names the pairs (white on the buttons, the theme colour on the page and on highlighted areas). Nothing when all pass.
 */
export function ContrastWarning({ colors }: { colors: TThemeColorSet }) {
  const { t } = useTranslation();
  const format = useFormat();
  const failing = checkThemeContrast(colors).filter((check) => !check.passesAA);
  if (failing.length === 0) return null;
  return (
    <Alert tone="warning" data-testid="contrast-warning">
      <p className="font-semibold">
        {t('adminBranding.contrast.title', { ratio: format.number(WCAG_AA_CONTRAST, { decimals: 1 }) })}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {failing.map((check) => (
          <li key={check.id} data-testid="contrast-failure" data-pair={check.id}>
            {t(`adminBranding.contrast.pairs.${check.id}`)}: {format.number(check.ratio, { decimals: 2 })}:1
          </li>
        ))}
      </ul>
      <p className="mt-1">{t('adminBranding.contrast.advice')}</p>
    </Alert>
  );
}
