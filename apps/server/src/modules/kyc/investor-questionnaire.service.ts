import { maskKycAnswers, ZKycAnswersSchema, type TInvestorLeadForm, type TKycDraft } from '@emisja/shared';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { openQuestionnaire } from './kyc-crypto.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import {
  findLastKycRequestSender,
  findLastSubmittedQuestionnaire,
  type KycSenderRecord,
} from './investor-questionnaire.repository.ts';

// The investor's own questionnaire in the investor panel ("my data", product-decisions sections 9 and 10;
// docs/decisions/033-investor-panel-server.md): the last submitted answers with the personal numbers masked as the preview
// link shows them (maskKycAnswers), each read written to the audit log before the data leaves; and who sent it (the
// correction request goes to them).

export type { KycSenderRecord };

/** The investor reading their own data, for the audit log. */
export interface PanelInvestor {
  id: string;
  userId: string;
  email: string;
}

/**
 * `GET /investor-api/lead-form/last`: the last submitted questionnaire, masked, or null when there is none (the route's 404).
 * A questionnaire of the earliest format (before the seven sections) has no such view: null too, as for the preview link.
 */
export async function readLastLeadForm(
  ctx: RequestContext,
  kyc: KycDependencies,
  investor: PanelInvestor,
): Promise<TInvestorLeadForm | null> {
  const submitted = await findLastSubmittedQuestionnaire(ctx.db, ctx.landing.id, investor.id);
  if (!submitted) return null;
  const opened = openQuestionnaire(kyc.cipher, submitted.data, 'data', submitted.id) as TKycDraft;
  const answers = ZKycAnswersSchema.safeParse(maskKycAnswers(opened));
  if (!answers.success) {
    ctx.log.warn({ kycRequestId: submitted.id }, 'a submitted questionnaire does not match the contract: not shown');
    return null;
  }
  await writeAudit(ctx.db, ctx, {
    action: 'kyc-personal-data-read',
    actor: { userId: investor.userId, label: investor.email },
    entity: { type: 'kyc-request', id: submitted.id },
    metadata: { investorId: investor.id, via: 'investor-panel', masked: true },
  });
  return {
    answers: answers.data,
    submittedAt: submitted.submittedAt.toISOString(),
    identityVerification: submitted.identityVerification,
  };
}

/** The last submitted questionnaire's id and its sender (the correction request's addressee); null when none. */
export async function findSubmittedQuestionnaireSender(
  ctx: RequestContext,
  investorId: string,
): Promise<{ kycRequestId: string; sender: KycSenderRecord } | null> {
  const submitted = await findLastSubmittedQuestionnaire(ctx.db, ctx.landing.id, investorId);
  return submitted ? { kycRequestId: submitted.id, sender: submitted.sender } : null;
}

/** The advisor who sent the investor's newest questionnaire request, if any. */
export function findKycRequestSender(ctx: RequestContext, investorId: string): Promise<KycSenderRecord | null> {
  return findLastKycRequestSender(ctx.db, ctx.landing.id, investorId);
}
