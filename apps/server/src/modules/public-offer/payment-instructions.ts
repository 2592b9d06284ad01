import {
  fillTransferTitle,
  formatNumber,
  offerNumberOf,
  polishTransferQr,
  selectTranslation,
  type Currency,
  type Language,
  type TCampaign,
  type TOfferStatus,
  type TPaymentInstructions,
  type TPaymentQrCode,
} from '@emisja/shared';
import QRCode from 'qrcode';

// Where and how the investor pays for an accepted offer (issue 18; docs/decisions/038-payment-instructions.md). One function
// for every place that shows it: the public offer page and the investor panel's offer (presentOffer), the acceptance e-mail and
// the offer PDF. The transfer title is the campaign's pattern filled for the offer; the QR code is the ZBP 2D payment code of
// Polish banking apps, drawn here as an SVG so the web needs no QR library and the PDF draws the same payload with pdfmake.

/** The statuses in which the investor has an amount to pay, or paid it (the PDF and the panel keep it as a record). */
const PAYABLE_STATUSES: ReadonlySet<TOfferStatus> = new Set(['accepted', 'active']);

/** Whether an offer in `status` can have payment instructions (callers skip reading the campaign otherwise). */
export function hasPaymentInstructions(status: TOfferStatus): boolean {
  return PAYABLE_STATUSES.has(status);
}

export interface PaymentInstructionsInput {
  offer: { id: string; status: TOfferStatus; investmentValue: string | null; currency: Currency };
  campaign: Pick<TCampaign, 'name' | 'translations' | 'paymentAccount' | 'transferTitlePattern'>;
  productCode: string;
  /** The investor's names from their questionnaire (null until submitted: the placeholders stay empty). */
  investor: { firstName: string | null; surname: string | null; companyName: string | null };
  /**
   * The landing page's language: the title must read the same on every page, e-mail and PDF, whatever language each is in,
   * so the campaign's name and the amount in it are the landing page's.
   */
  landingLanguage: Language;
}

/** The QR code of `payload` as an SVG data URL; error correction L as the ZBP recommendation asks. */
async function qrImageDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The payment instructions of an accepted (or paid) offer whose campaign names an account; null otherwise. */
export async function paymentInstructionsOf(input: PaymentInstructionsInput): Promise<TPaymentInstructions | null> {
  const { offer, campaign, investor } = input;
  const account = campaign.paymentAccount ?? null;
  if (!hasPaymentInstructions(offer.status) || offer.investmentValue === null || account === null) return null;
  const personName = [investor.firstName, investor.surname].filter(Boolean).join(' ');
  const offerNumber = offerNumberOf(offer.id);
  const transferTitle = fillTransferTitle(campaign.transferTitlePattern, {
    offerNumber,
    firstName: investor.firstName,
    surname: investor.surname,
    investorName: investor.companyName ?? (personName || null),
    campaignName: selectTranslation(campaign.translations, input.landingLanguage)?.name ?? campaign.name,
    productCode: input.productCode,
    amount: formatNumber(offer.investmentValue, { language: input.landingLanguage }),
    currency: offer.currency,
  });
  const qr = polishTransferQr({
    account: account.iban,
    recipient: account.holder,
    amount: offer.investmentValue,
    currency: offer.currency,
    title: transferTitle,
  });
  const qrCode: TPaymentQrCode | null = qr.isAvailable
    ? {
        payload: qr.payload,
        imageDataUrl: await qrImageDataUrl(qr.payload),
        includesAmount: qr.includesAmount,
        isTitleShortened: qr.isTitleShortened,
      }
    : null;
  return {
    account,
    amount: offer.investmentValue,
    currency: offer.currency,
    transferTitle,
    offerNumber,
    qrCode,
    qrCodeUnavailableReason: qr.isAvailable ? null : qr.reason,
  };
}
