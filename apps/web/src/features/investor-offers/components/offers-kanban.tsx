import {
  KANBAN_COLUMNS,
  listFilter,
  type Language,
  type TInvestorOfferRow,
  type TKanbanColumnId,
  type TListFilter,
  type TListSort,
  type TOfferKanbanSummary,
} from '@emisja/shared';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { InvestorKycBadges } from '@/components/kyc/kyc-status-badges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ListLinkState } from '@/components/ui/detail-page';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { getOffersQueryOptions, useOffersSummary } from '../api/get-offers';
import { kanbanColumnFilters, type OfferListVariant } from '../lib/offer-list';
import { investorLabel } from './offer-columns';
import { KANBAN_COLOR_CLASSES, useOfferStatusLabel } from './offer-status-badge';

/**
 * Cards loaded per column, and added by "Show more". Each column is its own list call (its statuses, the list's filters and
 * sorting) rather than one load-all call: a coordinator's or admin's kanban may hold tens of thousands of offers
 * (docs/decisions/020). Counts and sums come from `/summary` over the whole filtered set.
 */
export const KANBAN_PAGE_SIZE = 50;

type OffersKanbanProps = {
  variant: OfferListVariant;
  filters: readonly TListFilter[];
  sort: TListSort | undefined;
  language: Language;
};

function columnSummary(summary: TOfferKanbanSummary | undefined, id: TKanbanColumnId) {
  return summary?.columns.find((column) => column.column === id);
}

function KanbanCard({ offer, variant }: { offer: TInvestorOfferRow; variant: OfferListVariant }) {
  const format = useFormat();
  const statusLabel = useOfferStatusLabel();
  const { pathname, search } = useLocation();
  return (
    <li>
      <article
        data-testid="kanban-card"
        className="rounded-md bg-white p-3 text-sm shadow-xs ring-1 ring-gray-200 hover:ring-gray-300"
      >
        <Link
          to={paths.app.investors.offer.getHref(offer.id)}
          state={{ listHref: `${pathname}${search}` } satisfies ListLinkState}
          title={investorLabel(offer)}
          className="block truncate font-medium text-primary hover:underline"
          data-testid="kanban-card-link"
        >
          {format.truncateName(investorLabel(offer))}
        </Link>
        {/* Cut by the card's width (spec section 9's 25 characters are for table cells; issue 18). */}
        <p className="mt-1 truncate text-gray-700" title={`${offer.campaignName} · ${offer.productCode}`}>
          {offer.campaignName} · {offer.productCode}
        </p>
        {variant === 'network' && <p className="text-gray-600">{offer.ownerName}</p>}
        {offer.investmentValue !== null && (
          <p className="mt-1 font-semibold text-gray-900" data-testid="kanban-card-amount">
            {format.money(offer.investmentValue, offer.currency)}
          </p>
        )}
        <p className="mt-1 text-xs text-gray-500">
          {offer.kanbanColumn === 'lost' && <span className="mr-1">{statusLabel(offer.status)} ·</span>}
          <time dateTime={offer.statusDate}>{format.dateTime(offer.statusDate)}</time>
        </p>
        <p className="mt-1.5">
          <InvestorKycBadges kyc={offer.kycStatus} isCompact data-testid="kanban-card-kyc" />
        </p>
      </article>
    </li>
  );
}

/**
 * The kanban of spec section 4: seven columns in order (invited, viewed, interested, accepted, active, lost, archived) with
 * the colours gray, yellow, purple, blue, green, red, gray; the offer count on each, the per-currency sums of
 * investmentValue on accepted, active, lost and archived.
 */
/** How many columns lie wholly or partly outside the scroll box on either side (a column counts once 24 px of it is hidden). */
export function columnsOutOfView(box: HTMLElement): { left: number; right: number } {
  const { left: boxLeft, right: boxRight } = box.getBoundingClientRect();
  let left = 0;
  let right = 0;
  for (const column of Array.from(box.children)) {
    const rect = column.getBoundingClientRect();
    if (rect.right > boxRight + 24) right += 1;
    else if (rect.left < boxLeft - 24) left += 1;
  }
  return { left, right };
}

/**
 * The columns the kanban's scroll box hides, kept current on scroll and resize: the hint "n more columns" with a button and
 * a shadow on the edge, so a screen showing 5 of 7 columns says so (issue 18).
 */
function useColumnsOutOfView() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [outOfView, setOutOfView] = useState({ left: 0, right: 0 });
  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    const next = columnsOutOfView(box);
    setOutOfView((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);
  const scrollBy = (direction: 1 | -1) => {
    const box = boxRef.current;
    const column = box?.firstElementChild;
    if (!box || !column) return;
    box.scrollBy({ left: direction * (column.getBoundingClientRect().width + 12), behavior: 'smooth' });
  };
  return { boxRef, outOfView, measure, scrollBy };
}

