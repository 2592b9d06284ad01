import {
  ZCampaignCreateRequestSchema,
  ZCampaignUpdateRequestSchema,
  type Language,
  type TCampaign,
  type TCampaignCreateData,
  type TCampaignData,
} from '@emisja/shared';
import { useMemo, useState } from 'react';
import { useForm, useFormState, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SectionedForm } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { isRequestCancelled } from '@/lib/api-error';
import { bodySchemaResolver } from '@/lib/body-schema-resolver';
import { applyServerViolationsAt } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useCreateCampaign, useUpdateCampaign } from '../api/save-campaign';
import {
  campaignBody,
  campaignCrossFieldIssues,
  campaignFieldOf,
  campaignFormValues,
  type TCampaignFormValues,
} from '../lib/campaign-form';
import { CampaignBasicsFields } from './campaign-basics-fields';
import { CampaignCoverField } from './campaign-cover-field';
import { CampaignDocumentsField } from './campaign-documents-field';
import { CampaignTermsFields } from './campaign-terms-fields';
import { CampaignTextsFields } from './campaign-texts-fields';
import { NewProductsFields } from './new-products-fields';
import { PaymentAccountFields } from './payment-account-fields';

type CampaignFormProps = {
  /** Create a campaign (with its products, in one request) or edit one (its products have their own dialog). */
  mode: 'create' | 'edit';
  /** The campaign being edited, or the one a new campaign copies. */
  campaign?: TCampaign;
  /** The landing page's language: its texts are required, the other language's optional. */
  landingLanguage: Language;
  cancelHref: string;
  /** After a successful save (the toast is shown already); the guard lets this navigation through. */
  onSaved: (campaign: TCampaign) => void;
};

/**
 * The campaign form of the back office (issue 14): PL and EN texts side by side, debt or equity terms, dates, target,
 * currency, cover, documents, payment account and transfer title, and for a new campaign its products. Checked with the
 * shared schema of the request before anything is sent; the server's violations go on their fields, nested ones
 * (`products.1.currency`, `documents.0.assetId`) included. One request saves everything or nothing; leaving with unsaved
 * changes asks first.
 */
export function CampaignForm({ mode, campaign, landingLanguage, cancelHref, onSaved }: CampaignFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateCampaign(landingLanguage);
  const update = useUpdateCampaign(campaign?.id ?? '', landingLanguage);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const resolver = useMemo(
    () =>
      bodySchemaResolver<TCampaignFormValues, z.ZodType<TCampaignCreateData | TCampaignData>>(
        mode === 'create' ? ZCampaignCreateRequestSchema : ZCampaignUpdateRequestSchema,
        {
          toBody: (values) => campaignBody(values, landingLanguage, { withProducts: mode === 'create' }),
          fieldOf: (path, values) => campaignFieldOf(path, values, landingLanguage),
          language: () => currentLanguage(i18n),
          crossFieldIssues: campaignCrossFieldIssues,
        },
      ),
    [mode, landingLanguage, i18n],
  );
  const form = useForm<TCampaignFormValues, unknown, TCampaignCreateData | TCampaignData>({
    resolver,
    defaultValues: campaignFormValues(campaign),
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      // The mode chose the schema: a new campaign's body carries its products.
      const saved = mode === 'create' ? await create.mutateAsync(body as TCampaignCreateData) : await update.mutateAsync(body);
      guard.allowNavigation();
      notify.success({ title: mode === 'create' ? t('adminCampaigns.form.created') : t('adminCampaigns.form.saved') });
      onSaved(saved);
    } catch (error) {
      if (isRequestCancelled(error)) return;
      const messages = applyServerViolationsAt<TCampaignFormValues>(error, {
        fieldOf: (path) => campaignFieldOf(path, form.getValues(), landingLanguage) as Path<TCampaignFormValues> | null,
        setError: form.setError,
        t,
      });
      setFormErrors(messages);
      notify.error({ title: t('adminCampaigns.form.saveFailed'), description: messages[0] });
    }
  });

  return (
    <SectionedForm form={form} onSubmit={onSubmit} label={t('adminCampaigns.form.label')} data-testid="campaign-form">
      <CampaignBasicsFields />
      <CampaignTextsFields landingLanguage={landingLanguage} />
      <CampaignTermsFields />
      <CampaignCoverField />
      <CampaignDocumentsField />
      <PaymentAccountFields landingLanguage={landingLanguage} />
      {mode === 'create' && <NewProductsFields />}
      <FormMessages serverMessages={formErrors} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting} data-testid="campaign-form-submit">
          {mode === 'create' ? t('adminCampaigns.form.create') : t('adminCampaigns.form.save')}
        </Button>
        <Link
          to={cancelHref}
          className="inline-flex items-center justify-center rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('common.cancel')}
        </Link>
      </div>
      <UnsavedChangesDialog guard={guard} />
    </SectionedForm>
  );
}

/** What is wrong with the form as a whole: the client's problems without a field, then the server's. */
function FormMessages({ serverMessages }: { serverMessages: string[] }) {
  const { t } = useTranslation();
  const { errors, isSubmitted, submitCount } = useFormState<TCampaignFormValues>();
  const rootMessage = errors.root?.form?.message;
  const messages = [...(rootMessage ? [rootMessage] : []), ...serverMessages];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  return (
    <>
      {isSubmitted && hasFieldErrors && (
        <Alert data-testid="campaign-form-invalid" key={submitCount}>
          {t('adminCampaigns.form.invalid')}
        </Alert>
      )}
      {messages.length > 0 && (
        <Alert data-testid="form-error">
          {messages.length === 1 ? (
            messages[0]
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </>
  );
}
