import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSubmit } from '@/components/ui/form-submit';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useActivateAccount } from '../api/activate-account';
import { useActivationToken } from '../api/check-activation-token';
import { useFinishAdvisorLogin } from '../hooks/use-finish-advisor-login';
import { usePasswordWithTokenForm } from '../hooks/use-password-with-token-form';
import { NewPasswordFields } from './new-password-fields';
import { secondFactorOf, SecondFactorStep, type TSecondFactor } from './second-factor-step';
import { TokenInactive } from './token-inactive';

/**
 * `/auth/activate-from-email/{token}`: shows whose account the link activates (POST /auth/activate checks the link without
 * using it up), then sets the first password and logs the advisor in through the login flow of spec section 4.
 */
export function ActivateAccountForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const activation = useActivationToken(token);

  return (
    <div data-testid="activate-account">
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t('auth.activation.title')}</h2>
      {activation.isPending && <p className="mt-3 text-gray-500">{t('auth.activation.checking')}</p>}
      {activation.error && (
        <div className="mt-5">
          <TokenInactive message={errorMessage(activation.error, t)} />
        </div>
      )}
      {activation.data && <ActivationPasswordForm token={token} email={activation.data.email} />}
    </div>
  );
}

function ActivationPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finishLogin = useFinishAdvisorLogin();
  const activate = useActivateAccount();
  const [secondFactor, setSecondFactor] = useState<TSecondFactor | null>(null);
  const { form, onSubmit, status } = usePasswordWithTokenForm(token, async (values) => {
    const result = await activate.mutateAsync(values);
    if (result.type === 'auth-token') await finishLogin(result, email);
    else setSecondFactor(secondFactorOf(result, email));
  });

  // The account is active now; a fresh login starts over from the advisors' login if the second factor is abandoned.
  if (secondFactor) {
    return (
      <div className="mt-6">
        <SecondFactorStep step={secondFactor} onRestart={() => void navigate(paths.advisorsLanding.getHref())} />
      </div>
    );
  }

  return (
    <>
      <p className="mt-3 text-gray-600" data-testid="activation-email">
        {t('auth.activation.description', { email })}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" data-testid="activate-account-form">
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields register={form.register} errors={form.formState.errors} />
        <FormSubmit {...status} label={t('auth.activation.submit')} isFullWidth />
      </form>
    </>
  );
}
