import {
  IDENTITY_VERIFICATION_STATUS_LABELS,
  INVESTOR_KYC_STATUS_LABELS,
  KYC_REQUEST_STATUS_LABELS,
  type TIdentityVerificationStatus,
  type TInvestorKycState,
  type TInvestorKycStatus,
  type TKycRequestStatus,
} from '@emisja/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { currentLanguage } from '@/lib/i18n';

// The KYC statuses as badges: the KYC requests' screens, and the investor's questionnaire in the offers table, kanban and the
// offer page (docs/decisions/035). The words are the shared label tables (packages/shared kyc-dictionaries.ts), the ones
// e-mails and the public form use.

const REQUEST_TONES: Record<TKycRequestStatus, string> = {
  sent: 'bg-blue-50 text-blue-800 ring-blue-300',
  'in-progress': 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  submitted: 'bg-green-50 text-green-800 ring-green-300',
  expired: 'bg-gray-100 text-gray-700 ring-gray-300',
};

const INVESTOR_TONES: Record<TInvestorKycStatus, string> = {
  none: 'bg-white text-gray-600 ring-gray-300',
  ...REQUEST_TONES,
};

const VERIFICATION_TONES: Record<TIdentityVerificationStatus, string> = {
  'not-started': 'bg-gray-100 text-gray-700 ring-gray-300',
  'in-progress': 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  success: 'bg-green-50 text-green-800 ring-green-300',
  failed: 'bg-red-50 text-red-800 ring-red-300',
};

export function useKycRequestStatusLabel(): (status: TKycRequestStatus) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((status) => KYC_REQUEST_STATUS_LABELS[language][status], [language]);
}

export function useInvestorKycStatusLabel(): (status: TInvestorKycStatus) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((status) => INVESTOR_KYC_STATUS_LABELS[language][status], [language]);
}

export function useIdentityVerificationLabel(): (status: TIdentityVerificationStatus) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((status) => IDENTITY_VERIFICATION_STATUS_LABELS[language][status], [language]);
}

type BadgeProps<T> = { status: T; 'data-testid'?: string };

export function KycRequestStatusBadge({ status, 'data-testid': testId }: BadgeProps<TKycRequestStatus>) {
  const label = useKycRequestStatusLabel();
  return (
    <StatusBadge tone={REQUEST_TONES[status]} isPill data-testid={testId} data-status={status}>
      {label(status)}
    </StatusBadge>
  );
}

export function IdentityVerificationBadge({ status, 'data-testid': testId }: BadgeProps<TIdentityVerificationStatus>) {
  const label = useIdentityVerificationLabel();
  return (
    <StatusBadge tone={VERIFICATION_TONES[status]} isPill data-testid={testId} data-status={status}>
      {label(status)}
    </StatusBadge>
  );
}

/**
 * An investor's questionnaire (`none` when none was sent), and once submitted its identity verification beside it: a payment
 * is confirmed only after the submission (product-decisions section 9). `isCompact` (kanban cards): one small line.
 */
export function InvestorKycBadges({
  kyc,
  isCompact = false,
  'data-testid': testId,
}: {
  kyc: TInvestorKycState;
  isCompact?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const statusLabel = useInvestorKycStatusLabel();
  const verificationLabel = useIdentityVerificationLabel();
  const isSubmitted = kyc.status === 'submitted';
  const status = statusLabel(kyc.status);
  const verification = verificationLabel(kyc.identityVerification);
  if (isCompact) {
    const tone = isSubmitted ? VERIFICATION_TONES[kyc.identityVerification] : INVESTOR_TONES[kyc.status];
    return (
      <StatusBadge
        tone={isSubmitted && kyc.identityVerification === 'not-started' ? INVESTOR_TONES.submitted : tone}
        isPill
        data-testid={testId}
        data-status={kyc.status}
        data-identity-verification={kyc.identityVerification}
        title={t('common.kyc.title', { status, verification })}
      >
        {isSubmitted ? t('common.kyc.submittedBadge', { verification }) : t('common.kyc.badge', { status })}
      </StatusBadge>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid={testId} data-status={kyc.status}>
      <StatusBadge tone={INVESTOR_TONES[kyc.status]} isPill data-testid="kyc-status-badge" data-status={kyc.status}>
        {status}
      </StatusBadge>
      {isSubmitted && <IdentityVerificationBadge status={kyc.identityVerification} data-testid="kyc-identity-badge" />}
    </span>
  );
}
