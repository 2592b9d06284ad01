import { ERROR_LABELS, type TKycPreview } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/lib/format';
import { useKycPreview } from '../api/get-kyc-preview';
import { kycGoneReason } from '../lib/kyc-api-errors';
import { IdentityVerificationBadge } from './identity-verification-badge';
import { KycLinkInactive } from './kyc-link-inactive';
import { KycLoadError, KycLoading } from './kyc-load-state';
import { KycAnswerSections } from '@/components/kyc/kyc-answer-sections';

type KycPreviewPageProps = {
  token: string;
  /** Why the form was not shown: it was submitted meanwhile (another tab, another device). */
  notice?: 'formInactive';
};

/** The submitted questionnaire, read-only (`GET .../preview/{token}`): a later visit of the link, or after the thanks. */
export function KycPreviewPage({ token, notice }: KycPreviewPageProps) {
  const { t } = useTranslation();
  const previewQuery = useKycPreview(token);
  if (kycGoneReason(previewQuery.error, { isAny404Dead: true }) === 'linkInactive') return <KycLinkInactive />;
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="kyc-preview">
      {notice === 'formInactive' && (
        <Alert tone="info" data-testid="kyc-form-inactive">
          {t(`errors.${ERROR_LABELS.formInactive}`)}
        </Alert>
      )}
      {previewQuery.isPending ? (
        <KycLoading text={t('kycForm.preview.loading')} />
      ) : previewQuery.isError ? (
        <KycLoadError
          error={previewQuery.error}
          title={t('kycForm.preview.loadFailed')}
          onRetry={() => void previewQuery.refetch()}
        />
      ) : (
        <KycPreviewContent preview={previewQuery.data} />
      )}
    </div>
  );
}

function KycPreviewContent({ preview }: { preview: TKycPreview }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <header className="space-y-3">
        <p className="text-sm font-medium text-gray-600">{t('kycForm.page.eyebrow')}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">{t('kycForm.preview.title')}</h1>
        <p className="text-gray-700">{t('kycForm.preview.description')}</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr] sm:items-center">
          <dt className="text-gray-500">{t('kycForm.preview.submittedAt')}</dt>
          <dd className="font-medium text-gray-900" data-testid="kyc-submitted-at">
            {format.dateTime(preview.submittedAt)}
          </dd>
          <dt className="text-gray-500">{t('kycForm.preview.verification')}</dt>
          <dd>
            <IdentityVerificationBadge status={preview.identityVerification} />
          </dd>
        </dl>
        <p className="text-xs text-gray-500">{t('kycForm.preview.masked')}</p>
      </header>
      <KycAnswerSections answers={preview.answers} testIdPrefix="kyc-summary" headingLevel={2} />
    </>
  );
}
