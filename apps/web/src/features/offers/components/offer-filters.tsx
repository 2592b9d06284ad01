import type { TInvestorOfferRow } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateRangeFilter, MultiSelectFilter, SelectFilter, TextFilter, type DataTableColumn } from '@/components/ui/data-table';
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
      aria-label={t('offers.kanban.filters')}
      data-testid="offer-filters"
      className="flex flex-wrap items-end gap-3"
    >
      {columns.map((column) => {
        const { filter } = column;
        if (!filter) return null;
        const header = t(column.header);
        const label = t('list.filter.label', { column: header });
        const testId = `offer-filter-${column.id}`;
        let control;
        if (filter.type === 'dateRange') {
          const from = list.filterValue(filter.from);
          const to = list.filterValue(filter.to);
          control = (
            <DateRangeFilter
              label={header}
              from={typeof from === 'string' ? from : ''}
              to={typeof to === 'string' ? to : ''}
              data-testid={testId}
              onChange={(range) =>
                list.setFilters({
                  [filter.from]: { operator: 'gte', value: range.from },
                  [filter.to]: { operator: 'lte', value: range.to },
                })
              }
            />
          );
        } else {
          const name = filter.column ?? column.id;
          const value = list.filterValue(name);
          const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
          if (filter.type === 'text') {
            control = (
              <TextFilter
                label={label}
                value={values[0] ?? ''}
                data-testid={testId}
                onChange={(text) => list.setFilter(name, filter.operator ?? 'like', text)}
              />
            );
          } else if (filter.type === 'select') {
            control = (
              <SelectFilter
                label={label}
                value={values[0] ?? ''}
                options={filter.options}
                data-testid={testId}
                onChange={(selected) => list.setFilter(name, 'in', selected ? [selected] : [])}
              />
            );
          } else {
            control = (
              <MultiSelectFilter
                label={label}
                value={values}
                options={filter.options}
                data-testid={testId}
                onChange={(selected) => list.setFilter(name, filter.operator ?? 'in', selected)}
              />
            );
          }
        }
        return (
          <div key={column.id} className="flex min-w-36 flex-col gap-1">
            <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {header}
            </span>
            {control}
          </div>
        );
      })}
      {list.hasFilters && (
        <Button variant="secondary" onClick={list.clearFilters} data-testid="offer-filters-clear" className="py-1.5">
          {t('offers.kanban.clearFilters')}
        </Button>
      )}
    </div>
  );
}
