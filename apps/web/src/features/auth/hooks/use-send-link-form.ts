import { ZEmailRequestSchema, type TEmailRequest } from '@emisja/shared';
import { useState } from 'react';
import { useApiForm } from '@/hooks/use-api-form';

/**
 * The "e-mail me a link" forms (investor login link, password reset link): the e-mail, then "check your mailbox" for the
 * address it went to. The server answers the same whether or not the address has an account (docs/decisions/010).
 */
export function useSendLinkForm(send: (request: TEmailRequest) => Promise<void>) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const apiForm = useApiForm({
    schema: ZEmailRequestSchema,
    defaultValues: { email: '' },
    serverFields: ['email'],
    onValid: async ({ email }) => {
      await send({ email });
      setSentTo(email);
    },
  });
  /** Back to an empty form, for another address. */
  const startOver = () => {
    apiForm.form.reset({ email: '' });
    setSentTo(null);
  };
  return { ...apiForm, sentTo, startOver };
}
