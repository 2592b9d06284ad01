import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';

/** "← Back to the list" above a page of one item of the investor panel. */
export function BackToListLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`text-sm ${TEXT_LINK_CLASSES}`}>
      ← {children}
    </Link>
  );
}

/**
 * A page of one item of the investor panel over its query (`/app/offers/{id}`, `/app/investments/{id}`,
 * `/app/products/{id}`): the loading status, a 404 as "not found" under the way back to the list, any other failure with a
 * retry, or the item.
 */
export function InvestorDetailPage<TData>({
  query,
  backLink,
  notFound,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: TData | undefined; refetch: () => unknown };
  backLink: ReactNode;
  notFound: { title: string; 'data-testid': string };
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>;
  if (query.isError || query.data === undefined) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="space-y-4">
          {backLink}
          <EmptyState {...notFound} />
        </div>
      );
    }
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
