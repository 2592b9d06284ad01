import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useLoginInvestor } from '../api/login-investor';
import { completeInvestorLogin } from '../lib/complete-login';
import { TokenInactive } from './token-inactive';

/**
 * `/auth/confirm-login?token=...`: the investor's e-mail link lands here and nothing is sent until the button is pressed, so
 * a mail scanner that opens the link cannot use the one-time token up (product-decisions section 5).
 */
export function ConfirmLogin({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginInvestor = useLoginInvestor();
  const [formError, setFormError] = useState<string | null>(null);

  if (!token) return <TokenInactive />;

  const onConfirm = async () => {
    setFormError(null);
    try {
      const result = await loginInvestor.mutateAsync({ token });
      completeInvestorLogin(result, { queryClient });
      await navigate(paths.app.root.getHref(), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };

  return (
    <div data-testid="confirm-login">
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t('auth.confirmLogin.title')}</h2>
      <p className="mt-3 text-gray-600">{t('auth.confirmLogin.description')}</p>
      {formError && (
        <Alert data-testid="form-error" className="mt-5">
          {formError}
        </Alert>
      )}
      <Button
        data-testid="confirm-login-button"
        onClick={() => void onConfirm()}
        isLoading={loginInvestor.isPending}
        className="mt-6 w-full"
      >
        {t('auth.confirmLogin.submit')}
      </Button>
    </div>
  );
}
