import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BackToListLink, DetailSection } from '@/components/ui/detail-page';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TermList } from '@/components/ui/term-list';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useKycRequest } from '../api/get-kyc-request';
import { IdentityVerification } from './identity-verification';
import { KycAnswerSections } from '@/components/kyc/kyc-answer-sections';
import { IdentityVerificationBadge, KycRequestStatusBadge } from '@/components/kyc/kyc-status-badges';

/**
 * `/app/kyc/{id}`: one KYC request (ZKycRequestDetailSchema): who it was sent to and by whom, its dates and status, the
 * identity verification with its history and decisions, and the answers in the questionnaire's seven sections ("not
 * submitted yet" before the investor sends them).
 */
export function KycRequestDetail({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const request = useKycRequest(requestId);

  // "Back to the list": the list (with its filters) the request was opened from, else the list.
  const back = (
    <BackToListLink listPath={paths.app.kyc.list.getHref()} data-testid="kyc-request-back">
      {t('kycRequests.detail.back')}
    </BackToListLink>
  );
  const heading = <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('kycRequests.detail.title')}</h1>;

  if (request.isPending) {
    return (
      <div className="space-y-4">
        {back}
        {heading}
        <p role="status" className="text-gray-500" data-testid="kyc-request-loading">
          {t('kycRequests.detail.loading')}
        </p>
      </div>
    );
  }
  if (request.isError) {
    return (
      <div className="space-y-4">
        {back}
        {heading}
        <RetryAlert
          error={request.error}
          notFoundMessage={t('kycRequests.detail.notFound')}
          onRetry={() => void request.refetch()}
          data-testid="kyc-request-error"
        />
      </div>
    );
  }

  const data = request.data;
  const dateTime = (value: string | null) => (value ? <time dateTime={value}>{format.dateTime(value)}</time> : '—');
  const isSubmitted = data.status === 'submitted';

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        {back}
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          <KycRequestStatusBadge status={data.status} data-testid="kyc-request-status" />
        </div>
        <p className="break-all text-gray-700" data-testid="kyc-request-investor">
          {data.investorName ? `${data.investorName} · ${data.investorEmail}` : data.investorEmail}
        </p>
      </div>

      <DetailSection id="kyc-request-summary" title={t('kycRequests.detail.summary')}>
        <TermList
          className="grid gap-4 rounded-lg bg-white p-4 text-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="kyc-request-terms"
          itemTestIdPrefix="kyc-request-field"
          items={[
            { id: 'investorEmail', label: t('kycRequests.fields.investorEmail'), value: data.investorEmail },
            { id: 'investorName', label: t('kycRequests.fields.investorName'), value: data.investorName ?? '—' },
            { id: 'advisorName', label: t('kycRequests.fields.advisorName'), value: data.advisorName },
            {
              id: 'status',
              label: t('kycRequests.fields.status'),
              value: <KycRequestStatusBadge status={data.status} />,
            },
            {
              id: 'identityVerification',
              label: t('kycRequests.fields.identityVerification'),
              value: <IdentityVerificationBadge status={data.identityVerification} />,
            },
            { id: 'createdAt', label: t('kycRequests.fields.createdAt'), value: dateTime(data.createdAt) },
            { id: 'submittedAt', label: t('kycRequests.fields.submittedAt'), value: dateTime(data.submittedAt) },
            {
              id: 'expiresAt',
              // A submitted questionnaire's link is closed by the submission, not by the date.
              label: data.status === 'expired' ? t('kycRequests.fields.expiredAt') : t('kycRequests.fields.expiresAt'),
              value: isSubmitted ? '—' : dateTime(data.expiresAt),
            },
          ]}
        />
      </DetailSection>

      <IdentityVerification request={data} />

      <DetailSection id="kyc-request-answers" title={t('kycRequests.detail.answers')}>
        {data.answers === null ? (
          <p className="text-sm text-gray-500" data-testid="kyc-request-not-submitted">
            {t('kycRequests.detail.notSubmitted')}
          </p>
        ) : (
          <>
            {/* The contract allows the last saved draft before the submission: it is said to be one. */}
            {!isSubmitted && (
              <Alert tone="info" data-testid="kyc-request-draft">
                {t('kycRequests.detail.draft')}
              </Alert>
            )}
            <KycAnswerSections answers={data.answers} testIdPrefix="kyc-answers" headingLevel={3} />
          </>
        )}
      </DetailSection>
    </div>
  );
}
