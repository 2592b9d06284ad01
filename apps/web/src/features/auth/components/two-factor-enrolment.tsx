import type { TAuthTokenResult } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/error-messages';
import { useTwoFactorEnrolment } from '../api/start-two-factor-enrolment';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorSecret } from './two-factor-secret';

/** The landing page requires 2FA and the advisor has none yet: scan the QR code, then log in with its first code. */
export function TwoFactorEnrolment({
  twoFactorToken,
  onLoggedIn,
}: {
  twoFactorToken: string;
  onLoggedIn: (result: TAuthTokenResult) => Promise<void>;
}) {
  const { t } = useTranslation();
  const enrolment = useTwoFactorEnrolment(twoFactorToken);
  return (
    <div className="space-y-5" data-testid="two-factor-enrolment">
      <p className="text-sm text-gray-600">{t('auth.enrolment.description')}</p>
      {enrolment.isPending && <p className="text-sm text-gray-500">{t('app.loading')}</p>}
      {enrolment.error && <Alert data-testid="form-error">{errorMessage(enrolment.error, t)}</Alert>}
      {enrolment.data && (
        <>
          <TwoFactorSecret setup={enrolment.data} />
          <TwoFactorCodeForm twoFactorToken={twoFactorToken} onLoggedIn={onLoggedIn} />
        </>
      )}
    </div>
  );
}
