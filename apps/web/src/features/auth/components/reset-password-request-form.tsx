import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { useSendPasswordReminder } from '../api/send-password-reminder';
import { useSendLinkForm } from '../hooks/use-send-link-form';
import { EmailField } from './auth-fields';

/** `/auth/reset-password`: asks for a password reset link; the answer does not tell whether the e-mail has an account. */
export function ResetPasswordRequestForm() {
  const { t } = useTranslation();
  const sendReminder = useSendPasswordReminder();
  const { form, onSubmit, status, sentTo } = useSendLinkForm(sendReminder.mutateAsync);

  return (
    <div data-testid="reset-password-request">
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t('auth.resetRequest.title')}</h2>
      {sentTo !== null ? (
        <Alert tone="success" className="mt-5" data-testid="reset-password-sent">
          {t('auth.resetRequest.sent', { email: sentTo })}
        </Alert>
      ) : (
        <>
          <p className="mt-3 text-gray-600">{t('auth.resetRequest.description')}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            <EmailField error={form.formState.errors.email} {...form.register('email')} />
            <FormSubmit {...status} label={t('auth.resetRequest.submit')} isFullWidth />
          </form>
        </>
      )}
    </div>
  );
}
