import type { Currency } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

type OfferDeclaredTermsProps = {
  offer: { investmentValue: string | null; agreementDate: string | null; product: { currency: Currency } };
};

/**
 * What the investor declared on accepting an offer (product-decisions section 3): the amount and the agreement date, in one
 * wording on the public offer page and in the investor panel (common.offerTerms, docs/decisions/065). Nothing before the
 * offer is accepted.
 */
export function OfferDeclaredTerms({ offer }: OfferDeclaredTermsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (offer.investmentValue === null && offer.agreementDate === null) return null;
  return (
    <dl className="space-y-1 text-sm" data-testid="offer-declared-terms">
      {offer.investmentValue !== null && (
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-gray-500">{t('common.offerTerms.investmentValue')}:</dt>
          <dd className="font-medium text-gray-900 tabular-nums" data-testid="offer-investment-value">
            {format.money(offer.investmentValue, offer.product.currency)}
          </dd>
        </div>
      )}
      {offer.agreementDate !== null && (
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-gray-500">{t('common.offerTerms.agreementDate')}:</dt>
          <dd className="font-medium text-gray-900" data-testid="offer-agreement-date">
            {format.date(offer.agreementDate)}
          </dd>
        </div>
      )}
    </dl>
  );
}
