import {
  DEFAULT_TRANSFER_TITLE_PATTERN,
  TRANSFER_TITLE_MAX_LENGTH,
  TRANSFER_TITLE_PLACEHOLDERS,
  fillTransferTitle,
  formatBankAccount,
  offerNumberOf,
  selectTranslation,
  unknownTransferTitlePlaceholders,
  type Language,
  type TTransferTitlePlaceholder,
} from '@emisja/shared';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormTextField, useFieldMessage } from '@/components/ui/bound-fields';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format';
import type { TCampaignFormValues } from '../lib/campaign-form';

/** An offer id for the example title: its number reads like a real one ("3FA85F64"). */
const EXAMPLE_OFFER_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/**
 * The account investors pay into (issue 18): IBAN or Polish NRB grouped in fours as it is typed (spec section 5), holder,
 * bank, SWIFT (required outside Poland); and the transfer title's pattern with its placeholders, filled for an example
 * investor by `fillTransferTitle`, the function the offer page, the e-mail and the PDF use.
 */
export function PaymentAccountFields({ landingLanguage }: { landingLanguage: Language }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TCampaignFormValues>();
  const ibanMessage = useFieldMessage<TCampaignFormValues>('paymentAccount.iban');
  return (
    <FormSection
      title={t('adminCampaigns.form.sections.payment')}
      description={t('adminCampaigns.payment.description')}
      data-testid="campaign-section-payment"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="paymentAccount.iban"
          render={({ field }) => (
            <TextField
              label={t('adminCampaigns.fields.iban')}
              hint={t('adminCampaigns.fields.ibanHint')}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              className="sm:col-span-2"
              error={ibanMessage}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatBankAccount(event.target.value))}
            />
          )}
        />
        <FormTextField<TCampaignFormValues>
          name="paymentAccount.holder"
          autoComplete="off"
          label={t('adminCampaigns.fields.holder')}
        />
        <FormTextField<TCampaignFormValues>
          name="paymentAccount.bankName"
          autoComplete="off"
          label={t('adminCampaigns.fields.bankName')}
        />
        <FormTextField<TCampaignFormValues>
          name="paymentAccount.swift"
          autoComplete="off"
          spellCheck={false}
          label={t('adminCampaigns.fields.swift')}
          hint={t('adminCampaigns.fields.swiftHint')}
        />
      </div>
      <TransferTitleField landingLanguage={landingLanguage} />
    </FormSection>
  );
}

function TransferTitleField({ landingLanguage }: { landingLanguage: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const exampleId = useId();
  const { setValue, getValues, setFocus } = useFormContext<TCampaignFormValues>();
  const pattern = useWatch<TCampaignFormValues, 'transferTitlePattern'>({ name: 'transferTitlePattern' });
  const [translations, products, currency] = useWatch<TCampaignFormValues, ['translations', 'products', 'currency']>({
    name: ['translations', 'products', 'currency'],
  });
  const campaignName = selectTranslation(translations, landingLanguage)?.name || t('adminCampaigns.payment.exampleCampaign');
  const example = fillTransferTitle(pattern.trim() === '' ? null : pattern, {
    offerNumber: offerNumberOf(EXAMPLE_OFFER_ID),
    firstName: t('adminCampaigns.payment.exampleFirstName'),
    surname: t('adminCampaigns.payment.exampleSurname'),
    investorName: `${t('adminCampaigns.payment.exampleFirstName')} ${t('adminCampaigns.payment.exampleSurname')}`,
    campaignName,
    productCode: products[0]?.code || 'SERIA-A',
    amount: format.number('10000'),
    currency,
  });
  const unknown = unknownTransferTitlePlaceholders(pattern);

  const insert = (placeholder: TTransferTitlePlaceholder) => {
    const current = getValues('transferTitlePattern');
    const separator = current === '' || current.endsWith(' ') ? '' : ' ';
    setValue('transferTitlePattern', `${current}${separator}{${placeholder}}`, { shouldDirty: true });
    setFocus('transferTitlePattern');
  };

  return (
    <div className="mt-6 space-y-3 border-t border-gray-100 pt-5">
      <FormTextField<TCampaignFormValues>
        name="transferTitlePattern"
        autoComplete="off"
        spellCheck={false}
        maxLength={TRANSFER_TITLE_MAX_LENGTH}
        label={t('adminCampaigns.fields.transferTitlePattern')}
        hint={t('adminCampaigns.payment.patternHint', { pattern: DEFAULT_TRANSFER_TITLE_PATTERN })}
        error={
          unknown.length > 0
            ? t('adminCampaigns.payment.unknownPlaceholders', { list: unknown.map((name) => `{${name}}`).join(', ') })
            : undefined
        }
      />
      <div role="group" aria-label={t('adminCampaigns.payment.placeholders')} className="flex flex-wrap gap-1.5">
        {TRANSFER_TITLE_PLACEHOLDERS.map((placeholder) => (
          <button
            key={placeholder}
            type="button"
            onClick={() => insert(placeholder)}
            aria-label={t('adminCampaigns.payment.insert', {
              placeholder: t(`adminCampaigns.payment.placeholderNames.${placeholder}`),
            })}
            className="cursor-pointer rounded-md bg-gray-50 px-2 py-1 font-mono text-xs text-gray-800 ring-1 ring-gray-300 ring-inset hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {`{${placeholder}}`}
          </button>
        ))}
      </div>
      <p id={exampleId} className="text-sm text-gray-700" aria-live="polite" data-testid="transfer-title-example">
        <span className="text-gray-500">{t('adminCampaigns.payment.example')}: </span>
        <span className="font-mono">{example}</span>
      </p>
    </div>
  );
}
