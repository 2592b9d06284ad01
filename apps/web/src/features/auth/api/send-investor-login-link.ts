import { ZAcceptedResponseSchema, type TEmailRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/investor/send-token`: e-mails a one-time login link; answers 202 whether or not the e-mail has an account. */
export async function sendInvestorLoginLink(request: TEmailRequest): Promise<void> {
  await apiRequest('/auth/investor/send-token', { method: 'POST', body: request, schema: ZAcceptedResponseSchema });
}

export function useSendInvestorLoginLink() {
  return useMutation({ mutationFn: sendInvestorLoginLink });
}
