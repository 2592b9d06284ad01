import { createContext, use, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLoader } from '@/components/ui/shell-loader';
import { applyLandingLanguage } from '@/lib/i18n';
import { useAdminConfiguration } from '../api/get-admin-configuration';
import { useWhiteLabel } from '../api/get-white-label';
import { applyTheme } from '../lib/apply-theme';
import { DEFAULT_FAVICON, setDocumentTitle, setFavicon } from '../lib/document-head';
import { DEFAULT_BRANDING, resolveBranding, type TBranding } from '../lib/resolve-branding';

const BrandingContext = createContext<TBranding>(DEFAULT_BRANDING);

/**
 * Loads the tenant's branding once and applies it to the document: theme, title, favicon and, unless the user chose a
 * language, the landing page's language. The screens render once both answers are in, so they never flash the default
 * branding first (the shell's loader stays meanwhile). A failure is silently ignored (spec section 8): the app renders with the defaults.
 */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const whiteLabel = useWhiteLabel();
  const landingId = whiteLabel.data?.landing.id;
  const adminConfiguration = useAdminConfiguration(landingId);
  const isSettled = !whiteLabel.isPending && !(landingId !== undefined && adminConfiguration.isPending);

  const branding = useMemo(
    () => resolveBranding(whiteLabel.data, adminConfiguration.data),
    [whiteLabel.data, adminConfiguration.data],
  );
  const siteTitle = branding.siteTitle ?? t('common.appName');

  // Layout effects run before the browser paints, so the first visible frame already carries the tenant's look.
  useLayoutEffect(() => applyTheme(branding.theme, branding.colors), [branding.theme, branding.colors]);
  useLayoutEffect(() => setDocumentTitle(siteTitle), [siteTitle]);
  useLayoutEffect(() => setFavicon(branding.favicon ?? DEFAULT_FAVICON), [branding.favicon]);
  useLayoutEffect(() => {
    if (isSettled) void applyLandingLanguage(i18n, branding.language);
  }, [isSettled, branding.language, i18n]);

  if (!isSettled) return <ShellLoader />;
  return <BrandingContext value={branding}>{children}</BrandingContext>;
}

export function useBranding(): TBranding {
  return use(BrandingContext);
}
