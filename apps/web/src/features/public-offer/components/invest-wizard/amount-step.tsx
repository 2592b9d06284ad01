import type { TPublicOffer } from '@emisja/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InvestmentAmountField } from '@/components/invest/investment-amount-field';
import { StepSection } from './step-section';

/** Step 1: the amount, with the product's limits as the hint (typed with a comma or a dot). */
export function AmountStep({ product, headingRef }: { product: TPublicOffer['product']; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <StepSection id="amount" title={t('publicOffer.invest.amount.title')} headingRef={headingRef}>
      <InvestmentAmountField product={product} className="max-w-sm" />
    </StepSection>
  );
}
