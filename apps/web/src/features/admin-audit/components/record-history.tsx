import { AUDIT_LIST_DEFAULT_SORT, type TAuditRow } from '@emisja/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useAdvisorHistory, useAuditRows } from '../api/get-audit-rows';
import { recordHistorySearch } from '../lib/audit-list';
import { AuditActor } from './audit-cells';

/** How many rows the panel shows; the link opens the whole trail filtered to the record. */
const HISTORY_SIZE = 10;

type RecordHistoryProps = { entityType: string; entityId: string };

const newestRows = (filters: { column: string; operator: 'leq'; value: string }[]) => ({
  limit: HISTORY_SIZE,
  offset: 0,
  filters,
  sort: AUDIT_LIST_DEFAULT_SORT,
});

/**
 * A record's own history (issue 15: "the offer and advisor pages show their own history"): its newest audit rows, read
 * through the audit trail's endpoint (admins), with a link to the trail filtered to it.
 */
export function RecordHistory({ entityType, entityId }: RecordHistoryProps) {
  const rows = useAuditRows(
    newestRows([
      { column: 'entityType', operator: 'leq', value: entityType },
      { column: 'entityId', operator: 'leq', value: entityId },
    ]),
  );
  return <HistoryPanel rows={rows} trailSearch={recordHistorySearch(entityType, entityId)} />;
}

/**
 * The advisor page's history (docs/decisions/048): the advisor's newest audit rows for the admin and the coordinators of
 * the advisor's networks; the link to the whole trail only for those who may open it (admins).
 */
export function AdvisorHistory({ advisorId, canOpenTrail }: { advisorId: string; canOpenTrail: boolean }) {
  const rows = useAdvisorHistory(advisorId, newestRows([]));
  return <HistoryPanel rows={rows} trailSearch={canOpenTrail ? recordHistorySearch('advisor', advisorId) : null} />;
}

type HistoryPanelProps = {
  rows: UseQueryResult<{ rows: TAuditRow[] }>;
  /** The audit trail's search filtered to the record; null: no link (the caller cannot open the trail). */
  trailSearch: string | null;
};

function HistoryPanel({ rows, trailSearch }: HistoryPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <section
      className="rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-6"
      aria-labelledby="record-history"
      data-testid="record-history"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="record-history" className="text-lg font-semibold text-gray-900">
          {t('adminAudit.history.title')}
        </h2>
        {trailSearch !== null && (
          <Link
            to={paths.app.admin.audit.getHref(trailSearch)}
            className="text-sm font-medium text-primary hover:underline"
            data-testid="record-history-more"
          >
            {t('adminAudit.history.more')}
          </Link>
        )}
      </div>
      {rows.isError ? (
        <RetryAlert error={rows.error} onRetry={() => void rows.refetch()} />
      ) : !rows.data ? (
        <p className="text-sm text-gray-500">{t('app.loading')}</p>
      ) : rows.data.rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t('adminAudit.history.empty')}</p>
      ) : (
        <ol className="divide-y divide-gray-100" aria-label={t('adminAudit.history.caption')}>
          {rows.data.rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm"
              data-testid="record-history-row"
            >
              <time dateTime={row.createdAt} className="whitespace-nowrap text-gray-500">
                {format.dateTime(row.createdAt)}
              </time>
              <span className="font-mono text-xs" data-testid="audit-action">
                {row.action}
              </span>
              <AuditActor row={row} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
