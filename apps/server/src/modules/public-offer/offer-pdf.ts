import {
  formatBankAccount,
  formatCount,
  formatIsoDate,
  formatMoney,
  formatNumber,
  isoDateInTimeZone,
  OFFER_STATUS_LABELS,
  type Language,
  type TDurationUnit,
  type TInterestType,
  type TPaymentFrequency,
  type TOfferPresentation,
  type TPaymentInstructions,
} from '@emisja/shared';
import { renderPdf } from '../../lib/pdf.ts';

// The offer and subscription form as a PDF, rendered on the server from the offer's own data (issue 5; docs/decisions/018),
// by the server's one PDF printer (lib/pdf.ts: pdfmake with embedded Roboto, no file or URL access).

/** Polish forms for 1, 2-4 (22-24...) and the rest. */
const POLISH_DURATION_UNITS: Record<TDurationUnit, [one: string, few: string, many: string]> = {
  year: ['rok', 'lata', 'lat'],
  quarter: ['kwartał', 'kwartały', 'kwartałów'],
  month: ['miesiąc', 'miesiące', 'miesięcy'],
  day: ['dzień', 'dni', 'dni'],
};

interface Labels {
  title: string;
  offer: string;
  issuer: string;
  campaign: string;
  type: Record<TOfferPresentation['campaign']['type'], string>;
  typeLabel: string;
  product: string;
  currency: string;
  limits: string;
  limitsValue: (min: string, max: string, step: string) => string;
  nominalValue: string;
  subscriptionPeriod: string;
  terms: string;
  interest: string;
  interestType: Record<TInterestType, string>;
  perYear: string;
  paymentFrequency: string;
  frequencies: Record<TPaymentFrequency, string>;
  duration: string;
  durationText: (value: number, unit: TDurationUnit) => string;
  tax: string;
  sharesSeries: string;
  shareNumbers: string;
  issueValue: string;
  notarialDeed: string;
  pcc: string;
  yes: string;
  no: string;
  form: string;
  investor: string;
  amount: string;
  agreementDate: string;
  advisor: string;
  status: string;
  notFilled: string;
  declaration: string;
  signature: string;
  place: string;
  generated: string;
  payment: {
    title: string;
    recipient: string;
    account: string;
    bank: string;
    amount: string;
    transferTitle: string;
    scan: string;
    noAmountInCode: string;
    shortenedTitle: string;
    noCode: Record<NonNullable<TPaymentInstructions['qrCodeUnavailableReason']>, string>;
  };
}

