import { zCheckboxChecked, zInvitationMessage } from '@emisja/shared';
import { z } from 'zod';
import { emailEntries } from '@/lib/email-entries';

/** The field message for a list with spaces (spec section 5: semicolons without spaces); a locale key of this feature. */
export const EMAILS_WITH_SPACES = 'campaignOffers.invite.emailsNoSpaces' as const;

/**
 * The invitation form (spec section 5). The e-mail field is checked as a whole here (something typed, no spaces); each
 * address is checked with the shared e-mail rule when sending, so one malformed address fails alone (docs/decisions/019).
 */
export function invitationFormSchema() {
  return z.object({
    productId: z.string().min(1, { error: 'validation.required' }),
    emails: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .refine((value) => !/\s/.test(value), { error: EMAILS_WITH_SPACES, abort: true })
      .refine((value) => emailEntries(value).length > 0, { error: 'validation.emailList' }),
    message: zInvitationMessage(),
    networkId: z.string().min(1, { error: 'validation.required' }),
    consent: zCheckboxChecked(),
  });
}

export type TInvitationFormInput = z.input<ReturnType<typeof invitationFormSchema>>;
export type TInvitationFormData = z.output<ReturnType<typeof invitationFormSchema>>;
