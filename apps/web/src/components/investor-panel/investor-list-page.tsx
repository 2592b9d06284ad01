import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';

/** What a page's query gives the page: TanStack Query's result, reduced to what the page reads. */
type TPageQuery<TData> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => unknown;
};

/**
 * A page of the investor panel over one query (`/app/investments`, `/app/products`, `/app/documents`, `/app/my-data`): the
 * heading and its subtitle, then the loading status, the failure with a retry, the empty state (docs/decisions/033) or the
 * content.
 */
export function InvestorListPage<TData>({
  title,
  subtitle,
  query,
  isEmpty,
  empty,
  className = 'space-y-6',
  children,
}: {
  title: string;
  subtitle: string;
  query: TPageQuery<TData>;
  isEmpty: (data: TData) => boolean;
  empty: { title: string; description: string; action?: ReactNode; 'data-testid': string };
  /** The page's spacing. */
  className?: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (query.isPending) content = <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>;
  else if (query.isError || query.data === undefined)
    content = <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  else if (isEmpty(query.data)) content = <EmptyState {...empty} />;
  else content = children(query.data);
  return (
    <div className={className}>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
      </header>
      {content}
    </div>
  );
}
