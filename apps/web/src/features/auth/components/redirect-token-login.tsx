import { ERROR_LABELS } from '@emisja/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-messages';
import { useLoginWithRedirectToken } from '../api/login-with-redirect-token';
import { completeInvestorLogin } from '../lib/complete-login';
import { TokenInactive } from './token-inactive';

/**
 * `/login-with-redirect-token?token=...`: investor e-mails (payment confirmed, schedule payment recorded) link here with a
 * one-time token (product-decisions sections 5 and 10). Nothing is sent until the button is pressed, so a mail scanner that
 * opens the link cannot use it up; the token then becomes an investor session stored like the e-mail login link's, and the
 * investor lands on the page the link was made for (always inside /app). A used or expired link is the token-inactive page.
 * The URL carries only this one-time secret, never a session's tokens (docs/decisions/034-redirect-token-login.md).
 */
export function RedirectTokenLogin({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginWithRedirectToken();
  const [formError, setFormError] = useState<string | null>(null);
  const [isInactive, setIsInactive] = useState(false);

  if (!token || isInactive) return <TokenInactive />;

  const onContinue = async () => {
    setFormError(null);
    try {
      const result = await login.mutateAsync({ token });
      completeInvestorLogin(result, { queryClient });
      await navigate(result.redirectTo, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.label === ERROR_LABELS.tokenInactive || error.status === 404)) {
        setIsInactive(true);
        return;
      }
      setFormError(errorMessage(error, t));
    }
  };

  return (
    <div data-testid="redirect-token-login">
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorPanel.redirectLogin.title')}</h2>
      <p className="mt-3 text-gray-600">{t('investorPanel.redirectLogin.description')}</p>
      {formError && (
        <Alert data-testid="form-error" className="mt-5">
          {formError}
        </Alert>
      )}
      <Button
        data-testid="redirect-token-login-button"
        onClick={() => void onContinue()}
        isLoading={login.isPending}
        className="mt-6 w-full"
      >
        {t('investorPanel.redirectLogin.submit')}
      </Button>
    </div>
  );
}
