import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { pageCount, pageRange, paginationItems } from './pagination-items';

type PaginationProps = {
  /** From 1. */
  page: number;
  perPage: number;
  /** Rows of the whole filtered list (X-Total-Count); undefined when the server did not count. */
  total: number | undefined;
  rowsOnPage: number;
  perPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const BUTTON_CLASSES =
  'inline-flex min-w-9 cursor-pointer items-center justify-center rounded-md px-2.5 py-1.5 text-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, perPage, total, rowsOnPage, perPageOptions, onPageChange, onPerPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, perPage, rowsOnPage);
  const count = total === undefined ? undefined : pageCount(total, perPage);
  // Without a total, a full page means there may be more.
  const hasNext = count === undefined ? rowsOnPage === perPage : page < count;
  const options = perPageOptions.includes(perPage) ? perPageOptions : [...perPageOptions, perPage].sort((a, b) => a - b);

  return (
    <nav
      aria-label={t('list.pagination.label')}
      data-testid="data-table-pagination"
      className="flex flex-wrap items-center justify-between gap-3 px-1 py-3 text-sm text-gray-700"
    >
      <p data-testid="data-table-summary" aria-live="polite">
        {total === undefined
          ? t('list.pagination.summaryWithoutTotal', { from, to })
          : t('list.pagination.summary', { from, to, total })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          {t('list.pagination.perPage')}
          <select
            value={perPage}
            data-testid="data-table-per-page"
            onChange={(event) => onPerPageChange(Number(event.target.value))}
            className="rounded-md bg-white px-2 py-1.5 text-sm outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:outline-primary"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <ul className="flex items-center gap-1">
          <li>
            <button
              type="button"
              className={BUTTON_CLASSES}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
              aria-label={t('list.pagination.previous')}
              data-testid="data-table-previous"
            >
              ‹
            </button>
          </li>
          {count === undefined ? (
            <li aria-current="page" className="px-2 font-semibold">
              {t('list.pagination.page', { page })}
            </li>
          ) : (
            paginationItems(page, count).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-400">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={cn(BUTTON_CLASSES, item === page && 'bg-primary text-white ring-primary hover:bg-primary-hover')}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('list.pagination.page', { page: item })}
                    data-testid={`data-table-page-${item}`}
                    onClick={() => onPageChange(item)}
                  >
                    {item}
                  </button>
                </li>
              ),
            )
          )}
          <li>
            <button
              type="button"
              className={BUTTON_CLASSES}
              disabled={!hasNext}
              onClick={() => onPageChange(page + 1)}
              aria-label={t('list.pagination.next')}
              data-testid="data-table-next"
            >
              ›
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
