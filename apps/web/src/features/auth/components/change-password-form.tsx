import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

type TChangePasswordInput = z.input<typeof ZChangePasswordRequestSchema>;
type TChangePasswordOutput = z.output<typeof ZChangePasswordRequestSchema>;

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** The profile's password change; the other sessions of the user end and this one carries on with new tokens. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordInput, unknown, TChangePasswordOutput>({
    resolver: zodResolver(ZChangePasswordRequestSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setIsChanged(false);
    try {
      await changePassword.mutateAsync(values);
      reset();
      setIsChanged(true);
    } catch (error) {
      setFormError(applyServerError(error, { fields: FIELDS, setError, t }));
    }
  });

  return (
    <section aria-labelledby="change-password-heading" className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
      <h2 id="change-password-heading" className="text-lg font-semibold text-gray-900">
        {t('app.changePassword.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-5 max-w-md space-y-5" data-testid="change-password-form">
        <TextField
          label={t('app.changePassword.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <NewPasswordFields register={register} errors={errors} />
        {formError && <Alert data-testid="form-error">{formError}</Alert>}
        {isChanged && (
          <Alert tone="success" data-testid="change-password-success">
            {t('app.changePassword.success')}
          </Alert>
        )}
        <Button type="submit" isLoading={isSubmitting}>
          {t('app.changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
