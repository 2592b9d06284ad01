import type { TInvestorOfferRow } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ColumnFilter, type DataTableColumn } from '@/components/ui/data-table';
import type { ListUrlState } from '@/hooks/use-list-url-state';

/**
 * The table's column filters as a bar, for the kanban (which has no header row): the same controls, names and URL filters,
 * so switching the view keeps the filters.
 */
export function OfferFilters({ columns, list }: { columns: readonly DataTableColumn<TInvestorOfferRow>[]; list: ListUrlState }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('investorOffers.kanban.filters')}
      data-testid="offer-filters"
      className="flex flex-wrap items-end gap-3"
    >
      {columns.map((column) => {
        if (!column.filter) return null;
        const header = t(column.header);
        return (
          <div key={column.id} className="flex min-w-36 flex-col gap-1">
            <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {header}
            </span>
            <ColumnFilter column={column} list={list} header={header} testIdPrefix="offer-filter" />
          </div>
        );
      })}
      {list.hasFilters && (
        <Button variant="secondary" onClick={list.clearFilters} data-testid="offer-filters-clear" className="py-1.5">
          {t('investorOffers.kanban.clearFilters')}
        </Button>
      )}
    </div>
  );
}
