import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@emisja/shared';
import { landingPages } from './tenancy.ts';

export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type OutboxTransport = 'smtp' | 'dev-mailbox';

// Transactional outbox (product-decisions section 8): written in the same transaction as the action that causes the mail,
// then sent by a pg-boss job with retries; the row id deduplicates deliveries.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landingPageId: uuid('landing_page_id').references(() => landingPages.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    language: text('language').$type<Language>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Links the mail carries, kept for the development mailbox and logs (never the token hashes). */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    transport: text('transport').$type<OutboxTransport>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_status_idx').on(table.status, table.createdAt),
    // The development mailbox pages newest first (issue 16): a page is an index range, not a sort of the whole table.
    index('email_outbox_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
