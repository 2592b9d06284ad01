import {
  advisorFormDefinition,
  type TAdvisor,
  type TAdvisorData,
  type TAdvisorFormDefinition,
  type TListQuery,
  type TNetwork,
  type TViolation,
} from '@emisja/shared';
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client.ts';
import { conflict, forbidden, invalidFields, notFound, violation } from '../../lib/app-error.ts';
import type { ListPage } from '../../lib/list-query/index.ts';
import type { PiiCipher } from '../../lib/pii/index.ts';
import { requireOwnSession, requireSession, type AdvisorActor, type RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { sendActivationEmail } from '../auth/account.service.ts';
import {
  changeAccountEmail,
  endAdvisorPanelAccess,
  findAccountByEmail,
  findAccountById,
  findOrCreateAccount,
  grantAdvisorPanel,
  isAccountOnlyThisAdvisor,
  reactivateAccount,
  revokeAccountLinks,
} from '../auth/accounts.service.ts';
import { isAdminOrCoordinator, managedNetworkScope } from './advisor-actor.service.ts';
import { auditedDocumentNumber, openAdvisorDocumentNumber, sealAdvisorDocumentNumber } from './advisor-document-number.ts';
import {
  advisorUniqueViolationOf,
  findAdvisorRecord,
  findAdvisors,
  findNetworks,
  insertAdvisor,
  isAdvisorEmailTaken,
  replaceAdvisorMemberships,
  setAdvisorActive,
  setAdvisorArchived,
  updateAdvisorFields,
  type AdvisorFields,
  type AdvisorListRow,
  type AdvisorListScope,
  type AdvisorMembership,
  type AdvisorRecord,
} from './advisors.repository.ts';

// Advisor management (spec sections 3 and 4; product-decisions section 2; docs/decisions/013-advisor-management.md). An admin
// manages every advisor of the landing page, a coordinator the advisors of the networks they coordinate, a plain advisor
// none (403). An advisor outside the caller's scope, or of another landing page, does not exist for them (404).
// The identity document number is stored encrypted (advisor-document-number.ts): the services take the personal data cipher
// (`app.kyc.cipher`) after the context.

/** A change of an advisor and the activation e-mail it wrote, to dispatch after the commit. */
export interface AdvisorChange {
  advisor: TAdvisor;
  outboxIds: string[];
}

// ---------------------------------------------------------------------------------------------------------------------------
// Scope and mapping.

function assertCanManageAdvisors(actor: AdvisorActor): void {
  if (!isAdminOrCoordinator(actor)) throw forbidden();
}

function scopeOf(actor: AdvisorActor): AdvisorListScope {
  return { landingPageId: actor.landingPageId, visibleNetworkIds: managedNetworkScope(actor) };
}

/**
 * The advisor `advisorId` for a change by `actor`: 404 outside their scope. A coordinator may see an admin who belongs to
 * one of their networks but never change them (the admin's record is the admin's own business): 403.
 */
async function findManagedAdvisor(
  db: DbExecutor,
  actor: AdvisorActor,
  advisorId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdvisorRecord> {
  assertCanManageAdvisors(actor);
  const record = await findAdvisorRecord(db, scopeOf(actor), advisorId, options);
  if (!record) throw notFound();
  if (record.role === 'admin' && !actor.isAdmin) throw forbidden();
  return record;
}

/** The record just written, read in the same transaction (outside the caller's scope too: a coordinator may move it out). */
async function reread(db: DbExecutor, landingPageId: string, advisorId: string): Promise<AdvisorRecord> {
  const record = await findAdvisorRecord(db, { landingPageId, visibleNetworkIds: 'all' }, advisorId);
  if (!record) throw notFound();
  return record;
}

/** The advisor as the API shows it, the document number decrypted. */
export function toAdvisor(record: AdvisorRecord, pii: PiiCipher): TAdvisor {
  const networkIds = record.memberships.map((membership) => membership.networkId).sort();
  return {
    id: record.id,
    firstName: record.firstName,
    surname: record.surname,
    email: record.email,
    brokerNetworkIds: networkIds,
    coordinatedNetworkIds: record.memberships
      .filter((membership) => membership.isCoordinator)
      .map((membership) => membership.networkId)
      .sort(),
    status: record.status,
    role: record.role,
    externalId: record.externalId,
    phoneNo: record.phoneNo,
    documentType: record.documentType,
    documentNo: openAdvisorDocumentNumber(pii, record.id, record.documentNumber),
    documentExpiryDate: record.documentExpiryDate,
    documentIndefinite: record.documentIndefinite,
    documentCountry: record.documentCountry,
    powerOfAttorneyStart: record.powerOfAttorneyStart,
    powerOfAttorneyEnd: record.powerOfAttorneyEnd,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    archivedAt: record.archivedAt?.toISOString() ?? null,
  };
}

/** The stored fields of the form for the advisor `advisorId` (the document number encrypted for that row). */
function fieldsOf(input: TAdvisorData, pii: PiiCipher, advisorId: string): AdvisorFields {
  return {
    firstName: input.firstName,
    surname: input.surname,
    email: input.email,
    externalId: input.externalId,
    phoneNo: input.phoneNo,
    documentType: input.documentType,
    documentNumber: sealAdvisorDocumentNumber(pii, advisorId, input.documentNo),
    documentExpiryDate: input.documentExpiryDate,
    documentIndefinite: input.documentIndefinite,
    documentCountry: input.documentCountry,
    powerOfAttorneyStart: input.powerOfAttorneyStart,
    powerOfAttorneyEnd: input.powerOfAttorneyEnd,
  };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Violations, audit and mail.

function throwIfAny(violations: TViolation[]): void {
  if (violations.length > 0) throw invalidFields(violations);
}

/**
 * Runs a change in one transaction. Two requests that pass the e-mail check at the same time meet at the unique constraints;
 * the loser gets the same 400 as the check gives.
 */
async function inTransaction<T>(context: RequestContext, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  try {
    return await context.db.transaction(work);
  } catch (error) {
    if (advisorUniqueViolationOf(error) === null) throw error;
    throw invalidFields([violation('email', 'validation.emailTaken', context.language)], { cause: error });
  }
}

/** The state of an advisor the audit compares: the fields of the form, the networks and the status. */
function comparedState(advisor: TAdvisor): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, role: _role, ...state } = advisor;
  return state;
}

/** What the audit log keeps of a state: the document number masked, never the number (advisor-document-number.ts). */
function audited(state: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(state, 'documentNo')) return state;
  return { ...state, documentNo: auditedDocumentNumber(state.documentNo as string | null) };
}

