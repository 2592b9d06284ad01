import type { TCampaignState } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';

const TONES: Record<TCampaignState, string> = {
  running: 'bg-green-50 text-green-700 ring-green-600/20',
  notStarted: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
  finished: 'bg-gray-100 text-gray-600 ring-gray-500/20',
  inactive: 'bg-red-50 text-red-700 ring-red-600/20',
};

/** Where a campaign stands (spec section 4: not started, finished, inactive; otherwise running). */
export function CampaignStateBadge({ state }: { state: TCampaignState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[state]} data-testid="campaign-state" data-state={state}>
      {t(`campaign.states.${state}`)}
    </StatusBadge>
  );
}
