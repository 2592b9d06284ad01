import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useAdvisor } from '../api/get-advisor';
import { useAdvisorFormDefinition } from '../api/get-advisor-form';
import { advisorFullName } from '../lib/advisor-name';
import { AdvisorForm } from './advisor-form';
import { AdvisorStatusActions } from './advisor-status-actions';
import { AdvisorStatusBadge } from './advisor-status-badge';
import { RetryAlert } from '@/components/ui/retry-alert';

const LINK_CLASSES =
  'inline-flex items-center text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The list's query string the edit link handed over (state of the navigation), so that the way back keeps the filters. */
function useListSearch(): string {
  const { state } = useLocation();
  const listSearch: unknown = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).listSearch : '';
  return typeof listSearch === 'string' && (listSearch === '' || listSearch.startsWith('?')) ? listSearch : '';
}

/** "Back to the list" and the page's title, above the advisor form. */
function FormPageHeader({ listHref, title, 'data-testid': testId }: { listHref: string; title: string; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Link to={listHref} className={LINK_CLASSES}>
        {t('advisors.form.backToList')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900" data-testid={testId}>
        {title}
      </h1>
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryAlert error={error} onRetry={onRetry} data-testid="advisor-load-error" />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-gray-500" data-testid="advisor-form-loading">
      {t('advisors.form.loading')}
    </p>
  );
}

/** `/app/advisors/new`: the empty form; saving creates the advisor (the server e-mails the activation link) and returns to the list. */
export function NewAdvisorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listHref = paths.app.advisors.list.getHref(useListSearch());
  const definition = useAdvisorFormDefinition();

  return (
    <div className="space-y-6">
      <FormPageHeader listHref={listHref} title={t('advisors.form.newTitle')} />
      {definition.data ? (
        <AdvisorForm definition={definition.data} cancelHref={listHref} onSaved={() => void navigate(listHref)} />
      ) : definition.isError ? (
        <LoadFailure error={definition.error} onRetry={() => void definition.refetch()} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

/**
 * `/app/advisors/{id}`: the advisor's status and its actions above the form; saving returns to the list. An advisor the user
 * may not see is "not found" (the server answers 404 rather than revealing it exists).
 */
export function EditAdvisorPage({ advisorId }: { advisorId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listHref = paths.app.advisors.list.getHref(useListSearch());
  const definition = useAdvisorFormDefinition();
  const advisor = useAdvisor(advisorId);
  // The form starts from what the server says now, not from a copy cached earlier.
  const isAdvisorCurrent = advisor.data !== undefined && advisor.isFetchedAfterMount;
  const isNotFound = advisor.error instanceof ApiError && (advisor.error.status === 404 || advisor.error.status === 400);

  let content;
  if (isNotFound) {
    content = (
      <div className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200" data-testid="advisor-not-found">
        <h2 className="text-lg font-semibold text-gray-900">{t('advisors.form.notFound.title')}</h2>
        <p className="mt-2 text-sm text-gray-600">{t('advisors.form.notFound.description')}</p>
        <Link to={listHref} className={`${LINK_CLASSES} mt-4`}>
          {t('advisors.form.backToList')}
        </Link>
      </div>
    );
  } else if (advisor.isError || definition.isError) {
    const failed = advisor.isError ? advisor : definition;
    content = <LoadFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  } else if (!isAdvisorCurrent || !definition.data || !advisor.data) {
    content = <Loading />;
  } else {
    const current = advisor.data;
    content = (
      <>
        <section
          aria-labelledby="advisor-status-heading"
          className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200"
        >
          <div className="flex items-center gap-3">
            <h2 id="advisor-status-heading" className="text-sm font-medium text-gray-700">
              {t('advisors.fields.status')}
            </h2>
            <AdvisorStatusBadge status={current.status} data-testid="advisor-status" />
          </div>
          <AdvisorStatusActions advisor={current} variant="page" />
        </section>
        <AdvisorForm
          key={current.id}
          definition={definition.data}
          advisor={current}
          cancelHref={listHref}
          onSaved={() => void navigate(listHref)}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <FormPageHeader
        listHref={listHref}
        title={
          advisor.data && !isNotFound
            ? t('advisors.form.editTitleWithName', { name: advisorFullName(advisor.data) })
            : t('advisors.form.editTitle')
        }
        data-testid="advisor-form-title"
      />
      {content}
    </div>
  );
}
