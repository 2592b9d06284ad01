import {
  canTransition,
  checkInvestmentValue,
  CURRENCIES,
  ERROR_LABELS,
  formatBankAccount,
  formatMoney,
  investmentValueIssueParams,
  isoDateInTimeZone,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  PAYMENT_CONFIRMATION_MAX_BYTES,
  PAYMENT_CONFIRMATION_MIME_TYPES,
  selectTranslation,
  type Currency,
  type Language,
  type TCampaignState,
  type TInvestmentValueLimits,
  type TOfferAttachment,
  type TOfferDictionary,
  type TOfferPresentation,
  type TOfferStatus,
  type TPublicOffer,
  type TPaymentInstructions,
  type TPublicOfferAction,
  ZPublicOfferSchema,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, fieldViolation, notFound, tokenInactive } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import { storeUpload, type FileUpload } from '../../lib/uploads/store-upload.ts';
import { hashSecret } from '../../lib/secrets.ts';
import {
  campaignOfLanding,
  campaignPlaceholders,
  findCampaignState,
  type CampaignPlaceholders,
} from '../campaigns/campaigns.service.ts';
import { recordStoredFile } from '../files/files.service.ts';
import { getInvestorKycState, isKycRequiredForPayment, readInvestorPersonalData } from '../kyc/investor-kyc.service.ts';
import type { KycDependencies } from '../kyc/kyc-dependencies.ts';
import { writeEmail } from '../mail/mail.service.ts';
import { offerLink } from '../offers/invite-investor.service.ts';
import { listOfferAttachments } from '../offers/offer-actions.service.ts';
import {
  auditOffer,
  invalidTransition,
  lockOffer,
  readOffer,
  transitionOffer,
  type LockedOffer,
  type OfferKey,
} from '../offers/offer-lifecycle.service.ts';
import { checkAcceptanceConsents } from './invest-consents.ts';
import { offerPdfFileName, renderOfferPdf } from './offer-pdf.ts';
import { paymentInstructionsOf } from './payment-instructions.ts';
import { findOfferParties, insertPaymentConfirmation, type OfferParties } from './public-offer.repository.ts';

// The public offer page behind the invitation e-mail's link (spec sections 2 and 7, product-decisions section 3; issue 5;
// docs/decisions/018-public-offer-page-server.md). No login: the link's secret is the credential. It is looked up by its
// sha-256 (as invite-investor.service.ts stores it) on the landing page of the request's host only.
// - unknown secret, or another landing page's: 404 error.tokenInactive;
// - the offer rejected, declined or archived, or its campaign finished or switched off: 410 error.offerOutOfDate;
// - an action the lifecycle does not allow from the offer's status: 409 error.offerInvalidTransition.
// Every status change locks the offer and goes through the offers module's offer-lifecycle.service.ts, so two concurrent
// actions serialise on the row and the second one is judged against the first one's result.
//
// The investor panel reaches the investor's own offers by id through the same functions (`OfferAccess`, docs/decisions/033):
// one rule and one implementation of viewing, interest, accept, upload and PDF for both; only "not found" reads differently
// (the panel's 404 is error.notFound), and the panel also shows and prints offers the link no longer opens (its archive).

const offerOutOfDate = () => new AppError(ERROR_LABELS.offerOutOfDate);

/** Statuses after which the link shows nothing more (product-decisions section 3: "an invitation stops working"). */
const FINISHED_STATUSES: ReadonlySet<TOfferStatus> = new Set(['rejected', 'declined', 'archived']);
/** A payment confirmation belongs to an offer the investor accepted (and, later, to its investment). */
const UPLOAD_STATUSES: ReadonlySet<TOfferStatus> = new Set(['accepted', 'active']);

/** The acceptance reads the campaign for its product and names only, never for images. */
const NO_PLACEHOLDERS: CampaignPlaceholders = { debt: null, equity: null };

/** `yyyy-mm-dd` in Europe/Warsaw. */
const today = () => isoDateInTimeZone(new Date());

function isOutOfDate(status: TOfferStatus, campaignState: TCampaignState): boolean {
  return FINISHED_STATUSES.has(status) || campaignState === 'finished' || campaignState === 'inactive';
}

/** How the investor reaches an offer: by the public link's secret, or in the investor panel as their own offer by id. */
export type OfferAccess = { via: 'link'; token: string } | PanelOfferAccess;
export interface PanelOfferAccess {
  via: 'panel';
  offerId: string;
  /** The session's investor: an offer of anyone else is not found. */
  investorId: string;
}

const linkAccess = (token: string): OfferAccess => ({ via: 'link', token });

