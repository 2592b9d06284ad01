import type { TPublicOffer } from '@emisja/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import type { TInvestFormInput } from '@/lib/invest-form';

type InvestmentAmountFieldProps = {
  product: Pick<TPublicOffer['product'], 'currency' | 'investmentValueMin' | 'investmentValueMax' | 'investmentValueStep'>;
  className?: string;
};

/**
 * The amount of an investment form (`investFormSchema`, in a FormProvider): typed with a comma or a dot, with the product's
 * limits as the hint. The public invest form and the investor panel's accept show the same field with the same messages.
 */
export function InvestmentAmountField({ product, className }: InvestmentAmountFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldErrorText();
  const { register, formState } = useFormContext<TInvestFormInput>();
  const money = (value: string) => format.money(value, product.currency);
  return (
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
      className={className}
      {...register('investmentValue')}
    />
  );
}
