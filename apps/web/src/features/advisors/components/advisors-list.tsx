import { ADVISOR_STATUSES, type TAdvisorListRow } from '@emisja/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useAdvisors } from '../api/get-advisors';
import { networkNames, useNetworks } from '../api/get-networks';
import { AdvisorStatusActions } from './advisor-status-actions';
import { AdvisorStatusBadge, useAdvisorStatusLabel } from './advisor-status-badge';

/** The server's default order of the advisors list (apps/server/src/modules/advisors/advisors.repository.ts). */
const DEFAULT_SORT = { column: 'surname', order: 'asc' } as const;

/**
 * The advisors table of spec section 3: firstName, surname, email (text filters, like), networks by name (multi-select,
 * contain), status (multi-select, in) and the actions; sorting by the headers; 20 a page; all of it in the URL.
 */
export function AdvisorsList() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const list = useListUrlState({ defaultSort: DEFAULT_SORT });
  const advisors = useAdvisors(list.listQuery);
  const networks = useNetworks();
  const statusLabel = useAdvisorStatusLabel();

  const columns = useMemo((): DataTableColumn<TAdvisorListRow>[] => {
    const names = networkNames(networks.data);
    return [
      {
        id: 'firstName',
        header: 'advisors.fields.firstName',
        cell: (advisor) => advisor.firstName,
        sortable: true,
        filter: { type: 'text', operator: 'like' },
      },
      {
        id: 'surname',
        header: 'advisors.fields.surname',
        cell: (advisor) => advisor.surname,
        sortable: true,
        filter: { type: 'text', operator: 'like' },
      },
      {
        id: 'email',
        header: 'advisors.fields.email',
        cell: (advisor) => <span className="break-all">{advisor.email}</span>,
        sortable: true,
        filter: { type: 'text', operator: 'like' },
      },
      {
        id: 'brokerNetworkIds',
        header: 'advisors.fields.brokerNetworkIds',
        // Networks outside the user's own (a coordinator sees only theirs) have no name here: they are left out.
        cell: (advisor) => (
          <span data-testid="advisor-networks">
            {advisor.brokerNetworkIds
              .map((id) => names.get(id))
              .filter((name) => name !== undefined)
              .join(', ')}
          </span>
        ),
        filter: {
          type: 'multiSelect',
          operator: 'contain',
          options: (networks.data ?? []).map((network) => ({ value: network.id, label: network.name })),
        },
      },
      {
        id: 'status',
        header: 'advisors.fields.status',
        cell: (advisor) => <AdvisorStatusBadge status={advisor.status} data-testid="advisor-status" />,
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: ADVISOR_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        },
      },
      {
        id: 'actions',
        header: 'advisors.list.actions',
        canHide: false,
        cell: (advisor) => <AdvisorStatusActions advisor={advisor} listSearch={search} />,
      },
    ];
  }, [networks.data, statusLabel, search]);

  return (
    <ListPage title={t('advisors.list.title')}>
      <DataTable
        tableId="advisors"
        caption={t('advisors.list.caption')}
        columns={columns}
        list={list}
        result={advisors}
        getRowId={(advisor) => advisor.id}
        toolbar={
          <Link
            to={paths.app.advisors.new.getHref()}
            state={{ listSearch: search }}
            data-testid="advisors-add"
            className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white shadow-xs hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t('advisors.list.add')}
          </Link>
        }
      />
    </ListPage>
  );
}
