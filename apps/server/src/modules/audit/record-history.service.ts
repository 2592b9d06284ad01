import type { TAuditRow, TListQuery } from '@emisja/shared';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import { assertAdvisorVisible } from '../advisors/advisors.service.ts';
import { findAuditRows } from './audit.repository.ts';
import { toAuditRow } from './audit.service.ts';

// A record's own history outside the admin's audit trail (issue 15: "the advisor page shows its own history";
// docs/decisions/048): whoever may open the advisor's page reads its audit rows, a coordinator included (product-decisions
// section 2: coordinators manage the advisors of the networks they coordinate). The trail itself stays the admin's.

/**
 * `GET /api/advisor/advisor/{id}/history`: the audit rows of the advisor (record `advisor`, id), newest first, for the admin
 * and the coordinators of the advisor's networks (advisors 403; an advisor outside the caller's scope 404). The query's
 * own record filters are replaced, so no filter reaches another record.
 */
export async function listAdvisorHistory(
  context: RequestContext,
  actor: AdvisorActor,
  advisorId: string,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TAuditRow>> {
  await assertAdvisorVisible(context, actor, advisorId);
  const filters = [
    ...query.filters.filter((filter) => filter.column !== 'entityType' && filter.column !== 'entityId'),
    { column: 'entityType', operator: 'leq' as const, value: 'advisor' },
    { column: 'entityId', operator: 'leq' as const, value: advisorId },
  ];
  return mapListPage(await findAuditRows(context.db, context.landing.id, { ...query, filters }, options), toAuditRow);
}
