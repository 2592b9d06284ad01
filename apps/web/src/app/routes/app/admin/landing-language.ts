import { DEFAULT_LANGUAGE, type Language } from '@emisja/shared';
import { useBranding } from '@/features/white-label/components/branding-provider';

/** The landing page's language (its texts are required on a campaign), PL when the branding could not be loaded. */
export function useLandingLanguage(): Language {
  return useBranding().language ?? DEFAULT_LANGUAGE;
}
