import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-label';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { isRequestCancelled } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { randomUuid } from '@/lib/random-uuid';
import { KYC_REQUEST_LISTS_QUERY_KEY } from '../api/get-kyc-requests';
import { sendKycRequest } from '../api/send-kyc-request';
import {
  EMAILS_INVALID,
  EMAILS_WITH_SPACES,
  EMPTY_KYC_INVITATION_FORM,
  kycInvitationFormSchema,
  type TKycInvitationFormData,
  type TKycInvitationFormInput,
} from '../lib/kyc-invitation-form';
import { emailEntries, IdempotencyKeys, invalidEmailEntries, sendKycInvitations } from '../lib/send-kyc-invitations';

type FailureReport = { sent: number; total: number; failures: { email: string; message: string }[] };

type KycInvitationFormProps = {
  /** All addresses went out: the page may close the form. */
  onAllSent?: () => void;
};

/**
 * "Send KYC invitation" (spec sections 5 and 7, product-decisions section 9): e-mails separated by semicolons without spaces,
 * a message of at least 10 characters and the advisor's confirmation of the client's consent to data processing. One call
 * per e-mail, one after another, each with its Idempotency-Key (kept for a retry). All sent: 'Invitation(s) sent!', an empty
 * form and a fresh list. Otherwise 'Not all invitation(s) have been sent!' with each refused address and the reason; only
 * those stay in the field, with the message and the confirmation, to be sent again.
 */
export function KycInvitationForm({ onAllSent }: KycInvitationFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldErrorText = useFieldErrorText();
  const schema = useMemo(() => kycInvitationFormSchema(), []);
  // One store per form: the keys of the addresses not sent yet outlive a failed submit, for its retry.
  const [keys] = useState(() => new IdempotencyKeys(randomUuid));
  const [report, setReport] = useState<FailureReport | null>(null);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const consentErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TKycInvitationFormInput, unknown, TKycInvitationFormData>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_KYC_INVITATION_FORM,
  });

  const errorText = (error: FormFieldError | undefined) => {
    if (error?.message === EMAILS_WITH_SPACES) return t(EMAILS_WITH_SPACES);
    if (error?.message === EMAILS_INVALID) {
      return t(EMAILS_INVALID, { emails: invalidEmailEntries(getValues('emails')).join(', ') });
    }
    return fieldErrorText(error);
  };

  const onSubmit = handleSubmit(async (data) => {
    setReport(null);
    const emails = emailEntries(data.emails);
    const outcome = await sendKycInvitations({
      emails,
      message: data.message,
      keys,
      send: (body, idempotencyKey) => sendKycRequest(body, idempotencyKey),
      isCancelled: isRequestCancelled,
      onProgress: (current, total) => setProgress({ current, total }),
    });
    setProgress(null);
    // The session rules are moving the user elsewhere (spec section 5): nothing to report here.
    if (outcome.isCancelled) return;
    if (outcome.sent.length > 0) void queryClient.invalidateQueries({ queryKey: KYC_REQUEST_LISTS_QUERY_KEY });
    if (outcome.failed.length === 0) {
      notify.success({ title: t('kycRequests.send.sent') });
      reset(EMPTY_KYC_INVITATION_FORM);
      onAllSent?.();
      return;
    }
    setReport({
      sent: outcome.sent.length,
      total: emails.length,
      failures: outcome.failed.map((failure) => ({ email: failure.email, message: errorMessage(failure.error, t) })),
    });
    setValue('emails', outcome.failed.map((failure) => failure.email).join(';'), { shouldDirty: true });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('kycRequests.send.formLabel')}
      className="space-y-5"
      data-testid="kyc-invitation-form"
    >
      <p className="text-sm text-gray-600">{t('kycRequests.send.description')}</p>
      <TextField
        label={t('kycRequests.send.emails')}
        isRequired
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        hint={t('kycRequests.send.emailsHint')}
        error={errorText(errors.emails)}
        data-testid="kyc-invitation-emails"
        {...register('emails')}
      />
      <TextAreaField
        label={t('kycRequests.send.message')}
        isRequired
        rows={5}
        hint={t('kycRequests.send.messageHint')}
        error={errorText(errors.message)}
        data-testid="kyc-invitation-message"
        {...register('message')}
      />
      <div>
        <Checkbox
          label={t('kycRequests.send.consent')}
          aria-required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? consentErrorId : undefined}
          data-testid="kyc-invitation-consent"
          {...register('consent')}
        />
        {errors.consent && <FieldError id={consentErrorId}>{errorText(errors.consent)}</FieldError>}
      </div>
      {report && (
        <Alert data-testid="kyc-invitation-failures">
          <p className="font-semibold">{t('kycRequests.send.notAllSent')}</p>
          <p className="mt-1">{t('kycRequests.send.sentCount', { sent: report.sent, total: report.total })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {report.failures.map((failure) => (
              <li key={failure.email} className="break-words" data-testid="kyc-invitation-failure">
                {t('kycRequests.send.failure', { email: failure.email, message: failure.message })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting} data-testid="kyc-invitation-submit">
          {t('kycRequests.send.submit')}
        </Button>
        <p role="status" className="text-sm text-gray-600" data-testid="kyc-invitation-progress">
          {progress && progress.total > 1 ? t('kycRequests.send.sending', progress) : ''}
        </p>
      </div>
    </form>
  );
}
