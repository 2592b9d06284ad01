import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyStatus } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';

export function OfferLoading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <BusyStatus data-testid="offer-loading">{text ?? t('publicOffer.page.loading')}</BusyStatus>;
}

/** A failure that may pass (server or network): the shared message and a retry. */
export function OfferLoadError({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <Alert data-testid="offer-load-error">
        <p className="font-semibold">{title ?? t('publicOffer.page.loadFailed')}</p>
        <p className="mt-1">{errorMessage(error, t)}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
