import { z } from 'zod';

// The audit trail (issue 15, docs/decisions/043): `GET /api/advisor/audit` (admins, the list conventions of product-decisions
// section 6) and its CSV export `GET /api/advisor/audit.csv` with the same filters.

/**
 * Filters: actor (like: the actor's e-mail or label), impersonator (like: the admin's e-mail), action (leq, like),
 * entityType (leq), entityId (leq), createdAt (gte, lte: days in Europe/Warsaw or date-times). Sorting: createdAt, action,
 * entityType.
 */
export const AUDIT_LIST_COLUMNS = ['actor', 'impersonator', 'action', 'entityType', 'entityId', 'createdAt'] as const;
export const AUDIT_SORT_COLUMNS = ['createdAt', 'action', 'entityType'] as const;

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
