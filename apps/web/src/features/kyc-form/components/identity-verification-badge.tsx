import { IDENTITY_VERIFICATION_STATUS_LABELS, type TIdentityVerificationStatus } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

const TONES: Record<TIdentityVerificationStatus, string> = {
  'not-started': 'bg-gray-50 text-gray-700 ring-gray-200',
  'in-progress': 'bg-amber-50 text-amber-800 ring-amber-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** The identity verification status of spec section 4 ("in progress" / "verified" / "failed"), labels from the shared table. */
export function IdentityVerificationBadge({ status }: { status: TIdentityVerificationStatus }) {
  const { i18n } = useTranslation();
  return (
    <span
      data-testid="kyc-identity-verification"
      data-status={status}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset', TONES[status])}
    >
      {IDENTITY_VERIFICATION_STATUS_LABELS[currentLanguage(i18n)][status]}
    </span>
  );
}
