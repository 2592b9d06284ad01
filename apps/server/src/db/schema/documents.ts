import { sql } from 'drizzle-orm';
import { ASSET_KINDS, type TAssetKind } from '@emisja/shared';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, isSha256Hex, sameLandingReference, sameLandingTarget, tenantEntityIds } from './columns.ts';
import { investors } from './investors.ts';
import { users } from './users.ts';

export const DOCUMENT_AUDIENCES = ['advisors', 'investor'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

/** A stored upload: the bytes live in the storage provider under `storage_key`; the type is detected from the content. */
export const files = pgTable(
  'files',
  {
    ...tenantEntityIds(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    sameLandingTarget('files_landing_id_unique', table),
    check('files_size_bytes', sql`${table.sizeBytes} >= 0`),
    check('files_sha256', isSha256Hex(table.sha256)),
  ],
);

/** Documents shown to the landing page's advisors (/app/documents) or to one investor (investor panel documents). */
export const documents = pgTable(
  'documents',
  {
    ...tenantEntityIds(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    audience: text('audience').$type<DocumentAudience>().notNull(),
    investorId: uuid('investor_id'),
    createdAt: createdAt(),
  },
  (table) => [
    // Documents are listed newest first (spec section 7, GET /api/advisor/advisor/documents).
    index('documents_landing_audience_created_idx').on(table.landingPageId, table.audience, table.createdAt),
    index('documents_investor_idx').on(table.landingPageId, table.investorId, table.createdAt),
    sameLandingReference('documents_file_fk', table, table.fileId, files),
    sameLandingReference('documents_investor_fk', table, table.investorId, investors).onDelete('cascade'),
    check('documents_audience', isOneOf(table.audience, DOCUMENT_AUDIENCES)),
    check('documents_investor_audience', sql`(${table.audience} = 'investor') = (${table.investorId} is not null)`),
  ],
);

/**
 * An upload of the issuer's back office (issue 14; docs/decisions/035-back-office.md): a branding image, a campaign cover or a
 * campaign document. Uploaded first, then referred to from the configuration (by its public URL) or a campaign (by id).
 */
export const assets = pgTable(
  'assets',
  {
    ...tenantEntityIds(),
    fileId: uuid('file_id').notNull(),
    kind: text('kind').$type<TAssetKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    sameLandingTarget('assets_landing_id_unique', table),
    sameLandingReference('assets_file_fk', table, table.fileId, files),
    check('assets_kind', isOneOf(table.kind, ASSET_KINDS)),
  ],
);