export function OffersKanban({ variant, filters, sort, language }: OffersKanbanProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusLabel = useOfferStatusLabel();
  const summary = useOffersSummary(variant, filters, language);
  const [limits, setLimits] = useState<Partial<Record<TKanbanColumnId, number>>>({});
  const { boxRef, outOfView, measure, scrollBy } = useColumnsOutOfView();

  const columnFilters = KANBAN_COLUMNS.map((column) => kanbanColumnFilters(filters, column.id));
  const cards = useQueries({
    queries: KANBAN_COLUMNS.map((column, index) => {
      const limit = limits[column.id] ?? KANBAN_PAGE_SIZE;
      // A column the status filter empties is never asked for; its own statuses keep its (unused) query key apart.
      const filtersOfColumn = columnFilters[index] ?? [listFilter('status', 'in', column.statuses)];
      const query = { limit, offset: 0, filters: filtersOfColumn, ...(sort ? { sort } : {}) };
      return { ...getOffersQueryOptions(variant, query, language), enabled: columnFilters[index] !== null };
    }),
  });

  return (
    <div className="space-y-3">
      {summary.isError && (
        <RetryAlert error={summary.error} onRetry={() => void summary.refetch()} data-testid="kanban-summary-error" />
      )}
      {(outOfView.left > 0 || outOfView.right > 0) && (
        <div className="flex items-center justify-end gap-2 text-sm text-gray-700" data-testid="kanban-scroll-hint">
          {outOfView.left > 0 && (
            <Button variant="secondary" className="px-2.5 py-1" data-testid="kanban-scroll-left" onClick={() => scrollBy(-1)}>
              <span aria-hidden="true">← </span>
              {t('investorOffers.kanban.columnsLeft', { count: outOfView.left })}
            </Button>
          )}
          {outOfView.right > 0 && (
            <Button variant="secondary" className="px-2.5 py-1" data-testid="kanban-scroll-right" onClick={() => scrollBy(1)}>
              {t('investorOffers.kanban.columnsRight', { count: outOfView.right })}
              <span aria-hidden="true"> →</span>
            </Button>
          )}
        </div>
      )}
      <div className="relative">
        <div
          ref={boxRef}
          role="region"
          aria-label={t('investorOffers.kanban.label')}
          data-testid="offers-kanban"
          tabIndex={0}
          onScroll={measure}
          className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {KANBAN_COLUMNS.map((column, index) => {
            const result = cards[index];
            const isEmptyByFilter = columnFilters[index] === null;
            const figures = columnSummary(summary.data, column.id);
            const rows = isEmptyByFilter ? [] : (result?.data?.rows ?? []);
            const total = isEmptyByFilter ? 0 : (figures?.count ?? result?.data?.total);
            const headingId = `kanban-heading-${column.id}`;
            return (
              <section
                key={column.id}
                aria-labelledby={headingId}
                data-testid={`kanban-column-${column.id}`}
                data-color={column.color}
                className={cn(
                  'flex min-h-48 flex-col gap-2 rounded-lg border-t-4 bg-gray-50 p-3',
                  KANBAN_COLOR_CLASSES[column.color].border,
                )}
              >
                <header className="space-y-1">
                  <div className="flex items-center justify-between gap-2">
                    <h2 id={headingId} className="text-sm font-semibold text-gray-900">
                      {statusLabel(column.id)}
                    </h2>
                    {total !== undefined && (
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                          KANBAN_COLOR_CLASSES[column.color].badge,
                        )}
                        aria-label={t('investorOffers.kanban.count', { count: total })}
                        data-testid="kanban-count"
                      >
                        {total}
                      </span>
                    )}
                  </div>
                  {column.hasSums && (
                    <ul aria-label={t('investorOffers.kanban.sums')} data-testid="kanban-sums" className="text-xs text-gray-700">
                      {figures?.sums.map((sum) => (
                        <li key={sum.currency} data-testid="kanban-sum" className="font-medium">
                          {format.money(sum.amount, sum.currency)}
                        </li>
                      ))}
                      {figures && figures.sums.length === 0 && (
                        <li className="text-gray-400">{t('investorOffers.kanban.noSums')}</li>
                      )}
                    </ul>
                  )}
                </header>
                {result?.isPending && !isEmptyByFilter ? (
                  <p className="text-sm text-gray-500" data-testid="kanban-loading">
                    {t('investorOffers.kanban.loading')}
                  </p>
                ) : result?.isError && !result.data ? (
                  <Alert data-testid="kanban-error" className="space-y-2">
                    <p>{errorMessage(result.error, t)}</p>
                    <Button variant="secondary" className="py-1.5" onClick={() => void result.refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Alert>
                ) : rows.length === 0 ? (
                  <p className="text-sm text-gray-500" data-testid="kanban-empty">
                    {t('investorOffers.kanban.empty')}
                  </p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {rows.map((offer) => (
                      <KanbanCard key={offer.id} offer={offer} variant={variant} />
                    ))}
                  </ul>
                )}
                {total !== undefined && rows.length > 0 && rows.length < total && (
                  <div className="mt-auto space-y-1 pt-1 text-center">
                    <p className="text-xs text-gray-500">{t('investorOffers.kanban.shown', { shown: rows.length, total })}</p>
                    <Button
                      variant="secondary"
                      className="w-full py-1.5"
                      isLoading={result?.isFetching}
                      data-testid="kanban-more"
                      onClick={() =>
                        setLimits((current) => ({
                          ...current,
                          [column.id]: (current[column.id] ?? KANBAN_PAGE_SIZE) + KANBAN_PAGE_SIZE,
                        }))
                      }
                    >
                      {t('investorOffers.kanban.more')}
                    </Button>
                  </div>
                )}
              </section>
            );
          })}
        </div>
        {/* The edges' shadows: more columns that way. */}
        {outOfView.right > 0 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-gray-900/15 to-transparent"
          />
        )}
        {outOfView.left > 0 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-gray-900/15 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