function offerKeyOf(access: OfferAccess): OfferKey {
  return access.via === 'link' ? { tokenHash: hashSecret(access.token) } : { id: access.offerId };
}

/** 404: the link's error.tokenInactive, the panel's error.notFound. */
const offerNotFound = (access: OfferAccess) => (access.via === 'link' ? tokenInactive() : notFound());

/** The offer when `access` reaches it: the link's, or the panel investor's own. */
function reachedOffer(access: OfferAccess, offer: LockedOffer | null): LockedOffer | null {
  return offer && (access.via === 'link' || offer.investorId === access.investorId) ? offer : null;
}

/** The offer `access` reaches, refused with 404 (none) or 410 (finished offer, ended campaign). */
async function usableOffer(
  db: DbExecutor,
  context: RequestContext,
  access: OfferAccess,
  found: LockedOffer | null,
): Promise<LockedOffer> {
  const offer = reachedOffer(access, found);
  if (!offer) throw offerNotFound(access);
  const campaignState = await findCampaignState(db, context.landing.id, offer.campaignId, today());
  if (!campaignState) throw offerNotFound(access);
  if (isOutOfDate(offer.status, campaignState)) throw offerOutOfDate();
  return offer;
}

/** Who the history and the audit log name for an investor's action on the page. */
function byInvestor(parties: OfferParties) {
  return { changedByUserId: parties.investor.userId, changedByLabel: parties.investor.email };
}

/**
 * Runs `act` in one transaction on the offer of `access`, locked (`FOR UPDATE`) and checked for 404/410 after the lock, so a
 * concurrent action that finished the offer is seen.
 */
async function withLockedOffer<T>(
  context: RequestContext,
  access: OfferAccess,
  act: (tx: DbExecutor, offer: LockedOffer, parties: OfferParties) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    const offer = await usableOffer(tx, context, access, await lockOffer(tx, context.landing.id, offerKeyOf(access)));
    return act(tx, offer, await findOfferParties(tx, offer));
  });
}

/** The offer of `access` without a lock, for reads and for refusing early (before an upload's body is read). */
async function readUsableOffer(context: RequestContext, access: OfferAccess): Promise<LockedOffer> {
  return usableOffer(context.db, context, access, await readOffer(context.db, context.landing.id, offerKeyOf(access)));
}

/** The offer of `access` whatever its state (the panel's own offers, archive included); 404 when it does not reach one. */
async function readReachedOffer(context: RequestContext, access: OfferAccess): Promise<LockedOffer> {
  const offer = reachedOffer(access, await readOffer(context.db, context.landing.id, offerKeyOf(access)));
  if (!offer) throw offerNotFound(access);
  return offer;
}

/** What the investor may do now: the lifecycle's investor moves from the status, the upload after the acceptance, the PDF. */
export function publicOfferActions(status: TOfferStatus, campaignState: TCampaignState): TPublicOfferAction[] {
  if (isOutOfDate(status, campaignState)) return [];
  const actions: TPublicOfferAction[] = [];
  if (canTransition('markInterest', status)) actions.push('markInterest');
  if (canTransition('accept', status)) actions.push('accept');
  if (canTransition('decline', status)) actions.push('decline');
  if (UPLOAD_STATUSES.has(status)) actions.push('upload');
  actions.push('pdf');
  return actions;
}

/**
 * The offer as the page, the PDF and the investor panel present it, freshly read (after the commit of any change). `parties`:
 * the offer's parties when the caller reads them anyway (the page), so they are read once.
 */
export async function presentOffer(
  context: RequestContext,
  offer: LockedOffer,
  language: Language,
  parties: Promise<OfferParties> = findOfferParties(context.db, offer),
): Promise<TOfferPresentation> {
  const { db, landing } = context;
  const [campaign, offerParties, confirmations] = await Promise.all([
    campaignPlaceholders(context).then((placeholders) =>
      campaignOfLanding(db, landing.id, offer.campaignId, { language, today: today() }, placeholders),
    ),
    parties,
    listOfferAttachments(db, landing.id, offer.id),
  ]);
  const product = campaign.products.find((row) => row.id === offer.productId);
  if (!product) throw new Error(`offer ${offer.id} has no product ${offer.productId}`);
  const paymentInstructions = await paymentInstructionsOf({
    offer,
    campaign,
    productCode: product.code,
    investor: offerParties.investor,
    landingLanguage: landing.language,
  });
  return {
    status: offer.status,
    language,
    investorEmail: offerParties.investor.email,
    advisor: {
      name: `${offerParties.advisor.firstName} ${offerParties.advisor.surname}`,
      email: offerParties.advisor.email,
      phone: offerParties.advisor.phoneNo,
    },
    invitationMessage: offer.invitationMessage,
    // The contract's picks of the campaign and the product (ZPublicOfferSchema): the fields the page shows, nothing more.
    campaign: ZPublicOfferSchema.shape.campaign.parse(campaign),
    product: ZPublicOfferSchema.shape.product.parse(product),
    investmentValue: offer.investmentValue,
    agreementDate: offer.agreementDate,
    paymentConfirmations: confirmations,
    actions: publicOfferActions(offer.status, campaign.state),
    // The campaign's documents in the page's language or for every language (issue 14).
    documents: (campaign.documents ?? []).filter((document) => document.language === null || document.language === language),
    // Where and how to pay, once accepted (issue 18, docs/decisions/038).
    paymentInstructions,
  };
}

