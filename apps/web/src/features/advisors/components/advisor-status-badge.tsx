import { ADVISOR_STATUS_LABELS, type TAdvisorStatus } from '@emisja/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';

const TONES: Record<TAdvisorStatus, string> = {
  initial: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
  active: 'bg-green-50 text-green-700 ring-green-600/20',
  deleted: 'bg-gray-100 text-gray-600 ring-gray-500/20',
};

/** The status label of spec section 4 (advisorStatusInitial / Active / Deleted). */
export function useAdvisorStatusLabel(): (status: TAdvisorStatus) => string {
  const { t } = useTranslation();
  return useCallback((status) => t(`advisors.statuses.${ADVISOR_STATUS_LABELS[status]}`), [t]);
}

export function AdvisorStatusBadge({ status, 'data-testid': testId }: { status: TAdvisorStatus; 'data-testid'?: string }) {
  const label = useAdvisorStatusLabel();
  return (
    <StatusBadge tone={TONES[status]} data-testid={testId} data-status={status}>
      {label(status)}
    </StatusBadge>
  );
}
