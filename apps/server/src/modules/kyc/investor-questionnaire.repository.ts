import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { advisors, kycRequests } from '../../db/schema/index.ts';
import { inLanding } from '../../db/tenant-scope.ts';
import { submittedQuestionnaireColumns, submittedQuestionnaireOf, type SubmittedQuestionnaireRecord } from './kyc.repository.ts';

// The SQL of an investor's own questionnaires as the investor panel reads them ("my data", the correction request, whom
// "ask my advisor" writes to; product-decisions section 10): scoped to the landing page and the investor.

export interface KycSenderRecord {
  advisorId: string;
  firstName: string;
  surname: string;
  email: string;
  isActive: boolean;
}

const sender = {
  advisorId: advisors.id,
  firstName: advisors.firstName,
  surname: advisors.surname,
  email: advisors.email,
  status: advisors.status,
};

/** The investor's last submitted questionnaire (stored answers, encrypted) with the advisor who sent it; null when none. */
export async function findLastSubmittedQuestionnaire(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<(SubmittedQuestionnaireRecord & { sender: KycSenderRecord }) | null> {
  const [row] = await db
    .select({ ...submittedQuestionnaireColumns, sender })
    .from(kycRequests)
    .innerJoin(advisors, eq(advisors.id, kycRequests.advisorId))
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId), eq(kycRequests.status, 'submitted')))
    .orderBy(desc(kycRequests.submittedAt), desc(kycRequests.id))
    .limit(1);
  const questionnaire = submittedQuestionnaireOf(row);
  if (!questionnaire) return null;
  const { status, ...advisor } = questionnaire.sender;
  return { ...questionnaire, sender: { ...advisor, isActive: status === 'active' } };
}

/** The advisor who sent the investor's newest questionnaire request (any status); null when none was sent. */
export async function findLastKycRequestSender(
  db: DbExecutor,
  landingPageId: string,
  investorId: string,
): Promise<KycSenderRecord | null> {
  const [row] = await db
    .select(sender)
    .from(kycRequests)
    .innerJoin(advisors, and(eq(advisors.id, kycRequests.advisorId), eq(advisors.landingPageId, kycRequests.landingPageId)))
    .where(inLanding(kycRequests, landingPageId, eq(kycRequests.investorId, investorId)))
    .orderBy(desc(kycRequests.createdAt), desc(kycRequests.id))
    .limit(1);
  if (!row) return null;
  const { status, ...advisor } = row;
  return { ...advisor, isActive: status === 'active' };
}
