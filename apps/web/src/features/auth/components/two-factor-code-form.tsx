import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginWithTwoFactorRequestSchema, type TAuthTokenResult } from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useLoginWithTwoFactor } from '../api/login-with-two-factor';

const ZTwoFactorFormSchema = ZLoginWithTwoFactorRequestSchema.pick({ code: true, rememberDevice: true });
type TTwoFactorFormInput = z.input<typeof ZTwoFactorFormSchema>;
type TTwoFactorFormOutput = z.output<typeof ZTwoFactorFormSchema>;

type TwoFactorCodeFormProps = {
  twoFactorToken: string;
  /** The login goes on with the tokens (and the remember2faToken when "remember this device" was ticked). */
  onLoggedIn: (result: TAuthTokenResult) => Promise<void>;
};

/** The code of the authenticator app, with "remember this device" (spec section 4, login flow, steps 4 and 5). */
export function TwoFactorCodeForm({ twoFactorToken, onLoggedIn }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const loginWithTwoFactor = useLoginWithTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TTwoFactorFormInput, unknown, TTwoFactorFormOutput>({
    resolver: zodResolver(ZTwoFactorFormSchema),
    defaultValues: { code: '', rememberDevice: false },
  });

  const onSubmit = handleSubmit(async ({ code, rememberDevice }) => {
    setFormError(null);
    try {
      const result = await loginWithTwoFactor.mutateAsync({ twoFactorToken, code, rememberDevice });
      await onLoggedIn(result);
    } catch (error) {
      setFormError(applyServerError(error, { fields: ['code'], setError, t }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-form">
      <TextField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        error={fieldError(errors.code)}
        {...register('code')}
      />
      <Checkbox label={t('auth.twoFactor.rememberDevice')} {...register('rememberDevice')} />
      {formError && <Alert data-testid="form-error">{formError}</Alert>}
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        {t('auth.twoFactor.submit')}
      </Button>
    </form>
  );
}
