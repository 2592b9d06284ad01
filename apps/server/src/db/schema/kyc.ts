import {
  IDENTITY_VERIFICATION_STATUSES,
  KYC_REQUEST_STATUSES,
  type TIdentityVerificationStatus,
  type TKycRequestStatus,
} from '@emisja/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { createdAt, isLowerCase, isOneOf, isSha256Hex, primaryId, tenantEntityIds, timestamps, timestamptz } from './columns.ts';
import { investors } from './investors.ts';
import { users } from './users.ts';

export type KycRequestStatus = TKycRequestStatus;

/** Where an identity-verification result came from (product-decisions section 9: the `manual` and `webhook` providers). */
export const IDENTITY_VERIFICATION_PROVIDERS = ['manual', 'webhook'] as const;
export type IdentityVerificationProvider = (typeof IDENTITY_VERIFICATION_PROVIDERS)[number];

// A KYC invitation an advisor sends to an investor e-mail; the link opens the questionnaire (/kyc-form) until it is submitted
// or 30 days pass (product-decisions sections 5 and 9). `draft` holds what the investor filled in so far, `data` the submitted
// answers (spec section 3 fields); in both the personal numbers (PESEL, document numbers, tax numbers, bank accounts) are
// encrypted field by field (lib/pii). `status` is `sent` until the first draft save (`in-progress`), then `submitted`;
// `expired` is written when a newer request to the same e-mail replaces this one, and read for a link past `expires_at`.
export const kycRequests = pgTable(
  'kyc_requests',
  {
    ...tenantEntityIds(),
    investorEmail: text('investor_email').notNull(),
    /** The investor (and platform user) the request is for: created with the request when the e-mail is new. */
    investorId: uuid('investor_id'),
    advisorId: uuid('advisor_id').notNull(),
    message: text('message').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<KycRequestStatus>().notNull().default('sent'),
    expiresAt: timestamptz('expires_at').notNull(),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    draftSavedAt: timestamptz('draft_saved_at'),
    submittedAt: timestamptz('submitted_at'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    identityVerification: text('identity_verification').$type<TIdentityVerificationStatus>().notNull().default('not-started'),
    /** The advisor's `Idempotency-Key`: a retried send answers the first request's result. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (table) => [
    index('kyc_requests_advisor_idx').on(table.landingPageId, table.advisorId, table.createdAt),
    index('kyc_requests_landing_email_idx').on(table.landingPageId, table.investorEmail, table.createdAt),
    index('kyc_requests_landing_created_idx').on(table.landingPageId, table.createdAt),
    index('kyc_requests_investor_idx').on(table.landingPageId, table.investorId, table.submittedAt),
    unique('kyc_requests_idempotency_unique').on(table.landingPageId, table.advisorId, table.idempotencyKey),
    foreignKey({
      name: 'kyc_requests_advisor_fk',
      columns: [table.landingPageId, table.advisorId],
      foreignColumns: [advisors.landingPageId, advisors.id],
    }),
    foreignKey({
      name: 'kyc_requests_investor_fk',
      columns: [table.landingPageId, table.investorId],
      foreignColumns: [investors.landingPageId, investors.id],
    }),
    check('kyc_requests_status', isOneOf(table.status, KYC_REQUEST_STATUSES)),
    check('kyc_requests_identity_verification', isOneOf(table.identityVerification, IDENTITY_VERIFICATION_STATUSES)),
    check('kyc_requests_email_lower_case', isLowerCase(table.investorEmail)),
    check('kyc_requests_token_hash', isSha256Hex(table.tokenHash)),
    check(
      'kyc_requests_submitted',
      sql`${table.status} <> 'submitted' or (${table.submittedAt} is not null and ${table.data} is not null)`,
    ),
  ],
);

/** Every identity-verification result of a KYC request: who (or which provider) decided, when, and why. */
export const kycIdentityVerifications = pgTable(
  'kyc_identity_verifications',
  {
    id: primaryId(),
    kycRequestId: uuid('kyc_request_id')
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<TIdentityVerificationStatus>().notNull(),
    note: text('note'),
    provider: text('provider').$type<IdentityVerificationProvider>().notNull(),
    /** The provider's own id of the check (webhook provider). */
    providerReference: text('provider_reference'),
    /** Null for a provider's result. */
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown in the history even after the user is gone: a name, an e-mail or the provider. */
    decidedByLabel: text('decided_by_label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_identity_verifications_request_idx').on(table.kycRequestId, table.createdAt),
    check('kyc_identity_verifications_status', isOneOf(table.status, IDENTITY_VERIFICATION_STATUSES)),
    check('kyc_identity_verifications_provider', isOneOf(table.provider, IDENTITY_VERIFICATION_PROVIDERS)),
  ],
);
