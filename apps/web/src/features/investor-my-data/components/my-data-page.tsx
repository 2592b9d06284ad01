import { IDENTITY_VERIFICATION_STATUS_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useLastLeadForm } from '../api/get-last-lead-form';
import { CorrectionRequestForm } from './correction-request-form';
import { LeadFormSections } from './lead-form-sections';

/**
 * `/app/my-data` (product-decisions section 10): the last submitted questionnaire, the identity verification, and a way to
 * ask the advisor for a correction; a clear empty state before the first questionnaire.
 */
export function MyDataPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const leadForm = useLastLeadForm();
  const language = currentLanguage(i18n);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorPanel.myData.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('investorPanel.myData.subtitle')}</p>
      </header>
      {leadForm.isPending ? (
        <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>
      ) : leadForm.isError ? (
        <RetryAlert error={leadForm.error} onRetry={() => void leadForm.refetch()} />
      ) : leadForm.data === null ? (
        <EmptyState
          data-testid="my-data-empty"
          title={t('investorPanel.myData.emptyTitle')}
          description={t('investorPanel.myData.emptyDescription')}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <LeadFormSections answers={leadForm.data.answers} />
          </div>
          <aside className="space-y-6">
            <section
              aria-labelledby="my-data-status-heading"
              className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
            >
              <h2 id="my-data-status-heading" className="text-base font-semibold text-gray-900">
                {t('investorPanel.myData.statusTitle')}
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="text-gray-500">{t('investorPanel.myData.submittedAt')}</dt>
                  <dd className="font-medium text-gray-900" data-testid="my-data-submitted-at">
                    {format.dateTime(leadForm.data.submittedAt)}
                  </dd>
                </div>
                <div>
                  <dt className="text-gray-500">{t('investorPanel.kyc.identityVerification')}</dt>
                  <dd className="font-medium text-gray-900" data-testid="my-data-identity">
                    {IDENTITY_VERIFICATION_STATUS_LABELS[language][leadForm.data.identityVerification]}
                  </dd>
                </div>
              </dl>
              <p className="mt-4 text-xs text-gray-500">{t('investorPanel.myData.maskedNote')}</p>
            </section>
            <section
              aria-labelledby="my-data-correction-heading"
              className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
            >
              <h2 id="my-data-correction-heading" className="mb-3 text-base font-semibold text-gray-900">
                {t('investorPanel.myData.correction.title')}
              </h2>
              <CorrectionRequestForm />
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
