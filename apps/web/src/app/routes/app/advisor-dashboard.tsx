import { KANBAN_COLUMNS, listFilter, type TInvestorOfferRow, type TListQuery } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useAdminCampaigns } from '@/features/admin-campaigns/api/get-admin-campaigns';
import type { TUserRole } from '@/features/auth/lib/user-role';
import { useOffers, useOffersSummary } from '@/features/investor-offers/api/get-offers';
import { investorLabel } from '@/features/investor-offers/components/offer-columns';
import { OfferStatusBadge, useOfferStatusLabel } from '@/features/investor-offers/components/offer-status-badge';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

const DASHBOARD_ROWS = 5;
/** Offers the advisor moves next: the investor is interested (send the subscription) or accepted (the payment follows). */
export const AWAITING_ACTION_STATUSES = ['interested', 'accepted'] as const;

const AWAITING_QUERY: TListQuery = {
  limit: DASHBOARD_ROWS,
  offset: 0,
  filters: [listFilter('status', 'in', [...AWAITING_ACTION_STATUSES])],
  sort: { column: 'statusDate', order: 'desc' },
};
const RECENT_QUERY: TListQuery = {
  limit: DASHBOARD_ROWS,
  offset: 0,
  filters: [],
  sort: { column: 'statusDate', order: 'desc' },
};
const NO_FILTERS = [] as const;

function Card({ title, testId, action, children }: { title: string; testId: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function OfferRows({ rows, testId }: { rows: readonly TInvestorOfferRow[]; testId: string }) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-gray-100" data-testid={testId}>
      {rows.map((offer) => (
        <li key={offer.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid={`${testId}-row`}>
          <div className="min-w-0">
            <Link
              to={paths.app.investors.offer.getHref(offer.id)}
              title={investorLabel(offer)}
              className="block truncate font-medium text-primary hover:underline"
            >
              {investorLabel(offer)}
            </Link>
            <p className="truncate text-gray-600" title={offer.campaignName}>
              {offer.campaignName} · {format.dateTime(offer.statusDate)}
            </p>
          </div>
          <OfferStatusBadge status={offer.status} />
        </li>
      ))}
    </ul>
  );
}

/** The advisor's own offers that wait for a next step, and the latest changes of any of them. */
function AdvisorCards() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const awaiting = useOffers('own', AWAITING_QUERY, language);
  const recent = useOffers('own', RECENT_QUERY, language);
  const listLink = (
    <Link to={paths.app.investors.list.getHref('?view=kanban')} className="text-sm font-medium text-primary hover:underline">
      {t('app.dashboard.allOffers')}
    </Link>
  );
  return (
    <>
      <Card
        title={t('app.dashboard.awaiting.title')}
        testId="dashboard-awaiting"
        action={
          awaiting.data?.total !== undefined && (
            <span className="text-sm text-gray-600" data-testid="dashboard-awaiting-count">
              {t('app.dashboard.awaiting.count', { count: awaiting.data.total })}
            </span>
          )
        }
      >
        {awaiting.isError ? (
          <RetryAlert error={awaiting.error} onRetry={() => void awaiting.refetch()} />
        ) : awaiting.isPending ? (
          <p className="text-sm text-gray-500">{t('common.loading')}</p>
        ) : awaiting.data.rows.length === 0 ? (
          <p className="text-sm text-gray-500">{t('app.dashboard.awaiting.empty')}</p>
        ) : (
          <OfferRows rows={awaiting.data.rows} testId="dashboard-awaiting-offers" />
        )}
      </Card>
      <Card title={t('app.dashboard.recent.title')} testId="dashboard-recent" action={listLink}>
        {recent.isError ? (
          <RetryAlert error={recent.error} onRetry={() => void recent.refetch()} />
        ) : recent.isPending ? (
          <p className="text-sm text-gray-500">{t('common.loading')}</p>
        ) : recent.data.rows.length === 0 ? (
          <p className="text-sm text-gray-500">{t('app.dashboard.recent.empty')}</p>
        ) : (
          <OfferRows rows={recent.data.rows} testId="dashboard-recent-offers" />
        )}
      </Card>
    </>
  );
}

/** The networks' figures of a coordinator (their networks) or the admin (all): offers per kanban column and their sums. */
function NetworkTotals() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  const statusLabel = useOfferStatusLabel();
  const summary = useOffersSummary('network', NO_FILTERS, language);
  return (
    <Card
      title={t('app.dashboard.network.title')}
      testId="dashboard-network"
      action={
        <Link to={paths.app.investors.network.getHref()} className="text-sm font-medium text-primary hover:underline">
          {t('app.dashboard.network.open')}
        </Link>
      }
    >
      {summary.isError ? (
        <RetryAlert error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.isPending ? (
        <p className="text-sm text-gray-500">{t('common.loading')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {KANBAN_COLUMNS.map((column) => {
            const figures = summary.data.columns.find((candidate) => candidate.column === column.id);
            return (
              <div key={column.id} className="min-w-0 rounded-md bg-gray-50 p-3" data-testid={`dashboard-network-${column.id}`}>
                <dt className="truncate text-xs font-medium text-gray-600">{statusLabel(column.id)}</dt>
                <dd className="text-xl font-semibold text-gray-900 tabular-nums" data-testid="dashboard-network-count">
                  {figures?.count ?? 0}
                </dd>
                {column.hasSums &&
                  figures?.sums.map((sum) => (
                    <dd key={sum.currency} className="truncate text-xs text-gray-700">
                      {format.money(sum.amount, sum.currency)}
                    </dd>
                  ))}
              </div>
            );
          })}
        </dl>
      )}
    </Card>
  );
}

/** The admin's campaigns with their funding progress. */
function CampaignFundingCard() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const campaigns = useAdminCampaigns(language);
  return (
    <Card
      title={t('app.dashboard.funding.title')}
      testId="dashboard-funding"
      action={
        <Link to={paths.app.admin.campaigns.list.getHref()} className="text-sm font-medium text-primary hover:underline">
          {t('app.dashboard.funding.open')}
        </Link>
      }
    >
      {campaigns.isError ? (
        <RetryAlert error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.isPending ? (
        <p className="text-sm text-gray-500">{t('common.loading')}</p>
      ) : campaigns.data.length === 0 ? (
        <p className="text-sm text-gray-500">{t('app.dashboard.funding.empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="dashboard-funding-campaigns">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="min-w-0" data-testid="dashboard-funding-campaign">
              <p className="truncate text-sm font-medium text-gray-900" title={campaign.name}>
                {campaign.name}
              </p>
              <CampaignFunding campaign={campaign} className="mt-1" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/app` of the advisor panel by role (issue 18): every advisor sees the offers awaiting their action and the recent
 * activity; a coordinator also the network totals; the admin also the campaigns' funding. Built from the offer lists, the
 * kanban summary and the campaigns list the panel already reads (each scoped by the server to the tenant and the role).
 */
export function AdvisorDashboard({ role }: { role: Exclude<TUserRole, 'investor'> }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="advisor-dashboard" data-role={role}>
      {role === 'admin' && <CampaignFundingCard />}
      {(role === 'coordinator' || role === 'admin') && <NetworkTotals />}
      <AdvisorCards />
    </div>
  );
}
