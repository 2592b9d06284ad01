import type { TNetworkDetail } from '@emisja/shared';
import { fieldViolation, invalidFields, notFound, violation } from '../../lib/app-error.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { requireAdmin } from './advisor-actor.service.ts';
import {
  findActiveAdvisorIds,
  findNetworkDetails,
  insertNetwork,
  isNetworkNameTaken,
  lockNetwork,
  renameNetwork,
  setNetworkCoordinators,
} from './networks.repository.ts';

// Network management of the issuer's back office (issue 14; product-decisions section 11): the admin creates networks,
// renames them and chooses their coordinators among the landing page's active advisors. A coordinator must belong to the
// network (decision 013): choosing one who does not makes them a member too. Audited with before and after.

/** `GET /api/advisor/network-details` (admin): every network with its member count and coordinators. */
export async function listNetworkDetails(context: RequestContext, actor: AdvisorActor): Promise<TNetworkDetail[]> {
  requireAdmin(actor);
  return findNetworkDetails(context.db, actor.landingPageId);
}

async function networkDetail(context: RequestContext, landingPageId: string, networkId: string): Promise<TNetworkDetail> {
  const [detail] = await findNetworkDetails(context.db, landingPageId, networkId);
  if (!detail) throw notFound();
  return detail;
}

/** `POST /api/advisor/network` (admin). */
export async function createNetwork(
  context: RequestContext,
  actor: AdvisorActor,
  input: { name: string },
): Promise<TNetworkDetail> {
  requireAdmin(actor);
  const id = await context.db.transaction(async (tx) => {
    if (await isNetworkNameTaken(tx, actor.landingPageId, input.name)) {
      throw fieldViolation('name', 'validation.nameTaken', context.language);
    }
    const networkId = await insertNetwork(tx, actor.landingPageId, input.name);
    await writeAudit(tx, context, {
      action: 'network.created',
      actor: { userId: actor.userId },
      entity: { type: 'network', id: networkId },
      after: { name: input.name },
    });
    return networkId;
  });
  return networkDetail(context, actor.landingPageId, id);
}

/** `PUT /api/advisor/network/{id}` (admin): name and coordinators. */
export async function updateNetwork(
  context: RequestContext,
  actor: AdvisorActor,
  networkId: string,
  input: { name: string; coordinatorIds: string[] },
): Promise<TNetworkDetail> {
  requireAdmin(actor);
  const before = await networkDetail(context, actor.landingPageId, networkId);
  await context.db.transaction(async (tx) => {
    if (!(await lockNetwork(tx, actor.landingPageId, networkId))) throw notFound();
    const violations = [];
    if (await isNetworkNameTaken(tx, actor.landingPageId, input.name, networkId)) {
      violations.push(violation('name', 'validation.nameTaken', context.language));
    }
    const active = new Set(await findActiveAdvisorIds(tx, actor.landingPageId, input.coordinatorIds));
    input.coordinatorIds.forEach((advisorId, index) => {
      if (!active.has(advisorId))
        violations.push(violation(`coordinatorIds.${index}`, 'validation.advisorNotActive', context.language));
    });
    if (violations.length > 0) throw invalidFields(violations);
    await renameNetwork(tx, actor.landingPageId, networkId, input.name);
    await setNetworkCoordinators(tx, actor.landingPageId, networkId, input.coordinatorIds);
    await writeAudit(tx, context, {
      action: 'network.updated',
      actor: { userId: actor.userId },
      entity: { type: 'network', id: networkId },
      before: { name: before.name, coordinatorIds: before.coordinators.map((coordinator) => coordinator.advisorId) },
      after: { name: input.name, coordinatorIds: input.coordinatorIds },
    });
  });
  return networkDetail(context, actor.landingPageId, networkId);
}
