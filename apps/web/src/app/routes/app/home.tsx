import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextSwitcher } from '@/features/auth/components/context-switcher';
import { userDisplayName, userRole } from '@/features/auth/lib/user-role';
import { AdvisorDashboard } from './advisor-dashboard';
import { usePanelContext } from './panel-context';
import { RoleSwitch } from './role-switch';

const InvestorHome = lazy(() =>
  import('@/features/investor-home/components/investor-home').then((module) => ({ default: module.InvestorHome })),
);

/**
 * The advisor panel's home: who is logged in, in which role, what matters to that role (issue 18) and the context switcher
 * when there are several.
 */
function AdvisorHome() {
  const { t } = useTranslation();
  const { user, contexts, token } = usePanelContext();
  const role = userRole(user);
  return (
    <div className="space-y-8">
      <div>
        <h1 data-testid="app-user-name" className="text-2xl font-semibold tracking-tight text-gray-900">
          {t('app.home.greeting', { name: userDisplayName(user) })}
        </h1>
        <dl className="mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-gray-500">{t('app.home.email')}</dt>
          <dd data-testid="app-user-email" className="text-gray-900">
            {user.email}
          </dd>
          <dt className="text-gray-500">{t('app.home.role')}</dt>
          <dd data-testid="app-user-role" className="text-gray-900">
            {t(`app.roles.${role}`)}
          </dd>
        </dl>
      </div>
      {role !== 'investor' && <AdvisorDashboard role={role} />}
      <ContextSwitcher contexts={contexts} current={token} />
    </div>
  );
}

/** The investor's home (issue 13): the summary; a user with several panels keeps the context switcher. */
function InvestorHomeRoute() {
  const { user, contexts, token } = usePanelContext();
  return (
    <InvestorHome
      userName={userDisplayName(user)}
      contextSwitcher={contexts.length > 1 ? <ContextSwitcher contexts={contexts} current={token} /> : undefined}
    />
  );
}

/** `/app`: the authenticated home of either panel. */
export function Component() {
  return <RoleSwitch advisor={<AdvisorHome />} investor={<InvestorHomeRoute />} />;
}
