import { ZAcceptedResponseSchema, type TEmailRequest } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /auth/password/send-remind-request`: e-mails a password reset link; answers 202 whatever the e-mail. */
export async function sendPasswordReminder(request: TEmailRequest): Promise<void> {
  await apiRequest('/auth/password/send-remind-request', { method: 'POST', body: request, schema: ZAcceptedResponseSchema });
}

export function useSendPasswordReminder() {
  return useMutation({ mutationFn: sendPasswordReminder });
}
