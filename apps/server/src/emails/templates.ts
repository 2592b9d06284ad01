import {
  formatCount,
  formatIsoDate,
  SCHEDULE_ENTRY_STATUS_LABELS,
  type Language,
  type TScheduleEntryStatus,
} from '@emisja/shared';
import { renderLayout, type EmailBranding, type EmailContent } from './layout.ts';

// Every e-mail the platform sends, in Polish and English. Each template turns its data into content; the layout adds the
// tenant's branding and the plain-text part.

/** What both acceptance e-mails of the public offer page say about the offer (docs/decisions/018). */
export interface OfferAcceptedMailData {
  campaignName: string;
  productCode: string;
  /** Formatted with the currency for the mail's language, e.g. "12 500,00 PLN". */
  amount: string;
  /** `yyyy-mm-dd`; the template prints it for the mail's language. */
  agreementDate: string;
  advisorName: string;
}

/**
 * Where and how to pay, in the acceptance e-mail to the investor (issue 18, docs/decisions/038): the campaign's account
 * (`account` grouped for reading), the amount formatted with its currency, and the transfer title. Null when the campaign
 * names no account.
 */
export interface OfferPaymentMailData {
  recipient: string;
  account: string;
  bankName: string;
  swift: string | null;
  amount: string;
  title: string;
}

/** The payment instructions as one paragraph of lines (the layout turns line breaks into <br>). */
function paymentParagraphs(payment: OfferPaymentMailData | null, language: Language): string[] {
  if (!payment) return [];
  const labels =
    language === 'pl'
      ? {
          heading: 'Dane do przelewu:',
          recipient: 'Odbiorca',
          account: 'Numer rachunku',
          bank: 'Bank',
          amount: 'Kwota',
          title: 'Tytuł przelewu',
        }
      : {
          heading: 'Payment instructions:',
          recipient: 'Recipient',
          account: 'Account number',
          bank: 'Bank',
          amount: 'Amount',
          title: 'Transfer title',
        };
  const lines = [
    labels.heading,
    `${labels.recipient}: ${payment.recipient}`,
    `${labels.account}: ${payment.account}`,
    `${labels.bank}: ${payment.bankName}`,
    ...(payment.swift ? [`SWIFT/BIC: ${payment.swift}`] : []),
    `${labels.amount}: ${payment.amount}`,
    `${labels.title}: ${payment.title}`,
  ];
  const check =
    language === 'pl'
      ? 'Przelej dokładnie tę kwotę i wpisz dokładnie ten tytuł: po nim emitent rozpozna Twoją wpłatę.'
      : 'Pay exactly this amount with exactly this title: it is how the issuer recognises your payment.';
  return [lines.join('\n'), check];
}