/** The audited state of an advisor: the fields of the form, the networks and the status; nothing secret. */
function auditedState(advisor: TAdvisor): Record<string, unknown> {
  return audited(comparedState(advisor));
}

/** Only what changed, before and after (a changed document number shows masked on both sides). */
function auditedChanges(before: TAdvisor, after: TAdvisor) {
  const old = comparedState(before);
  const now = comparedState(after);
  const changed = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return {
    before: audited(Object.fromEntries(changed.map((key) => [key, old[key]]))),
    after: audited(Object.fromEntries(changed.map((key) => [key, now[key]]))),
  };
}

type AdvisorAuditAction =
  'advisor.created' | 'advisor.updated' | 'advisor.archived' | 'advisor.activated' | 'advisor.activation-mail-sent';

/** A change of an advisor in the audit log, by the acting user (named by their e-mail). */
async function audit(
  db: DbExecutor,
  context: RequestContext,
  actor: AdvisorActor,
  event: {
    action: AdvisorAuditAction;
    advisorId: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const { action, advisorId, ...change } = event;
  await writeAudit(db, context, {
    action,
    actor: { userId: actor.userId, label: requireSession(context).email },
    entity: { type: 'advisor', id: advisorId },
    ...change,
  });
}

/** The activation e-mail goes out in the landing page's language: the advisor's own language is not known yet. */
function writeActivationEmail(db: DbExecutor, context: RequestContext, advisorId: string): Promise<string | null> {
  return sendActivationEmail(db, context, advisorId);
}

const outboxIdsOf = (outboxId: string | null) => (outboxId ? [outboxId] : []);

// ---------------------------------------------------------------------------------------------------------------------------
// Networks the caller may assign.

/**
 * The memberships of a new advisor, or the violations of networks the caller may not assign: an admin any network of the
 * landing page, a coordinator only networks they coordinate; only an admin makes coordinators.
 */
async function membershipsForCreate(
  db: DbExecutor,
  context: RequestContext,
  actor: AdvisorActor,
  input: TAdvisorData,
): Promise<{ memberships: AdvisorMembership[]; violations: TViolation[] }> {
  const { language } = context;
  const assignable = actor.isAdmin
    ? new Set((await findNetworks(db, actor.landingPageId, input.brokerNetworkIds)).map((network) => network.id))
    : new Set(actor.coordinatedNetworkIds);
  const violations: TViolation[] = [];
  if (!input.brokerNetworkIds.every((id) => assignable.has(id))) {
    violations.push(violation('brokerNetworkIds', 'validation.networkNotAllowed', language));
  }
  if (!actor.isAdmin && input.coordinatedNetworkIds.length > 0) {
    violations.push(violation('coordinatedNetworkIds', 'validation.networkNotAllowed', language));
  }
  const coordinated = new Set(actor.isAdmin ? input.coordinatedNetworkIds : []);
  const memberships = [...new Set(input.brokerNetworkIds)].map((networkId) => ({
    networkId,
    isCoordinator: coordinated.has(networkId),
  }));
  return { memberships, violations };
}

/**
 * The memberships after a PUT. An admin's body is the whole truth (networks and coordinator flags). A coordinator's change
 * applies within the networks they coordinate: memberships elsewhere are kept as they are (a network outside their reach
 * may stay in the body, but not be added), new memberships are plain, and the coordinator flags are not theirs to change.
 */
async function membershipsForUpdate(
  db: DbExecutor,
  context: RequestContext,
  actor: AdvisorActor,
  current: readonly AdvisorMembership[],
  input: TAdvisorData,
): Promise<{ memberships: AdvisorMembership[]; violations: TViolation[] }> {
  const { language } = context;
  if (actor.isAdmin) return membershipsForCreate(db, context, actor, input);

  const reach = new Set(actor.coordinatedNetworkIds);
  const currentFlags = new Map(current.map((membership) => [membership.networkId, membership.isCoordinator]));
  const violations: TViolation[] = [];
  if (!input.brokerNetworkIds.every((id) => reach.has(id) || currentFlags.has(id))) {
    violations.push(violation('brokerNetworkIds', 'validation.networkNotAllowed', language));
  }
  const currentlyCoordinated = current.filter((membership) => membership.isCoordinator).map((membership) => membership.networkId);
  const requested = new Set(input.coordinatedNetworkIds);
  if (requested.size !== currentlyCoordinated.length || !currentlyCoordinated.every((id) => requested.has(id))) {
    violations.push(violation('coordinatedNetworkIds', 'validation.networkNotAllowed', language));
  }
  const kept = current.filter((membership) => !reach.has(membership.networkId));
  const within = [...new Set(input.brokerNetworkIds)]
    .filter((id) => reach.has(id))
    .map((networkId) => ({ networkId, isCoordinator: currentFlags.get(networkId) ?? false }));
  return { memberships: [...kept, ...within], violations };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Reads.

/** `GET /api/advisor/advisor`: the advisors the caller manages, filtered, sorted and paged. */
export async function listAdvisors(
  context: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal: boolean },
): Promise<ListPage<AdvisorListRow>> {
  assertCanManageAdvisors(actor);
  return findAdvisors(context.db, scopeOf(actor), query, options);
}

/** `GET /api/advisor/advisor/{id}`. */
export async function getAdvisor(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  advisorId: string,
): Promise<TAdvisor> {
  assertCanManageAdvisors(actor);
  const record = await findAdvisorRecord(context.db, scopeOf(actor), advisorId);
  if (!record) throw notFound();
  return toAdvisor(record, pii);
}

/**
 * Whether `actor` may read the advisor's history (`GET /api/advisor/advisor/{id}/history`): the admin any advisor of the
 * landing page, a coordinator those of the networks they coordinate (product-decisions section 2), as for the advisor's
 * page; others 403, an advisor outside the caller's scope 404.
 */
export async function assertAdvisorVisible(context: RequestContext, actor: AdvisorActor, advisorId: string): Promise<void> {
  assertCanManageAdvisors(actor);
  if (!(await findAdvisorRecord(context.db, scopeOf(actor), advisorId))) throw notFound();
}

/** `GET /api/advisor/advisor-form`: the form definition with the networks the caller may assign. */
export async function getAdvisorForm(context: RequestContext, actor: AdvisorActor): Promise<TAdvisorFormDefinition> {
  assertCanManageAdvisors(actor);
  const networkIds = actor.isAdmin ? undefined : actor.coordinatedNetworkIds;
  const networks = await findNetworks(context.db, actor.landingPageId, networkIds);
  return advisorFormDefinition({ networks, canManageCoordinators: actor.isAdmin });
}

/**
 * `GET /api/advisor/network`: an admin gets every network of the landing page (and manages them all), anyone else the
 * networks they belong to, with whether they coordinate each. Sorted by name in the landing page's language.
 */
export async function listNetworks(context: RequestContext, actor: AdvisorActor): Promise<TNetwork[]> {
  const networks = await findNetworks(context.db, actor.landingPageId, actor.isAdmin ? undefined : actor.memberNetworkIds);
  const coordinated = new Set(actor.coordinatedNetworkIds);
  const collator = new Intl.Collator(context.landing.language);
  return networks
    .map((network) => ({ ...network, coordinated: actor.isAdmin || coordinated.has(network.id) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Changes.

/**
 * `POST /api/advisor/advisor`: a new advisor awaiting activation. The login account is the platform-wide user of the
 * e-mail (an investor or an advisor of another landing page keeps theirs; anyone else gets a new one without a password),
 * with the advisor-panel context of this landing page. The activation e-mail is written in the same transaction and queued
 * after the commit.
 */
export async function createAdvisor(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  input: TAdvisorData,
): Promise<AdvisorChange> {
  const { landing, language } = context;
  assertCanManageAdvisors(actor);
  const newAdvisorId = randomUUID();
  const { advisor, outboxId } = await inTransaction(context, async (tx) => {
    const { memberships, violations } = await membershipsForCreate(tx, context, actor, input);
    if (await isAdvisorEmailTaken(tx, landing.id, input.email)) {
      violations.unshift(violation('email', 'validation.emailTaken', language));
    }
    throwIfAny(violations);
    const userId = await findOrCreateAccount(tx, { email: input.email, firstName: input.firstName, surname: input.surname });
    await grantAdvisorPanel(tx, userId, landing.id);
    // The id is chosen here: the document number is encrypted for its row (advisor-document-number.ts).
    const advisorId = await insertAdvisor(tx, {
      ...fieldsOf(input, pii, newAdvisorId),
      id: newAdvisorId,
      landingPageId: landing.id,
      userId,
    });
    await replaceAdvisorMemberships(tx, landing.id, advisorId, memberships);
    const created = toAdvisor(await reread(tx, landing.id, advisorId), pii);
    await audit(tx, context, actor, { action: 'advisor.created', advisorId, after: auditedState(created) });
    return { advisor: created, outboxId: await writeActivationEmail(tx, context, advisorId) };
  });
  return { advisor, outboxIds: outboxIdsOf(outboxId) };
}

/**
 * Whether the e-mail of `record` may change: only before activation, and only while its login account is this advisor's
 * alone and has no password (otherwise the change would move someone else's login, or an account already in use).
 */
async function canChangeEmail(db: DbExecutor, record: AdvisorRecord): Promise<boolean> {
  if (record.status !== 'initial') return false;
  const user = await findAccountById(db, record.userId);
  if (!user || user.hasPassword) return false;
  return isAccountOnlyThisAdvisor(db, { userId: record.userId, landingPageId: record.landingPageId, advisorId: record.id });
}

/**
 * Moves the advisor's login to the new e-mail before activation: the account itself when nobody else has the address, else
 * the existing account of the address (as a create would). Older activation links stop working; a new one goes to the new
 * address. Returns the login account's id.
 */
async function moveLoginToEmail(db: DbExecutor, record: AdvisorRecord, email: string): Promise<string> {
  await revokeAccountLinks(db, record.userId, record.landingPageId, ['activation']);
  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    await changeAccountEmail(db, record.userId, email);
    return record.userId;
  }
  await endAdvisorPanelAccess(db, record.userId, record.landingPageId);
  await grantAdvisorPanel(db, existing.id, record.landingPageId);
  return existing.id;
}

/**
 * `PUT /api/advisor/advisor/{brokerId}`: replaces the fields of the form. The e-mail changes only before activation (see
 * canChangeEmail); networks as membershipsForUpdate says. An archived advisor is not edited (409).
 */
export async function updateAdvisor(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  advisorId: string,
  input: TAdvisorData,
): Promise<AdvisorChange> {
  const { landing, language } = context;
  const { advisor, outboxId } = await inTransaction(context, async (tx) => {
    const before = await findManagedAdvisor(tx, actor, advisorId, { forUpdate: true });
    if (before.status === 'deleted') throw conflict();
    const { memberships, violations } = await membershipsForUpdate(tx, context, actor, before.memberships, input);
    const isEmailChanged = input.email !== before.email;
    // No e-mail changes in an impersonated session (product-decisions section 11, docs/decisions/043): the same refusal
    // as the password and 2FA changes, whoever's e-mail it is.
    if (isEmailChanged) requireOwnSession(context);
    if (isEmailChanged) {
      if (!(await canChangeEmail(tx, before))) {
        violations.unshift(violation('email', 'validation.emailLocked', language));
      } else if (await isAdvisorEmailTaken(tx, landing.id, input.email, before.id)) {
        violations.unshift(violation('email', 'validation.emailTaken', language));
      }
    }
    throwIfAny(violations);
    const userId = isEmailChanged ? await moveLoginToEmail(tx, before, input.email) : before.userId;
    await updateAdvisorFields(tx, landing.id, before.id, { ...fieldsOf(input, pii, before.id), userId });
    await replaceAdvisorMemberships(tx, landing.id, before.id, memberships);
    const after = toAdvisor(await reread(tx, landing.id, before.id), pii);
    const changes = auditedChanges(toAdvisor(before, pii), after);
    if (Object.keys(changes.after).length > 0) {
      await audit(tx, context, actor, { action: 'advisor.updated', advisorId: before.id, ...changes });
    }
    return { advisor: after, outboxId: isEmailChanged ? await writeActivationEmail(tx, context, before.id) : null };
  });
  return { advisor, outboxIds: outboxIdsOf(outboxId) };
}

/**
 * `DELETE /api/advisor/advisor/{id}`: archives the advisor (spec section 4). The row, its memberships and its history stay;
 * the advisor-panel context of this landing page goes and the advisor's sessions here end, so the access token stops at
 * once and a new login is refused (errorAccountInactive). Archiving oneself or an archived advisor is a 409.
 */
export async function archiveAdvisor(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  advisorId: string,
): Promise<TAdvisor> {
  return changeAdvisorStatus(
    context,
    pii,
    actor,
    advisorId,
    'advisor.archived',
    async (tx, before) => {
      if (before.id === actor.advisorId || !(await setAdvisorArchived(tx, context.landing.id, before.id))) throw conflict();
      await endAdvisorPanelAccess(tx, before.userId, context.landing.id);
    },
    { forUpdate: true },
  );
}

/**
 * `PATCH /api/advisor/advisor/{id}/activate`: initial -> active in one conditional UPDATE (409 otherwise). The account may
 * log in as after the activation link; one without a password sets it with "forgot password".
 */
export async function activateAdvisor(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  advisorId: string,
): Promise<TAdvisor> {
  return changeAdvisorStatus(context, pii, actor, advisorId, 'advisor.activated', async (tx, before) => {
    if (!(await setAdvisorActive(tx, context.landing.id, before.id))) throw conflict();
    await reactivateAccount(tx, before.userId);
  });
}

/**
 * One status change of an advisor in one transaction: the advisor read (locked with `forUpdate`), `change` applied (it throws to refuse), the
 * advisor read again and the change audited with before and after.
 */
async function changeAdvisorStatus(
  context: RequestContext,
  pii: PiiCipher,
  actor: AdvisorActor,
  advisorId: string,
  action: AdvisorAuditAction,
  change: (tx: DbExecutor, before: AdvisorRecord) => Promise<void>,
  options: { forUpdate?: boolean } = {},
): Promise<TAdvisor> {
  const { landing } = context;
  return context.db.transaction(async (tx) => {
    const before = await findManagedAdvisor(tx, actor, advisorId, options);
    await change(tx, before);
    const after = toAdvisor(await reread(tx, landing.id, before.id), pii);
    const changes = auditedChanges(toAdvisor(before, pii), after);
    await audit(tx, context, actor, { action, advisorId: before.id, ...changes });
    return after;
  });
}

/**
 * `POST /api/advisor/advisor/{id}/activation-mail`: a new activation link by e-mail for an advisor awaiting activation
 * (409 otherwise); the link of the previous e-mail stops working (product-decisions section 5).
 */
export async function sendAdvisorActivationMail(
  context: RequestContext,
  actor: AdvisorActor,
  advisorId: string,
): Promise<{ outboxIds: string[] }> {
  const outboxId = await context.db.transaction(async (tx) => {
    const advisor = await findManagedAdvisor(tx, actor, advisorId, { forUpdate: true });
    const written = advisor.status === 'initial' ? await writeActivationEmail(tx, context, advisor.id) : null;
    if (!written) throw conflict();
    await audit(tx, context, actor, {
      action: 'advisor.activation-mail-sent',
      advisorId: advisor.id,
      metadata: { to: advisor.email },
    });
    return written;
  });
  return { outboxIds: [outboxId] };
}
