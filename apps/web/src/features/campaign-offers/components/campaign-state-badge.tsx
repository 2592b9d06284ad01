import type { TCampaignState } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

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
    <span
      data-testid="campaign-state"
      data-state={state}
      className={cn('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[state])}
    >
      {t(`campaignOffers.states.${state}`)}
    </span>
  );
}
