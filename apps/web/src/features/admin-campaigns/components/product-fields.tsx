import { productLimitIssues, translateValidationMessage, type Currency } from '@emisja/shared';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFieldMessage } from '@/components/ui/bound-fields';
import { TextField } from '@/components/ui/text-field';
import { currentLanguage } from '@/lib/i18n';
import type { TProductValues } from '../lib/campaign-form';

type ProductFieldsProps = {
  /** Where the product's values sit in the form: `products.1.` in a new campaign's form, '' in the product dialog. */
  prefix: '' | `products.${number}.`;
  /** A product is sold in its campaign's currency: shown, not chosen. */
  currency: Currency;
  /** Two columns at most (a dialog), three on a wide screen otherwise. */
  isCompact?: boolean;
};

/**
 * One product (series): code, currency, minimum, maximum, step and nominal value. The limits' rules (`productLimitIssues`:
 * the maximum not below the minimum, a step dividing both) show as the admin types, on the field they concern.
 */
export function ProductFields({ prefix, currency, isCompact = false }: ProductFieldsProps) {
  const { t, i18n } = useTranslation();
  const name = (field: keyof TProductValues | 'currency') => `${prefix}${field}` as Path<FieldValues>;
  const [min, max, step] = useWatch({
    name: [name('investmentValueMin'), name('investmentValueMax'), name('investmentValueStep')],
  }) as [string, string, string];
  const liveIssues = productLimitIssues({
    investmentValueMin: min ?? '',
    investmentValueMax: max ?? '',
    investmentValueStep: step ?? '',
  });
  const liveMessage = (field: keyof TProductValues) => {
    const issue = liveIssues.find((candidate) => candidate.path[0] === field);
    return issue ? translateValidationMessage(issue.key, currentLanguage(i18n), issue.params) : undefined;
  };
  const currencyMessage = useFieldMessage(name('currency'));
  const amount = { inputMode: 'decimal' as const, autoComplete: 'off', spellCheck: false };
  return (
    <div className={isCompact ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
      <FormTextField name={name('code')} label={t('adminCampaigns.products.code')} isRequired autoComplete="off" />
      <TextField
        label={t('adminCampaigns.products.currency')}
        value={currency}
        readOnly
        hint={currencyMessage ? undefined : t('adminCampaigns.products.currencyHint')}
        error={currencyMessage}
        data-testid="product-currency"
      />
      <FormTextField name={name('nominalValue')} label={t('adminCampaigns.products.nominalValue')} {...amount} />
      <FormTextField name={name('investmentValueMin')} label={t('adminCampaigns.products.min')} isRequired {...amount} />
      <FormTextField
        name={name('investmentValueMax')}
        label={t('adminCampaigns.products.max')}
        isRequired
        error={liveMessage('investmentValueMax')}
        {...amount}
      />
      <FormTextField
        name={name('investmentValueStep')}
        label={t('adminCampaigns.products.step')}
        hint={t('adminCampaigns.products.stepHint')}
        isRequired
        error={liveMessage('investmentValueStep')}
        {...amount}
      />
    </div>
  );
}
