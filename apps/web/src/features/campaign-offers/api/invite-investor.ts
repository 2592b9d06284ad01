import {
  IDEMPOTENCY_KEY_HEADER,
  ZInviteInvestorResultSchema,
  type Language,
  type TInviteInvestorRequest,
  type TInviteInvestorResult,
} from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';

export type InviteInvestorInput = {
  campaignId: string;
  productId: string;
  body: TInviteInvestorRequest;
  /** One per e-mail per submit: a retried request (the client's refresh-and-retry) cannot create a second offer. */
  idempotencyKey: string;
  /** The language of the campaign name in the answer's offer row. */
  language: Language;
};

/**
 * `POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor`: invites one e-mail (spec section 7: one
 * call per e-mail). 201 for a new offer, 200 for the advisor's open offer of the same product and e-mail (docs/decisions/016).
 */
export function inviteInvestor({
  campaignId,
  productId,
  body,
  idempotencyKey,
  language,
}: InviteInvestorInput): Promise<TInviteInvestorResult> {
  const path =
    `/api/advisor/campaign/${encodeURIComponent(campaignId)}/product/${encodeURIComponent(productId)}/invite-investor` +
    `?${new URLSearchParams({ language }).toString()}`;
  return apiRequest(path, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ZInviteInvestorResultSchema,
  });
}
