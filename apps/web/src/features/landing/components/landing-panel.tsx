import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LandingConsents } from './landing-consents';
import { LandingDocuments, type TLandingDocuments } from './landing-documents';

export type TLandingSide = 'investor' | 'advisors';

type LandingPanelProps = {
  side: TLandingSide;
  subtext?: string | null;
  /** The side's login form (the app passes it in: features do not import each other). */
  login?: ReactNode;
  documents: TLandingDocuments;
  consents?: (string | null)[];
  /** Language of the tenant's texts. */
  contentLanguage?: string | null;
  /** Offers the other side's landing page; null hides the offer (e.g. a tenant that blocks the investor panel). */
  otherSide: TLandingSide | null;
};

const OTHER_SIDE_HREF: Record<TLandingSide, string> = {
  investor: paths.landing.getHref(),
  advisors: paths.advisorsLanding.getHref(),
};

/** The content side of a landing page: who it is for, the tenant's subtext, documents and where consents are given. */
export function LandingPanel({ side, subtext, login, documents, consents = [], contentLanguage, otherSide }: LandingPanelProps) {
  const { t } = useTranslation();
  const lang = contentLanguage ?? undefined;
  return (
    <div>
      <h2 data-testid="landing-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {t(`landing.${side}.title`)}
      </h2>
      {subtext && (
        <p data-testid="landing-subtext" lang={lang} className="mt-3 text-base/7 whitespace-pre-line text-gray-600">
          {subtext}
        </p>
      )}
      {login && <div className="mt-8">{login}</div>}
      <LandingDocuments documents={documents} />
      <LandingConsents consents={consents} />
      {otherSide && (
        <p className="mt-10 text-sm text-gray-600">
          {t(`landing.${otherSide}.switchPrompt`)}{' '}
          <Link
            to={OTHER_SIDE_HREF[otherSide]}
            data-testid="landing-other-side-link"
            className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t(`landing.${otherSide}.switchLink`)}
          </Link>
        </p>
      )}
    </div>
  );
}
