import { z } from 'zod';
import { isValidKrs } from '../validation/company-ids.ts';
import { zBankAccount, zEmail, zInvitationMessage, zNip } from '../validation/zod.ts';
import {
  IDENTITY_VERIFICATION_STATUSES,
  INVESTOR_KYC_STATUSES,
  KYC_INVESTOR_TYPES,
  KYC_REQUEST_STATUSES,
} from './kyc-dictionaries.ts';
import { ZKycAddressDraftSchema, ZKycAddressSchema, ZKycAnswersSchema, ZKycDraftSchema } from './kyc-questionnaire.ts';
import type { TListFilterOperator, TSortOrder } from './list-query.ts';

// The KYC request endpoints of product-decisions section 9 (spec section 7): the advisor's invitation, list, detail and
// identity verification decision; the investor's public pages by token; the public registers (KRS, VAT white list); the
// identity verification webhook. The questionnaire body itself is in kyc-questionnaire.ts.

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
/** ISO 8601 date-time in UTC. */
const ZDateTimeSchema = z.string();

// ---------------------------------------------------------------------------------------------------------------------------
// Advisor panel.

/** `POST /api/advisor/kyc/investor-request/send`: one e-mail per call (the web splits the semicolon-separated list). */
export const ZSendKycRequestSchema = z.object({
  investorEmail: zEmail().pipe(z.string().max(254, { error: 'validation.maxLength' })),
  /** At least 10 characters (spec sections 5 and 9). */
  message: zInvitationMessage().pipe(z.string().max(5000, { error: 'validation.maxLength' })),
});
export type TSendKycRequest = z.input<typeof ZSendKycRequestSchema>;

/** A row of `GET /api/advisor/kyc/investor-request` (list conventions of product-decisions section 6). */
export const ZKycRequestRowSchema = z.object({
  id: z.uuid(),
  investorEmail: z.string(),
  /** The company name, else first name and surname, from the draft or the answers; null until the investor gives one. */
  investorName: z.string().nullable(),
  /** The advisor who sent it. */
  advisorId: z.uuid(),
  advisorName: z.string(),
  status: z.enum(KYC_REQUEST_STATUSES),
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
  createdAt: ZDateTimeSchema,
  submittedAt: ZDateTimeSchema.nullable(),
  expiresAt: ZDateTimeSchema,
});
export type TKycRequestRow = z.infer<typeof ZKycRequestRowSchema>;

/** The answer of the send: the new request (`sent`); its link works until submitted or `expiresAt` (30 days). */
export const ZSendKycRequestResultSchema = ZKycRequestRowSchema.pick({
  id: true,
  status: true,
  investorEmail: true,
  expiresAt: true,
});
export type TSendKycRequestResult = z.infer<typeof ZSendKycRequestResultSchema>;

/**
 * The filters of the KYC request list and their operators (wire format of product-decisions section 6). Date ranges are two
 * filters, `<column>From` (gte) and `<column>To` (lte), both inclusive; the columns are instants, so a date-only value is the
 * whole day in Europe/Warsaw (as in the offers lists).
 */
export const KYC_REQUEST_LIST_FILTERS = {
  investorEmail: ['like', 'leq'],
  investorName: ['like', 'leq'],
  advisorName: ['like', 'leq'],
  /** Values: KYC_REQUEST_STATUSES. */
  status: ['in'],
  /** Values: IDENTITY_VERIFICATION_STATUSES. */
  identityVerification: ['in'],
  /** Advisor ids ("who sent it"). */
  advisorId: ['in'],
  createdAtFrom: ['gte'],
  createdAtTo: ['lte'],
  submittedAtFrom: ['gte'],
  submittedAtTo: ['lte'],
} as const satisfies Record<string, readonly TListFilterOperator[]>;
export type TKycRequestListFilter = keyof typeof KYC_REQUEST_LIST_FILTERS;

/** Sortable columns (`sort=<column>&order=asc|desc`); `advisorName` sorts by surname then first name. */
export const KYC_REQUEST_LIST_SORT_COLUMNS = [
  'investorEmail',
  'investorName',
  'advisorName',
  'status',
  'identityVerification',
  'createdAt',
  'submittedAt',
  'expiresAt',
] as const;
export type TKycRequestListSortColumn = (typeof KYC_REQUEST_LIST_SORT_COLUMNS)[number];
export const KYC_REQUEST_LIST_DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const satisfies {
  column: TKycRequestListSortColumn;
  order: TSortOrder;
};

export const ZIdentityVerificationEntrySchema = z.object({
  status: z.enum(IDENTITY_VERIFICATION_STATUSES),
  note: z.string().nullable(),
  /** A coordinator's or admin's name, the provider's name for the webhook, or "System" (the submission). */
  decidedBy: z.string(),
  decidedAt: ZDateTimeSchema,
});
export type TIdentityVerificationEntry = z.infer<typeof ZIdentityVerificationEntrySchema>;