export type EmailTemplate =
  /**
   * The investor accepted an offer on the public offer page (issue 5, docs/decisions/018): the confirmation to the investor
   * with the offer link (payment confirmation upload, PDF), and the notice to the owner advisor with the advisor-panel link.
   */
  | { name: 'offer-accepted-investor'; data: OfferAcceptedMailData & { link: string; payment: OfferPaymentMailData | null } }
  | { name: 'offer-accepted-advisor'; data: OfferAcceptedMailData & { investorEmail: string; link: string } }
  | { name: 'test-message'; data: { requestedAt: string } }
  /** The investor's one-time login link (product-decisions section 5: 10 minutes, single use). */
  | { name: 'investor-login-link'; data: { link: string; validForMinutes: number } }
  /** An advisor's account activation link (72 hours). */
  | { name: 'advisor-activation'; data: { link: string; firstName: string; validForHours: number } }
  /** A password reset link (1 hour). */
  | { name: 'password-reset'; data: { link: string; validForMinutes: number } }
  /**
   * An advisor's invitation to a campaign offer (issue 5): the tenant's `inviteText` with `{campaignName}` filled in (null when
   * the landing page has none), the advisor's own message and the personal offer link (docs/decisions/016).
   */
  | {
      name: 'offer-invitation';
      data: {
        link: string;
        campaignName: string;
        advisorName: string;
        message: string;
        inviteText: string | null;
        /** Sent again from the invitation form (docs/decisions/040): a new link, the one of the first e-mail stops working. */
        isResent?: boolean;
      };
    }
  /**
   * The investor's payment was confirmed in the advisor panel: the offer is active and the investment starts (docs/decisions/
   * 017). `amount` is formatted for the language; dates are ISO (`yyyy-mm-dd`), printed with `formatIsoDate`; `maturityDate` and
   * `firstInterestDate` are null for shares. `link` is a one-time redirect link to the investment in the investor panel
   * (docs/decisions/033), or the login page's address where the landing page blocks the panel.
   */
  | {
      name: 'offer-payment-confirmed';
      data: {
        campaignName: string;
        productCode: string;
        amount: string;
        paymentDate: string;
        maturityDate: string | null;
        firstInterestDate: string | null;
        link: string;
      };
    }
  /**
   * An advisor's KYC invitation (issue 12, product-decisions section 9): the advisor's message and the questionnaire link
   * (/kyc-form?token=...), which works until the questionnaire is submitted or `expiresOn` (`yyyy-mm-dd`) passes.
   */
  | { name: 'kyc-invitation'; data: { link: string; advisorName: string; message: string; expiresOn: string } }
  /**
   * The investor submitted the KYC questionnaire: the notice to the advisor who sent it, with the advisor-panel link. Never a
   * personal number: the e-mail says who and where to look.
   */
  | { name: 'kyc-submitted'; data: { advisorName: string; investorEmail: string; investorName: string; link: string } }
  /**
   * A coordinator or admin recorded a payment on a row of the investor's schedule (product-decisions section 10): the row,
   * what was recorded, and a redirect link to the investment (docs/decisions/033). Amounts formatted for the language, days ISO.
   */
  | { name: 'schedule-payment-recorded'; data: SchedulePaymentRecordedMailData }
  /**
   * "Ask my advisor" in the investor panel: the investor asks to be invited to a product they have no offer for; to the
   * advisor with the link to the campaign's page in the advisor panel (its invitation form).
   */
  | {
      name: 'investor-asks-advisor';
      data: InvestorToAdvisorMailData & { campaignName: string; productCode: string; message: string | null };
    }
  /** The investor asks the advisor who sent their questionnaire to correct their data; with the link to the request. */
  | { name: 'investor-correction-request'; data: InvestorToAdvisorMailData & { message: string } }
  /**
   * The daily lifecycle job archived some of the advisor's offers (their campaign ended) or investments (ended and settled):
   * what, with the link to the advisor's offers (docs/decisions/045).
   */
  | { name: 'lifecycle-archive-summary'; data: LifecycleArchiveSummaryMailData };

/** One line of the lifecycle job's summary: who, which campaign and series, and for an investment its amount and end. */
export interface LifecycleArchiveSummaryMailData {
  advisorName: string;
  /** Offers of ended campaigns: `status` is the one they had before (its label in the mail's language). */
  offers: { investorEmail: string; campaignName: string; productCode: string; statusLabel: string }[];
  /** Investments whose end date passed with every schedule row settled; `amount` formatted, `endDate` ISO. */
  investments: { investorEmail: string; campaignName: string; productCode: string; amount: string; endDate: string }[];
  link: string;
}

/** The summary's lists as one paragraph of lines each (the layout turns line breaks into <br>). */
function archiveSummaryParagraphs(data: LifecycleArchiveSummaryMailData, language: Language): string[] {
  const isPl = language === 'pl';
  const paragraphs: string[] = [];
  if (data.offers.length > 0) {
    const heading = isPl ? 'Oferty zarchiwizowane, bo kampania się zakończyła:' : 'Offers archived because their campaign ended:';
    const lines = data.offers.map(
      (offer) =>
        `- ${offer.investorEmail}: ${offer.campaignName} (${isPl ? 'seria' : 'series'} ${offer.productCode}), ${offer.statusLabel}`,
    );
    paragraphs.push([heading, ...lines].join('\n'));
  }
  if (data.investments.length > 0) {
    const heading = isPl ? 'Inwestycje zakończone i rozliczone:' : 'Investments ended and settled:';
    const lines = data.investments.map(
      (investment) =>
        `- ${investment.investorEmail}: ${investment.campaignName} (${isPl ? 'seria' : 'series'} ${investment.productCode}), ${investment.amount}, ${isPl ? 'zakończona' : 'ended'} ${formatIsoDate(investment.endDate, language)}`,
    );
    paragraphs.push([heading, ...lines].join('\n'));
  }
  return paragraphs;
}

