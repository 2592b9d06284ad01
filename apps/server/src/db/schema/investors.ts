import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isLowerCase, landingPageId, primaryId, updatedAt } from './columns.ts';
import { users } from './users.ts';

// An investor of one landing page. Inviting an e-mail creates the platform user too (no password: investors log in by an
// e-mail link), so an investor always has a user. Personal data (PESEL, bank account) comes from the KYC form.
export const investors = pgTable(
  'investors',
  {
    id: primaryId(),
    landingPageId: landingPageId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    firstName: text('first_name'),
    surname: text('surname'),
    phoneNo: text('phone_no'),
    pesel: text('pesel'),
    bankAccount: text('bank_account'),
    isLegalPerson: boolean('is_legal_person').notNull().default(false),
    companyName: text('company_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('investors_landing_email_unique').on(table.landingPageId, table.email),
    unique('investors_landing_user_unique').on(table.landingPageId, table.userId),
    unique('investors_landing_id_unique').on(table.landingPageId, table.id),
    index('investors_landing_surname_idx').on(table.landingPageId, table.surname, table.firstName),
    index('investors_user_idx').on(table.userId),
    check('investors_email_lower_case', isLowerCase(table.email)),
    check('investors_pesel_format', sql`${table.pesel} ~ '^[0-9]{11}$'`),
  ],
);
