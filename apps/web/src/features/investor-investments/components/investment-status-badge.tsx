import type { TInvestmentStatus } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';

const TONES: Record<TInvestmentStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-300',
  finished: 'bg-gray-100 text-gray-700 ring-gray-300',
};

export function InvestmentStatusBadge({ status }: { status: TInvestmentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} isPill data-testid="investment-status" data-status={status}>
      {t(`investorPanel.investments.statuses.${status}`)}
    </StatusBadge>
  );
}
