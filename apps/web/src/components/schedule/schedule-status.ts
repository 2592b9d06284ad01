import type { TScheduleEntryStatus, TServicedScheduleEntry } from '@emisja/shared';

// How both panels show a schedule row's status (components/schedule/payment-schedule-table.tsx).

/**
 * A row whose payment date has passed without a payment: the server reads such a row as `unpaid` (product-decisions
 * section 10, derived at read: docs/decisions/033-investor-panel-server.md); a `scheduled` row past its date counts too (the
 * day turned since the server answered). `today` is `yyyy-mm-dd` in the business time zone.
 */
export function isOverdue(entry: Pick<TServicedScheduleEntry, 'status' | 'paymentDate'>, today: string): boolean {
  return entry.status === 'unpaid' || (entry.status === 'scheduled' && entry.paymentDate < today);
}

/** The colours of the schedule statuses: paid green, partially paid amber, unpaid red, scheduled and cancelled grey. */
export const SCHEDULE_STATUS_TONES: Record<TScheduleEntryStatus, string> = {
  scheduled: 'bg-gray-100 text-gray-700 ring-gray-300',
  unpaid: 'bg-red-50 text-red-800 ring-red-300',
  paid: 'bg-green-50 text-green-800 ring-green-300',
  'partially paid': 'bg-amber-50 text-amber-800 ring-amber-300',
  cancelled: 'bg-gray-50 text-gray-500 ring-gray-200 line-through',
};

/** The locale key of a status ('partially paid' -> partiallyPaid). */
export const SCHEDULE_STATUS_KEYS = {
  scheduled: 'scheduled',
  unpaid: 'unpaid',
  paid: 'paid',
  'partially paid': 'partiallyPaid',
  cancelled: 'cancelled',
} as const satisfies Record<TScheduleEntryStatus, string>;
