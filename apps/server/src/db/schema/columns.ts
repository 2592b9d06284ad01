import { sql, type SQL } from 'drizzle-orm';
import { foreignKey, numeric, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { landingPages } from './tenancy.ts';

// Column helpers shared by the table groups (not exported from schema/index.ts: they are not tables).

/** Money is an exact decimal (product-decisions section 4): numeric(18,2), read and written as a string like "12500.00". */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const primaryId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row that changes keeps when it was created and when it last changed (`updated_at` follows every update). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The sha-256 hex of a secret (links, refresh tokens): unique, the only form the secret is kept in (check it with isSha256Hex). */
export const tokenHash = () => text('token_hash').notNull().unique();

/** Every tenant-owned row carries its landing page (product-decisions section 1); deleting a tenant deletes its rows. */
export const landingPageId = () =>
  uuid('landing_page_id')
    .notNull()
    .references(() => landingPages.id, { onDelete: 'cascade' });

/** The first columns of a tenant-owned entity: its own id and its landing page (spread them first in the table). */
export const tenantEntityIds = () => ({ id: primaryId(), landingPageId: landingPageId() });

/**
 * Unique (landing_page_id, id) of a tenant-owned table: what `sameLandingReference` of the tables that refer to it points at,
 * so that a row of one landing page can never point at another landing page's row (product-decisions section 1).
 */
export function sameLandingTarget(name: string, table: { landingPageId: AnyPgColumn; id: AnyPgColumn }) {
  return unique(name).on(table.landingPageId, table.id);
}

/**
 * The foreign key (landing_page_id, `column`) of `table` -> (landing_page_id, id) of `target`: a row of one landing page can
 * never point at another landing page's row (product-decisions section 1). The target declares `sameLandingTarget` for it.
 */
export function sameLandingReference(
  name: string,
  table: { landingPageId: AnyPgColumn },
  column: AnyPgColumn,
  target: { landingPageId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [table.landingPageId, column], foreignColumns: [target.landingPageId, target.id] });
}

/** `column in ('a', 'b')` with the values inlined: a CHECK constraint cannot take bound parameters. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** E-mail addresses are stored lower-case so uniqueness and look-ups ignore case. */
export function isLowerCase(column: AnyPgColumn): SQL {
  return sql`${column} = lower(${column})`;
}

/** sha-256 hex digest: tokens are stored only as their hash, never as the secret. */
export function isSha256Hex(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[0-9a-f]{64}$'`;
}
