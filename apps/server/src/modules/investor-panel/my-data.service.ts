import type { TInvestorLeadForm } from '@emisja/shared';
import { notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { KycDependencies } from '../kyc/kyc-dependencies.ts';
import { findSubmittedQuestionnaireSender, readLastLeadForm } from '../kyc/investor-questionnaire.service.ts';
import { preferActiveAdvisor, writeToAdvisor } from './investor-advisor.service.ts';
import { requirePanelInvestor } from './panel-investor.service.ts';

// "My data" in the investor panel (product-decisions section 10; docs/decisions/033-investor-panel-server.md): the last
// submitted questionnaire, masked as the preview link shows it, and the request to correct it.

/** `GET /investor-api/lead-form/last`: 404 when the investor has submitted none. The read is audited. */
export async function getMyLastLeadForm(context: RequestContext, kyc: KycDependencies): Promise<TInvestorLeadForm> {
  const investor = await requirePanelInvestor(context);
  const leadForm = await readLastLeadForm(context, kyc, investor);
  if (!leadForm) throw notFound();
  return leadForm;
}

/**
 * `POST /investor-api/lead-form/correction-request {message}`: an e-mail to the advisor who sent the last submitted
 * questionnaire (when that advisor is no longer active, to the investor's advisor: investor-advisor.service.ts) with the link
 * to the request in the advisor panel, in the landing page's language. 404 when there is no submitted questionnaire. Returns
 * the outbox id to dispatch after the commit.
 */
export async function requestDataCorrection(context: RequestContext, input: { message: string }): Promise<string> {
  const investor = await requirePanelInvestor(context);
  const submitted = await findSubmittedQuestionnaireSender(context, investor.id);
  if (!submitted) throw notFound();
  const advisor = await preferActiveAdvisor(context, investor.id, submitted.sender);
  return writeToAdvisor(
    context,
    investor,
    advisor,
    {
      name: 'investor-correction-request',
      data: { message: input.message, link: `${context.baseUrl}/app/kyc/${submitted.kycRequestId}` },
    },
    {
      action: 'investor-correction-requested',
      entity: { type: 'kyc-request', id: submitted.kycRequestId },
      metadata: { advisorId: advisor.id },
    },
  );
}
