import type { TSettlementDocument } from '@emisja/shared';
import { toCsv } from '../../lib/csv.ts';

// The settlements CSV (issue 15): one line per document, the columns of the form. Like the audit CSV, a field that a
// spreadsheet would run as a formula (a leading =, +, -, @, tab or carriage return) is prefixed with an apostrophe, and fields
// with separators, quotes or line breaks are quoted. Counterparty names and document numbers are typed by advisors.

const CSV_COLUMNS = [
  'additionDate',
  'advisor',
  'type',
  'documentNumber',
  'correctedDocumentNumber',
  'counterPartyName',
  'counterPartyTin',
  'counterPartyStreet',
  'counterPartyStreetNumber',
  'counterPartyApartmentNumber',
  'counterPartyZipCode',
  'counterPartyCity',
  'counterPartyCountry',
  'issueDate',
  'saleDate',
  'paymentDate',
  'paymentMethod',
  'paymentStatus',
  'currency',
  'amount',
  'bankAccount',
  'bankAccountCountry',
  'glAccount',
  'costCenter',
] as const;

/** The documents as CSV with a header line (UTF-8 with a byte order mark, CRLF lines, as the audit CSV). */
export function toSettlementCsv(documents: readonly TSettlementDocument[]): string {
  return toCsv(
    CSV_COLUMNS,
    documents.map((document) => CSV_COLUMNS.map((column) => (column === 'advisor' ? document.advisor.name : document[column]))),
  );
}
