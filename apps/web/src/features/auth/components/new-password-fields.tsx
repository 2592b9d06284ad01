import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form-errors';

type TNewPasswordValues = { password: string; passwordConfirmation: string };

/** A new password and its confirmation, with the rule of spec section 5 as the hint. */
export function NewPasswordFields<T extends TNewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  // The generic T hides that both fields exist; they do, by the constraint.
  const registerField = register as unknown as UseFormRegister<TNewPasswordValues>;
  const fieldErrors = errors as FieldErrors<TNewPasswordValues>;
  return (
    <>
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule')}
        error={fieldError(fieldErrors.password)}
        {...registerField('password')}
      />
      <TextField
        label={t('auth.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={fieldError(fieldErrors.passwordConfirmation)}
        {...registerField('passwordConfirmation')}
      />
    </>
  );
}
