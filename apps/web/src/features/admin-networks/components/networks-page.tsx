import type { TNetworkDetail } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows, TableMessageRow } from '@/components/ui/table-states';
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

  let body;
  if (networks.isPending) {
    body = <SkeletonRows rows={3} columns={COLUMNS.length} data-testid="networks-loading" />;
  } else if (networks.isError) {
    body = (
      <TableMessageRow columns={COLUMNS.length}>
        <RetryAlert error={networks.error} onRetry={() => void networks.refetch()} data-testid="networks-error" />
      </TableMessageRow>
    );
  } else if (networks.data.length === 0) {
    body = (
      <TableMessageRow
        columns={COLUMNS.length}
        className="px-3 py-10 text-center text-sm text-gray-500"
        data-testid="networks-empty"
      >
        {t('adminNetworks.empty')}
      </TableMessageRow>
    );
  } else {
    body = networks.data.map((network) => (
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
    ));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('adminNetworks.title')}</h1>
        <Button onClick={() => setEditing({ network: null })} data-testid="network-new">
          {t('adminNetworks.new')}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-lg ring-1 ring-gray-200">
        <table
          className="min-w-full divide-y divide-gray-200 bg-white"
          aria-busy={networks.isPending || undefined}
          data-testid="networks-table"
        >
          <caption className="sr-only">{t('adminNetworks.caption')}</caption>
          <thead className="bg-gray-50">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase"
                >
                  {t(`adminNetworks.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">{body}</tbody>
        </table>
      </div>
      {editing && <NetworkDialog network={editing.network} onClose={() => setEditing(null)} />}
    </div>
  );
}
