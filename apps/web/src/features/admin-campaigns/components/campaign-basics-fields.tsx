import { CAMPAIGN_TYPES, CURRENCIES } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { FormSection, FormSelectField, FormTextField } from '@/components/ui/bound-fields';
import type { TCampaignFormValues } from '../lib/campaign-form';

/** Who issues what, in which currency, when it is on sale and how much it raises (spec section 3). */
export function CampaignBasicsFields() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('adminCampaigns.form.sections.basics')} data-testid="campaign-section-basics">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField<TCampaignFormValues>
          name="issuerName"
          label={t('adminCampaigns.fields.issuerName')}
          isRequired
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <FormSelectField<TCampaignFormValues>
          name="type"
          label={t('adminCampaigns.fields.type')}
          isRequired
          options={CAMPAIGN_TYPES.map((type) => ({ value: type, label: t(`adminCampaigns.types.${type}`) }))}
        />
        <FormSelectField<TCampaignFormValues>
          name="currency"
          label={t('adminCampaigns.fields.currency')}
          isRequired
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <FormTextField<TCampaignFormValues>
          name="startDate"
          type="date"
          label={t('adminCampaigns.fields.startDate')}
          hint={t('adminCampaigns.fields.startDateHint')}
          isRequired
        />
        <FormTextField<TCampaignFormValues> name="endDate" type="date" label={t('adminCampaigns.fields.endDate')} isRequired />
        <FormTextField<TCampaignFormValues>
          name="targetAmount"
          inputMode="decimal"
          autoComplete="off"
          label={t('adminCampaigns.fields.targetAmount')}
          isRequired
        />
      </div>
    </FormSection>
  );
}
