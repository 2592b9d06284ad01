import { THEME_COLORS, ZAdminConfigurationInputSchema, type TAdminConfigurationData } from '@emisja/shared';
import { Controller, useFormContext, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormTextField, SectionedForm, useFieldMessage } from '@/components/ui/bound-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { useSaveAdminConfiguration } from '../api/save-branding';
import {
  adminConfigurationFieldOf,
  adminConfigurationFormValues,
  consentOverrideOf,
  consentOverrideOption,
  validThemeColors,
  type TAdminConfigurationFormValues,
  type TConsentRequirements,
} from '../lib/branding-form';
import { AssetUrlField } from './asset-url-field';
import {
  BrandingFormFooter,
  InvitationTextFields,
  LinkField,
  CONSENT_REQUIREMENT_FIELDS,
  useBrandingFormSave,
  type TConsentKey,
} from './branding-form-shell';
import { ColorField } from './color-field';
import { ContrastWarning, ThemePreview } from './theme-preview';

export type TAdminConfigurationForm = UseFormReturn<TAdminConfigurationFormValues, unknown, TAdminConfigurationData>;
type Values = TAdminConfigurationFormValues;
type BaseTheme = keyof typeof THEME_COLORS;

const FIELD_NAMES = new Set([...Object.keys(ZAdminConfigurationInputSchema.shape), 'themeColors.default']);

function fieldOf(propertyPath: string): Path<Values> | null {
  const field = adminConfigurationFieldOf(propertyPath);
  return field !== null && FIELD_NAMES.has(field) ? (field as Path<Values>) : null;
}

/**
 * The admin configuration (spec section 3's overrides, issue 14): the theme's three colours with a live preview and a
 * contrast warning, the panels' text colours, the texts, links and images that override the white-label ones (the consents'
 * requirements too), and the two rules of the advisor panel (2FA for advisors, KYC before a payment). One PUT saves it; the app's theme changes at once.
 */
