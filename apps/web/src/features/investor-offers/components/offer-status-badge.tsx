import { kanbanColumnOf, KANBAN_COLUMNS, type TKanbanColor, type TOfferStatus } from '@emisja/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';

/** The kanban colours of spec section 4 (gray, yellow, purple, blue, green, red), used by the columns and the status badges. */
export const KANBAN_COLOR_CLASSES: Record<TKanbanColor, { badge: string; border: string }> = {
  gray: { badge: 'bg-gray-100 text-gray-700 ring-gray-300', border: 'border-gray-400' },
  yellow: { badge: 'bg-yellow-50 text-yellow-800 ring-yellow-300', border: 'border-yellow-400' },
  purple: { badge: 'bg-purple-50 text-purple-800 ring-purple-300', border: 'border-purple-500' },
  blue: { badge: 'bg-blue-50 text-blue-800 ring-blue-300', border: 'border-blue-500' },
  green: { badge: 'bg-green-50 text-green-800 ring-green-300', border: 'border-green-500' },
  red: { badge: 'bg-red-50 text-red-800 ring-red-300', border: 'border-red-500' },
};

export function statusColor(status: TOfferStatus): TKanbanColor {
  const columnId = kanbanColumnOf(status);
  return KANBAN_COLUMNS.find((column) => column.id === columnId)?.color ?? 'gray';
}

/** Labels of the statuses and of the `lost` column (rejected + declined). */
export function useOfferStatusLabel() {
  const { t } = useTranslation();
  return useCallback((status: TOfferStatus | 'lost') => t(`offerStatuses.${status}`), [t]);
}

export function OfferStatusBadge({ status, 'data-testid': testId }: { status: TOfferStatus; 'data-testid'?: string }) {
  const label = useOfferStatusLabel();
  return (
    <StatusBadge tone={KANBAN_COLOR_CLASSES[statusColor(status)].badge} isPill data-testid={testId} data-status={status}>
      {label(status)}
    </StatusBadge>
  );
}
