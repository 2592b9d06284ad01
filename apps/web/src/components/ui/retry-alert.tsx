import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-messages';
import { Alert } from './alert';
import { Button } from './button';

type RetryAlertProps = {
  /** The failure; its message (spec section 8) is shown unless `message` says otherwise. */
  error: unknown;
  message?: string;
  /** "Try again"; no button when a retry cannot help (a 404). */
  onRetry?: () => void;
  'data-testid'?: string;
  retryTestId?: string;
};

/** A load that failed, in a page, a list or a table: what went wrong and "Try again". */
export function RetryAlert({ error, message, onRetry, 'data-testid': testId, retryTestId }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert data-testid={testId} className="flex flex-wrap items-center justify-between gap-3">
      <span>{message ?? errorMessage(error, t)}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} data-testid={retryTestId}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
