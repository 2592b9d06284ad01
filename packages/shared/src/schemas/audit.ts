import { z } from 'zod';
import type { TListFilterOperator } from './list-query.ts';

// The audit trail (issue 15, docs/decisions/043): `GET /api/advisor/audit` (admins, the list conventions of product-decisions
// section 6) and its CSV export `GET /api/advisor/audit.csv` with the same filters.

/**
 * Filters and their operators: actor and impersonator (the e-mail, or the recorded label of an event without an account),
 * action, record type and id, the date range (days in Europe/Warsaw or date-times). Sorting: AUDIT_LIST_SORT_COLUMNS,
 * newest first by default.
 */
export const AUDIT_LIST_FILTERS = {
  actor: ['like', 'leq'],
  impersonator: ['like', 'leq'],
  action: ['like', 'leq'],
  entityType: ['leq'],
  entityId: ['leq'],
  createdAt: ['gte', 'lte'],
  createdAtFrom: ['gte'],
  createdAtTo: ['lte'],
} as const satisfies Record<string, readonly TListFilterOperator[]>;
export const AUDIT_LIST_SORT_COLUMNS = ['createdAt', 'action', 'entityType'] as const;
export const AUDIT_LIST_DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const;

export const ZAuditRowSchema = z.object({
  id: z.number().int(),
  /** ISO date-time (UTC). */
  createdAt: z.string(),
  action: z.string(),
  /** Who: the user (null for an event without an account) and how to name them (e-mail, else the recorded label). */
  actor: z.object({ userId: z.uuid().nullable(), label: z.string().nullable() }),
  /** The admin behind an impersonated session ("on behalf of"), else null. */
  impersonator: z.object({ userId: z.uuid(), label: z.string().nullable() }).nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRowSchema>;
