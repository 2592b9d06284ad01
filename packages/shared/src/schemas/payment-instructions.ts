import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { ZAmountSchema, ZPaymentAccountSchema } from './campaigns.ts';

// What the investor needs to pay for an accepted offer (issue 18; docs/decisions/038-payment-instructions.md): the campaign's
// account, the exact amount and currency, the transfer title (the campaign's pattern filled for this offer by
// `fillTransferTitle`) and, for a PLN transfer to a Polish account, the payment QR code of Polish banking apps
// (`polishTransferQr`). Computed once by the server (public-offer module) for the offer page, the investor panel, the
// acceptance e-mail and the offer PDF.

/** Why there is no QR code: the ZBP 2D standard carries domestic PLN transfers to Polish accounts only. */
export const PAYMENT_QR_UNAVAILABLE_REASONS = ['currency', 'foreign-account'] as const;
export type TPaymentQrUnavailableReason = (typeof PAYMENT_QR_UNAVAILABLE_REASONS)[number];

export const ZPaymentQrCodeSchema = z.object({
  /** The ZBP 2D text, `|PL|<NRB>|<grosze, 6 digits>|<recipient, 20>|<title, 32>|||`. */
  payload: z.string(),
  /** The code as an SVG image, `data:image/svg+xml;base64,...` (shown as an image: no script runs in it). */
  imageDataUrl: z.string(),
  /** False above 9 999,99 PLN (6 digits of grosze): the code carries 000000 and the investor types the amount. */
  includesAmount: z.boolean(),
  /** The title is longer than the code's 32 characters: the code carries its beginning. */
  isTitleShortened: z.boolean(),
});
export type TPaymentQrCode = z.infer<typeof ZPaymentQrCodeSchema>;

export const ZPaymentInstructionsSchema = z.object({
  /** The campaign's account: IBAN or NRB compact and upper case (print it with `formatBankAccount`), holder, bank, SWIFT. */
  account: ZPaymentAccountSchema,
  /** The accepted amount, exact ("12500.00"). */
  amount: ZAmountSchema,
  currency: z.enum(CURRENCIES),
  /** The transfer title, the same on the page, in the e-mail and in the PDF. */
  transferTitle: z.string(),
  /** The offer's reference in the title (`offerNumberOf`). */
  offerNumber: z.string(),
  qrCode: ZPaymentQrCodeSchema.nullable(),
  /** Why `qrCode` is null. */
  qrCodeUnavailableReason: z.enum(PAYMENT_QR_UNAVAILABLE_REASONS).nullable(),
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructionsSchema>;
