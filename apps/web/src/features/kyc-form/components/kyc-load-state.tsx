import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';

export function KycLoading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" data-testid="kyc-loading" className="flex items-center gap-2 text-sm text-gray-700">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-primary" />
      {text ?? t('kycForm.page.loading')}
    </p>
  );
}

/** A failure that may pass (server or network): the shared message and a retry. */
export function KycLoadError({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <Alert data-testid="kyc-load-error">
        <p className="font-semibold">{title ?? t('kycForm.page.loadFailed')}</p>
        <p className="mt-1">{errorMessage(error, t)}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('kycForm.page.retry')}
      </Button>
    </div>
  );
}
