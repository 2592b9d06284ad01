import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { AdvisorContact } from '@/components/offer/advisor-contact';

/** The advisor who sent the offer, how to reach them, and their message. */
export function OfferAdvisorCard({ advisor, message }: Pick<TInvestorOffer, 'advisor'> & { message: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-advisor-heading" className="space-y-4" data-testid="offer-advisor">
      <h2 id="offer-advisor-heading" className="text-base font-semibold text-gray-900">
        {t('common.advisorContact.title')}
      </h2>
      <AdvisorContact advisor={advisor} message={message} />
    </section>
  );
}
