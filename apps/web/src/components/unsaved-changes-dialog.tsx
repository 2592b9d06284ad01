import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';

/** The question of useUnsavedChangesGuard: leave and lose the changes, or stay on the form. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useTranslation();
  const { blocker } = guard;
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={t('common.unsavedChanges.title')}
      description={t('common.unsavedChanges.description')}
      confirmLabel={t('common.unsavedChanges.leave')}
      cancelLabel={t('common.unsavedChanges.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      data-testid="unsaved-changes-dialog"
    />
  );
}
