import { useTranslation } from 'react-i18next';

/**
 * The loader of the HTML shell (apps/web/index.html, whose inline styles it uses): shown by the app while the tenant's
 * branding loads, so a cold load goes from the shell's loader to the branded page without a blank frame (issue 18).
 */
export function ShellLoader() {
  const { t } = useTranslation();
  return (
    <div className="shell-loader" role="status" data-testid="shell-loader">
      <span className="shell-loader-ring" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
