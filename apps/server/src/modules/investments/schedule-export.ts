import {
  decimalToHundredths,
  formatIsoDate,
  formatMoney,
  hundredthsToDecimal,
  SCHEDULE_ENTRY_STATUS_LABELS,
  type Currency,
  type Language,
  type TScheduleEntryStatus,
} from '@emisja/shared';
import ical, { escape as escapeIcalText, ICalEventStatus } from 'ical-generator';
import { toCsv } from '../../lib/csv.ts';
import type { PaymentScheduleEntry } from './payment-schedule.ts';

// The payment schedule as files (product-decisions section 10; docs/decisions/033-investor-panel-server.md): a CSV for a
// spreadsheet and an iCalendar file for a calendar. Both are written from the rows as the panels show them (displayed
// status, recorded payment), in the caller's language.

/** A row as the files need it: the computed entry (its period and amounts) with its state. */
export interface ExportedScheduleRow extends PaymentScheduleEntry {
  id: string;
  status: TScheduleEntryStatus;
  paidAmount: string | null;
  paidAt: string | null;
  /** When a payment was last recorded on the row (the calendar's DTSTAMP moves with it). */
  paymentRecordedAt: Date | null;
}

export interface ExportedInvestment {
  id: string;
  campaignName: string;
  productCode: string;
  currency: Currency;
  startDate: string;
  createdAt: Date;
}

/** Net interest plus principal: what the row pays to the investor, added exactly in grosze. */
export function paymentAmountOf(row: Pick<ExportedScheduleRow, 'net' | 'principal'>): string {
  const net = decimalToHundredths(row.net);
  const principal = decimalToHundredths(row.principal);
  if (net === null || principal === null) throw new RangeError(`schedule amounts are not decimals: ${row.net}, ${row.principal}`);
  return hundredthsToDecimal(net + principal);
}

// ---------------------------------------------------------------------------------------------------------------------------
// CSV.

const CSV_HEADERS: Record<Language, readonly string[]> = {
  pl: [
    'Lp.',
    'Okres od',
    'Okres do',
    'Data płatności',
    'Odsetki brutto',
    'Podatek',
    'Odsetki netto',
    'Kapitał',
    'Do wypłaty (netto + kapitał)',
    'Waluta',
    'Status',
    'Zapłacono',
    'Data zapłaty',
  ],
  en: [
    'No.',
    'Period from',
    'Period to',
    'Payment date',
    'Gross interest',
    'Tax',
    'Net interest',
    'Principal',
    'Payment (net + principal)',
    'Currency',
    'Status',
    'Paid amount',
    'Paid on',
  ],
};

/** A decimal as the language writes it in a spreadsheet cell: "1234,56" in Polish, "1234.56" in English (no grouping). */
function csvDecimal(value: string, language: Language): string {
  return language === 'pl' ? value.replace('.', ',') : value;
}

/**
 * The schedule as CSV: UTF-8 with a byte order mark (so Excel reads Polish letters), `;` between cells, CRLF between lines,
 * headers and decimals in `language`, days as ISO `yyyy-mm-dd` (every spreadsheet reads them as dates).
 */
export function scheduleCsv(investment: ExportedInvestment, rows: readonly ExportedScheduleRow[], language: Language): Buffer {
  const cells = rows.map((row) => [
    String(row.periodNo),
    row.periodFrom,
    row.periodTo,
    row.paymentDate,
    csvDecimal(row.gross, language),
    csvDecimal(row.tax, language),
    csvDecimal(row.net, language),
    csvDecimal(row.principal, language),
    csvDecimal(paymentAmountOf(row), language),
    investment.currency,
    SCHEDULE_ENTRY_STATUS_LABELS[language][row.status],
    row.paidAmount === null ? '' : csvDecimal(row.paidAmount, language),
    row.paidAt ?? '',
  ]);
  return Buffer.from(toCsv(CSV_HEADERS[language], cells, ';'), 'utf8');
}

// ---------------------------------------------------------------------------------------------------------------------------
// iCalendar (RFC 5545).

const ICS_TEXTS = {
  pl: {
    payment: 'Wypłata',
    period: 'okres',
    gross: 'Odsetki brutto',
    tax: 'Podatek',
    net: 'Odsetki netto',
    principal: 'Kapitał',
    status: 'Status',
    paid: 'Zapłacono',
    calendar: 'Harmonogram płatności',
  },
  en: {
    payment: 'Payment',
    period: 'period',
    gross: 'Gross interest',
    tax: 'Tax',
    net: 'Net interest',
    principal: 'Principal',
    status: 'Status',
    paid: 'Paid',
    calendar: 'Payment schedule',
  },
} as const;

/**
 * The payment dates as an iCalendar file: one all-day VEVENT per row on its payment date, UID `<row id>@<host>` (stable, so a
 * calendar that imports the file again updates the events instead of doubling them), the amount (net + principal) in the
 * summary, the figures and the status in the description; a cancelled row's event is CANCELLED. Line folding and text
 * escaping are ical-generator's.
 */
export function scheduleIcs(
  investment: ExportedInvestment,
  rows: readonly ExportedScheduleRow[],
  options: { language: Language; host: string; siteTitle: string },
): string {
  const { language } = options;
  const texts = ICS_TEXTS[language];
  const money = (value: string) => formatMoney(value, investment.currency, language);
  const calendarName = `${texts.calendar}: ${investment.campaignName} (${investment.productCode})`;
  const calendar = ical({
    prodId: { company: options.siteTitle, product: 'Emisja', language: language.toUpperCase() },
    // ical-generator writes the calendar's name as it gets it; it is TEXT (RFC 7986), so it is escaped here.
    name: escapeIcalText(calendarName, false),
  });
  for (const row of rows) {
    const description = [
      `${investment.campaignName} (${investment.productCode}), ${texts.period} ${row.periodNo}: ${formatIsoDate(row.periodFrom, language)} - ${formatIsoDate(row.periodTo, language)}`,
      `${texts.gross}: ${money(row.gross)}`,
      `${texts.tax}: ${money(row.tax)}`,
      `${texts.net}: ${money(row.net)}`,
      `${texts.principal}: ${money(row.principal)}`,
      `${texts.status}: ${SCHEDULE_ENTRY_STATUS_LABELS[language][row.status]}`,
      ...(row.paidAmount !== null && row.paidAt !== null
        ? [`${texts.paid}: ${money(row.paidAmount)} (${formatIsoDate(row.paidAt, language)})`]
        : []),
    ].join('\n');
    calendar.createEvent({
      id: `${row.id}@${options.host}`,
      start: row.paymentDate,
      allDay: true,
      stamp: row.paymentRecordedAt ?? investment.createdAt,
      summary: `${texts.payment} ${money(paymentAmountOf(row))}: ${investment.campaignName} (${investment.productCode})`,
      description,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** The files' names: "harmonogram-SERIA-A-2026-03-12.csv" / "schedule-SERIA-A-2026-03-12.ics". */
export function scheduleFileName(investment: ExportedInvestment, language: Language, extension: 'csv' | 'ics'): string {
  const stem = language === 'pl' ? 'harmonogram' : 'schedule';
  const code = investment.productCode.replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `${stem}-${code}-${investment.startDate}.${extension}`;
}
