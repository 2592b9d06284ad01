import type { TAdvisorStatus } from '@emisja/shared';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { cn } from '@/lib/cn';
import { useAdvisorStatusAction, type AdvisorStatusAction } from '../api/change-advisor-status';
import { advisorFullName } from '../lib/advisor-name';

export type AdvisorForActions = { id: string; firstName: string; surname: string; email: string; status: TAdvisorStatus };

type AdvisorStatusActionsProps = {
  advisor: AdvisorForActions;
  /** In the table: small buttons and the edit link (which keeps the list's URL state for the way back). */
  variant?: 'row' | 'page';
  /** The list's query string, handed to the edit page so that saving returns to the same list. */
  listSearch?: string;
};

const SMALL = 'px-2.5 py-1.5 text-xs';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'variant' | 'disabled'> & { isRow: boolean; isBusy: boolean };

/** An action's button: small in the table's row, and off while any action on the advisor is on its way (one at a time). */
function ActionButton({ isRow, isBusy, className, ...props }: ActionButtonProps) {
  return <Button {...props} variant="secondary" className={cn(className, isRow && SMALL)} disabled={isBusy} />;
}

/**
 * The actions of spec section 4 on one advisor: edit (in the table), send the activation mail and activate (a new advisor
 * only), archive (unless archived, after a confirmation). Each reports its outcome in a toast, failures with the server's
 * message.
 */
export function AdvisorStatusActions({ advisor, variant = 'row', listSearch = '' }: AdvisorStatusActionsProps) {
  const { t } = useTranslation();
  const action = useAdvisorStatusAction();
  const [isArchiveConfirmOpen, setIsArchiveConfirmOpen] = useState(false);
  const name = advisorFullName(advisor);
  const isRow = variant === 'row';
  const isBusy = action.isPending;

  const run = (kind: AdvisorStatusAction) =>
    action.mutate(
      { action: kind, id: advisor.id },
      {
        onSuccess: () => {
          setIsArchiveConfirmOpen(false);
          const title =
            kind === 'sendActivationMail'
              ? t('advisors.actions.activationMailSent', { email: advisor.email })
              : kind === 'activate'
                ? t('advisors.actions.activated', { name })
                : t('advisors.actions.archived', { name });
          notify.success({ title });
        },
        onError: (error) => {
          setIsArchiveConfirmOpen(false);
          notify.error({ title: t('advisors.actions.failed'), description: errorMessage(error, t) });
        },
      },
    );

  return (
    <div
      role="group"
      aria-label={t('advisors.actions.label', { name })}
      className={cn('flex flex-wrap items-center', isRow ? 'gap-1.5' : 'gap-3')}
      data-testid="advisor-actions"
    >
      {isRow && (
        <Link
          to={paths.app.advisors.edit.getHref(advisor.id)}
          state={{ listSearch }}
          data-testid="advisor-edit"
          className={cn(
            'inline-flex items-center rounded-md bg-white font-semibold text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            SMALL,
          )}
        >
          {t('advisors.actions.edit')}
        </Link>
      )}
      {advisor.status === 'initial' && (
        <>
          <ActionButton
            isRow={isRow}
            isBusy={isBusy}
            onClick={() => run('sendActivationMail')}
            data-testid="advisor-send-activation-mail"
          >
            {t('advisors.actions.sendActivationMail')}
          </ActionButton>
          <ActionButton isRow={isRow} isBusy={isBusy} onClick={() => run('activate')} data-testid="advisor-activate">
            {t('advisors.actions.activate')}
          </ActionButton>
        </>
      )}
      {advisor.status !== 'deleted' && (
        <ActionButton
          isRow={isRow}
          isBusy={isBusy}
          className="text-red-700"
          onClick={() => setIsArchiveConfirmOpen(true)}
          data-testid="advisor-archive"
        >
          {t('advisors.actions.archive')}
        </ActionButton>
      )}
      <ConfirmDialog
        isOpen={isArchiveConfirmOpen}
        title={t('advisors.actions.archiveConfirm.title', { name })}
        description={t('advisors.actions.archiveConfirm.description')}
        confirmLabel={t('advisors.actions.archiveConfirm.confirm')}
        isPending={isBusy}
        onConfirm={() => run('archive')}
        onCancel={() => setIsArchiveConfirmOpen(false)}
        data-testid="advisor-archive-dialog"
      />
    </div>
  );
}
