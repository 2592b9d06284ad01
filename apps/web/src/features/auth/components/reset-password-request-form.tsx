import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useSendPasswordReminder } from '../api/send-password-reminder';

type TEmailInput = z.input<typeof ZEmailRequestSchema>;
type TEmailOutput = z.output<typeof ZEmailRequestSchema>;

/** `/auth/reset-password`: asks for a password reset link; the answer does not tell whether the e-mail has an account. */
export function ResetPasswordRequestForm() {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const sendReminder = useSendPasswordReminder();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TEmailInput, unknown, TEmailOutput>({ resolver: zodResolver(ZEmailRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await sendReminder.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['email'], setError, t }));
    }
  });

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
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              error={fieldError(errors.email)}
              {...register('email')}
            />
            {formError && <Alert data-testid="form-error">{formError}</Alert>}
            <Button type="submit" isLoading={isSubmitting} className="w-full">
              {t('auth.resetRequest.submit')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