/**
 * `GET /api/advisor/kyc/investor-request/{id}`: the row, the answers (the submitted questionnaire once `submitted`, which
 * then also passes ZKycAnswersSchema; before that the last saved draft; null when nothing was saved) and the verification
 * history, oldest first. Reading it writes an audit entry (personal data).
 */
export const ZKycRequestDetailSchema = ZKycRequestRowSchema.extend({
  answers: ZKycDraftSchema.nullable(),
  identityVerificationHistory: z.array(ZIdentityVerificationEntrySchema),
  /** The caller may decide the verification (a coordinator or admin, manual provider, request submitted). */
  canDecideIdentityVerification: z.boolean(),
});
export type TKycRequestDetail = z.infer<typeof ZKycRequestDetailSchema>;

export const IDENTITY_VERIFICATION_DECISIONS = ['success', 'failed', 'in-progress'] as const;
export const IDENTITY_VERIFICATION_NOTE_MAX_LENGTH = 1000;

/** `PATCH /api/advisor/kyc/investor-request/{id}/identity-verification`: a failed verification says why. */
export const ZIdentityVerificationDecisionSchema = z
  .object({
    status: z.enum(IDENTITY_VERIFICATION_DECISIONS, { error: requiredOrInvalid }),
    note: z
      .union([z.string(), z.null()], { error: 'validation.invalid' })
      .optional()
      .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
      .pipe(z.string().max(IDENTITY_VERIFICATION_NOTE_MAX_LENGTH, { error: 'validation.maxLength' }).nullable()),
  })
  .refine((value) => value.status !== 'failed' || value.note !== null, {
    error: 'validation.verificationNoteRequired',
    path: ['note'],
  });
export type TIdentityVerificationDecision = z.input<typeof ZIdentityVerificationDecisionSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Public pages by token (no login).

/** The request's link token: opaque, unguessable. */
export const ZKycTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export type TKycTokenParams = z.infer<typeof ZKycTokenParamsSchema>;

/**
 * `GET /public-api/kyc/investor-request/{token}`: what the form needs to start or resume. A submitted form answers 410
 * `error.formInactive`, an unknown or expired token 404 `error.tokenInactive`.
 */
export const ZPublicKycRequestSchema = z.object({
  status: z.enum(KYC_REQUEST_STATUSES),
  investorEmail: z.string(),
  /** A company may fill it in (the landing page's white-label `enableLegalPerson`). */
  enableLegalPerson: z.boolean(),
  /** The last saved draft; null before the first save. */
  draft: ZKycDraftSchema.nullable(),
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
  expiresAt: ZDateTimeSchema,
});
export type TPublicKycRequest = z.infer<typeof ZPublicKycRequestSchema>;

/**
 * `GET /public-api/kyc/investor-request/preview/{token}`: the submitted questionnaire, read-only. The link travels by e-mail,
 * so the server masks the personal numbers (maskKycAnswers); the shape is the same.
 */
export const ZKycPreviewSchema = z.object({
  answers: ZKycAnswersSchema,
  submittedAt: ZDateTimeSchema,
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
});
export type TKycPreview = z.infer<typeof ZKycPreviewSchema>;

/**
 * `PUT /public-api/kyc/investor-request/{token}/draft`: the draft is saved as the investor moves between sections (format checks
 * only), so a reload or another device resumes; the status becomes `in-progress`.
 */
export const ZKycDraftSavedSchema = z.object({
  status: z.enum(KYC_REQUEST_STATUSES),
  savedAt: ZDateTimeSchema,
});
export type TKycDraftSaved = z.infer<typeof ZKycDraftSavedSchema>;

/** `PUT .../{token}/submit` answers the submission's time; the questionnaire is then inactive. */
export const ZKycSubmitResultSchema = z.object({
  status: z.literal('submitted'),
  submittedAt: ZDateTimeSchema,
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
});
export type TKycSubmitResult = z.infer<typeof ZKycSubmitResultSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Public registers, through the server and behind the form's token.

/** `GET /public-api/kyc/investor-request/{token}/company-register/{krs}`: a missing number fails (spec section 5). */
export const ZKycCompanyRegisterParamsSchema = ZKycTokenParamsSchema.extend({
  krs: z
    .string({ error: 'validation.companyRegisterNumberMissing' })
    .trim()
    .min(1, { error: 'validation.companyRegisterNumberMissing' })
    .refine(isValidKrs, { error: 'validation.krs', when: (payload) => payload.issues.length === 0 }),
});
export type TKycCompanyRegisterParams = z.input<typeof ZKycCompanyRegisterParamsSchema>;

