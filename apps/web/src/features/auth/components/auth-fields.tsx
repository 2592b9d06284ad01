import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form-errors';

// The fields the login, password, 2FA and e-mail link forms share, each with its label, input type and the autocomplete
// that lets password managers and one-time-code suggestions work (spec section 4).

type AuthFieldProps = UseFormRegisterReturn & {
  /** The field's error from react-hook-form: a validation key of the shared schemas or the server's text. */
  error: FieldError | undefined;
};

export function EmailField({
  error,
  autoComplete = 'email',
  ...field
}: AuthFieldProps & { autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <TextField label={t('auth.fields.email')} type="email" autoComplete={autoComplete} error={fieldError(error)} {...field} />
  );
}

/** The password the user has now (login, turning 2FA off, changing the password). */
export function CurrentPasswordField({ error, label, ...field }: AuthFieldProps & { label?: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <TextField
      label={label ?? t('auth.fields.password')}
      type="password"
      autoComplete="current-password"
      error={fieldError(error)}
      {...field}
    />
  );
}

/** The code of the authenticator app. */
export function CodeField({ error, autoFocus, ...field }: AuthFieldProps & { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <TextField
      label={t('auth.fields.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus={autoFocus}
      error={fieldError(error)}
      {...field}
    />
  );
}
