import type { TActiveUserData } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { networkNames, useNetworks } from '../api/get-networks';
import { AdvisorStatusBadge } from './advisor-status-badge';

type AdvisorProfileDetailsProps = {
  /** The active user data (`GET /api/auth/data`) of an advisor-panel session. */
  user: TActiveUserData;
  /** The role as the panel names it (admin, coordinator, advisor), already translated. */
  roleLabel: string;
};

/** The logged-in advisor's own data on the profile page: name, e-mail, role, networks by name, status. */
export function AdvisorProfileDetails({ user, roleLabel }: AdvisorProfileDetailsProps) {
  const { t } = useTranslation();
  const networks = useNetworks();
  const names = networkNames(networks.data);
  const advisor = user.advisor;
  const coordinated = new Set(advisor?.coordinatorNetworkIds ?? []);
  // A network without a name here (the networks call failed: an empty list, spec section 7) is shown by nothing rather than an id.
  const networkLabels = (advisor?.networkIds ?? []).flatMap((id) => {
    const name = names.get(id);
    if (name === undefined) return [];
    return [coordinated.has(id) ? t('app.profile.details.coordinated', { name }) : name];
  });
  const fullName = [user.firstName, user.surname].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="profile-details-heading" className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
      <h2 id="profile-details-heading" className="text-lg font-semibold text-gray-900">
        {t('app.profile.details.title')}
      </h2>
      <dl className="mt-5 grid max-w-2xl grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-500">{t('app.profile.details.name')}</dt>
        <dd className="text-gray-900" data-testid="profile-name">
          {fullName || '—'}
        </dd>
        <dt className="text-gray-500">{t('app.profile.details.email')}</dt>
        <dd className="break-all text-gray-900" data-testid="profile-email">
          {user.email}
        </dd>
        <dt className="text-gray-500">{t('app.profile.details.role')}</dt>
        <dd className="text-gray-900" data-testid="profile-role">
          {roleLabel}
        </dd>
        <dt className="text-gray-500">{t('app.profile.details.networks')}</dt>
        <dd className="text-gray-900" data-testid="profile-networks">
          {networkLabels.length > 0 ? networkLabels.join(', ') : t('app.profile.details.noNetworks')}
        </dd>
        {advisor && (
          <>
            <dt className="text-gray-500">{t('app.profile.details.status')}</dt>
            <dd>
              <AdvisorStatusBadge status={advisor.status} data-testid="profile-status" />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
