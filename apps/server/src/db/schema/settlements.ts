import { sql } from 'drizzle-orm';
import {
  CURRENCIES,
  SETTLEMENT_DOCUMENT_TYPES,
  SETTLEMENT_PAYMENT_METHODS,
  SETTLEMENT_PAYMENT_STATUSES,
  type Currency,
  type TSettlementDocumentType,
  type TSettlementPaymentMethod,
  type TSettlementPaymentStatus,
} from '@emisja/shared';
import { check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { isOneOf, money, sameLandingReference, tenantEntityIds, timestamps, timestamptz } from './columns.ts';
import { files } from './documents.ts';

/**
 * An advisor's settlement document (issue 15; product-decisions section 11; docs/decisions/047): a commission invoice, its
 * correction or a bill, with the counterparty of spec section 3 and the PDF in `files`.
 */
export const settlementDocuments = pgTable(
  'settlement_documents',
  {
    ...tenantEntityIds(),
    /** The owner: the advisor who registered it. */
    advisorId: uuid('advisor_id').notNull(),
    counterPartyTin: text('counter_party_tin').notNull(),
    counterPartyName: text('counter_party_name').notNull(),
    counterPartyStreet: text('counter_party_street').notNull(),
    counterPartyStreetNumber: text('counter_party_street_number').notNull(),
    counterPartyApartmentNumber: text('counter_party_apartment_number'),
    counterPartyCity: text('counter_party_city').notNull(),
    counterPartyZipCode: text('counter_party_zip_code').notNull(),
    counterPartyCountry: text('counter_party_country').notNull(),
    type: text('type').$type<TSettlementDocumentType>().notNull(),
    documentNumber: text('document_number').notNull(),
    correctedDocumentNumber: text('corrected_document_number'),
    issueDate: date('issue_date').notNull(),
    saleDate: date('sale_date').notNull(),
    paymentDate: date('payment_date').notNull(),
    paymentMethod: text('payment_method').$type<TSettlementPaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<TSettlementPaymentStatus>().notNull().default('unpaid'),
    currency: text('currency').$type<Currency>().notNull(),
    /** The gross amount to pay (docs/decisions/047). */
    amount: money('amount').notNull(),
    bankAccount: text('bank_account'),
    bankAccountCountry: text('bank_account_country'),
    glAccount: text('gl_account'),
    costCenter: text('cost_center'),
    pdfFileId: uuid('pdf_file_id'),
    // `created_at` is additionDate of spec section 3: when it was registered.
    ...timestamps(),
    paidAt: timestamptz('paid_at'),
  },
  (table) => [
    unique('settlement_documents_number_unique').on(table.landingPageId, table.advisorId, table.type, table.documentNumber),
    index('settlement_documents_landing_created_idx').on(table.landingPageId, table.createdAt),
    index('settlement_documents_advisor_created_idx').on(table.landingPageId, table.advisorId, table.createdAt),
    sameLandingReference('settlement_documents_advisor_fk', table, table.advisorId, advisors),
    sameLandingReference('settlement_documents_pdf_fk', table, table.pdfFileId, files),
    check('settlement_documents_type', isOneOf(table.type, SETTLEMENT_DOCUMENT_TYPES)),
    check('settlement_documents_payment_method', isOneOf(table.paymentMethod, SETTLEMENT_PAYMENT_METHODS)),
    check('settlement_documents_payment_status', isOneOf(table.paymentStatus, SETTLEMENT_PAYMENT_STATUSES)),
    check('settlement_documents_currency', isOneOf(table.currency, CURRENCIES)),
    check('settlement_documents_amount', sql`${table.amount} > 0`),
    check(
      'settlement_documents_corrected_number',
      sql`(${table.type} = 'correction') = (${table.correctedDocumentNumber} is not null)`,
    ),
    check('settlement_documents_paid_at', sql`(${table.paymentStatus} = 'paid') = (${table.paidAt} is not null)`),
  ],
);