/**
 * The page's answer: the offer, and for the invest form's personal data step the investor's KYC state and their submitted
 * data, masked (product-decisions section 9: "the invest form's data step shows the submitted data"). Reading the data is
 * audited in the investor's name: the link is theirs.
 */
async function presentOfferPage(
  context: RequestContext,
  kyc: KycDependencies,
  offer: LockedOffer,
  language: Language,
): Promise<TPublicOffer> {
  const offerParties = findOfferParties(context.db, offer);
  const [presentation, parties, kycStatus, isKycRequired] = await Promise.all([
    presentOffer(context, offer, language, offerParties),
    offerParties,
    getInvestorKycState(context, offer.investorId),
    isKycRequiredForPayment(context),
  ]);
  const personalData =
    kycStatus.status === 'submitted'
      ? await readInvestorPersonalData(context, kyc, offer.investorId, {
          actor: { userId: parties.investor.userId, label: parties.investor.email },
          via: 'public-offer',
          entity: { type: 'offer', id: offer.id },
        })
      : null;
  return { ...presentation, personalData, kycStatus, isKycRequiredForPayment: isKycRequired };
}

// ---------------------------------------------------------------------------------------------------------------------------
// GET, interest, decline.

/**
 * Opens the offer of `access`: its first open moves it from invited to viewed. The link refuses a finished offer or an ended
 * campaign (410); the panel shows its own offer whatever its state and moves it only while it is still open.
 */
export async function openOffer(context: RequestContext, access: OfferAccess): Promise<LockedOffer> {
  const offer = access.via === 'link' ? await readUsableOffer(context, access) : await readReachedOffer(context, access);
  if (offer.status !== 'invited') return offer;
  if (access.via === 'panel') {
    const campaignState = await findCampaignState(context.db, context.landing.id, offer.campaignId, today());
    if (!campaignState || isOutOfDate(offer.status, campaignState)) return offer;
  }
  // Two tabs opening it at once: the second waits for the lock, sees `viewed` and writes nothing.
  return withLockedOffer(context, access, async (tx, locked, parties) =>
    locked.status === 'invited' ? transitionOffer(tx, locked, { action: 'view', ...byInvestor(parties) }) : locked,
  );
}

/** `GET /public-api/campaign-offer/{token}`: the offer; its first open moves it from invited to viewed. */
export async function openPublicOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  language: Language,
): Promise<TPublicOffer> {
  return presentOfferPage(context, kyc, await openOffer(context, linkAccess(token)), language);
}

/** Interest (viewed -> interested) or decline (invited, viewed, interested -> declined) on the offer of `access`. */
export async function moveOfferBy(
  context: RequestContext,
  access: OfferAccess,
  action: 'markInterest' | 'decline',
): Promise<LockedOffer> {
  return withLockedOffer(context, access, (tx, locked, parties) =>
    transitionOffer(tx, locked, { action, ...byInvestor(parties) }),
  );
}

