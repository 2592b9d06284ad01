import {
  ERROR_LABELS,
  kycSubmitSchema,
  maskKycAnswers,
  ZKycAnswersSchema,
  ZKycDraftSchema,
  type TKycAnswers,
  type TKycDraft,
  type TKycDraftSaved,
  type TKycPreview,
  type TKycSubmitResult,
  type TPublicKycRequest,
} from '@emisja/shared';
import { issuesToViolations } from '@emisja/shared/validation/zod';
import { AppError, conflict, invalidFields, tokenInactive } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { lockInvestorOfEmail } from '../offers/invite-investor.service.ts';
import { openQuestionnaire, sealInvestorField, sealQuestionnaire } from './kyc-crypto.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import {
  findKycRequestByTokenHash,
  insertIdentityVerificationEntry,
  linkKycRequestToInvestor,
  lockKycRequestByTokenHash,
  lockKycSubmissionByTokenHash,
  markKycRequestSubmitted,
  recordInvestorKycData,
  saveKycDraft,
  type KycFormRecord,
  type KycSender,
} from './kyc.repository.ts';
import { KYC_REQUEST_PANEL_PATH, SYSTEM_LABEL } from './kyc-requests.service.ts';

// The public questionnaire behind the invitation's link (product-decisions section 9, docs/decisions/032-kyc-server.md): no
// login, the link's secret is the credential, looked up by its sha-256 on the landing page of the request's host only.
// Unknown, expired or replaced link: 404 error.tokenInactive; a submitted questionnaire: 410 error.formInactive (the preview
// still works). Draft saves and the submission lock the request row, so they run one after the other: of two submissions at
// once one wins, the other gets the 410.

export const formInactive = () => new AppError(ERROR_LABELS.formInactive);

/** Who the history and the audit log name for the link's holder (the investor; the link is their only credential). */
function linkHolder(record: Pick<KycFormRecord, 'investorEmail'>) {
  return { userId: null, label: `${record.investorEmail} (KYC link)` };
}

/**
 * Audits a read of the investor's decrypted answers through the link (the draft to resume, the submitted preview): both
 * reads of personal data by the link holder are one kind of entry, told apart by the action only.
 */
function auditLinkRead(
  ctx: RequestContext,
  record: Pick<KycFormRecord, 'id' | 'investorEmail' | 'investorId'>,
  action: 'kyc-draft-read' | 'kyc-preview-read',
): Promise<void> {
  return writeAudit(ctx.db, ctx, {
    action,
    actor: linkHolder(record),
    entity: { type: 'kyc-request', id: record.id },
    metadata: { investorId: record.investorId },
  });
}

/** The request of a link that still opens the questionnaire: 404 unknown, expired or replaced, 410 submitted. */
function assertFormOpen(record: KycFormRecord | null): asserts record is KycFormRecord {
  if (!record || record.status === 'expired') throw tokenInactive();
  if (record.status === 'submitted') throw formInactive();
}

function findByToken(ctx: RequestContext, token: string): Promise<KycFormRecord | null> {
  return findKycRequestByTokenHash(ctx.db, ctx.landing.id, hashSecret(token));
}

/** The request behind an open questionnaire (the registers' lookups are for filling it in only). */
export async function findOpenKycForm(ctx: RequestContext, token: string): Promise<KycFormRecord> {
  const record = await findByToken(ctx, token);
  assertFormOpen(record);
  return record;
}

function readDraft(kyc: KycDependencies, record: KycFormRecord): TKycDraft | null {
  if (!record.draft) return null;
  // The stored draft passed ZKycDraftSchema when it was saved; parsing drops anything an older version kept beside it.
  return ZKycDraftSchema.parse(openQuestionnaire(kyc.cipher, record.draft, 'draft', record.id));
}