const LABELS: Record<Language, Labels> = {
  pl: {
    title: 'Oferta i formularz zapisu',
    offer: 'Oferta',
    issuer: 'Emitent',
    campaign: 'Kampania',
    typeLabel: 'Rodzaj',
    type: { debt: 'Obligacje', equity: 'Akcje' },
    product: 'Seria (produkt)',
    currency: 'Waluta',
    limits: 'Kwota inwestycji',
    limitsValue: (min, max, step) => `od ${min} do ${max}, wielokrotność ${step}`,
    nominalValue: 'Wartość nominalna',
    subscriptionPeriod: 'Okres subskrypcji',
    terms: 'Warunki',
    interest: 'Oprocentowanie',
    interestType: { Fixed: 'stałe', Variable: 'zmienne' },
    perYear: 'w skali roku',
    paymentFrequency: 'Wypłata odsetek',
    frequencies: {
      Monthly: 'co miesiąc',
      Quarterly: 'co kwartał',
      'Semi-annually': 'co pół roku',
      Annually: 'co rok',
      'At Maturity': 'w dniu wykupu',
    },
    duration: 'Okres inwestycji',
    durationText: (value, unit) => formatCount(value, POLISH_DURATION_UNITS[unit]),
    tax: 'Podatek od odsetek',
    sharesSeries: 'Seria akcji',
    shareNumbers: 'Numery akcji',
    issueValue: 'Wartość emisji',
    notarialDeed: 'Akt notarialny',
    pcc: 'Podatek PCC',
    yes: 'tak',
    no: 'nie',
    form: 'Formularz zapisu',
    investor: 'Inwestor (e-mail)',
    amount: 'Kwota zapisu',
    agreementDate: 'Data zawarcia umowy',
    advisor: 'Doradca',
    status: 'Status oferty',
    notFilled: '................................',
    declaration:
      'Oświadczam, że zapoznałem(-am) się z warunkami oferty i składam zapis na powyższą kwotę. Zapis staje się skuteczny po wpłacie całej kwoty na rachunek wskazany przez emitenta.',
    signature: 'Data i czytelny podpis inwestora',
    place: 'Miejscowość i data',
    generated: 'Dokument wygenerowany',
    payment: {
      title: 'Dane do przelewu',
      recipient: 'Odbiorca',
      account: 'Numer rachunku',
      bank: 'Bank',
      amount: 'Kwota',
      transferTitle: 'Tytuł przelewu',
      scan: 'Zeskanuj kod w aplikacji banku, aby wypełnić przelew.',
      noAmountInCode: 'Kod nie zawiera kwoty (przelewy z kodu QR obejmują kwoty do 9 999,99 PLN): wpisz ją w aplikacji.',
      shortenedTitle: 'Kod zawiera początek tytułu (32 znaki); pełny tytuł podano powyżej.',
      noCode: {
        currency: 'Kod QR przelewu jest dostępny tylko dla przelewów w złotych na polski rachunek.',
        'foreign-account': 'Kod QR przelewu jest dostępny tylko dla przelewów w złotych na polski rachunek.',
      },
    },
  },
  en: {
    title: 'Offer and subscription form',
    offer: 'Offer',
    issuer: 'Issuer',
    campaign: 'Campaign',
    typeLabel: 'Type',
    type: { debt: 'Bonds', equity: 'Shares' },
    product: 'Series (product)',
    currency: 'Currency',
    limits: 'Investment amount',
    limitsValue: (min, max, step) => `from ${min} to ${max}, a multiple of ${step}`,
    nominalValue: 'Nominal value',
    subscriptionPeriod: 'Subscription period',
    terms: 'Terms',
    interest: 'Interest',
    interestType: { Fixed: 'fixed', Variable: 'variable' },
    perYear: 'a year',
    paymentFrequency: 'Interest paid',
    frequencies: {
      Monthly: 'monthly',
      Quarterly: 'quarterly',
      'Semi-annually': 'semi-annually',
      Annually: 'annually',
      'At Maturity': 'at maturity',
    },
    duration: 'Duration',
    durationText: (value, unit) => formatCount(value, [unit, `${unit}s`, `${unit}s`]),
    tax: 'Tax on interest',
    sharesSeries: 'Shares series',
    shareNumbers: 'Share numbers',
    issueValue: 'Issue value',
    notarialDeed: 'Notarial deed',
    pcc: 'PCC tax',
    yes: 'yes',
    no: 'no',
    form: 'Subscription form',
    investor: 'Investor (e-mail)',
    amount: 'Subscribed amount',
    agreementDate: 'Agreement date',
    advisor: 'Advisor',
    status: 'Offer status',
    notFilled: '................................',
    declaration:
      'I declare that I have read the terms of the offer and subscribe for the amount above. The subscription takes effect once the whole amount is paid to the account the issuer names.',
    signature: "Date and the investor's signature",
    place: 'Place and date',
    generated: 'Document generated',
    payment: {
      title: 'Payment instructions',
      recipient: 'Recipient',
      account: 'Account number',
      bank: 'Bank',
      amount: 'Amount',
      transferTitle: 'Transfer title',
      scan: 'Scan the code with a Polish banking app to fill in the transfer.',
      noAmountInCode: 'The code carries no amount (QR transfers cover amounts up to 9 999.99 PLN): type it in the app.',
      shortenedTitle: 'The code carries the beginning of the title (32 characters); the full title is above.',
      noCode: {
        currency: 'A payment QR code is only available for transfers in złoty to a Polish account.',
        'foreign-account': 'A payment QR code is only available for transfers in złoty to a Polish account.',
      },
    },
  },
};

type Row = [label: string, value: string];

