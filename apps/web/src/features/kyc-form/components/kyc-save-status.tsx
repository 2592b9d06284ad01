import { BUSINESS_TIME_ZONE } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { currentLanguage } from '@/lib/i18n';
import type { TKycDraftSaveState } from '../hooks/use-kyc-draft-saver';

/** 'HH:MM' of a save, in the platform's time zone like every time the app shows. */
function timeOf(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** Where the draft stands: saving, saved at HH:MM, or failed with a retry (the form keeps everything typed). */
export function KycSaveStatus({ state, onRetry }: { state: TKycDraftSaveState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
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
      {state.status === 'saved' && t('kycForm.draft.savedAt', { time: timeOf(state.savedAt, language) })}
      {state.status === 'idle' && t('kycForm.draft.hint')}
    </p>
  );
}
