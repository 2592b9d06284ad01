import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { OfferSection } from './offer-section';

const LINK_CLASSES =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The advisor who sent the invitation, how to reach them, and their message to the investor. */
export function OfferAdvisor({ advisor, message }: { advisor: TPublicOffer['advisor']; message: string }) {
  const { t } = useTranslation();
  return (
    <OfferSection id="offer-advisor" title={t('publicOffer.advisor.title')} size="panel">
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('publicOffer.advisor.name')}</dt>
          <dd className="font-medium text-gray-900" data-testid="offer-advisor-name">
            {advisor.name}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-gray-500">{t('publicOffer.advisor.email')}:</dt>
          <dd>
            <a href={`mailto:${advisor.email}`} className={LINK_CLASSES} data-testid="offer-advisor-email">
              {advisor.email}
            </a>
          </dd>
        </div>
        {advisor.phone && (
          <div className="flex gap-1.5">
            <dt className="text-gray-500">{t('publicOffer.advisor.phone')}:</dt>
            <dd>
              <a href={`tel:${advisor.phone.replace(/\s+/g, '')}`} className={LINK_CLASSES} data-testid="offer-advisor-phone">
                {advisor.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {message.trim() && (
        <figure>
          <figcaption className="text-sm font-medium text-gray-900">{t('publicOffer.advisor.message')}</figcaption>
          <blockquote
            data-testid="offer-advisor-message"
            className="mt-2 border-l-4 border-primary/30 bg-highlight px-4 py-3 text-sm/6 whitespace-pre-line text-gray-700"
          >
            {message}
          </blockquote>
        </figure>
      )}
    </OfferSection>
  );
}
