import type { TPublicOffer } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { PAYMENT_FREQUENCY_KEYS } from '../lib/format';

type Term = { id: string; label: string; value: ReactNode };

function useOfferTerms({ debt, equity, currency }: TPublicOffer['campaign']): Term[] {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('publicOffer.terms.none');
  if (debt) {
    return [
      {
        id: 'interestType',
        label: t('publicOffer.terms.interestType'),
        value: t(`publicOffer.terms.interestTypes.${debt.interestType}`),
      },
      {
        id: 'interestRate',
        label: t('publicOffer.terms.interestRate'),
        value: t('publicOffer.terms.interestRateValue', { rate: format.number(debt.interestRate) }),
      },
      {
        id: 'paymentFrequency',
        label: t('publicOffer.terms.paymentFrequency'),
        value: t(`publicOffer.terms.paymentFrequencies.${PAYMENT_FREQUENCY_KEYS[debt.paymentFrequency]}`),
      },
      {
        id: 'duration',
        label: t('publicOffer.terms.duration'),
        value: t(`publicOffer.terms.durationUnits.${debt.duration.unit}`, { count: debt.duration.value }),
      },
    ];
  }
  if (equity) {
    const shareNumber = (value: number | null) => (value === null ? '…' : format.number(value, { decimals: 0 }));
    return [
      { id: 'sharesSeries', label: t('publicOffer.terms.sharesSeries'), value: equity.sharesSeries ?? none },
      {
        id: 'counter',
        label: t('publicOffer.terms.counter'),
        value:
          equity.counterFrom === null && equity.counterTo === null
            ? none
            : t('publicOffer.terms.counterRange', {
                from: shareNumber(equity.counterFrom),
                to: shareNumber(equity.counterTo),
              }),
      },
      {
        id: 'issueValue',
        label: t('publicOffer.terms.issueValue'),
        value: equity.issueValue === null ? none : format.money(equity.issueValue, currency),
      },
      { id: 'notarialDeed', label: t('publicOffer.terms.notarialDeed'), value: equity.notarialDeed ?? none },
      {
        id: 'pcc',
        label: t('publicOffer.terms.pcc'),
        value: equity.pccFlag ? t('publicOffer.terms.yes') : t('publicOffer.terms.no'),
      },
    ];
  }
  return [];
}

/** Interest details of bonds or share details of shares, with the labels of spec section 3. */
export function OfferTerms({ campaign }: { campaign: TPublicOffer['campaign'] }) {
  const terms = useOfferTerms(campaign);
  if (terms.length === 0) return null;
  return (
    <dl data-testid="offer-terms" className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      {terms.map((term) => (
        <div key={term.id} data-testid={`offer-term-${term.id}`} className="min-w-0">
          <dt className="text-gray-500">{term.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900">{term.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The product (series) with its offer parameters: code, min, max, step and the nominal value when there is one. */
export function OfferProduct({ product }: { product: TPublicOffer['product'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = [
    { id: 'code', label: t('publicOffer.product.code'), value: product.code },
    { id: 'min', label: t('publicOffer.product.min'), value: format.money(product.investmentValueMin, product.currency) },
    { id: 'max', label: t('publicOffer.product.max'), value: format.money(product.investmentValueMax, product.currency) },
    { id: 'step', label: t('publicOffer.product.step'), value: format.money(product.investmentValueStep, product.currency) },
    ...(product.nominalValue === null
      ? []
      : [
          {
            id: 'nominalValue',
            label: t('publicOffer.product.nominalValue'),
            value: format.money(product.nominalValue, product.currency),
          },
        ]),
  ];
  return (
    <dl data-testid="offer-product" className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.id} data-testid={`offer-product-${row.id}`} className="min-w-0">
          <dt className="text-gray-500">{row.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
