import {
  ERROR_LABELS,
  maskSecret,
  ZKycAnswersSchema,
  type TInvestorKycState,
  type TKycPersonalDataSummary,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { openQuestionnaire } from './kyc-crypto.ts';
import type { KycDependencies } from './kyc-dependencies.ts';
import { findInvestorKycState, findInvestorSubmittedQuestionnaire } from './kyc.repository.ts';

// An investor's questionnaire as other modules need it (issue 12; product-decisions section 9;
// docs/decisions/035-kyc-in-the-offer-pipeline.md): its state, the payment rule (a submitted questionnaire before a payment is
// confirmed, unless the landing page's admin switched `requireKycBeforePayment` off), and the masked summary of the investor's
// data for the invest form, its every read audited. The current request is the newest submitted one, else the newest sent
// (db/investor-kyc.ts), the same one the offers lists show.

/** The investor's KYC state on the request's landing page (`none` when no request was ever sent to them). */
export async function getInvestorKycState(ctx: RequestContext, investorId: string): Promise<TInvestorKycState> {
  const state = await findInvestorKycState(ctx.db, ctx.landing.id, investorId);
  return { ...state, submittedAt: state.submittedAt?.toISOString() ?? null };
}

/** True when the landing page confirms payments only after a submitted questionnaire (admin flag, default on). */
export async function isKycRequiredForPayment(ctx: RequestContext): Promise<boolean> {
  return (await ctx.configuration()).requireKycBeforePayment;
}

/**
 * 409 `error.kycRequired` when the landing page needs a submitted questionnaire before a payment and the investor has none.
 * `db` is the caller's transaction (the payment confirmation holds the offer's row lock meanwhile).
 */
export async function assertKycAllowsPayment(ctx: RequestContext, db: DbExecutor, investorId: string): Promise<void> {
  if (!(await isKycRequiredForPayment(ctx))) return;
  const state = await findInvestorKycState(db, ctx.landing.id, investorId);
  if (state.status !== 'submitted') throw new AppError(ERROR_LABELS.kycRequired);
}

/** Who reads the data, for the audit log: the page and the thing it was reached through. */
export interface PersonalDataReader {
  actor: { userId: string | null; label: string };
  /** Where the data is shown ('public-offer') and the entity of its link (the offer). */
  via: string;
  entity: { type: string; id: string };
}

/**
 * The investor's data from their submitted questionnaire, masked (PESEL and bank account: all but the last 4 characters), or
 * null before they submit one. The read is written to the audit log (`kyc-personal-data-read`) before the data leaves.
 * A questionnaire of the earliest format (before the seven sections) has no summary: null, as for the preview.
 */
export async function readInvestorPersonalData(
  ctx: RequestContext,
  kyc: KycDependencies,
  investorId: string,
  reader: PersonalDataReader,
): Promise<TKycPersonalDataSummary | null> {
  const submitted = await findInvestorSubmittedQuestionnaire(ctx.db, ctx.landing.id, investorId);
  if (!submitted) return null;
  const parsed = ZKycAnswersSchema.safeParse(openQuestionnaire(kyc.cipher, submitted.data, 'data', submitted.id));
  if (!parsed.success) return null;
  const answers = parsed.data;
  await writeAudit(ctx.db, ctx, {
    action: 'kyc-personal-data-read',
    actor: reader.actor,
    entity: { type: 'kyc-request', id: submitted.id },
    metadata: { investorId, via: reader.via, [`${reader.entity.type}Id`]: reader.entity.id, masked: true },
  });
  return {
    investorType: answers.investorType,
    firstName: answers.firstName,
    surname: answers.surname,
    companyName: answers.company?.companyName ?? null,
    pesel: answers.identificationNo ? maskSecret(answers.identificationNo) : null,
    bankAccount: maskSecret(answers.bankAccount),
    address: answers.company?.registeredAddress ?? answers.residentialAddress,
    submittedAt: submitted.submittedAt.toISOString(),
    identityVerification: submitted.identityVerification,
  };
}