/** What the schedule payment e-mail says about the row. */
export interface SchedulePaymentRecordedMailData {
  campaignName: string;
  productCode: string;
  periodNo: number;
  /** `yyyy-mm-dd`. */
  paymentDate: string;
  /** The recorded status as the investor now sees it (a row put back and due reads `unpaid`). */
  status: TScheduleEntryStatus;
  /** The row's net interest plus principal, formatted. */
  amountDue: string;
  /** What was recorded as paid, formatted; null when nothing is (cancelled, put back). */
  paidAmount: string | null;
  paidAt: string | null;
  link: string;
}

/** Who writes to the advisor from the investor panel. */
interface InvestorToAdvisorMailData {
  advisorName: string;
  /** The investor's name from their questionnaire, else their e-mail. */
  investorName: string;
  investorEmail: string;
  link: string;
}

/** The sentence about a recorded schedule payment, per status. */
function schedulePaymentSentence(data: SchedulePaymentRecordedMailData, language: Language): string {
  const paymentDate = formatIsoDate(data.paymentDate, language);
  const paidAt = data.paidAt ? formatIsoDate(data.paidAt, language) : '';
  const row =
    language === 'pl'
      ? `płatności nr ${data.periodNo} z harmonogramu inwestycji „${data.campaignName}” (seria ${data.productCode}), przypadającej ${paymentDate} (${data.amountDue})`
      : `payment no. ${data.periodNo} of the schedule of "${data.campaignName}" (series ${data.productCode}), due on ${paymentDate} (${data.amountDue})`;
  if (language === 'pl') {
    if (data.status === 'paid') return `odnotowaliśmy wypłatę ${row}: ${data.paidAmount ?? ''} w dniu ${paidAt}.`;
    if (data.status === 'partially paid')
      return `odnotowaliśmy częściową wypłatę ${row}: ${data.paidAmount ?? ''} w dniu ${paidAt}. Pozostała kwota zostanie wypłacona później.`;
    if (data.status === 'cancelled') return `wypłata ${row} została anulowana.`;
    return `zmieniliśmy zapis ${row}: nie odnotowano jeszcze jej wypłaty (status: ${SCHEDULE_ENTRY_STATUS_LABELS.pl[data.status].toLowerCase()}).`;
  }
  if (data.status === 'paid') return `we have recorded ${row} as paid: ${data.paidAmount ?? ''} on ${paidAt}.`;
  if (data.status === 'partially paid')
    return `we have recorded a part of ${row} as paid: ${data.paidAmount ?? ''} on ${paidAt}. The rest will be paid later.`;
  if (data.status === 'cancelled') return `${row} has been cancelled.`;
  return `we have corrected the record of ${row}: it is not recorded as paid yet (status: ${SCHEDULE_ENTRY_STATUS_LABELS.en[data.status].toLowerCase()}).`;
}

const MINUTES_PL = ['minutę', 'minuty', 'minut'] as const;
const HOURS_PL = ['godzinę', 'godziny', 'godzin'] as const;
const MINUTES_EN = ['minute', 'minutes', 'minutes'] as const;
const HOURS_EN = ['hour', 'hours', 'hours'] as const;

type Renderers = { [T in EmailTemplate as T['name']]: (data: T['data'], branding: EmailBranding) => EmailContent };

