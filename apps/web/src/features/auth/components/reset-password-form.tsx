import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { clearSession } from '@/lib/session';
import { useSetPassword } from '../api/set-password';
import { usePasswordWithTokenForm } from '../hooks/use-password-with-token-form';
import { AdvisorLoginForm } from './advisor-login-form';
import { NewPasswordFields } from './new-password-fields';

/**
 * `/auth/reset-password/{token}`: a new password from the reset link. Every session of the user ends on the server, so this
 * browser's session goes too; the login form follows, with the e-mail filled in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const { form, onSubmit, status } = usePasswordWithTokenForm(token, async (values) => {
    const { email } = await setPassword.mutateAsync(values);
    clearSession();
    setChangedFor(email);
  });

  if (changedFor !== null) {
    return (
      <div data-testid="reset-password-done">
        <Alert tone="success">{t('auth.resetPassword.success')}</Alert>
        <div className="mt-8">
          <AdvisorLoginForm defaultEmail={changedFor} />
        </div>
      </div>
    );
  }

  return (
    <div data-testid="reset-password">
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t('auth.resetPassword.title')}</h2>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" data-testid="reset-password-form">
        <NewPasswordFields register={form.register} errors={form.formState.errors} />
        <FormSubmit {...status} label={t('auth.resetPassword.submit')} isFullWidth />
      </form>
    </div>
  );
}
