import type { TOfferStatus } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { offerStatusTone } from '../lib/offer-status-tone';

export function OfferStatusBadge({ status }: { status: TOfferStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={offerStatusTone(status)} isPill data-testid="offer-status-badge" data-status={status}>
      {t(`offerStatuses.${status}`)}
    </StatusBadge>
  );
}
