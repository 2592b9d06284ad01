import { CONTEXT_TYPES, type ContextType } from '@emisja/shared';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isLowerCase, isOneOf, landingPageId, primaryId, timestamps, timestamptz } from './columns.ts';

// A user is one person on the whole platform (e-mail unique across landing pages); what they may do on a landing page comes
// from their contexts (product-decisions section 2).
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull().unique(),
    /** Null for investors, who log in by an e-mail link, and for advisors not yet activated. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    surname: text('surname'),
    /** An inactive account cannot log in (errorAccountInactive, spec section 8). */
    isActive: boolean('is_active').notNull().default(true),
    /** TOTP secret; stored encrypted by the auth module (docs/decisions/011-totp-secrets-encrypted.md). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** A secret being enrolled (shown as a QR code, not yet confirmed with a code); encrypted like `totpSecret`. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The TOTP time step of the last accepted code: a code of this step or an earlier one is refused (no replay). */
    totpLastUsedStep: integer('totp_last_used_step'),
    /** Sessions (refresh tokens) issued before this moment are no longer valid (product-decisions section 5). */
    passwordChangedAt: timestamptz('password_changed_at'),
    /** Failed logins counted per account: `failedLoginCount` failures since `failedLoginWindowStartedAt` (15-minute window). */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStartedAt: timestamptz('failed_login_window_started_at'),
    /** Set when too many logins failed: until then every login of the account fails like a wrong password. */
    lockedUntil: timestamptz('locked_until'),
    ...timestamps(),
  },
  (table) => [check('users_email_lower_case', isLowerCase(table.email))],
);

/** The user a row belongs to, and goes with (sessions, remembered devices, contexts). */
export const ownerUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The platform-wide login account of a landing page's advisor or investor: every advisor and investor has one, and the user
 * cannot be deleted while they do (no cascade: the advisor or investor is archived or erased, never deleted with the user).
 */
export const accountUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);

/** A context is the right to use a panel of a landing page: its id is the landing page id (spec section 3, user context). */
export const userContexts = pgTable(
  'user_contexts',
  {
    id: primaryId(),
    userId: ownerUserId(),
    landingPageId: landingPageId(),
    contextType: text('context_type').$type<ContextType>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_contexts_user_landing_type_unique').on(table.userId, table.landingPageId, table.contextType),
    index('user_contexts_landing_idx').on(table.landingPageId, table.contextType),
    check('user_contexts_context_type', isOneOf(table.contextType, CONTEXT_TYPES)),
  ],
);
