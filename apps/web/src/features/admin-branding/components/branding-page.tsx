import {
  ZAdminConfigurationInputSchema,
  ZWhiteLabelConfigurationInputSchema,
  type TAdminConfiguration,
  type TAdminConfigurationData,
  type TWhiteLabelConfigurationAdmin,
  type TWhiteLabelConfigurationData,
} from '@emisja/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { bodySchemaResolver } from '@/lib/body-schema-resolver';
import { currentLanguage } from '@/lib/i18n';
import { useAdminConfigurationForAdmin, useWhiteLabelConfiguration } from '../api/get-branding';
import {
  adminConfigurationBody,
  adminConfigurationFieldOf,
  adminConfigurationFormValues,
  themeColorIssues,
  whiteLabelConsentRequirements,
  whiteLabelFormValues,
  type TAdminConfigurationFormValues,
  type TWhiteLabelFormValues,
} from '../lib/branding-form';
import { AdminConfigurationForm } from './admin-configuration-form';
import { WhiteLabelForm } from './white-label-form';

/**
 * `/app/admin/branding` (issue 14): the white-label configuration and the admin configuration, two forms saved apart (one
 * PUT each, so a failure never leaves half of a change saved), with one guard against leaving either unsaved.
 */
export function BrandingPage() {
  const { t } = useTranslation();
  const whiteLabel = useWhiteLabelConfiguration();
  const admin = useAdminConfigurationForAdmin();
  const failed = whiteLabel.isError ? whiteLabel : admin.isError ? admin : null;

  let content;
  if (failed)
    content = <RetryAlert error={failed.error} onRetry={() => void failed.refetch()} data-testid="branding-load-error" />;
  else if (!whiteLabel.data || !admin.data || !whiteLabel.isFetchedAfterMount || !admin.isFetchedAfterMount)
    content = (
      <p role="status" className="text-gray-500">
        {t('adminBranding.loading')}
      </p>
    );
  else content = <BrandingEditor whiteLabel={whiteLabel.data} admin={admin.data} />;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('adminBranding.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('adminBranding.description')}</p>
      </div>
      {content}
    </div>
  );
}

function BrandingEditor({ whiteLabel, admin }: { whiteLabel: TWhiteLabelConfigurationAdmin; admin: TAdminConfiguration }) {
  const { t, i18n } = useTranslation();
  const baseTheme = whiteLabel.theme;
  const whiteLabelResolver = useMemo(
    () =>
      bodySchemaResolver<TWhiteLabelFormValues, typeof ZWhiteLabelConfigurationInputSchema>(ZWhiteLabelConfigurationInputSchema, {
        toBody: (values) => values,
        language: () => currentLanguage(i18n),
      }),
    [i18n],
  );
  const adminResolver = useMemo(
    () =>
      bodySchemaResolver<TAdminConfigurationFormValues, typeof ZAdminConfigurationInputSchema>(ZAdminConfigurationInputSchema, {
        toBody: adminConfigurationBody,
        fieldOf: adminConfigurationFieldOf,
        language: () => currentLanguage(i18n),
        crossFieldIssues: themeColorIssues,
      }),
    [i18n],
  );
  const whiteLabelForm = useForm<TWhiteLabelFormValues, unknown, TWhiteLabelConfigurationData>({
    resolver: whiteLabelResolver,
    defaultValues: whiteLabelFormValues(whiteLabel),
  });
  const adminForm = useForm<TAdminConfigurationFormValues, unknown, TAdminConfigurationData>({
    resolver: adminResolver,
    defaultValues: adminConfigurationFormValues(admin, baseTheme),
  });
  const isDirty = whiteLabelForm.formState.isDirty || adminForm.formState.isDirty;
  const isSubmitting = whiteLabelForm.formState.isSubmitting || adminForm.formState.isSubmitting;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  return (
    <div className="space-y-10">
      <section aria-labelledby="branding-theme-heading" className="space-y-4">
        <h2 id="branding-theme-heading" className="text-xl font-semibold text-gray-900">
          {t('adminBranding.form.adminConfiguration')}
        </h2>
        <AdminConfigurationForm
          form={adminForm}
          baseTheme={baseTheme}
          whiteLabelConsents={whiteLabelConsentRequirements(whiteLabel)}
        />
      </section>
      <section aria-labelledby="branding-white-label-heading" className="space-y-4">
        <h2 id="branding-white-label-heading" className="text-xl font-semibold text-gray-900">
          {t('adminBranding.form.whiteLabel')}
        </h2>
        <WhiteLabelForm form={whiteLabelForm} />
      </section>
      <UnsavedChangesDialog guard={guard} />
    </div>
  );
}