/** `GET /public-api/kyc/investor-request/{token}`: what the form needs to start or resume (the draft decrypted). */
export async function openKycForm(ctx: RequestContext, kyc: KycDependencies, token: string): Promise<TPublicKycRequest> {
  const record = await findOpenKycForm(ctx, token);
  const configuration = await ctx.configuration();
  const draft = readDraft(kyc, record);
  if (draft) await auditLinkRead(ctx, record, 'kyc-draft-read');
  return {
    status: record.status,
    investorEmail: record.investorEmail,
    enableLegalPerson: configuration.enableLegalPerson,
    draft,
    identityVerification: record.identityVerification,
    expiresAt: record.expiresAt.toISOString(),
  };
}

/** `PUT .../{token}/draft`: the draft (format checked by the route) saved encrypted; the request is `in-progress`. */
export async function saveKycFormDraft(
  ctx: RequestContext,
  kyc: KycDependencies,
  token: string,
  draft: TKycDraft,
): Promise<TKycDraftSaved> {
  return ctx.db.transaction(async (tx) => {
    const record = await lockKycRequestByTokenHash(tx, ctx.landing.id, hashSecret(token));
    assertFormOpen(record);
    const savedAt = await saveKycDraft(tx, record.id, sealQuestionnaire(kyc.cipher, draft, 'draft', record.id));
    return { status: 'in-progress', savedAt: savedAt.toISOString() };
  });
}

export interface SubmitKycFormOutcome {
  result: TKycSubmitResult;
  /** The notice to the advisor who sent the request, to dispatch after the commit. */
  outboxIds: string[];
}

// The submission's schema, built once per `enableLegalPerson` (it reads "today" when it parses, not when it is built). A new
// zod schema compiles its object checks on its first parse: a schema built per request cost about 2 ms of every submission
// (bench/kyc.ts).
const SUBMIT_SCHEMAS = new Map<boolean, ReturnType<typeof kycSubmitSchema>>();

function submitSchemaOf(enableLegalPerson: boolean): ReturnType<typeof kycSubmitSchema> {
  let schema = SUBMIT_SCHEMAS.get(enableLegalPerson);
  if (!schema) {
    schema = kycSubmitSchema({ enableLegalPerson });
    SUBMIT_SCHEMAS.set(enableLegalPerson, schema);
  }
  return schema;
}

/**
 * `PUT .../{token}/submit`: the whole questionnaire validated with the landing page's `enableLegalPerson` (400 with every
 * violation on its property path, in the caller's language), then in one transaction under the request's row lock: the answers
 * encrypted in `data`, the draft dropped, status `submitted`, identity verification started (history row), the investor's
 * personal data filled, the audit entry and the notice to the sending advisor.
 */
