import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { TermList } from '@/components/ui/term-list';
import { useFormat } from '@/lib/format';

/**
 * The product (series) with its offer parameters: code, min, max, step and the nominal value when there is one; on the
 * public offer page and the investor panel's offer and product pages (docs/decisions/027).
 */
export function ProductLimits({ product }: { product: TPublicOffer['product'] }) {
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
    <TermList
      items={rows}
      className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2"
      data-testid="offer-product"
      itemTestIdPrefix="offer-product"
      valueClassName="mt-0.5 tabular-nums"
    />
  );
}
