import { z } from 'zod';

// Personal data of an investor (issue 17 item 8; GDPR articles 15, 17 and 20; docs/decisions/049): the export of everything
// the platform holds about an investor on one landing page, and the erasure that keeps what the AML law requires for five
// years after the business relationship ends (product-decisions section 9).

/** The formats of an export: the machine-readable JSON and a PDF for people. */
export const PERSONAL_DATA_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type TPersonalDataExportFormat = (typeof PERSONAL_DATA_EXPORT_FORMATS)[number];

/** `GET /investor-api/personal-data?format=` and `GET /api/advisor/investor/{investorId}/personal-data?format=`. */
export const ZPersonalDataExportQuerySchema = z.object({
  format: z.enum(PERSONAL_DATA_EXPORT_FORMATS).default('json'),
});

export const ZPersonalDataInvestorParamsSchema = z.object({ investorId: z.uuid({ error: 'validation.invalid' }) });

const ZDateTime = z.string();
const ZIsoDate = z.string();

/** The JSON export (`format=json`). Personal numbers decrypted: it is the data subject's copy. */
export const ZPersonalDataExportSchema = z.object({
  format: z.literal('emisja-personal-data-export'),
  version: z.literal(1),
  generatedAt: ZDateTime,
  landingPage: z.object({ id: z.uuid(), name: z.string() }),
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: ZDateTime,
  }),
  investor: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    phoneNo: z.string().nullable(),
    pesel: z.string().nullable(),
    bankAccount: z.string().nullable(),
    isLegalPerson: z.boolean(),
    companyName: z.string().nullable(),
    kycSubmittedAt: ZDateTime.nullable(),
    createdAt: ZDateTime,
    erasedAt: ZDateTime.nullable(),
    retentionUntil: ZIsoDate.nullable(),
  }),
  kycQuestionnaires: z.array(
    z.object({
      id: z.uuid(),
      status: z.string(),
      identityVerification: z.string(),
      createdAt: ZDateTime,
      submittedAt: ZDateTime.nullable(),
      /** The submitted answers, else the saved draft, decrypted; null when nothing was filled in. */
      answers: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.uuid(),
      campaignName: z.string(),
      productCode: z.string(),
      status: z.string(),
      statusDate: ZDateTime,
      investmentValue: z.string().nullable(),
      currency: z.string(),
      agreementDate: ZIsoDate.nullable(),
      paymentDate: ZIsoDate.nullable(),
      endDate: ZIsoDate.nullable(),
      invitationMessage: z.string(),
      createdAt: ZDateTime,
      history: z.array(
        z.object({ fromStatus: z.string().nullable(), toStatus: z.string(), reason: z.string().nullable(), at: ZDateTime }),
      ),
    }),
  ),
  investments: z.array(
    z.object({
      id: z.uuid(),
      offerId: z.uuid(),
      amount: z.string(),
      currency: z.string(),
      startDate: ZIsoDate,
      endDate: ZIsoDate,
      status: z.string(),
      schedule: z.array(
        z.object({
          periodNo: z.number().int(),
          paymentDate: ZIsoDate,
          gross: z.string(),
          tax: z.string(),
          net: z.string(),
          principal: z.string(),
          status: z.string(),
          paidAmount: z.string().nullable(),
          paidAt: ZIsoDate.nullable(),
        }),
      ),
    }),
  ),
  /** Payment confirmations the investor uploaded and documents addressed to them: metadata only (the files download in the panel). */
  documents: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['payment-confirmation', 'investor-document']),
      offerId: z.uuid().nullable(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: ZDateTime,
    }),
  ),
  consents: z.array(
    z.object({
      document: z.string(),
      version: z.string(),
      acceptedAt: ZDateTime,
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  auditEntries: z.array(
    z.object({
      action: z.string(),
      entityType: z.string().nullable(),
      entityId: z.string().nullable(),
      ip: z.string().nullable(),
      at: ZDateTime,
    }),
  ),
  /** E-mails sent to the investor: subject and state; not their bodies, which carried single-use login links. */
  emails: z.array(
    z.object({
      template: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: ZDateTime,
      sentAt: ZDateTime.nullable(),
    }),
  ),
});
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExportSchema>;

/** What an erasure deletes or pseudonymises (docs/decisions/049). */
export const ERASED_DATA_CATEGORIES = [
  'contact-data',
  'consents',
  'open-offers',
  'free-text-notes',
  'kyc-drafts',
  'sessions',
  'login-links',
  'emails',
  'account',
] as const;
export type TErasedDataCategory = (typeof ERASED_DATA_CATEGORIES)[number];

/** What an erasure keeps, sealed, until the retention date: what the AML law requires for five years. */
export const RETAINED_DATA_CATEGORIES = [
  'identity-data',
  'kyc-questionnaires',
  'agreed-offers',
  'investments',
  'payment-schedules',
  'documents',
  'audit-log',
] as const;
export type TRetainedDataCategory = (typeof RETAINED_DATA_CATEGORIES)[number];

/** `POST /api/advisor/investor/{investorId}/erasure` (admin): what was erased and what is kept until when. */
export const ZPersonalDataErasureSchema = z.object({
  investorId: z.uuid(),
  erasedAt: ZDateTime,
  /** Five years after the end of the business relationship (the erasure, or the last investment's end if later). */
  retentionUntil: ZIsoDate,
  erased: z.array(z.object({ category: z.enum(ERASED_DATA_CATEGORIES), count: z.number().int() })),
  retained: z.array(z.object({ category: z.enum(RETAINED_DATA_CATEGORIES), count: z.number().int(), until: ZIsoDate })),
});
export type TPersonalDataErasure = z.infer<typeof ZPersonalDataErasureSchema>;
