import { AUDIT_LIST_DEFAULT_SORT, type TAuditRow } from '@emisja/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useFormat } from '@/lib/format';
import { fetchAuditCsv, useAuditRows } from '../api/get-audit-rows';
import { knownAuditListQuery } from '../lib/audit-list';
import { AuditActor } from './audit-cells';

/**
 * `/app/admin/audit` (admins; issue 15): the landing page's audit trail with the list conventions of product-decisions
 * section 6: who (and on whose behalf, when an admin was impersonating), action, record type and id, when, IP address;
 * filters, sorting and page in the URL; "Export CSV" downloads every row the filters select.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListUrlState({ defaultSort: AUDIT_LIST_DEFAULT_SORT });
  const query = useMemo(() => knownAuditListQuery(list.listQuery), [list.listQuery]);
  const rows = useAuditRows(query);

  const columns = useMemo(
    (): DataTableColumn<TAuditRow>[] => [
      {
        id: 'createdAt',
        header: 'adminAudit.columns.createdAt',
        sortable: true,
        filter: { type: 'dateRange', from: 'createdAtFrom', to: 'createdAtTo' },
        className: 'whitespace-nowrap',
        cell: (row) => <time dateTime={row.createdAt}>{format.dateTime(row.createdAt)}</time>,
      },
      {
        id: 'actor',
        header: 'adminAudit.columns.actor',
        filter: { type: 'text', operator: 'like' },
        canHide: false,
        cell: (row) => <AuditActor row={row} />,
      },
      {
        id: 'impersonator',
        header: 'adminAudit.columns.impersonator',
        hiddenByDefault: true,
        filter: { type: 'text', operator: 'like' },
        cell: (row) => row.impersonator?.label ?? '—',
      },
      {
        id: 'action',
        header: 'adminAudit.columns.action',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        canHide: false,
        cell: (row) => (
          <span className="font-mono text-xs" data-testid="audit-action">
            {row.action}
          </span>
        ),
      },
      {
        id: 'entityType',
        header: 'adminAudit.columns.entityType',
        sortable: true,
        filter: { type: 'text', operator: 'leq' },
        cell: (row) => row.entityType ?? '—',
      },
      {
        id: 'entityId',
        header: 'adminAudit.columns.entityId',
        filter: { type: 'text', operator: 'leq' },
        cell: (row) => <span className="font-mono text-xs break-all">{row.entityId ?? '—'}</span>,
      },
      {
        id: 'ip',
        header: 'adminAudit.columns.ip',
        cell: (row) => row.ip ?? '—',
      },
    ],
    [format],
  );

  return (
    <ListPage
      title={t('adminAudit.title')}
      csvExport={{
        fetchFile: () => fetchAuditCsv(query),
        fileName: 'audit.csv',
        label: t('adminAudit.export'),
        busyLabel: t('adminAudit.exporting'),
        'data-testid': 'audit-export',
      }}
    >
      <DataTable
        tableId="admin-audit"
        caption={t('adminAudit.caption')}
        columns={columns}
        list={list}
        result={rows}
        getRowId={(row) => String(row.id)}
      />
    </ListPage>
  );
}
