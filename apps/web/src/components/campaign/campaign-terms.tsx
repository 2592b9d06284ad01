import type { TCampaign } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { TermList, type TermItem } from '@/components/ui/term-list';
import { useFormat } from '@/lib/format';
import { PAYMENT_FREQUENCY_KEYS } from './campaign-labels';

function useCampaignTerms({ debt, equity, currency }: Pick<TCampaign, 'debt' | 'equity' | 'currency'>): TermItem[] {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('campaign.terms.none');
  if (debt) {
    return [
      { id: 'interestType', label: t('campaign.terms.interestType'), value: t(`campaign.interestTypes.${debt.interestType}`) },
      {
        id: 'interestRate',
        label: t('campaign.terms.interestRate'),
        value: t('campaign.terms.interestRateValue', { rate: format.number(debt.interestRate) }),
      },
      {
        id: 'paymentFrequency',
        label: t('campaign.terms.paymentFrequency'),
        value: t(`campaign.paymentFrequencies.${PAYMENT_FREQUENCY_KEYS[debt.paymentFrequency]}`),
      },
      {
        id: 'duration',
        label: t('campaign.terms.duration'),
        value: t(`campaign.duration.${debt.duration.unit}`, { count: debt.duration.value }),
      },
    ];
  }
  if (equity) {
    const shareNumber = (value: number | null) => (value === null ? '…' : format.number(value, { decimals: 0 }));
    return [
      { id: 'sharesSeries', label: t('campaign.terms.sharesSeries'), value: equity.sharesSeries ?? none },
      {
        id: 'counter',
        label: t('campaign.terms.counter'),
        value:
          equity.counterFrom === null && equity.counterTo === null
            ? none
            : t('campaign.terms.counterRange', { from: shareNumber(equity.counterFrom), to: shareNumber(equity.counterTo) }),
      },
      {
        id: 'issueValue',
        label: t('campaign.terms.issueValue'),
        value: equity.issueValue === null ? none : format.money(equity.issueValue, currency),
      },
      { id: 'notarialDeed', label: t('campaign.terms.notarialDeed'), value: equity.notarialDeed ?? none },
      { id: 'pcc', label: t('campaign.terms.pcc'), value: equity.pccFlag ? t('campaign.terms.yes') : t('campaign.terms.no') },
    ];
  }
  return [];
}

type CampaignTermsProps = {
  campaign: Pick<TCampaign, 'debt' | 'equity' | 'currency'>;
  /** The list's grid; two columns of small text unless told otherwise. */
  className?: string;
};

/**
 * Interest details of a debt campaign or share details of an equity one, with the labels of spec section 3: the same on the
 * advisor's campaign cards and page and on the investor's offer page. Nothing when the campaign has neither.
 */
export function CampaignTerms({ campaign, className }: CampaignTermsProps) {
  const terms = useCampaignTerms(campaign);
  if (terms.length === 0) return null;
  return (
    <TermList
      items={terms}
      className={className ?? 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm'}
      data-testid="campaign-terms"
      itemTestIdPrefix="campaign-term"
    />
  );
}
