import { randomUUID } from 'node:crypto';
import {
  ERROR_LABELS,
  isoDateInTimeZone,
  ZKycDraftSchema,
  type Language,
  type TIdentityVerificationDecision,
  type TIdentityVerificationStatus,
  type TKycRequestDetail,
  type TKycRequestRow,
  type TListQuery,
  type TSendKycRequestResult,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, violation } from '../../lib/app-error.ts';
import type { ListPage } from '../../lib/list-query/index.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { createSecret, hashSecret } from '../../lib/secrets.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { lockInvestorOfEmail } from '../offers/invite-investor.service.ts';
import { openQuestionnaire, sealQuestionnaire } from './kyc-crypto.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import {
  expireOpenKycRequests,
  findIdentityVerificationHistory,
  findKycRequestByIdempotencyKey,
  findKycRequestRows,
  findKycSender,
  findNewestOpenDraft,
  findVisibleKycRequest,
  insertIdentityVerificationEntry,
  insertKycRequest,
  lockKycRequest,
  setIdentityVerificationStatus,
  type KycRequestRecord,
  type KycRequestRowRecord,
  type KycSendRecord,
  type KycVisibility,
} from './kyc.repository.ts';

// The advisor panel's KYC requests (issue 12, product-decisions sections 2 and 9, docs/decisions/032-kyc-server.md): sending
// the invitation, the list, the detail with the decrypted answers (every read audited) and the identity verification decision
// of a coordinator or admin.

/** The public questionnaire (spec section 2, route /kyc-form) opened with the request's secret. */
export const KYC_FORM_PATH = '/kyc-form';
/** The advisor panel's page of one request: the submission notice links to it. */
export const KYC_REQUEST_PANEL_PATH = '/app/kyc';

export function kycFormLink(origin: string, secret: string): string {
  return `${origin}${KYC_FORM_PATH}?token=${encodeURIComponent(secret)}`;
}

/** How the history names a submission (the contract: "System"). */
export const SYSTEM_LABEL = 'System';

// ---------------------------------------------------------------------------------------------------------------------------
// Who sees and decides what (product-decisions section 2: "as for offers").

/** An admin sees the landing page's requests; anyone else their own and those of advisors in the networks they coordinate. */
export function kycVisibilityOf(actor: AdvisorActor): KycVisibility {
  return actor.isAdmin
    ? { kind: 'landing' }
    : { kind: 'senderOrNetworks', advisorId: actor.advisorId, networkIds: actor.coordinatedNetworkIds };
}

/** A coordinator of a network the sender belongs to, or an admin, decides the identity verification. */
export function mayDecideIdentityVerification(actor: AdvisorActor, record: Pick<KycRequestRecord, 'senderNetworkIds'>): boolean {
  return actor.isAdmin || record.senderNetworkIds.some((networkId) => actor.coordinatedNetworkIds.includes(networkId));
}

function toRow(record: KycRequestRowRecord): TKycRequestRow {
  return {
    id: record.id,
    investorEmail: record.investorEmail,
    investorName: record.investorName,
    advisorId: record.advisorId,
    advisorName: record.advisorName,
    status: record.status,
    identityVerification: record.identityVerification,
    createdAt: record.createdAt.toISOString(),
    submittedAt: record.submittedAt?.toISOString() ?? null,
    expiresAt: record.expiresAt.toISOString(),
  };
}

