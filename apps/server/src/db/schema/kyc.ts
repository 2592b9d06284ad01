import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { createdAt, isLowerCase, isOneOf, isSha256Hex, landingPageId, primaryId, timestamptz } from './columns.ts';

export const KYC_REQUEST_STATUSES = ['sent', 'submitted', 'expired'] as const;
export type KycRequestStatus = (typeof KYC_REQUEST_STATUSES)[number];

// A KYC invitation an advisor sends to an investor e-mail; the link opens the questionnaire (/kyc-form) until it is submitted
// or 30 days pass (product-decisions section 5). `data` holds the answers of spec section 3 (person, document, tax and family,
// addresses, bank, company), validated by the KYC module's schema.
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: primaryId(),
    landingPageId: landingPageId(),
    investorEmail: text('investor_email').notNull(),
    advisorId: uuid('advisor_id').notNull(),
    message: text('message').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<KycRequestStatus>().notNull().default('sent'),
    expiresAt: timestamptz('expires_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_requests_advisor_idx').on(table.landingPageId, table.advisorId, table.createdAt),
    index('kyc_requests_landing_email_idx').on(table.landingPageId, table.investorEmail),
    foreignKey({
      name: 'kyc_requests_advisor_fk',
      columns: [table.landingPageId, table.advisorId],
      foreignColumns: [advisors.landingPageId, advisors.id],
    }),
    check('kyc_requests_status', isOneOf(table.status, KYC_REQUEST_STATUSES)),
    check('kyc_requests_email_lower_case', isLowerCase(table.investorEmail)),
    check('kyc_requests_token_hash', isSha256Hex(table.tokenHash)),
    check(
      'kyc_requests_submitted',
      sql`${table.status} <> 'submitted' or (${table.submittedAt} is not null and ${table.data} is not null)`,
    ),
  ],
);
