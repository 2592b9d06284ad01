import { ZChangePasswordRequestSchema } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSubmit } from '@/components/ui/form-submit';
import { useApiForm } from '@/hooks/use-api-form';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordField } from './auth-fields';
import { NewPasswordFields } from './new-password-fields';

/** The profile's password change; the other sessions of the user end and this one carries on with new tokens. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [isChanged, setIsChanged] = useState(false);
  const { form, onSubmit, status } = useApiForm({
    schema: ZChangePasswordRequestSchema,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    serverFields: ['currentPassword', 'password', 'passwordConfirmation'],
    onValid: async (values) => {
      setIsChanged(false);
      await changePassword.mutateAsync(values);
      form.reset();
      setIsChanged(true);
    },
  });

  return (
    <section aria-labelledby="change-password-heading" className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
      <h2 id="change-password-heading" className="text-lg font-semibold text-gray-900">
        {t('app.changePassword.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-5 max-w-md space-y-5" data-testid="change-password-form">
        <CurrentPasswordField
          label={t('app.changePassword.currentPassword')}
          error={form.formState.errors.currentPassword}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields register={form.register} errors={form.formState.errors} />
        <FormSubmit {...status} label={t('app.changePassword.submit')}>
          {isChanged && (
            <Alert tone="success" data-testid="change-password-success">
              {t('app.changePassword.success')}
            </Alert>
          )}
        </FormSubmit>
      </form>
    </section>
  );
}
