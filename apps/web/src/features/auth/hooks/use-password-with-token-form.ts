import { ZSetPasswordWithTokenRequestSchema, type TSetPasswordWithTokenRequest } from '@emisja/shared';
import { useApiForm } from '@/hooks/use-api-form';

/**
 * A first or a new password set with an e-mailed link's token (account activation, password reset): the password and its
 * confirmation under the shared password rule, the server's violations on those two fields.
 */
export function usePasswordWithTokenForm(token: string, send: (request: TSetPasswordWithTokenRequest) => Promise<void>) {
  return useApiForm({
    schema: ZSetPasswordWithTokenRequestSchema,
    defaultValues: { token, password: '', passwordConfirmation: '' },
    serverFields: ['password', 'passwordConfirmation'],
    onValid: send,
  });
}
