import { ERROR_LABELS } from '@emisja/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { errorMessage, labelOf } from '@/lib/error-messages';
import { completeInvestorLogin } from '../lib/complete-login';
import { TokenInactive } from './token-inactive';

/** What a one-time link's secret is exchanged for: an investor session and the page inside /app to open. */
export type OneTimeLinkSession = { accessToken: string; refreshToken: string; redirectTo: string };

/** The two screens of a one-time link: their texts (`auth.<screen>`, a core translation group) and test ids. */
const SCREENS = {
  confirmLogin: { testId: 'confirm-login' },
  redirectLogin: { testId: 'redirect-token-login' },
} as const;

type OneTimeLinkLoginProps = {
  /** The link's secret (`?token=`); a link without one is inactive at once. */
  token: string | null;
  /** Sends the secret to the server (single use): the e-mail login link or an e-mail's redirect link. */
  logIn: (token: string) => Promise<OneTimeLinkSession>;
  /** Which link this is: the e-mail login link or an e-mail's redirect link. */
  screen: keyof typeof SCREENS;
};

/** Whether the server refused the secret as used, expired or unknown (410, 404, or the token-inactive label). */
function isInactiveLink(error: unknown): boolean {
  return (
    labelOf(error) === ERROR_LABELS.tokenInactive || (error instanceof ApiError && (error.status === 404 || error.status === 410))
  );
}

/**
 * A one-time e-mail link's landing screen (`/auth/confirm-login`, `/login-with-redirect-token`): nothing is sent until the
 * button is pressed, so a mail scanner that opens the link cannot use the secret up (product-decisions section 5). The
 * secret then becomes the stored investor session and the investor lands where the link leads. A used, expired or missing
 * secret replaces the screen with "the token is no longer active" and a way to ask for a new login link (the button could
 * only fail again); any other failure stays on the screen with the button to try again (docs/decisions/065).
 */
export function OneTimeLinkLogin({ token, logIn, screen }: OneTimeLinkLoginProps) {
  const { t } = useTranslation();
  const { testId } = SCREENS[screen];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({ mutationFn: logIn });
  const [formError, setFormError] = useState<string | null>(null);
  const [isInactive, setIsInactive] = useState(false);

  if (!token || isInactive) {
    return (
      <div className="space-y-5" data-testid="token-inactive">
        <TokenInactive />
        <Link to={paths.investorLogin.getHref()} className={TEXT_LINK_CLASSES} data-testid="request-new-login-link">
          {t('auth.oneTimeLink.requestNewLink')}
        </Link>
      </div>
    );
  }

  const onConfirm = async () => {
    setFormError(null);
    try {
      const session = await login.mutateAsync(token);
      completeInvestorLogin(session, { queryClient });
      await navigate(session.redirectTo, { replace: true });
    } catch (error) {
      if (isInactiveLink(error)) {
        setIsInactive(true);
        return;
      }
      setFormError(errorMessage(error, t));
    }
  };

  return (
    <div data-testid={testId}>
      <h2 className="text-2xl font-semibold tracking-tight text-gray-900">{t(`auth.${screen}.title`)}</h2>
      <p className="mt-3 text-gray-600">{t(`auth.${screen}.description`)}</p>
      {formError && (
        <Alert data-testid="form-error" className="mt-5">
          {formError}
        </Alert>
      )}
      <Button
        data-testid={`${testId}-button`}
        onClick={() => void onConfirm()}
        isLoading={login.isPending}
        className="mt-6 w-full"
      >
        {t(`auth.${screen}.submit`)}
      </Button>
    </div>
  );
}
