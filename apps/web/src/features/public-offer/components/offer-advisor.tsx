import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { AdvisorContact } from '@/components/offer/advisor-contact';
import { OfferSection } from './offer-section';

/** The advisor who sent the invitation, how to reach them, and their message to the investor. */
export function OfferAdvisor({ advisor, message }: { advisor: TPublicOffer['advisor']; message: string }) {
  const { t } = useTranslation();
  return (
    <OfferSection id="offer-advisor" title={t('common.advisorContact.title')} size="panel">
      <AdvisorContact advisor={advisor} message={message} />
    </OfferSection>
  );
}
