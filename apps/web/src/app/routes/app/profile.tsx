import { useTranslation } from 'react-i18next';
import { AdvisorProfileDetails } from '@/features/advisors/components/advisor-profile-details';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings';
import { userRole } from '@/features/auth/lib/user-role';
import { usePanelContext } from './panel-context';

/**
 * `/app/profile`: the advisor's own data (issue 4), password change and two-step verification (issue 3). Investors have
 * no password.
 */
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
          <AdvisorProfileDetails user={user} roleLabel={t(`app.roles.${userRole(user)}`)} />
          <ChangePasswordForm />
          <TwoFactorSettings user={user} />
        </>
      )}
    </div>
  );
}
