import type { TInvestorOfferRow } from '@emisja/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ColumnFilter, type DataTableColumn } from '@/components/ui/data-table';
import type { ListUrlState } from '@/hooks/use-list-url-state';
import { cn } from '@/lib/cn';

function filterNames(column: DataTableColumn<TInvestorOfferRow>): string[] {
  const { filter } = column;
  if (!filter) return [];
  return filter.type === 'dateRange' ? [filter.from, filter.to] : [filter.column ?? column.id];
}

/**
 * The table's column filters as a bar, for the kanban (which has no header row): the same controls, names and URL filters,
 * so switching the view keeps the filters. Compact (issue 18): the filters of the table's default columns in one wrapping
 * row, the others (dates, network, currency, series) behind "More filters" unless one of them is set; below `lg` the whole
 * block folds behind a "Filters" button that counts the filters set.
 */
export function OfferFilters({ columns, list }: { columns: readonly DataTableColumn<TInvestorOfferRow>[]; list: ListUrlState }) {
  const { t } = useTranslation();
  const blockId = useId();
  const filtered = columns.filter((column) => column.filter);
  const isSet = (column: DataTableColumn<TInvestorOfferRow>) =>
    filterNames(column).some((name) => list.filterValue(name) !== undefined);
  const activeCount = filtered.filter(isSet).length;
  const [isOpen, setIsOpen] = useState(false);
  const [showsMore, setShowsMore] = useState(false);
  const primary = filtered.filter((column) => !column.hiddenByDefault);
  const secondary = filtered.filter((column) => column.hiddenByDefault);
  const shown = showsMore ? filtered : [...primary, ...secondary.filter(isSet)];
  const hiddenCount = filtered.length - shown.length;

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="py-1.5 lg:hidden"
        aria-expanded={isOpen}
        aria-controls={blockId}
        data-testid="offer-filters-toggle"
        onClick={() => setIsOpen((open) => !open)}
      >
        {activeCount > 0
          ? t('investorOffers.kanban.filtersWithCount', { count: activeCount })
          : t('investorOffers.kanban.filters')}
      </Button>
      <div
        id={blockId}
        role="group"
        aria-label={t('investorOffers.kanban.filters')}
        data-testid="offer-filters"
        className={cn(
          'flex-wrap items-end gap-x-3 gap-y-2 rounded-lg bg-white p-3 ring-1 ring-gray-200 lg:flex',
          isOpen ? 'flex' : 'hidden',
        )}
      >
        {shown.map((column) => {
          const header = t(column.header);
          return (
            <div key={column.id} className="flex min-w-32 flex-col gap-1">
              <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
                {header}
              </span>
              <ColumnFilter column={column} list={list} header={header} testIdPrefix="offer-filter" />
            </div>
          );
        })}
        {(hiddenCount > 0 || showsMore) && (
          <Button
            variant="secondary"
            className="py-1.5"
            aria-expanded={showsMore}
            data-testid="offer-filters-more"
            onClick={() => setShowsMore((more) => !more)}
          >
            {showsMore ? t('investorOffers.kanban.fewerFilters') : t('investorOffers.kanban.moreFilters', { count: hiddenCount })}
          </Button>
        )}
        {list.hasFilters && (
          <Button variant="secondary" onClick={list.clearFilters} data-testid="offer-filters-clear" className="py-1.5">
            {t('investorOffers.kanban.clearFilters')}
          </Button>
        )}
      </div>
    </div>
  );
}
