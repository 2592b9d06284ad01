import { CONTEXT_TYPES, type ContextType } from '@emisja/shared';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, isSha256Hex, landingPageId, primaryId, tenantEntityIds, timestamptz, tokenHash } from './columns.ts';
import { ownerUserId, users } from './users.ts';

export const ONE_TIME_TOKEN_PURPOSES = [
  'investor-login',
  'activation',
  'password-reset',
  'two-factor-login',
  /** A link in an investor e-mail that logs in and lands on a page of the panel (product-decisions section 10). */
  'redirect-login',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

// One verification table for every single-use secret (epic-stack habit): investor login links, activation and password-reset
// links, the pending second factor. Lifetimes are product-decisions section 5. Only the sha-256 of the secret is stored.
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...tenantEntityIds(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: tokenHash(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Set when a newer token of the same purpose replaces this one ("a new link invalidates older ones"). */
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Codes tried with this token (the pending second factor allows a few before it is revoked). */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
    index('one_time_tokens_expires_idx').on(table.expiresAt),
    check('one_time_tokens_purpose', isOneOf(table.purpose, ONE_TIME_TOKEN_PURPOSES)),
    check('one_time_tokens_token_hash', isSha256Hex(table.tokenHash)),
  ],
);

// Opaque refresh tokens, rotated on every use; presenting a rotated one again revokes the whole family (token theft).
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    userId: ownerUserId(),
    landingPageId: landingPageId(),
    contextType: text('context_type').$type<ContextType>().notNull(),
    /** Every token issued by rotation from one login shares the family id. */
    familyId: uuid('family_id').notNull(),
    tokenHash: tokenHash(),
    /** 30 days from the login, kept through rotations (absolute lifetime). */
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
    check('refresh_tokens_context_type', isOneOf(table.contextType, CONTEXT_TYPES)),
    check('refresh_tokens_token_hash', isSha256Hex(table.tokenHash)),
  ],
);

/** "Remember this device" for the second factor: 30 days, bound to the user (spec section 9, cookie named after the username). */
export const rememberTwoFactorTokens = pgTable(
  'remember_two_factor_tokens',
  {
    id: primaryId(),
    userId: ownerUserId(),
    tokenHash: tokenHash(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('remember_two_factor_tokens_user_idx').on(table.userId),
    check('remember_two_factor_tokens_token_hash', isSha256Hex(table.tokenHash)),
  ],
);
