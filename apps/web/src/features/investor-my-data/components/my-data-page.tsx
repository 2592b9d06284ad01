import { IDENTITY_VERIFICATION_STATUS_LABELS } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { InvestorListPage } from '@/components/investor-panel/investor-list-page';
import { PANEL_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useLastLeadForm } from '../api/get-last-lead-form';
import { CorrectionRequestForm } from './correction-request-form';
import { KycAnswerSections } from '@/components/kyc/kyc-answer-sections';
import { PersonalDataDownload } from './personal-data-download';

/**
 * `/app/my-data` (product-decisions section 10): the last submitted questionnaire, the identity verification, and a way to
 * ask the advisor for a correction; a clear empty state before the first questionnaire; "Download my data" in both.
 */
export function MyDataPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const leadForm = useLastLeadForm();
  const language = currentLanguage(i18n);
  return (
    <InvestorListPage
      title={t('investorPanel.myData.title')}
      subtitle={t('investorPanel.myData.subtitle')}
      query={leadForm}
      isEmpty={(data) => data === null}
      empty={{
        'data-testid': 'my-data-empty',
        title: t('investorPanel.myData.emptyTitle'),
        description: t('investorPanel.myData.emptyDescription'),
        action: <PersonalDataDownload />,
      }}
    >
      {(data) =>
        data && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <KycAnswerSections answers={data.answers} testIdPrefix="my-data" headingLevel={2} />
            </div>
            <aside className="space-y-6">
              <section aria-labelledby="my-data-status-heading" className={PANEL_CARD_CLASSES}>
                <h2 id="my-data-status-heading" className="text-base font-semibold text-gray-900">
                  {t('investorPanel.myData.statusTitle')}
                </h2>
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="text-gray-500">{t('investorPanel.myData.submittedAt')}</dt>
                    <dd className="font-medium text-gray-900" data-testid="my-data-submitted-at">
                      {format.dateTime(data.submittedAt)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-gray-500">{t('investorPanel.kyc.identityVerification')}</dt>
                    <dd className="font-medium text-gray-900" data-testid="my-data-identity">
                      {IDENTITY_VERIFICATION_STATUS_LABELS[language][data.identityVerification]}
                    </dd>
                  </div>
                </dl>
                <p className="mt-4 text-xs text-gray-500">{t('investorPanel.myData.maskedNote')}</p>
              </section>
              <section aria-labelledby="my-data-correction-heading" className={PANEL_CARD_CLASSES}>
                <h2 id="my-data-correction-heading" className="mb-3 text-base font-semibold text-gray-900">
                  {t('investorPanel.myData.correction.title')}
                </h2>
                <CorrectionRequestForm />
              </section>
              <PersonalDataDownload />
            </aside>
          </div>
        )
      }
    </InvestorListPage>
  );
}
