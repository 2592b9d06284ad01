import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { isValidBankAccount, isValidIban, isValidPolishAccountNumber, normalizeBankAccount } from '../validation/bank-account.ts';
import { isValidNip } from '../validation/company-ids.ts';
import { isValidZipCode } from '../validation/zip-code.ts';
import { zIsoDate, zMoney, zRequiredString } from '../validation/zod.ts';
import { DOCUMENT_MAX_BYTES } from './documents.ts';
import { COUNTRY_CODES } from './kyc-dictionaries.ts';

// Settlement documents (issue 15; product-decisions section 11; spec section 3, "Counterparty and document form fields";
// docs/decisions/047-settlement-documents.md): an advisor's commission invoices, corrections and bills with their PDF; the
// admin adds the GL account and cost centre and marks them paid.

export const SETTLEMENT_DOCUMENT_TYPES = ['invoice', 'correction', 'bill'] as const;
export type TSettlementDocumentType = (typeof SETTLEMENT_DOCUMENT_TYPES)[number];
export const SETTLEMENT_PAYMENT_METHODS = ['transfer', 'cash', 'other'] as const;
export type TSettlementPaymentMethod = (typeof SETTLEMENT_PAYMENT_METHODS)[number];
export const SETTLEMENT_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type TSettlementPaymentStatus = (typeof SETTLEMENT_PAYMENT_STATUSES)[number];

/** The document's scan: a PDF only (recognised by its content), as large as a document for advisors. */
export const SETTLEMENT_PDF_MIME_TYPES = ['application/pdf'] as const;
export const SETTLEMENT_PDF_MAX_BYTES = DOCUMENT_MAX_BYTES;

/** The form's fields in the order the form shows them; the web labels each (spec section 5: label + message). */
export const SETTLEMENT_FORM_FIELDS = [
  'counterPartyTin',
  'counterPartyName',
  'counterPartyStreet',
  'counterPartyStreetNumber',
  'counterPartyApartmentNumber',
  'counterPartyCity',
  'counterPartyZipCode',
  'counterPartyCountry',
  'type',
  'documentNumber',
  'correctedDocumentNumber',
  'issueDate',
  'saleDate',
  'paymentDate',
  'paymentMethod',
  'currency',
  'amount',
  'bankAccount',
  'bankAccountCountry',
  'glAccount',
  'costCenter',
  'paymentStatus',
] as const;
export type TSettlementFormField = (typeof SETTLEMENT_FORM_FIELDS)[number];

const MAX_TEXT = 200;
const MAX_SHORT_TEXT = 50;

/** A missing value is "required", any other wrong one "invalid". */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';

const zCountry = () =>
  z.string({ error: 'validation.required' }).refine((value) => COUNTRY_CODES.includes(value), { error: 'validation.invalid' });

/** An optional text: blank or missing is null. */
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null));

function addIssue(context: z.RefinementCtx, path: string, message: string) {
  context.addIssue({ code: 'custom', path: [path], message });
}

/**
 * The fields an advisor fills (create and edit). Cross-field rules: a correction names the corrected document and nothing else
 * does; a Polish counterparty's TIN is a NIP and its zip code 00-000; a transfer needs the bank account and its country, and
 * the account's IBAN country must be that country (a Polish account may be written without "PL").
 */
