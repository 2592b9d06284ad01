import { useState, type ReactNode } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormTextAreaField, FormTextField } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { isRequestCancelled } from '@/lib/api-error';
import { applyServerViolationsAt } from '@/lib/form-errors';

/**
 * The save of a branding form (one PUT): the form takes the saved configuration as its new values, a toast says so; a
 * failure puts the server's violations on their fields (`fieldOf`) and lists the rest above the save button.
 */
export function useBrandingFormSave<TValues extends FieldValues, TBody, TSaved>({
  form,
  save,
  valuesOf,
  fieldOf,
  savedTitle,
}: {
  form: UseFormReturn<TValues, unknown, TBody>;
  save: (body: TBody) => Promise<TSaved>;
  valuesOf: (saved: TSaved) => TValues;
  fieldOf: (propertyPath: string) => Path<TValues> | null;
  savedTitle: string;
}) {
  const { t } = useTranslation();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const onSubmit = form.handleSubmit(async (body) => {
    setServerMessages([]);
    try {
      form.reset(valuesOf(await save(body)));
      notify.success({ title: savedTitle });
    } catch (error) {
      if (isRequestCancelled(error)) return;
      const messages = applyServerViolationsAt<TValues>(error, { fieldOf, setError: form.setError, t });
      setServerMessages(messages);
      notify.error({ title: t('adminBranding.form.saveFailed'), description: messages[0] });
    }
  });
  return { onSubmit, serverMessages };
}

/** The texts both configurations hold under the same names (the admin's override the white-label ones). */
type TInvitationTexts = {
  inviteText: string;
  campaignInvestButtonText: string;
  formInvestButtonText: string;
  consent2: string;
  consent3: string;
};

export type TConsentKey = 'consent2' | 'consent3';

/** The field saying whether the invest form requires a consent (docs/decisions/039), in both configurations. */
export const CONSENT_REQUIREMENT_FIELDS = { consent2: 'requireConsent2', consent3: 'requireConsent3' } as const;

/**
 * The invitation text, the two invest buttons' texts and the consents: the same fields in both branding forms. Under each
 * consent's text its requirement (docs/decisions/039), as each form sets it.
 */
export function InvitationTextFields({ consentRequirement }: { consentRequirement: (consent: TConsentKey) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextAreaField<TInvitationTexts>
        name="inviteText"
        label={t('adminBranding.fields.inviteText')}
        hint={t('adminBranding.fields.inviteTextHint')}
        rows={3}
        className="sm:col-span-2"
      />
      <FormTextField<TInvitationTexts>
        name="campaignInvestButtonText"
        label={t('adminBranding.fields.campaignInvestButtonText')}
        autoComplete="off"
      />
      <FormTextField<TInvitationTexts>
        name="formInvestButtonText"
        label={t('adminBranding.fields.formInvestButtonText')}
        autoComplete="off"
      />
      {(['consent2', 'consent3'] as const).map((consent) => (
        <div key={consent} className="space-y-3 sm:col-span-2" data-testid={`branding-${consent}`}>
          <FormTextAreaField<TInvitationTexts> name={consent} label={t(`adminBranding.fields.${consent}`)} rows={3} />
          {consentRequirement(consent)}
        </div>
      ))}
    </>
  );
}

/** A link field of a configuration (regulations, privacy policy, risks): a text field with the link hint. */
export function LinkField<TValues extends FieldValues>({ name, label }: { name: Path<TValues>; label: string }) {
  const { t } = useTranslation();
  return <FormTextField<TValues> name={name} label={label} hint={t('adminBranding.fields.linkHint')} autoComplete="off" />;
}

/** The end of a branding form: what is wrong with it as a whole (the client's and the server's) and its save button. */
export function BrandingFormFooter({
  serverMessages,
  label,
  testId,
}: {
  serverMessages: string[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { errors, isSubmitted, isSubmitting } = useFormState<FieldValues>();
  const rootMessage = (errors.root as { form?: { message?: string } } | undefined)?.form?.message;
  const messages = [...(rootMessage ? [rootMessage] : []), ...serverMessages];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  return (
    <div className="space-y-4">
      {isSubmitted && hasFieldErrors && <Alert>{t('adminBranding.form.invalid')}</Alert>}
      {messages.length > 0 && (
        <Alert data-testid="form-error">
          <ul className="space-y-1">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Button type="submit" isLoading={isSubmitting} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
