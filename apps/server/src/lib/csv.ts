// The CSV files the platform exports (payment schedules, the audit trail, settlement documents): UTF-8 with a byte order
// mark (so spreadsheets read Polish letters), CRLF between lines, RFC 4180 quoting, and a cell that a spreadsheet would run
// as a formula (a leading =, +, -, @, tab or carriage return) defused with an apostrophe: many cells are typed by users.

/** `,` for the back office's exports; `;` for the files Polish spreadsheets open with decimal commas (the schedule). */
export type CsvSeparator = ',' | ';';

const NEEDS_QUOTES: Record<CsvSeparator, RegExp> = {
  // A comma file quotes semicolons too, so a spreadsheet that splits on them still keeps the cell whole.
  ',': /[",;\r\n]/,
  ';': /[";\r\n]/,
};

/** One cell: empty for null, a leading formula character defused, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string | null, separator: CsvSeparator = ','): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES[separator].test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header line, then a line per row, each ending in CRLF, behind the byte order mark. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell, separator)).join(separator));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
