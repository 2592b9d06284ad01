import { useTranslation } from 'react-i18next';

type LandingConsentsProps = {
  /** The tenant's consent texts (consent2, consent3), plain text in the landing page's language. */
  consents: (string | null)[];
  contentLanguage?: string | null;
};

export function LandingConsents({ consents, contentLanguage }: LandingConsentsProps) {
  const { t } = useTranslation();
  const texts = consents.filter((consent): consent is string => Boolean(consent?.trim()));
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby="landing-consents-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h3 id="landing-consents-heading" className="text-sm font-semibold text-gray-900">
        {t('landing.consents.heading')}
      </h3>
      <div lang={contentLanguage ?? undefined} className="mt-3 space-y-3">
        {texts.map((text, index) => (
          <p key={index} data-testid="landing-consent" className="text-xs/5 whitespace-pre-line text-gray-500">
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
