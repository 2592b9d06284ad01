import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-messages';
import { Alert } from './alert';
import { Button } from './button';

type RetryAlertProps = {
  /** The failure; its message (spec section 8) is shown unless `message` says otherwise. */
  error: unknown;
  message?: string;
  /**
   * What to say when the server answered 404 (the record does not exist or is not the caller's): shown instead of the
   * error's message and without "Try again", since a retry cannot help.
   */
  notFoundMessage?: string;
  /** "Try again"; no button when a retry cannot help. */
  onRetry?: () => void;
  'data-testid'?: string;
  retryTestId?: string;
};

/** A load that failed, in a page, a list or a table: what went wrong and "Try again". */
export function RetryAlert({ error, message, notFoundMessage, onRetry, 'data-testid': testId, retryTestId }: RetryAlertProps) {
  const { t } = useTranslation();
  const isNotFound = notFoundMessage !== undefined && error instanceof ApiError && error.status === 404;
  return (
    <Alert data-testid={testId} className="flex flex-wrap items-center justify-between gap-3">
      <span>{isNotFound ? notFoundMessage : (message ?? errorMessage(error, t))}</span>
      {onRetry && !isNotFound && (
        <Button variant="secondary" onClick={onRetry} data-testid={retryTestId}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
