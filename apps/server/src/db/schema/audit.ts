import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landingPages } from './tenancy.ts';

// Audit log: who, what, when (UTC), from where; before/after for changes to entities.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    landingPageId: uuid('landing_page_id').references(() => landingPages.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id'),
    actorLabel: text('actor_label'),
    /** The admin behind an impersonated session (docs/decisions/043): the actor is the user being viewed. */
    impersonatorUserId: uuid('impersonator_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    metadata: jsonb('metadata'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_landing_created_idx').on(table.landingPageId, table.createdAt),
    // A record's history (the advisor and offer pages) and the audit trail's filter by record.
    index('audit_log_landing_entity_idx').on(table.landingPageId, table.entityType, table.entityId, table.createdAt),
  ],
);
