import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings';
import { usePanelContext } from './panel-context';

/** `/app/profile`: password change and two-step verification of an advisor (issue 3). Investors have no password. */
export function Component() {
  const { t } = useTranslation();
  const { user } = usePanelContext();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('app.profile.title')}</h1>
      {user.contextType === 'investor-panel' ? (
        <p className="text-gray-600">{t('app.profile.investorNote')}</p>
      ) : (
        <>
          <ChangePasswordForm />
          <TwoFactorSettings user={user} />
        </>
      )}
    </div>
  );
}
