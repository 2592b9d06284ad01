import { formatIsoDate, type Language, type TPersonalDataExport } from '@emisja/shared';
import { renderPdf } from '../../lib/pdf.ts';

// The personal-data export as a PDF for people (docs/decisions/049): the same content as the JSON, one section per kind of
// data, printed by the server's one PDF printer (lib/pdf.ts). Questionnaire answers are printed as "path: value" lines.

interface Labels {
  title: string;
  subtitle: (landing: string) => string;
  generated: string;
  sections: Record<
    'account' | 'investor' | 'questionnaires' | 'offers' | 'investments' | 'documents' | 'consents' | 'audit' | 'emails',
    string
  >;
  none: string;
  erased: (day: string) => string;
}

const LABELS: Record<Language, Labels> = {
  pl: {
    title: 'Twoje dane osobowe',
    subtitle: (landing) => `Dane, które przechowuje ${landing}`,
    generated: 'Wygenerowano',
    sections: {
      account: 'Konto',
      investor: 'Inwestor',
      questionnaires: 'Ankiety KYC',
      offers: 'Oferty',
      investments: 'Inwestycje i harmonogramy płatności',
      documents: 'Dokumenty (metadane)',
      consents: 'Zgody',
      audit: 'Wpisy dziennika zdarzeń',
      emails: 'Wysłane e-maile',
    },
    none: 'brak',
    erased: (day) => `Dane usunięte na żądanie; dane wymagane przez ustawę AML przechowywane do ${day}.`,
  },
  en: {
    title: 'Your personal data',
    subtitle: (landing) => `The data ${landing} holds`,
    generated: 'Generated',
    sections: {
      account: 'Account',
      investor: 'Investor',
      questionnaires: 'KYC questionnaires',
      offers: 'Offers',
      investments: 'Investments and payment schedules',
      documents: 'Documents (metadata)',
      consents: 'Consents',
      audit: 'Audit log entries',
      emails: 'E-mails sent',
    },
    none: 'none',
    erased: (day) => `Erased on request; the data the AML law requires is kept until ${day}.`,
  },
};

type Cell = string | number | boolean | null | undefined;

const text = (value: Cell) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** "path: value" lines of a nested object (questionnaire answers). */
export function flattenAnswers(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, text(value as Cell)]];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${prefix}[${index}]`, item] as const)
    : Object.entries(value).map(([key, item]) => [prefix ? `${prefix}.${key}` : key, item] as const);
  if (entries.length === 0) return [[prefix, '—']];
  return entries.flatMap(([path, item]) => flattenAnswers(item, path));
}

function keyValues(rows: [string, Cell][]) {
  return {
    table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, { text: text(value) }]) },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 12],
  };
}

function grid(header: string[], rows: Cell[][], none: string) {
  if (rows.length === 0) return { text: none, style: 'small', margin: [0, 2, 0, 12] };
  return {
    table: {
      headerRows: 1,
      widths: header.map(() => '*'),
      body: [
        header.map((cell) => ({ text: cell, style: 'label' })),
        ...rows.map((row) => row.map((cell) => ({ text: text(cell) }))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 4, 0, 12],
  };
}

export function personalDataPdfDocument(data: TPersonalDataExport, language: Language) {
  const labels = LABELS[language];
  const section = (title: string) => ({ text: title, style: 'section' });
  const { investor } = data;
  return {
    info: { title: labels.title, creator: 'Emisja' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 12, margin: [0, 0, 0, 12] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 2] },
      label: { color: '#555555' },
      small: { fontSize: 8, color: '#777777' },
    },
    content: [
      { text: labels.title, style: 'title' },
      { text: labels.subtitle(data.landingPage.name), style: 'subtitle' },
      ...(investor.erasedAt && investor.retentionUntil
        ? [{ text: labels.erased(formatIsoDate(investor.retentionUntil, language)), margin: [0, 0, 0, 8] }]
        : []),
      section(labels.sections.account),
      keyValues([
        ['id', data.user.id],
        ['email', data.user.email],
        ['firstName', data.user.firstName],
        ['surname', data.user.surname],
        ['isActive', data.user.isActive],
        ['createdAt', data.user.createdAt],
      ]),
      section(labels.sections.investor),
      keyValues(Object.entries(investor) as [string, Cell][]),
      section(labels.sections.questionnaires),
      ...(data.kycQuestionnaires.length === 0
        ? [{ text: labels.none, style: 'small' }]
        : data.kycQuestionnaires.flatMap((questionnaire) => [
            keyValues([
              ['id', questionnaire.id],
              ['status', questionnaire.status],
              ['identityVerification', questionnaire.identityVerification],
              ['createdAt', questionnaire.createdAt],
              ['submittedAt', questionnaire.submittedAt],
              ...(questionnaire.answers ? flattenAnswers(questionnaire.answers) : []),
            ]),
          ])),
      section(labels.sections.offers),
      grid(
        ['campaign', 'product', 'status', 'statusDate', 'value', 'agreementDate'],
        data.offers.map((offer) => [
          offer.campaignName,
          offer.productCode,
          offer.status,
          offer.statusDate.slice(0, 10),
          offer.investmentValue ? `${offer.investmentValue} ${offer.currency}` : null,
          offer.agreementDate,
        ]),
        labels.none,
      ),
      section(labels.sections.investments),
      ...(data.investments.length === 0
        ? [{ text: labels.none, style: 'small' }]
        : data.investments.flatMap((investment) => [
            keyValues([
              ['id', investment.id],
              ['amount', `${investment.amount} ${investment.currency}`],
              ['startDate', investment.startDate],
              ['endDate', investment.endDate],
              ['status', investment.status],
            ]),
            grid(
              ['#', 'paymentDate', 'gross', 'tax', 'net', 'principal', 'status', 'paid'],
              investment.schedule.map((entry) => [
                entry.periodNo,
                entry.paymentDate,
                entry.gross,
                entry.tax,
                entry.net,
                entry.principal,
                entry.status,
                entry.paidAmount,
              ]),
              labels.none,
            ),
          ])),
      section(labels.sections.documents),
      grid(
        ['kind', 'fileName', 'contentType', 'size', 'uploadedAt'],
        data.documents.map((file) => [file.kind, file.fileName, file.contentType, file.sizeBytes, file.uploadedAt]),
        labels.none,
      ),
      section(labels.sections.consents),
      grid(
        ['document', 'version', 'acceptedAt', 'ip'],
        data.consents.map((consent) => [consent.document, consent.version, consent.acceptedAt, consent.ip]),
        labels.none,
      ),
      section(labels.sections.audit),
      grid(
        ['action', 'record', 'at', 'ip'],
        data.auditEntries.map((entry) => [entry.action, entry.entityType, entry.at, entry.ip]),
        labels.none,
      ),
      section(labels.sections.emails),
      grid(
        ['template', 'subject', 'status', 'createdAt'],
        data.emails.map((mail) => [mail.template, mail.subject, mail.status, mail.createdAt]),
        labels.none,
      ),
    ],
    footer: (currentPage: number, pageCount: number) => ({
      text: `${labels.generated}: ${data.generatedAt} · ${currentPage}/${pageCount}`,
      style: 'small',
      alignment: 'center',
    }),
  };
}

export function renderPersonalDataPdf(data: TPersonalDataExport, language: Language): Promise<Buffer> {
  return renderPdf(personalDataPdfDocument(data, language));
}
