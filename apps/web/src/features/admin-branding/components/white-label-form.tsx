import { BASE_THEMES, ZWhiteLabelConfigurationInputSchema, type TWhiteLabelConfigurationData } from '@emisja/shared';
import { useFormContext, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormSelectField, FormTextAreaField, FormTextField, SectionedForm } from '@/components/ui/bound-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { useSaveWhiteLabelConfiguration } from '../api/save-branding';
import { whiteLabelFormValues, type TWhiteLabelFormValues } from '../lib/branding-form';
import { AssetUrlField } from './asset-url-field';
import {
  BrandingFormFooter,
  InvitationTextFields,
  LinkField,
  CONSENT_REQUIREMENT_FIELDS,
  useBrandingFormSave,
  type TConsentKey,
} from './branding-form-shell';

export type TWhiteLabelForm = UseFormReturn<TWhiteLabelFormValues, unknown, TWhiteLabelConfigurationData>;

/** The schema's own fields (and the panels' nested ones): where the server's violations may land. */
const FIELD_NAMES = new Set(Object.keys(ZWhiteLabelConfigurationInputSchema.shape));

export function whiteLabelFieldOf(propertyPath: string): Path<TWhiteLabelFormValues> | null {
  const [first = ''] = propertyPath.split('.');
  return FIELD_NAMES.has(first) && propertyPath !== 'advisorPanel' && propertyPath !== 'investorPanel'
    ? (propertyPath as Path<TWhiteLabelFormValues>)
    : null;
}

type Values = TWhiteLabelFormValues;

/**
 * The white-label configuration of spec section 3 (issue 14): title, base theme and flags, images, the landing page's texts,
 * invitation and button texts, consents and document links, the debt and equity placeholders, and the advisor and investor
 * panels' content. One PUT saves it all; the app shows it at once.
 */
export function WhiteLabelForm({ form }: { form: TWhiteLabelForm }) {
  const { t } = useTranslation();
  const save = useSaveWhiteLabelConfiguration();
  const { onSubmit, serverMessages } = useBrandingFormSave({
    form,
    save: save.mutateAsync,
    valuesOf: whiteLabelFormValues,
    fieldOf: whiteLabelFieldOf,
    savedTitle: t('adminBranding.form.whiteLabelSaved'),
  });

  return (
    <SectionedForm form={form} onSubmit={onSubmit} label={t('adminBranding.form.whiteLabel')} data-testid="white-label-form">
      <GeneralSection />
      <FormSection title={t('adminBranding.sections.images')} data-testid="branding-section-images">
        <div className="grid gap-6 lg:grid-cols-2">
          <AssetUrlField<Values> name="logo" kind="logo" label={t('adminBranding.fields.logo')} />
          <AssetUrlField<Values> name="menuLogo" kind="logo" isOnDark label={t('adminBranding.fields.menuLogo')} />
          <AssetUrlField<Values> name="horizontalLogo" kind="logo" label={t('adminBranding.fields.horizontalLogo')} />
          <AssetUrlField<Values> name="favicon" kind="favicon" label={t('adminBranding.fields.favicon')} />
          <AssetUrlField<Values> name="bgImage" kind="background" label={t('adminBranding.fields.bgImage')} />
        </div>
      </FormSection>
      <FormSection title={t('adminBranding.sections.landing')} data-testid="branding-section-landing">
        <div className="grid gap-5">
          <FormTextField<Values> name="headline" label={t('adminBranding.fields.headline')} autoComplete="off" />
          <FormTextAreaField<Values> name="description" label={t('adminBranding.fields.description')} rows={3} />
          <FormTextAreaField<Values> name="subtext" label={t('adminBranding.fields.subtext')} rows={2} />
        </div>
      </FormSection>
      <TextsSection />
      <FormSection title={t('adminBranding.sections.placeholders')} description={t('adminBranding.sections.placeholdersHint')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <AssetUrlField<Values> name="debtPlaceholder" kind="background" label={t('adminBranding.fields.debtPlaceholder')} />
          <AssetUrlField<Values> name="equityPlaceholder" kind="background" label={t('adminBranding.fields.equityPlaceholder')} />
        </div>
      </FormSection>
      {(['advisorPanel', 'investorPanel'] as const).map((panel) => (
        <FormSection key={panel} title={t(`adminBranding.sections.${panel}`)} data-testid={`branding-section-${panel}`}>
          <div className="grid gap-5 lg:grid-cols-2">
            <FormTextField<Values>
              name={`${panel}.headline`}
              label={t('adminBranding.fields.panelHeadline')}
              autoComplete="off"
            />
            <FormTextAreaField<Values>
              name={`${panel}.description`}
              label={t('adminBranding.fields.panelDescription')}
              rows={2}
            />
            <AssetUrlField<Values> name={`${panel}.bgImage`} kind="background" label={t('adminBranding.fields.panelBgImage')} />
            <AssetUrlField<Values>
              name={`${panel}.horizontalLogo`}
              kind="logo"
              label={t('adminBranding.fields.panelHorizontalLogo')}
            />
          </div>
        </FormSection>
      ))}
      <BrandingFormFooter
        serverMessages={serverMessages}
        label={t('adminBranding.form.saveWhiteLabel')}
        testId="white-label-submit"
      />
    </SectionedForm>
  );
}

function GeneralSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<Values>();
  return (
    <FormSection title={t('adminBranding.sections.general')} data-testid="branding-section-general">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField<Values> name="siteTitle" label={t('adminBranding.fields.siteTitle')} isRequired autoComplete="off" />
        <FormSelectField<Values>
          name="theme"
          label={t('adminBranding.fields.theme')}
          options={BASE_THEMES.map((theme) => ({ value: theme, label: t(`adminBranding.themes.${theme}`) }))}
        />
        <div className="space-y-3 sm:col-span-2">
          <Checkbox label={t('adminBranding.fields.issuerHeading')} {...register('issuerHeading')} />
          <Checkbox label={t('adminBranding.fields.blockInvestorPanel')} {...register('blockInvestorPanel')} />
          <Checkbox label={t('adminBranding.fields.enableLegalPerson')} {...register('enableLegalPerson')} />
        </div>
      </div>
    </FormSection>
  );
}

function TextsSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('adminBranding.sections.texts')} data-testid="branding-section-texts">
      <div className="grid gap-5 sm:grid-cols-2">
        <InvitationTextFields consentRequirement={(consent) => <ConsentRequiredCheckbox consent={consent} />} />
        <LinkField<Values> name="reg" label={t('adminBranding.fields.reg')} />
        <LinkField<Values> name="privacy_policy" label={t('adminBranding.fields.privacyPolicy')} />
      </div>
    </FormSection>
  );
}

/** Whether the invest form requires the consent (docs/decisions/039); unticked, it is voluntary and recorded either way. */
function ConsentRequiredCheckbox({ consent }: { consent: TConsentKey }) {
  const { t } = useTranslation();
  const { register } = useFormContext<Values>();
  return (
    <Checkbox
      label={t('adminBranding.fields.consentRequired')}
      aria-label={t('adminBranding.fields.consentRequiredName', { consent: t(`adminBranding.fields.${consent}`) })}
      {...register(CONSENT_REQUIREMENT_FIELDS[consent])}
    />
  );
}