/** `PATCH .../interest` (viewed -> interested) and `PATCH .../decline` (invited, viewed, interested -> declined). */
export async function moveOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  action: 'markInterest' | 'decline',
  language: Language,
): Promise<TPublicOffer> {
  return presentOfferPage(context, kyc, await moveOfferBy(context, linkAccess(token), action), language);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Accept.

export interface AcceptOfferInput {
  /** Canonical amount, "12500.00" (ZAcceptOfferRequestSchema). */
  investmentValue: string;
  consents: string[];
}

/**
 * min <= value <= max and a multiple of the step (the one rule in `@emisja/shared`, `checkInvestmentValue`). 422 with the limit
 * formatted as the platform formats money (spec section 9), so the message reads "... to 1 000,00 PLN".
 */
export function assertInvestmentValueAllowed(
  value: string,
  limits: TInvestmentValueLimits,
  currency: Currency,
  language: Language,
): void {
  const issue = checkInvestmentValue(value, limits);
  if (!issue) return;
  const params = investmentValueIssueParams(issue, currency, language);
  // An empty or malformed amount is a field of the form (ZAcceptOfferRequestSchema refuses both before this runs).
  if (issue.label === 'validation.investmentValueRequired' || issue.label === 'validation.decimal') {
    throw fieldViolation('investmentValue', issue.label, language, params);
  }
  throw new AppError(issue.label, { params });
}

/**
 * The acceptance (interested -> accepted), the one implementation for the public page and the investor panel: checks the
 * required consents (400) and the amount (422), sets it and the agreement date (today, Europe/Warsaw), records the consents
 * (given and declined) in the audit log and writes the confirmation e-mails to the investor (with the payment instructions)
 * and to the owner advisor, all in one transaction. `language` is the language of the
 * texts (campaign texts, the investor's e-mail); the error message is the caller's (`context.language`), with its amounts
 * formatted for it. The investor's e-mail links to the page the acceptance came from (the offer link, or the offer in the
 * panel). Returns the accepted offer and the outbox ids to dispatch after the commit.
 */
export async function acceptOffer(
  context: RequestContext,
  access: OfferAccess,
  input: AcceptOfferInput,
  language: Language,
): Promise<{ offer: LockedOffer; outboxIds: string[] }> {
  return withLockedOffer(context, access, async (tx, locked, parties) => {
    if (!canTransition('accept', locked.status)) throw invalidTransition(locked.status);
    // The required consents of the landing page (400 `consents.<key>`), then the amount (422): docs/decisions/039.
    const consents = await checkAcceptanceConsents(context, input.consents);
    const campaign = await campaignOfLanding(tx, context.landing.id, locked.campaignId, { language }, NO_PLACEHOLDERS);
    const product = campaign.products.find((row) => row.id === locked.productId);
    if (!product) throw new Error(`offer ${locked.id} has no product ${locked.productId}`);
    assertInvestmentValueAllowed(input.investmentValue, product, locked.currency, context.language);
    const agreementDate = today();
    const updated = await transitionOffer(tx, locked, {
      action: 'accept',
      ...byInvestor(parties),
      set: { investmentValue: input.investmentValue, agreementDate },
    });
    await auditOffer(tx, context, {
      action: 'offer-accepted',
      offerId: locked.id,
      actor: { userId: parties.investor.userId, label: parties.investor.email },
      before: { status: locked.status },
      after: { status: updated.status, investmentValue: input.investmentValue, currency: locked.currency, agreementDate },
      // Every consent the invest form showed, given or declined, with the version of its text (docs/decisions/039).
      metadata: {
        consents,
        via: access.via === 'link' ? 'public-offer-link' : 'investor-panel',
      },
    });

    const advisorName = `${parties.advisor.firstName} ${parties.advisor.surname}`;
    const mailData = (mailLanguage: Language) => ({
      campaignName: selectTranslation(campaign.translations, mailLanguage)?.name ?? campaign.name,
      productCode: product.code,
      amount: formatMoney(input.investmentValue, locked.currency, mailLanguage),
      agreementDate,
      advisorName,
    });
    const instructions = await paymentInstructionsOf({
      offer: updated,
      campaign,
      productCode: product.code,
      investor: parties.investor,
      landingLanguage: context.landing.language,
    });
    const investorMail = await writeEmail(tx, context, {
      to: parties.investor.email,
      language,
      template: {
        name: 'offer-accepted-investor',
        data: {
          ...mailData(language),
          payment: instructions ? paymentMailData(instructions, language) : null,
          link:
            access.via === 'link'
              ? offerLink(context.baseUrl, access.token)
              : `${context.baseUrl}/app/offers/${encodeURIComponent(locked.id)}`,
        },
      },
    });
    // Advisors have no language of their own: the landing page's.
    const advisorMail = await writeEmail(tx, context, {
      to: parties.advisor.email,
      language: context.landing.language,
      template: {
        name: 'offer-accepted-advisor',
        data: {
          ...mailData(context.landing.language),
          investorEmail: parties.investor.email,
          link: `${context.baseUrl}/app/investors/offer/${encodeURIComponent(locked.id)}`,
        },
      },
    });
    return { offer: updated, outboxIds: [investorMail, advisorMail] };
  });
}

/** The payment instructions as the acceptance e-mail prints them (no QR code: the page and the PDF carry it). */
function paymentMailData(instructions: TPaymentInstructions, language: Language) {
  return {
    recipient: instructions.account.holder,
    account: formatBankAccount(instructions.account.iban),
    bankName: instructions.account.bankName,
    swift: instructions.account.swift,
    amount: formatMoney(instructions.amount, instructions.currency, language),
    title: instructions.transferTitle,
  };
}

/** `PATCH /public-api/campaign-offer/{token}/accept`: acceptOffer by the link; answers the page. */
export async function acceptPublicOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  input: AcceptOfferInput,
  language: Language,
): Promise<{ offer: TPublicOffer; outboxIds: string[] }> {
  const { offer, outboxIds } = await acceptOffer(context, linkAccess(token), input, language);
  return { offer: await presentOfferPage(context, kyc, offer, language), outboxIds };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Upload of a payment confirmation.

function assertUploadStatus(offer: LockedOffer): void {
  if (!UPLOAD_STATUSES.has(offer.status)) throw invalidTransition(offer.status);
}

/** Refuses an upload before its body is read: 404, 410, or 409 unless the offer is accepted or active. */
export async function assertUploadAllowed(context: RequestContext, access: OfferAccess | string): Promise<void> {
  assertUploadStatus(await readUsableOffer(context, typeof access === 'string' ? linkAccess(access) : access));
}

/**
 * `POST .../upload`: the upload pipeline (size 413, a PDF, PNG or JPEG by its content 415), then the file row, the payment
 * confirmation and the audit entry in one transaction, after checking the offer again under its lock.
 */
export async function uploadPaymentConfirmation(
  context: RequestContext,
  storage: StorageProvider,
  access: OfferAccess | string,
  upload: FileUpload,
): Promise<TOfferAttachment> {
  const rules = { maxBytes: PAYMENT_CONFIRMATION_MAX_BYTES, allowedTypes: PAYMENT_CONFIRMATION_MIME_TYPES };
  const reached = typeof access === 'string' ? linkAccess(access) : access;
  return storeUpload({ storage, log: context.log }, upload, rules, (file) =>
    withLockedOffer(context, reached, async (tx, offer, parties) => {
      assertUploadStatus(offer);
      const owner = { landingPageId: context.landing.id, uploadedByUserId: parties.investor.userId };
      const fileId = await recordStoredFile(tx, owner, file);
      const inserted = await insertPaymentConfirmation(tx, { offerId: offer.id, fileId });
      await auditOffer(tx, context, {
        action: 'offer-payment-confirmation-uploaded',
        offerId: offer.id,
        actor: { userId: parties.investor.userId, label: parties.investor.email },
        after: {
          paymentConfirmationId: inserted.id,
          fileName: file.fileName,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
        },
      });
      const { fileName, mimeType, sizeBytes } = file;
      return { id: inserted.id, fileName, mimeType, sizeBytes, uploadedAt: inserted.uploadedAt.toISOString() };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------------------
// PDF and dictionary.

/**
 * `POST .../pdf`: the offer and subscription form in `language`, while the link works; in the panel, for any of the investor's
 * own offers (a subscription stays the investor's document after the campaign). Changes nothing.
 */
export async function offerPdf(
  context: RequestContext,
  access: OfferAccess | string,
  language: Language,
): Promise<{ bytes: Buffer; fileName: string }> {
  const reached = typeof access === 'string' ? linkAccess(access) : access;
  const found = reached.via === 'link' ? await readUsableOffer(context, reached) : await readReachedOffer(context, reached);
  const offer = await presentOffer(context, found, language);
  return { bytes: await renderOfferPdf(offer, language), fileName: offerPdfFileName(offer, language) };
}

/** `POST /public-api/campaign-offer/{token}/pdf`. */
export const publicOfferPdf = (context: RequestContext, token: string, language: Language) =>
  offerPdf(context, linkAccess(token), language);

/** The investor panel's own offer whatever its state (the reads: page, attachments); 404 when it is not the investor's. */
export function readOwnOffer(context: RequestContext, access: PanelOfferAccess): Promise<LockedOffer> {
  return readReachedOffer(context, access);
}

/** `GET /public-api/campaign-offer/dictionary`: the same for every landing page. */
export function offerDictionary(): TOfferDictionary {
  return {
    currencies: [...CURRENCIES],
    offerStatuses: OFFER_STATUSES.map((value) => ({
      value,
      label: { pl: OFFER_STATUS_LABELS.pl[value], en: OFFER_STATUS_LABELS.en[value] },
    })),
    paymentConfirmation: {
      mimeTypes: [...PAYMENT_CONFIRMATION_MIME_TYPES],
      maxBytes: PAYMENT_CONFIRMATION_MAX_BYTES,
    },
  };
}
