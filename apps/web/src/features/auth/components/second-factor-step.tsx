import { useTranslation } from 'react-i18next';
import { useFinishAdvisorLogin } from '../hooks/use-finish-advisor-login';
import { TextButton } from './text-button';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** What a login answered instead of tokens: the code of the user's authenticator app, or the enrolment first. */
export type TSecondFactor = { kind: 'two-factor' | 'enrolment'; twoFactorToken: string; email: string };

export function secondFactorOf(
  result: { type: 'two-factor-required' | 'two-factor-enrolment-required'; twoFactorToken: string },
  email: string,
): TSecondFactor {
  return {
    kind: result.type === 'two-factor-required' ? 'two-factor' : 'enrolment',
    twoFactorToken: result.twoFactorToken,
    email,
  };
}

/** Spec section 4, login flow, step 4: "a login that needs a second factor follows with a second-factor login". */
export function SecondFactorStep({ step, onRestart }: { step: TSecondFactor; onRestart: () => void }) {
  const { t } = useTranslation();
  const finishLogin = useFinishAdvisorLogin();
  const onLoggedIn = (result: Parameters<typeof finishLogin>[0]) => finishLogin(result, step.email);
  return (
    <div data-testid="second-factor">
      <h3 className="text-lg font-semibold text-gray-900">
        {step.kind === 'two-factor' ? t('auth.twoFactor.title') : t('auth.enrolment.title')}
      </h3>
      {step.kind === 'two-factor' && <p className="mt-2 text-sm text-gray-600">{t('auth.twoFactor.description')}</p>}
      <div className="mt-5">
        {step.kind === 'two-factor' ? (
          <TwoFactorCodeForm twoFactorToken={step.twoFactorToken} onLoggedIn={onLoggedIn} />
        ) : (
          <TwoFactorEnrolment twoFactorToken={step.twoFactorToken} onLoggedIn={onLoggedIn} />
        )}
      </div>
      <TextButton onClick={onRestart}>{t('auth.backToLogin')}</TextButton>
    </div>
  );
}
