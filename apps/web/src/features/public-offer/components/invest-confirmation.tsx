import type { TPaymentInstructions } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentInstructions } from '@/components/payment-instructions/payment-instructions';
import { paths } from '@/config/paths';
import { OfferSection } from './offer-section';

type InvestConfirmationProps = {
  token: string;
  amount: string;
  campaignName: string;
  email: string;
  /** Where and how to pay (docs/decisions/038); null when the campaign names no account (the advisor tells). */
  paymentInstructions: TPaymentInstructions | null;
};

/** The last step: thanks and what comes next (the transfer with its details, then the payment confirmation on the offer page). */
export function InvestConfirmation({ token, amount, campaignName, email, paymentInstructions }: InvestConfirmationProps) {
  const { t } = useTranslation();
  return (
    <OfferSection id="invest-confirmation" title={t('publicOffer.invest.confirmation.title')} size="step">
      <p className="text-gray-700">
        {t('publicOffer.invest.confirmation.description', { amount, campaign: campaignName, email })}
      </p>
      <h3 className="text-base font-semibold text-gray-900">{t('publicOffer.invest.confirmation.nextSteps')}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>
          {paymentInstructions
            ? t('publicOffer.invest.confirmation.transferBelow', { amount })
            : t('publicOffer.invest.confirmation.transfer', { amount })}
        </li>
        <li>{t('publicOffer.invest.confirmation.upload')}</li>
      </ol>
      {paymentInstructions && (
        <PaymentInstructions
          instructions={paymentInstructions}
          headingLevel={3}
          className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200 sm:p-5"
        />
      )}
      <Link
        to={paths.campaign.getHref(token)}
        data-testid="invest-back-to-offer"
        className="inline-flex rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('publicOffer.invest.backToOffer')}
      </Link>
    </OfferSection>
  );
}
