import {
  IDENTITY_VERIFICATION_STATUS_LABELS,
  KYC_REQUEST_STATUS_LABELS,
  type TIdentityVerificationStatus,
  type TKycRequestStatus,
} from '@emisja/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { currentLanguage } from '@/lib/i18n';

// The words are the shared label tables (packages/shared kyc-dictionaries.ts), the ones e-mails and the public form use.

const REQUEST_TONES: Record<TKycRequestStatus, string> = {
  sent: 'bg-blue-50 text-blue-800 ring-blue-300',
  'in-progress': 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  submitted: 'bg-green-50 text-green-800 ring-green-300',
  expired: 'bg-gray-100 text-gray-700 ring-gray-300',
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
