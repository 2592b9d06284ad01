import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';

export type TLandingDocuments = { terms: string | null; privacyPolicy: string | null; investmentRisks: string | null };

const DOCUMENTS = [
  { key: 'terms', label: 'landing.documents.terms', testId: 'landing-terms-link' },
  { key: 'privacyPolicy', label: 'landing.documents.privacyPolicy', testId: 'landing-privacy-policy-link' },
  { key: 'investmentRisks', label: 'landing.documents.investmentRisks', testId: 'landing-investment-risks-link' },
] as const;

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M4.5 2A1.5 1.5 0 0 0 3 3.5v13A1.5 1.5 0 0 0 4.5 18h11a1.5 1.5 0 0 0 1.5-1.5V7.62a1.5 1.5 0 0 0-.44-1.06l-4.12-4.12A1.5 1.5 0 0 0 11.38 2H4.5Zm2.25 8.5a.75.75 0 0 0 0 1.5h6.5a.75.75 0 0 0 0-1.5h-6.5Zm0 3a.75.75 0 0 0 0 1.5h6.5a.75.75 0 0 0 0-1.5h-6.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The tenant's terms, privacy policy and investment risks, each opening in a new tab; missing ones are left out. */
export function LandingDocuments({ documents }: { documents: TLandingDocuments }) {
  const { t } = useTranslation();
  const available = DOCUMENTS.flatMap((document) => {
    const href = documents[document.key];
    return href ? [{ ...document, href }] : [];
  });
  if (available.length === 0) return null;
  return (
    <section aria-labelledby="landing-documents-heading" className="mt-10">
      <h3 id="landing-documents-heading" className="text-sm font-semibold text-gray-900">
        {t('landing.documents.heading')}
      </h3>
      <ul className="mt-3 space-y-2">
        {available.map(({ key, label, testId, href }) => (
          <li key={key}>
            <ExternalLink
              href={href}
              data-testid={testId}
              className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <DocumentIcon />
              {t(label)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
