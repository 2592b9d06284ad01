import { ZResendInvitationResultSchema, type TResendInvitationResult } from '@emisja/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/advisor/investor/offer/{offerId}/resend-invitation` (docs/decisions/040): one more invitation e-mail for an open
 * offer, with a new link (the old one stops working). 409 when the offer is no longer open, 429 after 3 an hour per offer:
 * both with the server's message.
 */
export function resendInvitation(offerId: string): Promise<TResendInvitationResult> {
  return apiRequest(`/api/advisor/investor/offer/${encodeURIComponent(offerId)}/resend-invitation`, {
    method: 'POST',
    schema: ZResendInvitationResultSchema,
  });
}
