import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import type { TKycDraftSaveState } from '../hooks/use-kyc-draft-saver';

/** Where the draft stands: saving, saved at HH:MM, or failed with a retry (the form keeps everything typed). */
export function KycSaveStatus({ state, onRetry }: { state: TKycDraftSaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (state.status === 'failed') {
    return (
      <Alert data-testid="kyc-draft-failed">
        <p>{t('kycForm.draft.failed', { message: errorMessage(state.error, t) })}</p>
        <p className="mt-1">{t('kycForm.draft.failedKept')}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry} data-testid="kyc-draft-retry">
          {t('kycForm.draft.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-gray-600" data-testid="kyc-draft-status">
      {state.status === 'saving' && t('kycForm.draft.saving')}
      {state.status === 'saved' && t('kycForm.draft.savedAt', { time: format.time(state.savedAt) })}
      {state.status === 'idle' && t('kycForm.draft.hint')}
    </p>
  );
}
