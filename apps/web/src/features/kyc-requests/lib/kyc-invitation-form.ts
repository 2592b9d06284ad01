import { ZSendKycRequestSchema, zCheckboxChecked } from '@emisja/shared';
import { z } from 'zod';
import { emailEntries, invalidEmailEntries } from './send-kyc-invitations';

/** Field messages of this feature's locale (the others are the shared validation keys). */
export const EMAILS_WITH_SPACES = 'kycRequests.send.emailsNoSpaces' as const;
/** 'Incorrect email address(es): <the incorrect ones>'. */
export const EMAILS_INVALID = 'kycRequests.send.emailsInvalid' as const;

/**
 * The KYC invitation form (spec section 5): e-mails separated by semicolons without spaces, the message of the send body
 * (at least 10 characters) and the advisor's confirmation of the client's consent to data processing.
 *
 * Unlike the offers' form (docs/decisions/019), a malformed address stops the form before anything is sent ('Incorrect email
 * address(es)', naming them): nothing has gone out yet, so the advisor corrects the list in one place, and the failures
 * listed after sending are only the server's refusals.
 */
export function kycInvitationFormSchema() {
  return z.object({
    emails: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .refine((value) => !/\s/.test(value), { error: EMAILS_WITH_SPACES, abort: true })
      .refine((value) => emailEntries(value).length > 0, { error: 'validation.emailList', abort: true })
      .refine((value) => invalidEmailEntries(value).length === 0, { error: EMAILS_INVALID }),
    message: ZSendKycRequestSchema.shape.message,
    consent: zCheckboxChecked(),
  });
}

export type TKycInvitationFormInput = z.input<ReturnType<typeof kycInvitationFormSchema>>;
export type TKycInvitationFormData = z.output<ReturnType<typeof kycInvitationFormSchema>>;

export const EMPTY_KYC_INVITATION_FORM: TKycInvitationFormInput = { emails: '', message: '', consent: false };
