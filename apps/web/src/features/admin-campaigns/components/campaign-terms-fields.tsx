import { DURATION_UNITS, INTEREST_TYPES, PAYMENT_FREQUENCIES } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_FREQUENCY_KEYS } from '@/components/campaign/campaign-labels';
import { FormSection, FormSelectField, FormTextField } from '@/components/ui/bound-fields';
import { Checkbox } from '@/components/ui/checkbox';
import type { TCampaignFormValues } from '../lib/campaign-form';

/**
 * A decimal figure (a rate, a value) is typed as text with the decimal keyboard: the shared schema reads a comma or a dot,
 * which a number input would refuse or drop in some browsers; the browser's suggestions have no place in terms.
 */
const DECIMAL_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** A whole number (a duration, a share counter) from `min` up, with the browser's steppers. */
const wholeNumberInput = (min: number) => ({ type: 'number', min, step: 1, inputMode: 'numeric' }) as const;

/**
 * The terms of the campaign's type (spec section 3, product-decisions section 4): interest for bonds, share details for
 * shares. The other type's fields are kept while the admin switches, and not sent.
 */
export function CampaignTermsFields() {
  const { t } = useTranslation();
  const type = useWatch<TCampaignFormValues, 'type'>({ name: 'type' });
  return (
    <FormSection
      title={t(type === 'debt' ? 'adminCampaigns.form.sections.debtTerms' : 'adminCampaigns.form.sections.equityTerms')}
      data-testid="campaign-section-terms"
    >
      {type === 'debt' ? <DebtFields /> : <EquityFields />}
    </FormSection>
  );
}

function DebtFields() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2" data-testid="campaign-debt-fields">
      <FormSelectField<TCampaignFormValues>
        name="debt.interestType"
        label={t('campaign.terms.interestType')}
        isRequired
        options={INTEREST_TYPES.map((value) => ({ value, label: t(`campaign.interestTypes.${value}`) }))}
      />
      <FormTextField<TCampaignFormValues>
        name="debt.interestRate"
        {...DECIMAL_INPUT}
        label={t('adminCampaigns.fields.interestRate')}
        isRequired
      />
      <FormSelectField<TCampaignFormValues>
        name="debt.paymentFrequency"
        label={t('campaign.terms.paymentFrequency')}
        isRequired
        options={PAYMENT_FREQUENCIES.map((value) => ({
          value,
          label: t(`campaign.paymentFrequencies.${PAYMENT_FREQUENCY_KEYS[value]}`),
        }))}
      />
      <FormTextField<TCampaignFormValues>
        name="debt.taxRate"
        {...DECIMAL_INPUT}
        label={t('adminCampaigns.fields.taxRate')}
        hint={t('adminCampaigns.fields.taxRateHint')}
        isRequired
      />
      <FormTextField<TCampaignFormValues>
        name="debt.duration.value"
        {...wholeNumberInput(1)}
        label={t('adminCampaigns.fields.durationValue')}
        isRequired
      />
      <FormSelectField<TCampaignFormValues>
        name="debt.duration.unit"
        label={t('adminCampaigns.fields.durationUnit')}
        isRequired
        options={DURATION_UNITS.map((value) => ({ value, label: t(`adminCampaigns.durationUnits.${value}`) }))}
      />
    </div>
  );
}

function EquityFields() {
  const { t } = useTranslation();
  const { register } = useFormContext<TCampaignFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2" data-testid="campaign-equity-fields">
      <FormTextField<TCampaignFormValues>
        name="equity.sharesSeries"
        autoComplete="off"
        label={t('campaign.terms.sharesSeries')}
      />
      <FormTextField<TCampaignFormValues> name="equity.issueValue" {...DECIMAL_INPUT} label={t('campaign.terms.issueValue')} />
      <FormTextField<TCampaignFormValues>
        name="equity.counterFrom"
        {...wholeNumberInput(0)}
        label={t('adminCampaigns.fields.counterFrom')}
      />
      <FormTextField<TCampaignFormValues>
        name="equity.counterTo"
        {...wholeNumberInput(0)}
        label={t('adminCampaigns.fields.counterTo')}
      />
      <FormTextField<TCampaignFormValues>
        name="equity.notarialDeed"
        autoComplete="off"
        label={t('campaign.terms.notarialDeed')}
        className="sm:col-span-2"
      />
      <Checkbox label={t('adminCampaigns.fields.pccFlag')} {...register('equity.pccFlag')} />
    </div>
  );
}
