import type { TPublicOffer } from '@emisja/shared';
import type { Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import type { TInvestFormInput } from '../../lib/invest-form';
import { StepSection } from './step-section';

/** Step 1: the amount, with the product's limits as the hint (typed with a comma or a dot). */
export function AmountStep({ product, headingRef }: { product: TPublicOffer['product']; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldErrorText();
  const { register, formState } = useFormContext<TInvestFormInput>();
  const money = (value: string) => format.money(value, product.currency);
  return (
    <StepSection id="amount" title={t('publicOffer.invest.amount.title')} headingRef={headingRef}>
      <TextField
        label={t('publicOffer.invest.amount.label')}
        inputMode="decimal"
        autoComplete="off"
        isRequired
        data-testid="invest-amount"
        hint={t('publicOffer.invest.amount.limits', {
          min: money(product.investmentValueMin),
          max: money(product.investmentValueMax),
          step: money(product.investmentValueStep),
        })}
        error={fieldError(formState.errors.investmentValue)}
        className="max-w-sm"
        {...register('investmentValue')}
      />
    </StepSection>
  );
}
