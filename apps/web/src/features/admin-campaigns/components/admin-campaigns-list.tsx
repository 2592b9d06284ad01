import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignStateBadge } from '@/components/campaign/campaign-state-badge';
import { ButtonLink, TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows, TableMessageRow } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdminCampaigns } from '../api/get-admin-campaigns';

const COLUMNS = ['name', 'type', 'state', 'period', 'funding', 'products', 'actions'] as const;
const SMALL_LINK =
  'inline-flex items-center rounded-md bg-white px-2.5 py-1.5 text-xs font-semibold text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * `/app/admin/campaigns`: every campaign of the landing page, future and switched-off ones included, with where each
 * stands (running, not started, finished, inactive), and the way to a new one.
 */
export function AdminCampaignsList() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const campaigns = useAdminCampaigns(currentLanguage(i18n));

  let body;
  if (campaigns.isPending) {
    body = <SkeletonRows rows={3} columns={COLUMNS.length} data-testid="admin-campaigns-loading" />;
  } else if (campaigns.isError) {
    body = (
      <TableMessageRow columns={COLUMNS.length}>
        <RetryAlert error={campaigns.error} onRetry={() => void campaigns.refetch()} data-testid="admin-campaigns-error" />
      </TableMessageRow>
    );
  } else if (campaigns.data.length === 0) {
    body = (
      <TableMessageRow
        columns={COLUMNS.length}
        className="px-3 py-10 text-center text-sm text-gray-500"
        data-testid="admin-campaigns-empty"
      >
        {t('adminCampaigns.list.empty')}
      </TableMessageRow>
    );
  } else {
    body = campaigns.data.map((campaign) => (
      <tr key={campaign.id} data-testid="admin-campaign-row" data-state={campaign.state} className="hover:bg-gray-50">
        <th scope="row" className="max-w-xs px-3 py-2.5 text-left text-sm font-medium text-gray-900">
          <Link
            to={paths.app.admin.campaigns.edit.getHref(campaign.id)}
            className={TEXT_LINK_CLASSES}
            data-testid="admin-campaign-link"
          >
            {campaign.name}
          </Link>
          <span className="block text-xs font-normal text-gray-500">{campaign.issuerName}</span>
        </th>
        <td className="px-3 py-2.5 text-sm whitespace-nowrap text-gray-900">{t(`campaign.types.${campaign.type}`)}</td>
        <td className="px-3 py-2.5 text-sm">
          <CampaignStateBadge state={campaign.state} />
        </td>
        <td className="px-3 py-2.5 text-sm whitespace-nowrap text-gray-900">
          {t('campaign.periodValue', { start: format.date(campaign.startDate), end: format.date(campaign.endDate) })}
        </td>
        <td className="px-3 py-2.5 text-sm whitespace-nowrap text-gray-900 tabular-nums">
          {t('campaign.funding.raised', {
            raised: format.money(campaign.raisedAmount, campaign.currency),
            target: format.money(campaign.targetAmount, campaign.currency),
          })}
        </td>
        <td className="px-3 py-2.5 text-sm text-gray-900 tabular-nums">{campaign.products.length}</td>
        <td className="px-3 py-2.5 text-sm">
          <div
            role="group"
            aria-label={t('adminCampaigns.list.actionsFor', { name: campaign.name })}
            className="flex flex-wrap gap-1.5"
          >
            <Link to={paths.app.admin.campaigns.edit.getHref(campaign.id)} className={SMALL_LINK}>
              {t('adminCampaigns.actions.edit')}
            </Link>
            <Link to={paths.app.admin.campaigns.preview.getHref(campaign.id)} className={SMALL_LINK}>
              {t('adminCampaigns.actions.preview')}
            </Link>
            <Link to={paths.app.admin.campaigns.new.getHref(campaign.id)} className={SMALL_LINK}>
              {t('adminCampaigns.actions.copy')}
            </Link>
          </div>
        </td>
      </tr>
    ));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('adminCampaigns.list.title')}</h1>
        <ButtonLink to={paths.app.admin.campaigns.new.getHref()} data-testid="admin-campaign-new">
          {t('adminCampaigns.list.new')}
        </ButtonLink>
      </div>
      <div className="overflow-x-auto rounded-lg ring-1 ring-gray-200">
        <table
          className="min-w-full divide-y divide-gray-200 bg-white"
          aria-busy={campaigns.isPending || undefined}
          data-testid="admin-campaigns-table"
        >
          <caption className="sr-only">{t('adminCampaigns.list.caption')}</caption>
          <thead className="bg-gray-50">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
                >
                  {t(`adminCampaigns.list.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">{body}</tbody>
        </table>
      </div>
    </div>
  );
}
