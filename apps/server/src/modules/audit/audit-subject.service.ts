import type { DbExecutor } from '../../db/client.ts';
import { countAuditRowsBy, findAuditRowsAbout, replaceActorLabel } from './audit-subject.repository.ts';

// The audit log seen from one person's side (docs/decisions/049): the personal-data export lists the rows by the investor or
// about their records; the erasure keeps the rows (accountability) but replaces the e-mail they were labelled with.

export interface AuditRowAbout {
  action: string;
  entityType: string | null;
  entityId: string | null;
  ip: string | null;
  at: Date;
}

/** Rows of the landing page written by `userId` or about one of `entityIds`, oldest first. */
export function auditRowsAbout(
  db: DbExecutor,
  landingPageId: string,
  userId: string,
  entityIds: string[],
): Promise<AuditRowAbout[]> {
  return findAuditRowsAbout(db, landingPageId, userId, entityIds);
}

/** How many rows of the landing page `userId` wrote. */
export function countAuditRowsOf(db: DbExecutor, landingPageId: string, userId: string): Promise<number> {
  return countAuditRowsBy(db, landingPageId, userId);
}

/** Rows of the landing page labelled `label` (an erased investor's e-mail) are labelled `replacement` from now on. */
export function relabelAuditActor(db: DbExecutor, landingPageId: string, label: string, replacement: string): Promise<void> {
  return replaceActorLabel(db, landingPageId, label, replacement);
}
