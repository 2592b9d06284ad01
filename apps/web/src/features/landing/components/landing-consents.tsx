import { useTranslation } from 'react-i18next';

type LandingConsentsProps = {
  /** The tenant's consent texts (consent2, consent3): whether the landing page has any to tell about. */
  consents: (string | null)[];
};

/**
 * Where the consents are given (issue 18; docs/decisions/039): the tenant's consent texts are shown and ticked on the invest
 * form of an offer, where they are given and recorded, not printed here without a checkbox. The landing page only says so.
 */
export function LandingConsents({ consents }: LandingConsentsProps) {
  const { t } = useTranslation();
  if (!consents.some((consent) => Boolean(consent?.trim()))) return null;
  return (
    <section aria-labelledby="landing-consents-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h3 id="landing-consents-heading" className="text-sm font-semibold text-gray-900">
        {t('landing.consents.heading')}
      </h3>
      <p data-testid="landing-consents-note" className="mt-3 text-xs/5 text-gray-500">
        {t('landing.consents.note')}
      </p>
    </section>
  );
}