export const ZSettlementDocumentInputSchema = z
  .object({
    counterPartyTin: zRequiredString({ max: MAX_SHORT_TEXT }),
    counterPartyName: zRequiredString({ max: MAX_TEXT }),
    counterPartyStreet: zRequiredString({ max: MAX_TEXT }),
    counterPartyStreetNumber: zRequiredString({ max: 20 }),
    counterPartyApartmentNumber: zOptionalText(20),
    counterPartyCity: zRequiredString({ max: 100 }),
    counterPartyZipCode: zRequiredString({ max: 20 }),
    counterPartyCountry: zCountry(),
    type: z.enum(SETTLEMENT_DOCUMENT_TYPES, { error: requiredOrInvalid }),
    documentNumber: zRequiredString({ max: 100 }),
    correctedDocumentNumber: zOptionalText(100),
    issueDate: zIsoDate(),
    saleDate: zIsoDate(),
    paymentDate: zIsoDate(),
    paymentMethod: z.enum(SETTLEMENT_PAYMENT_METHODS, { error: requiredOrInvalid }),
    currency: z.enum(CURRENCIES, { error: requiredOrInvalid }),
    /** The gross amount to pay (docs/decisions/047), an exact decimal with at most 2 places, more than 0. */
    amount: zMoney().refine((value) => /^\d/.test(value) && !/^0+(\.0+)?$/.test(value), {
      error: 'validation.invalidAmount',
    }),
    bankAccount: zOptionalText(64),
    bankAccountCountry: zCountry().nullish().default(null),
    /** Admin only: a non-admin sending either is refused (403). */
    glAccount: zOptionalText(MAX_SHORT_TEXT),
    costCenter: zOptionalText(MAX_SHORT_TEXT),
  })
  .superRefine((value, context) => {
    if (value.type === 'correction' && !value.correctedDocumentNumber)
      addIssue(context, 'correctedDocumentNumber', 'validation.required');
    if (value.type !== 'correction' && value.correctedDocumentNumber)
      addIssue(context, 'correctedDocumentNumber', 'validation.invalid');
    if (value.counterPartyCountry === 'PL') {
      if (!isValidNip(value.counterPartyTin)) addIssue(context, 'counterPartyTin', 'validation.nip');
      if (!isValidZipCode(value.counterPartyZipCode)) addIssue(context, 'counterPartyZipCode', 'validation.zipCode');
    }
    if (value.paymentMethod === 'transfer') {
      if (!value.bankAccount) addIssue(context, 'bankAccount', 'validation.required');
      if (!value.bankAccountCountry) addIssue(context, 'bankAccountCountry', 'validation.required');
    }
    if (value.bankAccount && !isBankAccountOf(value.bankAccount, value.bankAccountCountry ?? null))
      addIssue(context, 'bankAccount', 'validation.bankAccount');
  })
  .transform((value) => ({
    ...value,
    counterPartyTin: value.counterPartyCountry === 'PL' ? value.counterPartyTin.replace(/\D/g, '') : value.counterPartyTin,
    bankAccount: value.bankAccount ? normalizeBankAccount(value.bankAccount) : null,
    bankAccountCountry: value.bankAccountCountry ?? null,
  }));
export type TSettlementDocumentInput = z.input<typeof ZSettlementDocumentInputSchema>;
export type TSettlementDocumentValues = z.output<typeof ZSettlementDocumentInputSchema>;

/** The shared IBAN validation, and the account's country: its IBAN prefix, or Poland for a 26-digit Polish number. */
export function isBankAccountOf(account: string, country: string | null): boolean {
  if (!isValidBankAccount(account)) return false;
  if (country === null) return true;
  if (isValidPolishAccountNumber(account)) return country === 'PL';
  return isValidIban(account) && normalizeBankAccount(account).startsWith(country);
}

/** `PATCH .../{id}/accounting` (admin): the GL account, the cost centre and the payment status. */
export const ZSettlementAccountingSchema = z.object({
  glAccount: zOptionalText(MAX_SHORT_TEXT),
  costCenter: zOptionalText(MAX_SHORT_TEXT),
  paymentStatus: z.enum(SETTLEMENT_PAYMENT_STATUSES, { error: requiredOrInvalid }),
});
export type TSettlementAccounting = z.input<typeof ZSettlementAccountingSchema>;
export type TSettlementAccountingValues = z.output<typeof ZSettlementAccountingSchema>;

export const ZSettlementDocumentSchema = z.object({
  id: z.uuid(),
  advisor: z.object({ id: z.uuid(), name: z.string() }),
  counterPartyTin: z.string(),
  counterPartyName: z.string(),
  counterPartyStreet: z.string(),
  counterPartyStreetNumber: z.string(),
  counterPartyApartmentNumber: z.string().nullable(),
  counterPartyCity: z.string(),
  counterPartyZipCode: z.string(),
  counterPartyCountry: z.string(),
  type: z.enum(SETTLEMENT_DOCUMENT_TYPES),
  documentNumber: z.string(),
  correctedDocumentNumber: z.string().nullable(),
  issueDate: z.string(),
  saleDate: z.string(),
  paymentDate: z.string(),
  /** When the document was registered (set by the server). */
  additionDate: z.string(),
  paymentMethod: z.enum(SETTLEMENT_PAYMENT_METHODS),
  paymentStatus: z.enum(SETTLEMENT_PAYMENT_STATUSES),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  bankAccount: z.string().nullable(),
  bankAccountCountry: z.string().nullable(),
  glAccount: z.string().nullable(),
  costCenter: z.string().nullable(),
  pdf: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
  updatedAt: z.string(),
  /** The caller may edit the fields and replace the PDF: the owner, while unpaid. */
  canEdit: z.boolean(),
});
export type TSettlementDocument = z.infer<typeof ZSettlementDocumentSchema>;