/**
 * The company as the KRS register gives it (its "OdpisAktualny"), in the questionnaire's terms so the form can take it as it
 * is: the address in the draft's shape (country as alpha-2, voivodeship as in VOIVODESHIPS), a value the register lacks is null.
 * An unreachable register answers 503 `error.registerUnavailable` and the form stays fillable by hand.
 */
export const ZKycCompanyRegisterSchema = z.object({
  companyName: z.string(),
  legalForm: z.string().nullable(),
  krsRegisterNumber: z.string(),
  regonStatisticalNumber: z.string().nullable(),
  nip: z.string().nullable(),
  /** The main business activity (PKD description). */
  coreBusiness: z.string().nullable(),
  registeredAddress: ZKycAddressDraftSchema,
  /** How the company is represented, as the register words it. */
  representation: z.string().nullable(),
  /** The board (representation body) members; `function` as the register names it ('PREZES ZARZĄDU'). */
  representatives: z.array(z.object({ firstName: z.string(), surname: z.string(), function: z.string().nullable() })),
});
export type TKycCompanyRegister = z.infer<typeof ZKycCompanyRegisterSchema>;

/** `POST /public-api/kyc/investor-request/{token}/vat-whitelist`: a body, so account numbers stay out of URLs and logs. */
export const ZVatWhitelistRequestSchema = z.object({
  nip: zNip(),
  bankAccount: zBankAccount(),
});
export type TVatWhitelistRequest = z.input<typeof ZVatWhitelistRequestSchema>;

/** The VAT statuses the Ministry of Finance white list answers; others are passed on as they come. */
export const VAT_WHITELIST_STATUSES = ['Czynny', 'Zwolniony', 'Niezarejestrowany'] as const;
export type TVatWhitelistStatus = (typeof VAT_WHITELIST_STATUSES)[number];

export const ZVatWhitelistResultSchema = z.object({
  /** The taxpayer's name; null when the list has no taxpayer with this NIP. */
  name: z.string().nullable(),
  statusVat: z.union([z.enum(VAT_WHITELIST_STATUSES), z.string()]).nullable(),
  /** The account is on the taxpayer's list of accounts. */
  accountAssigned: z.boolean(),
  /** The list's own id of the check (its proof of the query), when it gave one. */
  requestId: z.string().nullable(),
});
export type TVatWhitelistResult = z.infer<typeof ZVatWhitelistResultSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// The investor's questionnaire outside the KYC screens: the offers lists, the payment rule, the invest form, the investor
// panel (docs/decisions/035-kyc-in-the-offer-pipeline.md).

/**
 * An investor's KYC state: the status of their current request (the newest submitted one, else the newest sent; `none` when no
 * request was ever sent to them on the landing page), its identity verification (`not-started` with none) and its submission.
 */
export const ZInvestorKycStateSchema = z.object({
  status: z.enum(INVESTOR_KYC_STATUSES),
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
  submittedAt: ZDateTimeSchema.nullable(),
});
export type TInvestorKycState = z.infer<typeof ZInvestorKycStateSchema>;

/**
 * The investor's data from their submitted questionnaire as a page reached by an e-mailed link shows them (the invest form's
 * personal data step): the PESEL and the bank account masked (maskSecret: all but the last 4 characters). Reading it is
 * written to the audit log.
 */
export const ZKycPersonalDataSummarySchema = z.object({
  investorType: z.enum(KYC_INVESTOR_TYPES),
  /** The person who filled in the questionnaire: the investor, or a company's representative. */
  firstName: z.string(),
  surname: z.string(),
  /** A company investor's name; null for a person. */
  companyName: z.string().nullable(),
  /** Masked; null when none was given (a foreigner). */
  pesel: z.string().nullable(),
  /** Masked. */
  bankAccount: z.string(),
  /** A person's residential address, a company's registered address. */
  address: ZKycAddressSchema,
  submittedAt: ZDateTimeSchema,
  identityVerification: z.enum(IDENTITY_VERIFICATION_STATUSES),
});
export type TKycPersonalDataSummary = z.infer<typeof ZKycPersonalDataSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// Identity verification provider.

/**
 * `POST /public-api/identity-verification/webhook`, signed with HMAC-SHA256 (`IDENTITY_WEBHOOK_SECRET`) by the `webhook`
 * provider: its result for a KYC request.
 */
export const ZIdentityVerificationWebhookSchema = z.object({
  /** The KYC request id. */
  requestId: z.uuid({ error: requiredOrInvalid }),
  status: z.enum(['success', 'failed'], { error: requiredOrInvalid }),
  note: z.string().max(IDENTITY_VERIFICATION_NOTE_MAX_LENGTH, { error: 'validation.maxLength' }).optional(),
  /** The provider's own id of the check. */
  providerReference: z
    .string({ error: requiredOrInvalid })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.maxLength' }),
});
export type TIdentityVerificationWebhook = z.infer<typeof ZIdentityVerificationWebhookSchema>;
