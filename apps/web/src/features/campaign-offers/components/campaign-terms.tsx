import type { TCampaign } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { PAYMENT_FREQUENCY_KEYS } from '../lib/campaign-labels';

type Term = { id: string; label: string; value: ReactNode };

function useCampaignTerms(campaign: Pick<TCampaign, 'debt' | 'equity' | 'currency'>): Term[] {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('campaignOffers.terms.none');
  const { debt, equity } = campaign;
  if (debt) {
    return [
      {
        id: 'interestType',
        label: t('campaignOffers.terms.interestType'),
        value: t(`campaignOffers.interestTypes.${debt.interestType}`),
      },
      {
        id: 'interestRate',
        label: t('campaignOffers.terms.interestRate'),
        value: t('campaignOffers.terms.interestRateValue', { rate: format.number(debt.interestRate) }),
      },
      {
        id: 'paymentFrequency',
        label: t('campaignOffers.terms.paymentFrequency'),
        value: t(`campaignOffers.paymentFrequencies.${PAYMENT_FREQUENCY_KEYS[debt.paymentFrequency]}`),
      },
      {
        id: 'duration',
        label: t('campaignOffers.terms.duration'),
        value: t(`campaignOffers.duration.${debt.duration.unit}`, { count: debt.duration.value }),
      },
    ];
  }
  if (equity) {
    const shareNumber = (value: number | null) => (value === null ? '…' : format.number(value, { decimals: 0 }));
    return [
      { id: 'sharesSeries', label: t('campaignOffers.terms.sharesSeries'), value: equity.sharesSeries ?? none },
      {
        id: 'counter',
        label: t('campaignOffers.terms.counter'),
        value:
          equity.counterFrom === null && equity.counterTo === null
            ? none
            : t('campaignOffers.terms.counterRange', {
                from: shareNumber(equity.counterFrom),
                to: shareNumber(equity.counterTo),
              }),
      },
      {
        id: 'issueValue',
        label: t('campaignOffers.terms.issueValue'),
        value: equity.issueValue === null ? none : format.money(equity.issueValue, campaign.currency),
      },
      { id: 'notarialDeed', label: t('campaignOffers.terms.notarialDeed'), value: equity.notarialDeed ?? none },
      {
        id: 'pcc',
        label: t('campaignOffers.terms.pcc'),
        value: equity.pccFlag ? t('campaignOffers.terms.yes') : t('campaignOffers.terms.no'),
      },
    ];
  }
  return [];
}

/** Interest details of a debt campaign or share details of an equity one, with the labels of spec section 3. */
export function CampaignTerms({
  campaign,
  className,
}: {
  campaign: Pick<TCampaign, 'debt' | 'equity' | 'currency'>;
  className?: string;
}) {
  const terms = useCampaignTerms(campaign);
  if (terms.length === 0) return null;
  return (
    <dl className={className ?? 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm'} data-testid="campaign-terms">
      {terms.map((term) => (
        <div key={term.id} data-testid={`campaign-term-${term.id}`} className="min-w-0">
          <dt className="text-gray-500">{term.label}</dt>
          <dd className="font-medium break-words text-gray-900">{term.value}</dd>
        </div>
      ))}
    </dl>
  );
}
