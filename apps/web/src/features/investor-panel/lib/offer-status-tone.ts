import { KANBAN_COLUMNS, kanbanColumnOf, type TKanbanColor, type TOfferStatus } from '@emisja/shared';

/** The kanban colours of spec section 4 (the advisor's columns), so a status reads the same in both panels. */
const TONES: Record<TKanbanColor, string> = {
  gray: 'bg-gray-100 text-gray-700 ring-gray-300',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  purple: 'bg-purple-50 text-purple-800 ring-purple-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-300',
  green: 'bg-green-50 text-green-800 ring-green-300',
  red: 'bg-red-50 text-red-800 ring-red-300',
};

export function offerStatusTone(status: TOfferStatus): string {
  const column = kanbanColumnOf(status);
  return TONES[KANBAN_COLUMNS.find((candidate) => candidate.id === column)?.color ?? 'gray'];
}
