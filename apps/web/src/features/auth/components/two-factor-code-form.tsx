import { ZLoginWithTwoFactorRequestSchema, type TAuthTokenResult } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormSubmit } from '@/components/ui/form-submit';
import { useApiForm } from '@/hooks/use-api-form';
import { useLoginWithTwoFactor } from '../api/login-with-two-factor';
import { CodeField } from './auth-fields';

const ZTwoFactorFormSchema = ZLoginWithTwoFactorRequestSchema.pick({ code: true, rememberDevice: true });

type TwoFactorCodeFormProps = {
  twoFactorToken: string;
  /** The login goes on with the tokens (and the remember2faToken when "remember this device" was ticked). */
  onLoggedIn: (result: TAuthTokenResult) => Promise<void>;
};

/** The code of the authenticator app, with "remember this device" (spec section 4, login flow, steps 4 and 5). */
export function TwoFactorCodeForm({ twoFactorToken, onLoggedIn }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const loginWithTwoFactor = useLoginWithTwoFactor();
  const { form, onSubmit, status } = useApiForm({
    schema: ZTwoFactorFormSchema,
    defaultValues: { code: '', rememberDevice: false },
    serverFields: ['code'],
    onValid: async ({ code, rememberDevice }) =>
      onLoggedIn(await loginWithTwoFactor.mutateAsync({ twoFactorToken, code, rememberDevice })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="two-factor-form">
      <CodeField autoFocus error={form.formState.errors.code} {...form.register('code')} />
      <Checkbox label={t('auth.twoFactor.rememberDevice')} {...form.register('rememberDevice')} />
      <FormSubmit {...status} label={t('auth.twoFactor.submit')} isFullWidth />
    </form>
  );
}
