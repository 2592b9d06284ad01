import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';

/** The advisor who sent the offer, how to reach them, and their message. */
export function OfferAdvisorCard({ advisor, message }: Pick<TInvestorOffer, 'advisor'> & { message: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-advisor-heading" className="space-y-4" data-testid="offer-advisor">
      <h2 id="offer-advisor-heading" className="text-base font-semibold text-gray-900">
        {t('investorPanel.offer.advisor.title')}
      </h2>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('investorPanel.common.advisorName')}</dt>
          <dd className="font-medium text-gray-900">{advisor.name}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-gray-500">{t('investorPanel.common.email')}:</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${advisor.email}`} className={TEXT_LINK_CLASSES}>
              {advisor.email}
            </a>
          </dd>
        </div>
        {advisor.phone && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-gray-500">{t('investorPanel.common.phone')}:</dt>
            <dd>
              <a href={`tel:${advisor.phone.replace(/\s+/g, '')}`} className={TEXT_LINK_CLASSES}>
                {advisor.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {message.trim() && (
        <figure>
          <figcaption className="text-sm font-medium text-gray-900">{t('investorPanel.offer.advisor.message')}</figcaption>
          <blockquote className="mt-2 border-l-4 border-primary/30 bg-highlight px-4 py-3 text-sm/6 whitespace-pre-line text-gray-700">
            {message}
          </blockquote>
        </figure>
      )}
    </section>
  );
}
