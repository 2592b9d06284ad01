import { IDENTITY_VERIFICATION_STATUS_LABELS, KYC_REQUEST_STATUS_LABELS, type TInvestorKycState } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/**
 * The questionnaire (KYC) as far as the home shows it: its status, the identity verification, and what to do next. The
 * questionnaire itself opens from the advisor's e-mail link (its token is the form's credential); once submitted, "my data"
 * shows the answers.
 */
export function KycState({ kyc }: { kyc: TInvestorKycState }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = currentLanguage(i18n);
  const isSubmitted = kyc.status === 'submitted';
  const statusLabel = kyc.status === 'none' ? t('investorPanel.kyc.none') : KYC_REQUEST_STATUS_LABELS[language][kyc.status];
  return (
    <div className="space-y-3 text-sm" data-testid="kyc-state" data-status={kyc.status}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">{t('investorPanel.kyc.status')}</dt>
          <dd className="font-medium text-gray-900" data-testid="kyc-status">
            {statusLabel}
            {kyc.submittedAt && <span className="font-normal text-gray-500"> · {format.dateTime(kyc.submittedAt)}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('investorPanel.kyc.identityVerification')}</dt>
          <dd className="font-medium text-gray-900" data-testid="kyc-identity">
            {IDENTITY_VERIFICATION_STATUS_LABELS[language][kyc.identityVerification]}
          </dd>
        </div>
      </dl>
      <p className="text-gray-600" data-testid="kyc-next-step">
        {t(`investorPanel.kyc.nextStep.${kyc.status}`)}
      </p>
      <p>
        <Link to={paths.app.myData.getHref()} className={TEXT_LINK_CLASSES} data-testid="kyc-my-data-link">
          {isSubmitted ? t('investorPanel.kyc.seeMyData') : t('investorPanel.kyc.openMyData')}
        </Link>
      </p>
    </div>
  );
}
