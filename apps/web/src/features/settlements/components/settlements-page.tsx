import { CURRENCIES, SETTLEMENT_DOCUMENT_TYPES, SETTLEMENT_PAYMENT_STATUSES, type TSettlementDocument } from '@emisja/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useFormat } from '@/lib/format';
import { fetchSettlementsCsv, useSettlements } from '../api/settlements';
import { knownSettlementListQuery, SETTLEMENT_LIST_DEFAULT_SORT } from '../lib/settlement-list';

/**
 * `/app/settlements` (issue 15; product-decisions section 11): the settlement documents the caller sees (own; a coordinator's
 * networks' advisors'; the admin's landing page), with the list conventions of product-decisions section 6 in the URL and a
 * CSV export of what the filters select.
 */
export function SettlementsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListUrlState({ defaultSort: SETTLEMENT_LIST_DEFAULT_SORT });
  const query = useMemo(() => knownSettlementListQuery(list.listQuery), [list.listQuery]);
  const rows = useSettlements(query);

  const columns = useMemo((): DataTableColumn<TSettlementDocument>[] => {
    const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
      values.map((value) => ({ value, label: label(value) }));
    return [
      {
        id: 'documentNumber',
        header: 'settlements.fields.documentNumber',
        sortable: true,
        canHide: false,
        filter: { type: 'text', operator: 'like' },
        cell: (row) => (
          <Link
            to={paths.app.settlements.edit.getHref(row.id)}
            className="font-medium text-gray-900 underline"
            data-testid="settlement-link"
          >
            {row.documentNumber}
          </Link>
        ),
      },
      {
        id: 'type',
        header: 'settlements.fields.type',
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: options(SETTLEMENT_DOCUMENT_TYPES, (value) => t(`settlements.types.${value}`)),
        },
        cell: (row) => t(`settlements.types.${row.type}`),
      },
      {
        id: 'counterPartyName',
        header: 'settlements.fields.counterPartyName',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        cell: (row) => row.counterPartyName,
      },
      {
        id: 'advisor',
        header: 'settlements.fields.advisor',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        cell: (row) => row.advisor.name,
      },
      {
        id: 'issueDate',
        header: 'settlements.fields.issueDate',
        sortable: true,
        filter: { type: 'dateRange', from: 'issueDateFrom', to: 'issueDateTo' },
        className: 'whitespace-nowrap',
        cell: (row) => format.date(row.issueDate),
      },
      {
        id: 'paymentDate',
        header: 'settlements.fields.paymentDate',
        sortable: true,
        className: 'whitespace-nowrap',
        cell: (row) => format.date(row.paymentDate),
      },
      {
        id: 'amount',
        header: 'settlements.fields.amount',
        sortable: true,
        className: 'whitespace-nowrap text-right',
        cell: (row) => format.money(row.amount, row.currency),
      },
      {
        id: 'currency',
        header: 'settlements.fields.currency',
        hiddenByDefault: true,
        filter: { type: 'multiSelect', operator: 'in', options: options(CURRENCIES, (value) => value) },
        cell: (row) => row.currency,
      },
      {
        id: 'paymentStatus',
        header: 'settlements.fields.paymentStatus',
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: options(SETTLEMENT_PAYMENT_STATUSES, (value) => t(`settlements.paymentStatuses.${value}`)),
        },
        cell: (row) => <span data-testid="settlement-status">{t(`settlements.paymentStatuses.${row.paymentStatus}`)}</span>,
      },
      {
        id: 'additionDate',
        header: 'settlements.fields.additionDate',
        sortable: true,
        hiddenByDefault: true,
        className: 'whitespace-nowrap',
        cell: (row) => format.dateTime(row.additionDate),
      },
    ];
  }, [format, t]);

  return (
    <ListPage
      title={t('settlements.title')}
      csvExport={{
        fetchFile: () => fetchSettlementsCsv(query),
        fileName: 'settlements.csv',
        label: t('settlements.export'),
        busyLabel: t('settlements.exporting'),
        'data-testid': 'settlements-export',
      }}
      actions={
        <ButtonLink to={paths.app.settlements.new.getHref()} data-testid="settlements-add">
          {t('settlements.add')}
        </ButtonLink>
      }
    >
      <DataTable
        tableId="settlements"
        caption={t('settlements.caption')}
        columns={columns}
        list={list}
        result={rows}
        getRowId={(row) => row.id}
      />
    </ListPage>
  );
}
