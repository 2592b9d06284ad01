import type { TInvestorOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { useFileDownload } from '@/hooks/use-file-download';
import { errorMessage } from '@/lib/error-messages';
import { currentLanguage } from '@/lib/i18n';
import type { TInvestConsent } from '@/lib/invest-form';
import { getOfferPdf } from '../api/get-offer-files';
import { useMarkInterest } from '../api/offer-actions';
import { AcceptOfferForm } from './accept-offer-form';

type OfferActionsCardProps = {
  offer: TInvestorOffer;
  consents: readonly TInvestConsent[];
  consentLanguage: string | null;
  submitButtonText: string | null;
};

/** Exactly the actions the server allows now (`actions`): interest, the accept form, the offer's PDF. */
export function OfferActionsCard({ offer, consents, consentLanguage, submitButtonText }: OfferActionsCardProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const markInterest = useMarkInterest(offer.id, language);
  const pdf = useFileDownload(() => getOfferPdf(offer.id, language), {
    fallbackName: () => `oferta-${offer.product.code}.pdf`,
    failureTitle: t('investorPanel.common.downloadFailed'),
  });
  const can = (action: TInvestorOffer['actions'][number]) => offer.actions.includes(action);
  if (!can('markInterest') && !can('accept') && !can('pdf')) return null;

  return (
    <section aria-labelledby="offer-actions-heading" className="space-y-4" data-testid="offer-actions">
      <h2 id="offer-actions-heading" className="text-base font-semibold text-gray-900">
        {t('investorPanel.offer.actions.title')}
      </h2>
      {can('markInterest') && (
        <Button
          className="w-full"
          data-testid="offer-mark-interest"
          isLoading={markInterest.isPending}
          onClick={() =>
            markInterest.mutate(undefined, {
              onSuccess: () => notify.success({ title: t('investorPanel.offer.actions.interestSaved') }),
              onError: (error) =>
                notify.error({ title: t('investorPanel.offer.actions.failed'), description: errorMessage(error, t) }),
            })
          }
        >
          {t('investorPanel.offer.actions.markInterest')}
        </Button>
      )}
      {can('accept') && (
        <AcceptOfferForm
          offer={offer}
          consents={consents}
          consentLanguage={consentLanguage}
          submitButtonText={submitButtonText}
        />
      )}
      {can('pdf') && (
        <Button
          variant="secondary"
          className="w-full"
          data-testid="offer-download-pdf"
          isLoading={pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {t('investorPanel.offer.actions.downloadPdf')}
        </Button>
      )}
    </section>
  );
}
