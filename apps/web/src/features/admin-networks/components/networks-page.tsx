import type { TNetworkDetail } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListPageHeader, QueryTable } from '@/components/ui/query-table';
import { useFormat } from '@/lib/format';
import { useNetworkDetails } from '../api/get-network-details';
import { NetworkDialog } from './network-dialog';

const COLUMNS = ['name', 'coordinators', 'members', 'actions'] as const;

/** `/app/admin/networks` (issue 14): the landing page's networks with their coordinators and member counts; create, rename, staff. */
export function NetworksPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const networks = useNetworkDetails();
  const [editing, setEditing] = useState<{ network: TNetworkDetail | null } | null>(null);

  return (
    <div className="space-y-6">
      <ListPageHeader title={t('adminNetworks.title')}>
        <Button onClick={() => setEditing({ network: null })} data-testid="network-new">
          {t('adminNetworks.new')}
        </Button>
      </ListPageHeader>
      <QueryTable
        query={networks}
        headers={COLUMNS.map((column) => ({ key: column, label: t(`adminNetworks.columns.${column}`) }))}
        caption={t('adminNetworks.caption')}
        emptyMessage={t('adminNetworks.empty')}
        testId="networks"
        renderRow={(network) => (
          <tr key={network.id} data-testid="network-row">
            <th scope="row" className="px-3 py-2.5 text-left text-sm font-medium text-gray-900">
              {network.name}
            </th>
            <td className="px-3 py-2.5 text-sm text-gray-900" data-testid="network-coordinators-cell">
              {network.coordinators.length === 0 ? (
                <span className="text-gray-500">{t('adminNetworks.noCoordinators')}</span>
              ) : (
                <ul className="space-y-0.5">
                  {network.coordinators.map((coordinator) => (
                    <li key={coordinator.advisorId}>
                      {coordinator.firstName} {coordinator.surname}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="px-3 py-2.5 text-sm text-gray-900 tabular-nums" data-testid="network-members">
              {format.number(network.memberCount, { decimals: 0 })}
            </td>
            <td className="px-3 py-2.5 text-sm">
              <Button
                variant="secondary"
                className="px-2.5 py-1.5 text-xs"
                aria-label={t('adminNetworks.editNamed', { name: network.name })}
                onClick={() => setEditing({ network })}
                data-testid="network-edit"
              >
                {t('adminNetworks.edit')}
              </Button>
            </td>
          </tr>
        )}
      />
      {editing && <NetworkDialog network={editing.network} onClose={() => setEditing(null)} />}
    </div>
  );
}
