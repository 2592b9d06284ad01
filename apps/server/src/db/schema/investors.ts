import { ONBOARDING_DOCUMENTS, type TOnboardingDocument } from '@emisja/shared';
import { boolean, check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  isLowerCase,
  isOneOf,
  sameLandingReference,
  sameLandingTarget,
  tenantEntityIds,
  timestamps,
  timestamptz,
} from './columns.ts';
import { accountUserId } from './users.ts';

// An investor of one landing page. Inviting an e-mail creates the platform user too (no password: investors log in by an
// e-mail link), so an investor always has a user. Personal data comes from the last submitted KYC questionnaire; `pesel` and
// `bank_account` are encrypted at rest (lib/pii, docs/decisions/031), so the columns hold ciphertext, never the number.
export const investors = pgTable(
  'investors',
  {
    ...tenantEntityIds(),
    userId: accountUserId(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    surname: text('surname'),
    phoneNo: text('phone_no'),
    pesel: text('pesel'),
    bankAccount: text('bank_account'),
    isLegalPerson: boolean('is_legal_person').notNull().default(false),
    companyName: text('company_name'),
    /** The last submitted KYC questionnaire (its answers filled the columns above). */
    lastKycRequestId: uuid('last_kyc_request_id'),
    kycSubmittedAt: timestamptz('kyc_submitted_at'),
    /**
     * Set when an admin erased the investor on request (docs/decisions/049): contact data and everything the AML law does not
     * require is gone; the identity data, the questionnaires and the transactions stay, sealed, until `retentionUntil`.
     */
    erasedAt: timestamptz('erased_at'),
    /** The day after which `npm run personal-data:purge` deletes what the erasure kept (5 years after the relationship). */
    retentionUntil: date('retention_until'),
    ...timestamps(),
  },
  (table) => [
    unique('investors_landing_email_unique').on(table.landingPageId, table.email),
    unique('investors_landing_user_unique').on(table.landingPageId, table.userId),
    sameLandingTarget('investors_landing_id_unique', table),
    index('investors_landing_surname_idx').on(table.landingPageId, table.surname, table.firstName),
    index('investors_user_idx').on(table.userId),
    index('investors_retention_until_idx').on(table.retentionUntil),
    check('investors_email_lower_case', isLowerCase(table.email)),
  ],
);

export type OnboardingDocument = TOnboardingDocument;

/**
 * An investor's acceptance of one version of an onboarding document (terms, privacy policy, risk statement), with the time and
 * where it came from: the record the issuer shows a regulator. A new version of a document asks again.
 */
export const investorConsents = pgTable(
  'investor_consents',
  {
    ...tenantEntityIds(),
    investorId: uuid('investor_id').notNull(),
    document: text('document').$type<OnboardingDocument>().notNull(),
    /** The version the investor saw: the document's link and a fingerprint of the configuration that named it. */
    version: text('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    unique('investor_consents_version_unique').on(table.landingPageId, table.investorId, table.document, table.version),
    sameLandingReference('investor_consents_investor_fk', table, table.investorId, investors).onDelete('cascade'),
    check('investor_consents_document', isOneOf(table.document, ONBOARDING_DOCUMENTS)),
  ],
);