function table(rows: Row[]) {
  return {
    table: {
      widths: [170, '*'],
      body: rows.map(([label, value]) => [
        { text: label, style: 'label' },
        { text: value, style: 'value' },
      ]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 12],
  };
}

function termsRows(offer: TOfferPresentation, labels: Labels, language: Language): Row[] {
  const { debt, equity } = offer.campaign;
  const money = (value: string) => formatMoney(value, offer.campaign.currency, language);
  if (debt) {
    return [
      [
        labels.interest,
        `${formatNumber(debt.interestRate, { language })}% ${labels.perYear} (${labels.interestType[debt.interestType]})`,
      ],
      [labels.paymentFrequency, labels.frequencies[debt.paymentFrequency]],
      [labels.duration, labels.durationText(debt.duration.value, debt.duration.unit)],
      [labels.tax, `${formatNumber(debt.taxRate, { language })}%`],
    ];
  }
  if (equity) {
    const rows: Row[] = [];
    if (equity.sharesSeries) rows.push([labels.sharesSeries, equity.sharesSeries]);
    if (equity.counterFrom !== null && equity.counterTo !== null) {
      rows.push([labels.shareNumbers, `${equity.counterFrom} – ${equity.counterTo}`]);
    }
    if (equity.issueValue) rows.push([labels.issueValue, money(equity.issueValue)]);
    if (equity.notarialDeed) rows.push([labels.notarialDeed, equity.notarialDeed]);
    rows.push([labels.pcc, equity.pccFlag ? labels.yes : labels.no]);
    return rows;
  }
  return [];
}

/** The payment instructions section (issue 18, docs/decisions/038): the account, amount and title, and the ZBP 2D QR code. */
function paymentSection(instructions: TPaymentInstructions, labels: Labels, language: Language) {
  const rows: Row[] = [
    [labels.payment.recipient, instructions.account.holder],
    [labels.payment.account, formatBankAccount(instructions.account.iban)],
    [labels.payment.bank, instructions.account.bankName],
    ...(instructions.account.swift ? ([['SWIFT/BIC', instructions.account.swift]] as Row[]) : []),
    [labels.payment.amount, formatMoney(instructions.amount, instructions.currency, language)],
    [labels.payment.transferTitle, instructions.transferTitle],
  ];
  const { qrCode } = instructions;
  const notes = qrCode
    ? [
        labels.payment.scan,
        ...(qrCode.includesAmount ? [] : [labels.payment.noAmountInCode]),
        ...(qrCode.isTitleShortened ? [labels.payment.shortenedTitle] : []),
      ]
    : instructions.qrCodeUnavailableReason
      ? [labels.payment.noCode[instructions.qrCodeUnavailableReason]]
      : [];
  return [
    { text: labels.payment.title, style: 'section' },
    table(rows),
    {
      columns: [
        ...(qrCode ? [{ qr: qrCode.payload, fit: 110, eccLevel: 'L', width: 'auto' }] : []),
        { stack: notes.map((note) => ({ text: note, style: 'small', margin: [0, 0, 0, 4] })), width: '*' },
      ],
      columnGap: 16,
      margin: [0, 0, 0, 12],
    },
  ];
}

/** The pdfmake document of the offer (exported for tests of the layout; `renderOfferPdf` is what the route uses). */
export function offerPdfDocument(offer: TOfferPresentation, language: Language, generatedAt: Date) {
  const labels = LABELS[language];
  const { campaign, product, advisor } = offer;
  const money = (value: string) => formatMoney(value, product.currency, language);
  const offerRows: Row[] = [
    [labels.issuer, campaign.issuerName],
    [labels.campaign, campaign.name],
    [labels.typeLabel, labels.type[campaign.type]],
    [labels.product, product.code],
    [labels.currency, product.currency],
    [
      labels.limits,
      labels.limitsValue(
        money(product.investmentValueMin),
        money(product.investmentValueMax),
        money(product.investmentValueStep),
      ),
    ],
    ...(product.nominalValue ? ([[labels.nominalValue, money(product.nominalValue)]] as Row[]) : []),
    [labels.subscriptionPeriod, `${formatIsoDate(campaign.startDate, language)} – ${formatIsoDate(campaign.endDate, language)}`],
  ];
  const advisorContact = [advisor.name, advisor.email, advisor.phone].filter(Boolean).join(', ');
  const formRows: Row[] = [
    [labels.investor, offer.investorEmail],
    [labels.amount, offer.investmentValue ? money(offer.investmentValue) : labels.notFilled],
    [labels.agreementDate, offer.agreementDate ? formatIsoDate(offer.agreementDate, language) : labels.notFilled],
    [labels.advisor, advisorContact],
    [labels.status, OFFER_STATUS_LABELS[language][offer.status]],
  ];
  const terms = termsRows(offer, labels, language);
  return {
    info: { title: `${labels.title}: ${campaign.name}`, author: campaign.issuerName, creator: 'Emisja' },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 13, margin: [0, 0, 0, 16] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 2] },
      label: { color: '#555555' },
      value: {},
      small: { fontSize: 8, color: '#777777' },
    },
    content: [
      { text: labels.title, style: 'title' },
      { text: campaign.name, style: 'subtitle' },
      { text: labels.offer, style: 'section' },
      table(offerRows),
      ...(terms.length > 0 ? [{ text: labels.terms, style: 'section' }, table(terms)] : []),
      { text: labels.form, style: 'section' },
      table(formRows),
      ...(offer.paymentInstructions ? paymentSection(offer.paymentInstructions, labels, language) : []),
      { text: labels.declaration, margin: [0, 4, 0, 40] },
      {
        columns: [
          { stack: [{ text: '..........................................' }, { text: labels.place, style: 'small' }] },
          { stack: [{ text: '..........................................' }, { text: labels.signature, style: 'small' }] },
        ],
      },
    ],
    footer: (currentPage: number, pageCount: number) => ({
      text: `${labels.generated}: ${formatIsoDate(isoDateInTimeZone(generatedAt), language)} · ${currentPage}/${pageCount}`,
      style: 'small',
      alignment: 'center',
    }),
  };
}

/** The offer and subscription form as PDF bytes, in `language`. */
export async function renderOfferPdf(offer: TOfferPresentation, language: Language, generatedAt = new Date()): Promise<Buffer> {
  return renderPdf(offerPdfDocument(offer, language, generatedAt));
}

/** `oferta-SERIA-A.pdf` / `offer-SERIA-A.pdf`. */
export function offerPdfFileName(offer: TOfferPresentation, language: Language): string {
  const code = offer.product.code.replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `${language === 'pl' ? 'oferta' : 'offer'}-${code}.pdf`;
}