export async function submitKycForm(
  ctx: RequestContext,
  kyc: KycDependencies,
  token: string,
  body: unknown,
  options: { today?: () => Date } = {},
): Promise<SubmitKycFormOutcome> {
  const configuration = await ctx.configuration();
  const schema = options.today
    ? kycSubmitSchema({ enableLegalPerson: configuration.enableLegalPerson, today: options.today })
    : submitSchemaOf(configuration.enableLegalPerson);

  return ctx.db.transaction(async (tx) => {
    const locked = await lockKycSubmissionByTokenHash(tx, ctx.landing.id, hashSecret(token));
    // A submitted or dead link answers so before the body is judged (a second tab's identical submission is a 410, not a
    // 400). Judged under the row lock, so the link is read once (a 400 rolls back: nothing was written).
    if (!locked) throw tokenInactive();
    const { record, sender } = locked;
    assertFormOpen(record);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalidFields(issuesToViolations(parsed.error.issues, ctx.language));
    const answers = parsed.data;
    const start = await kyc.identityVerification.start(record.identityVerification, record.id);
    const submittedAt = await markKycRequestSubmitted(tx, record.id, {
      data: sealQuestionnaire(kyc.cipher, answers, 'data', record.id),
      identityVerification: start.status,
    });
    if (start.changed) {
      await insertIdentityVerificationEntry(tx, {
        kycRequestId: record.id,
        status: start.status,
        note: null,
        provider: kyc.identityVerification.name,
        providerReference: null,
        decidedByUserId: null,
        decidedByLabel: SYSTEM_LABEL,
      });
    }

    // Requests of earlier versions may have no investor yet: the offers module creates one as an invitation would.
    let investorId = record.investorId;
    if (!investorId) {
      investorId = (await lockInvestorOfEmail(tx, ctx.landing.id, record.investorEmail)).investorId;
      await linkKycRequestToInvestor(tx, record.id, investorId);
    }
    await recordInvestorKycData(tx, ctx.landing.id, investorId, {
      firstName: answers.firstName,
      surname: answers.surname,
      phoneNo: answers.phoneNo,
      // A company's questionnaire names the representative filling it in: their PESEL is not the investor's.
      pesel:
        answers.investorType === 'person' ? sealInvestorField(kyc.cipher, 'pesel', investorId, answers.identificationNo) : null,
      bankAccount: sealInvestorField(kyc.cipher, 'bank_account', investorId, answers.bankAccount) as string,
      isLegalPerson: answers.investorType === 'company',
      companyName: answers.company?.companyName ?? null,
      lastKycRequestId: record.id,
    });
    await writeAudit(tx, ctx, {
      action: 'kyc-request-submitted',
      actor: linkHolder(record),
      entity: { type: 'kyc-request', id: record.id },
      before: { status: record.status },
      after: { status: 'submitted', identityVerification: start.status },
      metadata: { investorId, investorType: answers.investorType },
    });
    const outboxId = await writeSubmissionNotice(ctx, tx, record, sender, answers);
    return {
      result: { status: 'submitted', submittedAt: submittedAt.toISOString(), identityVerification: start.status },
      outboxIds: outboxId ? [outboxId] : [],
    };
  });
}

/** "Questionnaire submitted" to the advisor who sent the request (none when their profile is archived or gone). */
async function writeSubmissionNotice(
  ctx: RequestContext,
  tx: Parameters<typeof writeEmail>[0],
  record: KycFormRecord,
  sender: KycSender | null,
  answers: TKycAnswers,
): Promise<string | null> {
  if (!sender || sender.status === 'deleted') return null;
  return writeEmail(tx, ctx, {
    to: sender.email,
    // Advisors have no language of their own: the landing page's (as for the offer notices, decision 018).
    language: ctx.landing.language,
    template: {
      name: 'kyc-submitted',
      data: {
        advisorName: `${sender.firstName} ${sender.surname}`,
        investorEmail: record.investorEmail,
        investorName: answers.company?.companyName ?? `${answers.firstName} ${answers.surname}`,
        link: `${ctx.baseUrl}${KYC_REQUEST_PANEL_PATH}/${record.id}`,
      },
    },
  });
}

/**
 * `GET /public-api/kyc/investor-request/preview/{token}`: the submitted answers, read-only, with the personal numbers masked
 * (the link travels by e-mail). 404 unknown or dead link, 409 not submitted yet. The read is audited.
 */
export async function previewKycForm(ctx: RequestContext, kyc: KycDependencies, token: string): Promise<TKycPreview> {
  const record = await findByToken(ctx, token);
  if (!record || record.status === 'expired') throw tokenInactive();
  if (record.status !== 'submitted' || !record.data || !record.submittedAt) throw conflict();
  const answers = ZKycAnswersSchema.safeParse(
    maskKycAnswers(openQuestionnaire(kyc.cipher, record.data, 'data', record.id) as TKycDraft),
  );
  // A questionnaire of the earliest format (before the seven sections) has no preview; the form is closed all the same.
  if (!answers.success) throw formInactive();
  await auditLinkRead(ctx, record, 'kyc-preview-read');
  return {
    answers: answers.data,
    submittedAt: record.submittedAt.toISOString(),
    identityVerification: record.identityVerification,
  };
}
