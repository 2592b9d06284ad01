import { ZLoginRequestSchema, type TAuthTokenResult } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSubmit } from '@/components/ui/form-submit';
import { paths } from '@/config/paths';
import { useApiForm } from '@/hooks/use-api-form';
import { useLogin } from '../api/login';
import { useFinishAdvisorLogin } from '../hooks/use-finish-advisor-login';
import { forgetRememberedDevice, readRememberedDevice } from '../lib/remember-device';
import { CurrentPasswordField, EmailField } from './auth-fields';
import { secondFactorOf, SecondFactorStep, type TSecondFactor } from './second-factor-step';

const ZCredentialsSchema = ZLoginRequestSchema.pick({ email: true, password: true });

/**
 * The advisor login of `/doradcy` (spec section 4, login flow): e-mail and password; then the authenticator code when the
 * user has 2FA (skipped while a remembered device is valid for this e-mail), or the enrolment when the landing page requires
 * 2FA and the user has none; then contexts and user data, and the panel.
 */
export function AdvisorLoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const finishLogin = useFinishAdvisorLogin();
  const [secondFactor, setSecondFactor] = useState<TSecondFactor | null>(null);

  return (
    <div data-testid="advisor-login">
      {secondFactor ? (
        <SecondFactorStep step={secondFactor} onRestart={() => setSecondFactor(null)} />
      ) : (
        <>
          <h3 className="text-lg font-semibold text-gray-900">{t('auth.advisorLogin.title')}</h3>
          <CredentialsForm defaultEmail={defaultEmail} onSecondFactor={setSecondFactor} onLoggedIn={finishLogin} />
        </>
      )}
    </div>
  );
}

function CredentialsForm({
  defaultEmail,
  onSecondFactor,
  onLoggedIn,
}: {
  defaultEmail: string;
  onSecondFactor: (step: TSecondFactor) => void;
  onLoggedIn: (result: TAuthTokenResult, email: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const { form, onSubmit, status } = useApiForm({
    schema: ZCredentialsSchema,
    defaultValues: { email: defaultEmail, password: '' },
    serverFields: ['email', 'password'],
    onValid: async ({ email, password }) => {
      // Spec section 4, step 5: the remembered device counts only for the e-mail it was remembered for, while unexpired.
      const remember2faToken = readRememberedDevice(email);
      const result = await login.mutateAsync({ email, password, ...(remember2faToken ? { remember2faToken } : {}) });
      if (result.type === 'auth-token') {
        await onLoggedIn(result, email);
        return;
      }
      // The server did not take the remembered device (revoked, or another user's): it is of no further use.
      if (remember2faToken) forgetRememberedDevice(email);
      onSecondFactor(secondFactorOf(result, email));
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" data-testid="advisor-login-form">
      <EmailField autoComplete="username" error={errors.email} {...form.register('email')} />
      <CurrentPasswordField error={errors.password} {...form.register('password')} />
      <FormSubmit {...status} label={t('auth.advisorLogin.submit')} isFullWidth />
      <p className="text-sm">
        <Link
          to={paths.auth.resetPasswordRequest.getHref()}
          className="font-medium text-primary underline-offset-4 hover:underline"
          data-testid="forgot-password-link"
        >
          {t('auth.advisorLogin.forgotPassword')}
        </Link>
      </p>
    </form>
  );
}