const TEMPLATES: Record<Language, Renderers> = {
  pl: {
    'offer-accepted-investor': (data, branding) => ({
      subject: `Potwierdzenie zapisu w ofercie „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `dziękujemy za złożenie zapisu w ofercie „${data.campaignName}” (seria ${data.productCode}) na kwotę ${data.amount}. Data zawarcia umowy: ${formatIsoDate(data.agreementDate, 'pl')}.`,
        ...paymentParagraphs(data.payment, 'pl'),
        'Po dokonaniu wpłaty prześlij potwierdzenie przelewu na stronie oferty (link poniżej). Tam również pobierzesz ofertę z formularzem zapisu w formacie PDF.',
        `W razie pytań skontaktuj się ze swoim doradcą: ${data.advisorName}.`,
      ],
      action: { label: 'Otwórz ofertę', url: data.link },
      footnote: 'Link jest przeznaczony tylko dla Ciebie: nie przekazuj go innym osobom.',
    }),
    'offer-accepted-advisor': (data, branding) => ({
      subject: `Inwestor zaakceptował ofertę „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.advisorName},`,
        `inwestor ${data.investorEmail} zaakceptował ofertę „${data.campaignName}” (seria ${data.productCode}) na kwotę ${data.amount}. Data zawarcia umowy: ${formatIsoDate(data.agreementDate, 'pl')}.`,
        'Oferta czeka teraz na wpłatę; po jej potwierdzeniu stanie się aktywną inwestycją.',
      ],
      action: { label: 'Zobacz ofertę w panelu doradcy', url: data.link },
    }),
    'test-message': (data, branding) => ({
      subject: `Wiadomość testowa z platformy ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `to wiadomość testowa wysłana ${data.requestedAt} (UTC). Skoro ją czytasz, wysyłka poczty z platformy ${branding.siteTitle} działa.`,
        'Żółć, gęś i źdźbło: polskie znaki docierają bez zmian.',
      ],
      action: { label: 'Otwórz platformę', url: `${branding.origin}/` },
    }),
    'investor-login-link': (data, branding) => ({
      subject: `Link do logowania: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `otrzymaliśmy prośbę o zalogowanie do panelu inwestora platformy ${branding.siteTitle}. Otwórz link poniżej i potwierdź logowanie przyciskiem na stronie.`,
        `Link jest ważny przez ${formatCount(data.validForMinutes, MINUTES_PL)} i działa tylko raz. Każdy nowy link unieważnia poprzednie.`,
      ],
      action: { label: 'Zaloguj się', url: data.link },
      footnote: 'Jeśli to nie Ty prosiłeś o link, zignoruj tę wiadomość: bez niego nikt nie zaloguje się na Twoje konto.',
    }),
    'advisor-activation': (data, branding) => ({
      subject: `Aktywuj swoje konto: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.firstName},`,
        `założyliśmy dla Ciebie konto doradcy na platformie ${branding.siteTitle}. Aby je aktywować, otwórz link poniżej i ustaw hasło.`,
        `Link jest ważny przez ${formatCount(data.validForHours, HOURS_PL)} i działa tylko raz.`,
      ],
      action: { label: 'Aktywuj konto', url: data.link },
      footnote: 'Jeśli nie spodziewasz się tej wiadomości, zignoruj ją.',
    }),
    'password-reset': (data, branding) => ({
      subject: `Ustaw nowe hasło: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `otrzymaliśmy prośbę o zmianę hasła do Twojego konta na platformie ${branding.siteTitle}. Otwórz link poniżej i ustaw nowe hasło. Po zmianie hasła wszystkie sesje zostaną zakończone.`,
        `Link jest ważny przez ${formatCount(data.validForMinutes, MINUTES_PL)} i działa tylko raz.`,
      ],
      action: { label: 'Ustaw nowe hasło', url: data.link },
      footnote: 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    }),
    'offer-invitation': (data, branding) => ({
      subject: `Zaproszenie do oferty „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        ...invitationGreeting(data, 'Dzień dobry,'),
        data.inviteText ??
          `${data.advisorName} zaprasza Cię do zapoznania się z ofertą „${data.campaignName}” na platformie ${branding.siteTitle}.`,
        `Wiadomość od doradcy (${data.advisorName}):\n${data.message}`,
        'Pod linkiem poniżej znajdziesz szczegóły oferty; możesz tam zgłosić zainteresowanie i złożyć zapis. Link jest przeznaczony tylko dla Ciebie: nie przekazuj go innym osobom.',
        ...(data.isResent
          ? [
              'To ponownie wysłane zaproszenie do tej samej oferty: link z wcześniejszej wiadomości już nie działa, użyj tego poniżej.',
            ]
          : []),
      ],
      action: { label: 'Zobacz ofertę', url: data.link },
      footnote: 'Jeśli nie spodziewasz się tej wiadomości, zignoruj ją.',
    }),
    'offer-payment-confirmed': (data, branding) => ({
      subject: `Potwierdzenie płatności za „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `potwierdzamy otrzymanie płatności ${data.amount} z dnia ${formatIsoDate(data.paymentDate, 'pl')} za ofertę „${data.campaignName}” (seria ${data.productCode}). Twoja inwestycja jest aktywna.`,
        ...(data.maturityDate && data.firstInterestDate
          ? [
              `Pierwsza wypłata odsetek przypada ${formatIsoDate(data.firstInterestDate, 'pl')}, a termin wykupu to ${formatIsoDate(data.maturityDate, 'pl')}. Pełny harmonogram płatności znajdziesz w panelu inwestora.`,
            ]
          : ['Szczegóły inwestycji znajdziesz w panelu inwestora.']),
      ],
      action: { label: 'Zobacz inwestycję', url: data.link },
    }),
    'kyc-invitation': (data, branding) => ({
      subject: `Ankieta KYC do wypełnienia: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        `${data.advisorName} prosi Cię o wypełnienie ankiety „Poznaj swojego klienta” (KYC) na platformie ${branding.siteTitle}. Przepisy o przeciwdziałaniu praniu pieniędzy wymagają, abyśmy poznali naszych klientów przed rozpoczęciem współpracy.`,
        `Wiadomość od doradcy (${data.advisorName}):\n${data.message}`,
        `Ankieta ma siedem krótkich części; postęp zapisuje się na bieżąco, więc możesz ją przerwać i dokończyć później, także na innym urządzeniu. Link działa do ${formatIsoDate(data.expiresOn, 'pl')} lub do wysłania ankiety i jest przeznaczony tylko dla Ciebie: nie przekazuj go innym osobom.`,
      ],
      action: { label: 'Wypełnij ankietę', url: data.link },
      footnote: 'Jeśli nie spodziewasz się tej wiadomości, zignoruj ją.',
    }),
    'schedule-payment-recorded': (data, branding) => ({
      subject: `Harmonogram płatności „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        'Dzień dobry,',
        schedulePaymentSentence(data, 'pl'),
        'Pełny harmonogram płatności i podsumowanie znajdziesz w panelu inwestora.',
      ],
      action: { label: 'Zobacz inwestycję', url: data.link },
      footnote: 'Link działa jednorazowo przez 24 godziny i jest przeznaczony tylko dla Ciebie: nie przekazuj go innym osobom.',
    }),
    'investor-asks-advisor': (data, branding) => ({
      subject: `Inwestor prosi o ofertę „${data.campaignName}”: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.advisorName},`,
        `inwestor ${data.investorName} (${data.investorEmail}) prosi o zaproszenie do oferty „${data.campaignName}” (seria ${data.productCode}).`,
        ...(data.message ? [`Wiadomość od inwestora:\n${data.message}`] : []),
        'Zaproszenie wyślesz ze strony kampanii w panelu doradcy.',
      ],
      action: { label: 'Otwórz kampanię w panelu doradcy', url: data.link },
    }),
    'investor-correction-request': (data, branding) => ({
      subject: `Prośba o korektę danych: ${data.investorName}: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.advisorName},`,
        `inwestor ${data.investorName} (${data.investorEmail}) prosi o korektę danych z ankiety KYC, którą mu wysłałeś.`,
        `Wiadomość od inwestora:\n${data.message}`,
        'Aby poprawić dane, wyślij inwestorowi nową ankietę KYC: jego dotychczasowe odpowiedzi pozostaną w panelu doradcy.',
      ],
      action: { label: 'Zobacz ankietę w panelu doradcy', url: data.link },
    }),
    'lifecycle-archive-summary': (data, branding) => ({
      subject: `Zarchiwizowane oferty i inwestycje: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.advisorName},`,
        'dzisiejsze porządki platformy zarchiwizowały poniższe pozycje z Twojego portfela. Historia każdej oferty podaje powód.',
        ...archiveSummaryParagraphs(data, 'pl'),
      ],
      action: { label: 'Zobacz oferty w panelu doradcy', url: data.link },
    }),
    'kyc-submitted': (data, branding) => ({
      subject: `Ankieta KYC wypełniona: ${data.investorName}: ${branding.siteTitle}`,
      paragraphs: [
        `Dzień dobry ${data.advisorName},`,
        `ankieta KYC wysłana na adres ${data.investorEmail} została wypełniona i przesłana. Inwestor: ${data.investorName}.`,
        'Odpowiedzi i status weryfikacji tożsamości znajdziesz w panelu doradcy. Tożsamość potwierdza koordynator sieci lub administrator.',
      ],
      action: { label: 'Zobacz ankietę w panelu doradcy', url: data.link },
    }),
  },
  en: {
    'offer-accepted-investor': (data, branding) => ({
      subject: `Subscription confirmed: "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `thank you for subscribing to "${data.campaignName}" (series ${data.productCode}) for ${data.amount}. Agreement date: ${formatIsoDate(data.agreementDate, 'en')}.`,
        ...paymentParagraphs(data.payment, 'en'),
        'Once you have paid, upload the payment confirmation on the offer page (link below). There you can also download the offer with the subscription form as a PDF.',
        `If you have any questions, contact your advisor: ${data.advisorName}.`,
      ],
      action: { label: 'Open the offer', url: data.link },
      footnote: 'The link is meant for you only: do not pass it on.',
    }),
    'offer-accepted-advisor': (data, branding) => ({
      subject: `An investor accepted "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.advisorName},`,
        `the investor ${data.investorEmail} accepted "${data.campaignName}" (series ${data.productCode}) for ${data.amount}. Agreement date: ${formatIsoDate(data.agreementDate, 'en')}.`,
        'The offer now waits for the payment; once it is confirmed, it becomes an active investment.',
      ],
      action: { label: 'View the offer in the advisor panel', url: data.link },
    }),
    'test-message': (data, branding) => ({
      subject: `Test message from ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `this is a test message sent at ${data.requestedAt} (UTC). If you can read it, e-mail delivery from ${branding.siteTitle} works.`,
      ],
      action: { label: 'Open the platform', url: `${branding.origin}/` },
    }),
    'investor-login-link': (data, branding) => ({
      subject: `Your login link: ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `we received a request to log in to the investor panel of ${branding.siteTitle}. Open the link below and confirm the login with the button on the page.`,
        `The link is valid for ${formatCount(data.validForMinutes, MINUTES_EN)} and works once. Every new link cancels the previous ones.`,
      ],
      action: { label: 'Log in', url: data.link },
      footnote: 'If you did not ask for this link, ignore this message: no one can log in to your account without it.',
    }),
    'advisor-activation': (data, branding) => ({
      subject: `Activate your account: ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.firstName},`,
        `an advisor account has been created for you on ${branding.siteTitle}. To activate it, open the link below and set your password.`,
        `The link is valid for ${formatCount(data.validForHours, HOURS_EN)} and works once.`,
      ],
      action: { label: 'Activate account', url: data.link },
      footnote: 'If you did not expect this message, ignore it.',
    }),
    'password-reset': (data, branding) => ({
      subject: `Set a new password: ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `we received a request to change the password of your ${branding.siteTitle} account. Open the link below and set a new password. Changing the password ends all your sessions.`,
        `The link is valid for ${formatCount(data.validForMinutes, MINUTES_EN)} and works once.`,
      ],
      action: { label: 'Set a new password', url: data.link },
      footnote: 'If you did not ask for a password change, ignore this message: your password stays as it is.',
    }),
    'offer-invitation': (data, branding) => ({
      subject: `Invitation to "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        ...invitationGreeting(data, 'Hello,'),
        data.inviteText ?? `${data.advisorName} invites you to have a look at "${data.campaignName}" on ${branding.siteTitle}.`,
        `A message from your advisor (${data.advisorName}):\n${data.message}`,
        'The link below opens the offer: its details, "I\'m interested" and the subscription. The link is meant for you only: do not pass it on.',
        ...(data.isResent
          ? [
              'This invitation to the same offer is sent again: the link of the earlier message no longer works, use the one below.',
            ]
          : []),
      ],
      action: { label: 'View the offer', url: data.link },
      footnote: 'If you did not expect this message, ignore it.',
    }),
    'offer-payment-confirmed': (data, branding) => ({
      subject: `Payment confirmed for "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `we confirm that your payment of ${data.amount} made on ${formatIsoDate(data.paymentDate, 'en')} for "${data.campaignName}" (series ${data.productCode}) has been received. Your investment is active.`,
        ...(data.maturityDate && data.firstInterestDate
          ? [
              `The first interest payment is due on ${formatIsoDate(data.firstInterestDate, 'en')} and the bonds mature on ${formatIsoDate(data.maturityDate, 'en')}. The full payment schedule is in the investor panel.`,
            ]
          : ['The details of your investment are in the investor panel.']),
      ],
      action: { label: 'View the investment', url: data.link },
    }),
    'kyc-invitation': (data, branding) => ({
      subject: `Your KYC questionnaire: ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        `${data.advisorName} asks you to fill in the "know your customer" (KYC) questionnaire on ${branding.siteTitle}. Anti-money-laundering rules require us to know our customers before we start working together.`,
        `A message from your advisor (${data.advisorName}):\n${data.message}`,
        `The questionnaire has seven short sections; your progress is saved as you go, so you can stop and finish later, on another device too. The link works until ${formatIsoDate(data.expiresOn, 'en')} or until you send the questionnaire, and it is meant for you only: do not pass it on.`,
      ],
      action: { label: 'Fill in the questionnaire', url: data.link },
      footnote: 'If you did not expect this message, ignore it.',
    }),
    'schedule-payment-recorded': (data, branding) => ({
      subject: `Payment schedule of "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        'Hello,',
        schedulePaymentSentence(data, 'en'),
        'The full payment schedule and your summary are in the investor panel.',
      ],
      action: { label: 'View the investment', url: data.link },
      footnote: 'The link works once within 24 hours and is meant for you only: do not pass it on.',
    }),
    'investor-asks-advisor': (data, branding) => ({
      subject: `An investor asks for an offer of "${data.campaignName}": ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.advisorName},`,
        `the investor ${data.investorName} (${data.investorEmail}) asks to be invited to "${data.campaignName}" (series ${data.productCode}).`,
        ...(data.message ? [`A message from the investor:\n${data.message}`] : []),
        "You can send the invitation from the campaign's page in the advisor panel.",
      ],
      action: { label: 'Open the campaign in the advisor panel', url: data.link },
    }),
    'investor-correction-request': (data, branding) => ({
      subject: `Data correction request: ${data.investorName}: ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.advisorName},`,
        `the investor ${data.investorName} (${data.investorEmail}) asks for a correction of the data in the KYC questionnaire you sent them.`,
        `A message from the investor:\n${data.message}`,
        'To correct the data, send the investor a new KYC questionnaire: their current answers stay in the advisor panel.',
      ],
      action: { label: 'View the questionnaire in the advisor panel', url: data.link },
    }),
    'lifecycle-archive-summary': (data, branding) => ({
      subject: `Archived offers and investments: ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.advisorName},`,
        "today's housekeeping of the platform archived the items of your book below. Each offer's history gives the reason.",
        ...archiveSummaryParagraphs(data, 'en'),
      ],
      action: { label: 'View the offers in the advisor panel', url: data.link },
    }),
    'kyc-submitted': (data, branding) => ({
      subject: `KYC questionnaire submitted: ${data.investorName}: ${branding.siteTitle}`,
      paragraphs: [
        `Hello ${data.advisorName},`,
        `the KYC questionnaire you sent to ${data.investorEmail} has been filled in and submitted. Investor: ${data.investorName}.`,
        'The answers and the identity verification status are in the advisor panel. The identity is confirmed by a network coordinator or an administrator.',
      ],
      action: { label: 'View the questionnaire in the advisor panel', url: data.link },
    }),
  },
};

/** A text that opens with its own greeting ("Dzień dobry, zapraszam...", "Hello, ..."): the e-mail then says none of its own. */
const OPENING_GREETING = /^\s*(dzień dobry|dobry wieczór|witam|szanown|cześć|hello|hi\b|dear|good (morning|afternoon|evening))/i;

/**
 * The invitation greets once (issue 18): its "Dzień dobry," / "Hello," only when neither the tenant's invitation text nor the
 * advisor's message starts with a greeting of its own.
 */
function invitationGreeting(data: { inviteText: string | null; message: string }, greeting: string): string[] {
  return [data.inviteText, data.message].some((text) => text !== null && OPENING_GREETING.test(text)) ? [] : [greeting];
}

export function renderEmail(template: EmailTemplate, language: Language, branding: EmailBranding) {
  // The name picks the renderer of the same member of the union; TypeScript cannot correlate the two through the lookup.
  const render = TEMPLATES[language][template.name] as (data: EmailTemplate['data'], branding: EmailBranding) => EmailContent;
  return renderLayout(render(template.data, branding), branding, language);
}