export function AdminConfigurationForm({
  form,
  baseTheme,
  whiteLabelConsents,
}: {
  form: TAdminConfigurationForm;
  baseTheme: BaseTheme;
  /** The saved white-label's consent requirements, which "as on the page" follows. */
  whiteLabelConsents: TConsentRequirements;
}) {
  const { t } = useTranslation();
  const save = useSaveAdminConfiguration();
  const { onSubmit, serverMessages } = useBrandingFormSave({
    form,
    save: save.mutateAsync,
    valuesOf: (saved) => adminConfigurationFormValues(saved, baseTheme),
    fieldOf,
    savedTitle: t('adminBranding.form.adminSaved'),
  });

  return (
    <SectionedForm
      form={form}
      onSubmit={onSubmit}
      label={t('adminBranding.form.adminConfiguration')}
      data-testid="admin-configuration-form"
    >
      <ThemeSection baseTheme={baseTheme} />
      <FormSection title={t('adminBranding.sections.panelColors')} description={t('adminBranding.sections.panelColorsHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <ColorField<Values> name="advisorPanelHeaderColor" label={t('adminBranding.fields.advisorPanelHeaderColor')} />
          <ColorField<Values>
            name="advisorPanelDescriptionColor"
            label={t('adminBranding.fields.advisorPanelDescriptionColor')}
          />
          <ColorField<Values> name="investorPanelHeaderColor" label={t('adminBranding.fields.investorPanelHeaderColor')} />
          <ColorField<Values>
            name="investorPanelDescriptionColor"
            label={t('adminBranding.fields.investorPanelDescriptionColor')}
          />
        </div>
      </FormSection>
      <OverridesSection whiteLabelConsents={whiteLabelConsents} />
      <RulesSection />
      <BrandingFormFooter
        serverMessages={serverMessages}
        label={t('adminBranding.form.saveAdmin')}
        testId="admin-configuration-submit"
      />
    </SectionedForm>
  );
}

function ThemeSection({ baseTheme }: { baseTheme: BaseTheme }) {
  const { t } = useTranslation();
  const { register } = useFormContext<Values>();
  const colors = useWatch<Values, 'themeColors'>({ name: 'themeColors' });
  const valid = validThemeColors(colors);
  const shown =
    colors.isCustom && valid
      ? { theme: 'theme-custom' as const, colors: valid }
      : { theme: baseTheme, colors: THEME_COLORS[baseTheme] };
  return (
    <FormSection
      title={t('adminBranding.sections.theme')}
      description={t('adminBranding.sections.themeHint', { theme: t(`adminBranding.themes.${baseTheme}`) })}
      data-testid="branding-section-theme"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <Checkbox
            label={t('adminBranding.fields.customColors')}
            {...register('themeColors.isCustom')}
            data-testid="theme-custom-toggle"
          />
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <ColorField<Values>
              name="themeColors.default"
              label={t('adminBranding.colors.default')}
              isRequired
              isDisabled={!colors.isCustom}
            />
            <ColorField<Values>
              name="themeColors.hover"
              label={t('adminBranding.colors.hover')}
              isRequired
              isDisabled={!colors.isCustom}
            />
            <ColorField<Values>
              name="themeColors.highlight"
              label={t('adminBranding.colors.highlight')}
              isRequired
              isDisabled={!colors.isCustom}
            />
          </div>
          {colors.isCustom && valid && <ContrastWarning colors={valid} />}
        </div>
        <ThemePreview theme={shown.theme} colors={shown.colors} />
      </div>
    </FormSection>
  );
}

function OverridesSection({ whiteLabelConsents }: { whiteLabelConsents: TConsentRequirements }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('adminBranding.sections.overrides')} description={t('adminBranding.sections.overridesHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField<Values> name="siteTitle" label={t('adminBranding.fields.siteTitle')} autoComplete="off" />
        <LinkField<Values> name="investmentRisks" label={t('adminBranding.fields.investmentRisks')} />
        <LinkField<Values> name="reg" label={t('adminBranding.fields.reg')} />
        <LinkField<Values> name="privacyPolicy" label={t('adminBranding.fields.privacyPolicy')} />
        <InvitationTextFields
          consentRequirement={(consent) => (
            <ConsentRequirementSelect
              consent={consent}
              isRequiredOnPage={whiteLabelConsents[CONSENT_REQUIREMENT_FIELDS[consent]]}
            />
          )}
        />
        <AssetUrlField<Values>
          name="favicon"
          kind="favicon"
          label={t('adminBranding.fields.favicon')}
          className="sm:col-span-2"
        />
        {(['debtPlaceholder', 'equityPlaceholder'] as const).map((name) => (
          <AssetUrlField<Values>
            key={name}
            name={name}
            kind="background"
            label={t(`adminBranding.fields.${name}`)}
            className="sm:col-span-2"
          />
        ))}
      </div>
    </FormSection>
  );
}

function RulesSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<Values>();
  return (
    <FormSection title={t('adminBranding.sections.rules')}>
      <div className="space-y-3">
        <Checkbox label={t('adminBranding.fields.requireTwoFactorForAdvisors')} {...register('requireTwoFactorForAdvisors')} />
        <Checkbox label={t('adminBranding.fields.requireKycBeforePayment')} {...register('requireKycBeforePayment')} />
      </div>
    </FormSection>
  );
}

/**
 * The admin's override of a consent's requirement (docs/decisions/039): as the page (the white-label) says (null), required
 * (true) or voluntary (false).
 */
function ConsentRequirementSelect({ consent, isRequiredOnPage }: { consent: TConsentKey; isRequiredOnPage: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  const name = CONSENT_REQUIREMENT_FIELDS[consent];
  const message = useFieldMessage<Values>(name);
  const onPage = t(
    isRequiredOnPage ? 'adminBranding.consentRequirement.requiredOnPage' : 'adminBranding.consentRequirement.optionalOnPage',
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={t('adminBranding.consentRequirement.label', { consent: t(`adminBranding.fields.${consent}`) })}
          options={[
            { value: '', label: t('adminBranding.consentRequirement.asOnPage', { current: onPage }) },
            { value: 'true', label: t('adminBranding.consentRequirement.required') },
            { value: 'false', label: t('adminBranding.consentRequirement.optional') },
          ]}
          error={message}
          name={field.name}
          ref={field.ref}
          value={consentOverrideOption(field.value)}
          onChange={(event) => field.onChange(consentOverrideOf(event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
