import { zodResolver } from '@hookform/resolvers/zod';
import { ZSetPasswordWithTokenRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { applyServerError } from '@/lib/form-errors';
import { clearSession } from '@/lib/session';
import { useSetPassword } from '../api/set-password';
import { AdvisorLoginForm } from './advisor-login-form';
import { NewPasswordFields } from './new-password-fields';

type TResetInput = z.input<typeof ZSetPasswordWithTokenRequestSchema>;
type TResetOutput = z.output<typeof ZSetPasswordWithTokenRequestSchema>;

/**
 * `/auth/reset-password/{token}`: a new password from the reset link. Every session of the user ends on the server, so this
 * browser's session goes too; the login form follows, with the e-mail filled in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetInput, unknown, TResetOutput>({
    resolver: zodResolver(ZSetPasswordWithTokenRequestSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { email } = await setPassword.mutateAsync(values);
      clearSession();
      setChangedFor(email);
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['password', 'passwordConfirmation'], setError, t }));
    }
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
        <NewPasswordFields register={register} errors={errors} />
        {formError && <Alert data-testid="form-error">{formError}</Alert>}
        <Button type="submit" isLoading={isSubmitting} className="w-full">
          {t('auth.resetPassword.submit')}
        </Button>
      </form>
    </div>
  );
}