async function actorLabel(db: DbExecutor, actor: AdvisorActor): Promise<string> {
  const advisor = await findKycSender(db, actor.landingPageId, actor.advisorId);
  return advisor ? `${advisor.firstName} ${advisor.surname}` : actor.userId;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Sending the invitation.

export interface SendKycRequestInput {
  /** Lower-case (zEmail). */
  investorEmail: string;
  message: string;
  idempotencyKey?: string;
}

export interface SendKycRequestOutcome {
  result: TSendKycRequestResult;
  /** The invitation e-mail to dispatch after the commit; none for a replayed Idempotency-Key. */
  outboxIds: string[];
}

function toSendResult(record: Pick<KycSendRecord, 'id' | 'investorEmail' | 'status' | 'expiresAt'>): TSendKycRequestResult {
  return {
    id: record.id,
    status: record.status,
    investorEmail: record.investorEmail,
    expiresAt: record.expiresAt.toISOString(),
  };
}

/** 409: the Idempotency-Key was used for another request (the violation names the header, as for offer invitations). */
function idempotencyKeyReused(language: Language): AppError {
  const reused = violation('Idempotency-Key', 'validation.invalid', language);
  return new AppError(ERROR_LABELS.conflict, { violations: [{ ...reused, code: 'idempotencyKey.reused' }] });
}

/**
 * Sends a KYC invitation to `input.investorEmail` (product-decisions section 9): any active advisor, coordinator or admin of
 * the landing page may. In one transaction: the investor and their platform user created when new (the offers module's
 * investor creation, which also serialises concurrent sends of one e-mail), the older unsubmitted requests of the e-mail on
 * this landing page marked `expired` (the newest draft is carried over, so the investor's typing is not lost), the request with
 * a 256-bit link secret (only its sha-256 stored) valid for 30 days, the invitation e-mail in the outbox, the audit entry.
 * A known Idempotency-Key of the same request answers the first result and writes nothing; of another request: 409.
 */
export async function sendKycRequest(
  ctx: RequestContext,
  kyc: KycDependencies,
  actor: AdvisorActor,
  input: SendKycRequestInput,
): Promise<SendKycRequestOutcome> {
  const { db, landing } = ctx;
  const { idempotencyKey } = input;
  const replayOf = async (executor: DbExecutor): Promise<KycSendRecord | null> => {
    if (idempotencyKey === undefined) return null;
    const record = await findKycRequestByIdempotencyKey(executor, {
      landingPageId: landing.id,
      advisorId: actor.advisorId,
      idempotencyKey,
    });
    if (record && (record.investorEmail !== input.investorEmail || record.message !== input.message)) {
      throw idempotencyKeyReused(ctx.language);
    }
    return record;
  };

  const earlier = await replayOf(db);
  if (earlier) return { result: toSendResult(earlier), outboxIds: [] };

  const advisorName = await actorLabel(db, actor);
  return db.transaction(async (tx) => {
    // Serialises sends of one e-mail on the investor row: after the lock every committed twin is visible (decision 016).
    const { investorId, isNewInvestor } = await lockInvestorOfEmail(tx, landing.id, input.investorEmail);
    const replayed = await replayOf(tx);
    if (replayed) return { result: toSendResult(replayed), outboxIds: [] };

    const id = randomUUID();
    const carried = await findNewestOpenDraft(tx, landing.id, input.investorEmail);
    const draft = carried
      ? sealQuestionnaire(kyc.cipher, openQuestionnaire(kyc.cipher, carried.draft, 'draft', carried.id), 'draft', id)
      : null;
    const supersededCount = await expireOpenKycRequests(tx, landing.id, input.investorEmail);
    const secret = createSecret();
    const inserted = await insertKycRequest(tx, {
      id,
      landingPageId: landing.id,
      investorEmail: input.investorEmail,
      investorId,
      advisorId: actor.advisorId,
      message: input.message,
      tokenHash: hashSecret(secret),
      idempotencyKey: idempotencyKey ?? null,
      status: draft ? 'in-progress' : 'sent',
      draft,
    });
    if (!inserted) {
      // A concurrent send with the same Idempotency-Key (for another e-mail) committed first.
      const concurrent = await replayOf(tx);
      if (concurrent) return { result: toSendResult(concurrent), outboxIds: [] };
      throw new Error('The KYC request was not inserted and no request with its Idempotency-Key was found');
    }

    const outboxId = await writeEmail(tx, ctx, {
      to: input.investorEmail,
      // The investor's own language is not known yet.
      language: landing.language,
      template: {
        name: 'kyc-invitation',
        data: {
          link: kycFormLink(ctx.baseUrl, secret),
          advisorName,
          message: input.message,
          expiresOn: isoDateInTimeZone(inserted.expiresAt),
        },
      },
    });
    await writeAudit(tx, ctx, {
      action: 'kyc-request-sent',
      actor: { userId: actor.userId, label: advisorName },
      entity: { type: 'kyc-request', id },
      after: {
        status: draft ? 'in-progress' : 'sent',
        investorEmail: input.investorEmail,
        investorId,
        advisorId: actor.advisorId,
        expiresAt: inserted.expiresAt.toISOString(),
      },
      metadata: {
        isNewInvestor,
        supersededCount,
        draftCarriedOverFrom: carried?.id ?? null,
        hasIdempotencyKey: idempotencyKey !== undefined,
      },
    });
    return {
      result: toSendResult({
        id,
        investorEmail: input.investorEmail,
        status: draft ? 'in-progress' : 'sent',
        expiresAt: inserted.expiresAt,
      }),
      outboxIds: [outboxId],
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------------------
// The list and the detail.

export async function listKycRequests(
  ctx: RequestContext,
  actor: AdvisorActor,
  query: TListQuery,
  options: { withTotal?: boolean } = {},
): Promise<ListPage<TKycRequestRow>> {
  const page = await findKycRequestRows(
    ctx.db,
    { landingPageId: ctx.landing.id, visibility: kycVisibilityOf(actor) },
    query,
    options,
  );
  return { rows: page.rows.map(toRow), ...(page.total === undefined ? {} : { total: page.total }) };
}

/**
 * The request with its answers decrypted (the submitted questionnaire; null before submission: a draft is the investor's until
 * they send it, decision 032), the verification history (oldest first) and whether the caller may decide it. 404 outside the
 * caller's scope. The read is audited before any personal data leaves (product-decisions section 9).
 */
export async function getKycRequestDetail(
  ctx: RequestContext,
  kyc: KycDependencies,
  actor: AdvisorActor,
  id: string,
): Promise<TKycRequestDetail> {
  const record = await findVisibleKycRequest(ctx.db, ctx.landing.id, id, kycVisibilityOf(actor));
  if (!record) throw notFound();
  const isSubmitted = record.storedStatus === 'submitted';
  const answers = isSubmitted && record.data ? readAnswers(kyc, record) : null;
  const history = await findIdentityVerificationHistory(ctx.db, record.id);
  await writeAudit(ctx.db, ctx, {
    action: 'kyc-personal-data-read',
    actor: { userId: actor.userId, label: await actorLabel(ctx.db, actor) },
    entity: { type: 'kyc-request', id: record.id },
    metadata: { investorId: record.investorId, investorEmail: record.investorEmail, withAnswers: answers !== null },
  });
  return {
    ...toRow(record),
    answers,
    identityVerificationHistory: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      decidedBy: entry.decidedByLabel,
      decidedAt: entry.createdAt.toISOString(),
    })),
    canDecideIdentityVerification: isSubmitted && mayDecideIdentityVerification(actor, record),
  };
}

function readAnswers(kyc: KycDependencies, record: KycRequestRecord) {
  const opened = openQuestionnaire(kyc.cipher, record.data ?? {}, 'data', record.id);
  const parsed = ZKycDraftSchema.safeParse(opened);
  // Only the paths, never the values, go into the error.
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The stored answers of KYC request ${record.id} do not match the questionnaire contract (${paths})`);
  }
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------------------------------
// The identity verification decision.

/**
 * A coordinator of the sender's network or an admin records the identity verification result of a submitted questionnaire
 * (the `manual` provider's decision; a person may also correct a provider's result, decision 031): 404 outside the caller's
 * scope, 403 for anyone else, 409 before submission. The status, a history row and the audit entry change together.
 * Answers the detail (so its read is audited too).
 */
export async function decideIdentityVerification(
  ctx: RequestContext,
  kyc: KycDependencies,
  actor: AdvisorActor,
  id: string,
  decision: { status: TIdentityVerificationDecision['status']; note: string | null },
): Promise<TKycRequestDetail> {
  const record = await findVisibleKycRequest(ctx.db, ctx.landing.id, id, kycVisibilityOf(actor));
  if (!record) throw notFound();
  if (!mayDecideIdentityVerification(actor, record)) throw forbidden();
  const label = await actorLabel(ctx.db, actor);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockKycRequest(tx, ctx.landing.id, id);
    if (!locked) throw notFound();
    if (locked.status !== 'submitted') throw conflict();
    const next: TIdentityVerificationStatus =
      decision.status === 'in-progress'
        ? 'in-progress'
        : kyc.identityVerification.recordPersonDecision(locked.identityVerification, {
            result: decision.status,
            note: decision.note,
            userId: actor.userId,
          }).transition.status;
    await setIdentityVerificationStatus(tx, id, next);
    await insertIdentityVerificationEntry(tx, {
      kycRequestId: id,
      status: next,
      note: decision.note,
      provider: 'manual',
      providerReference: null,
      decidedByUserId: actor.userId,
      decidedByLabel: label,
    });
    await writeAudit(tx, ctx, {
      action: 'kyc-identity-verification-decided',
      actor: { userId: actor.userId, label },
      entity: { type: 'kyc-request', id },
      before: { identityVerification: locked.identityVerification },
      after: { identityVerification: next },
      metadata: { hasNote: decision.note !== null },
    });
  });
  return getKycRequestDetail(ctx, kyc, actor, id);
}
