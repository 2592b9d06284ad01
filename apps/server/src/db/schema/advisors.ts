import {
  ADVISOR_ROLES,
  ADVISOR_STATUSES,
  IDENTITY_DOCUMENT_TYPES,
  type TAdvisorRole,
  type TAdvisorStatus,
  type TIdentityDocumentType,
} from '@emisja/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  isLowerCase,
  isOneOf,
  landingPageId,
  sameLandingReference,
  sameLandingTarget,
  tenantEntityIds,
  timestamps,
  timestamptz,
} from './columns.ts';
import { accountUserId } from './users.ts';

// The enumerations are the API contract's (packages/shared/src/schemas/advisors.ts), defined once. Coordinator is not a role:
// it is per network (`advisor_networks.is_coordinator`), product-decisions section 2.
export type AdvisorStatus = TAdvisorStatus;
export type AdvisorRole = TAdvisorRole;

// Tenant-owned tables expose unique (landing_page_id, id) (`sameLandingTarget`) so that rows referring to them use composite
// foreign keys: a row of one landing page can never point at another landing page's network, advisor, campaign or investor
// (product-decisions 1).

/** Broker networks of a landing page (`brokerNetworkIds` of spec section 3). */
export const networks = pgTable(
  'networks',
  {
    ...tenantEntityIds(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('networks_landing_name_unique').on(table.landingPageId, table.name),
    sameLandingTarget('networks_landing_id_unique', table),
  ],
);

/** An advisor of one landing page (spec sections 3 and 4); the login account is the platform-wide user. */
export const advisors = pgTable(
  'advisors',
  {
    ...tenantEntityIds(),
    userId: accountUserId(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<AdvisorStatus>().notNull().default('initial'),
    role: text('role').$type<AdvisorRole>().notNull().default('advisor'),
    externalId: text('external_id'),
    documentType: text('document_type').$type<TIdentityDocumentType>(),
    documentNumber: text('document_number'),
    documentExpiryDate: date('document_expiry_date'),
    /** An identity document valid indefinitely has no expiry date. */
    documentIndefinite: boolean('document_indefinite').notNull().default(false),
    documentCountry: text('document_country'),
    powerOfAttorneyStart: date('power_of_attorney_start'),
    powerOfAttorneyEnd: date('power_of_attorney_end'),
    phoneNo: text('phone_no'),
    ...timestamps(),
    archivedAt: timestamptz('archived_at'),
  },
  (table) => [
    unique('advisors_landing_user_unique').on(table.landingPageId, table.userId),
    unique('advisors_landing_email_unique').on(table.landingPageId, table.email),
    sameLandingTarget('advisors_landing_id_unique', table),
    // The advisors list (10,000 rows per landing): default sort by surname, filters on status; e-mail filters use the unique
    // index above. Text filters with a leading wildcard scan the landing's rows of the surname index.
    index('advisors_landing_surname_idx').on(table.landingPageId, table.surname, table.firstName),
    index('advisors_landing_first_name_idx').on(table.landingPageId, table.firstName),
    index('advisors_landing_status_idx').on(table.landingPageId, table.status, table.surname),
    index('advisors_user_idx').on(table.userId),
    check('advisors_status', isOneOf(table.status, ADVISOR_STATUSES)),
    check('advisors_role', isOneOf(table.role, ADVISOR_ROLES)),
    // A CHECK passes on null, so nullable columns need no `is null or`.
    check('advisors_document_type', isOneOf(table.documentType, IDENTITY_DOCUMENT_TYPES)),
    check('advisors_email_lower_case', isLowerCase(table.email)),
    check('advisors_document_indefinite', sql`not (${table.documentIndefinite} and ${table.documentExpiryDate} is not null)`),
    check('advisors_power_of_attorney_range', sql`${table.powerOfAttorneyEnd} >= ${table.powerOfAttorneyStart}`),
    check('advisors_archived_when_deleted', sql`${table.status} <> 'deleted' or ${table.archivedAt} is not null`),
  ],
);

/** Network membership; an advisor coordinates the networks where `is_coordinator` is true (product-decisions section 2). */
export const advisorNetworks = pgTable(
  'advisor_networks',
  {
    landingPageId: landingPageId(),
    advisorId: uuid('advisor_id').notNull(),
    networkId: uuid('network_id').notNull(),
    isCoordinator: boolean('is_coordinator').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'advisor_networks_pk', columns: [table.advisorId, table.networkId] }),
    // "Advisors of network X" and "networks X coordinates" start from the network.
    index('advisor_networks_network_idx').on(table.networkId, table.isCoordinator),
    sameLandingReference('advisor_networks_advisor_fk', table, table.advisorId, advisors).onDelete('cascade'),
    sameLandingReference('advisor_networks_network_fk', table, table.networkId, networks).onDelete('cascade'),
  ],
);
