import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignStateBadge } from '@/components/campaign/campaign-state-badge';
import { ButtonLink, TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { ListPageHeader, QueryTable } from '@/components/ui/query-table';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdminCampaigns } from '../api/get-admin-campaigns';
import { RunLifecycleJobButton } from './run-lifecycle-job-button';

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

  return (
    <div className="space-y-6">
      <ListPageHeader title={t('adminCampaigns.list.title')}>
        <div className="flex flex-wrap items-center gap-2">
          <RunLifecycleJobButton />
          <ButtonLink to={paths.app.admin.campaigns.new.getHref()} data-testid="admin-campaign-new">
            {t('adminCampaigns.list.new')}
          </ButtonLink>
        </div>
      </ListPageHeader>
      <QueryTable
        query={campaigns}
        headers={COLUMNS.map((column) => ({ key: column, label: t(`adminCampaigns.list.columns.${column}`) }))}
        caption={t('adminCampaigns.list.caption')}
        emptyMessage={t('adminCampaigns.list.empty')}
        testId="admin-campaigns"
        renderRow={(campaign) => (
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
        )}
      />
    </div>
  );
}
