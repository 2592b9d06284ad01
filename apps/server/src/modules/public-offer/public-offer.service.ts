import {
  canTransition,
  checkInvestmentValue,
  CURRENCIES,
  ERROR_LABELS,
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
  type TPublicOfferAction,
  ZPublicOfferSchema,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError, fieldViolation, tokenInactive } from '../../lib/app-error.ts';
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
} from '../offers/offer-lifecycle.service.ts';
import { offerPdfFileName, renderOfferPdf } from './offer-pdf.ts';
import { findOfferParties, insertPaymentConfirmation, type OfferParties } from './public-offer.repository.ts';

// The public offer page behind the invitation e-mail's link (spec sections 2 and 7, product-decisions section 3; issue 5;
// docs/decisions/018-public-offer-page-server.md). No login: the link's secret is the credential. It is looked up by its
// sha-256 (as invite-investor.service.ts stores it) on the landing page of the request's host only.
// - unknown secret, or another landing page's: 404 error.tokenInactive;
// - the offer rejected, declined or archived, or its campaign finished or switched off: 410 error.offerOutOfDate;
// - an action the lifecycle does not allow from the offer's status: 409 error.offerInvalidTransition.
// Every status change locks the offer and goes through the offers module's offer-lifecycle.service.ts, so two concurrent
// actions serialise on the row and the second one is judged against the first one's result.

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

/** The offer of the link, refused with 404 (none) or 410 (finished offer, ended campaign). */
async function usableOffer(db: DbExecutor, context: RequestContext, offer: LockedOffer | null): Promise<LockedOffer> {
  if (!offer) throw tokenInactive();
  const campaignState = await findCampaignState(db, context.landing.id, offer.campaignId, today());
  if (!campaignState) throw tokenInactive();
  if (isOutOfDate(offer.status, campaignState)) throw offerOutOfDate();
  return offer;
}

/** Who the history and the audit log name for an investor's action on the page. */
function byInvestor(parties: OfferParties) {
  return { changedByUserId: parties.investor.userId, changedByLabel: parties.investor.email };
}

/**
 * Runs `act` in one transaction on the link's offer, locked (`FOR UPDATE`) and checked for 404/410 after the lock, so a
 * concurrent action that finished the offer is seen.
 */
async function withLockedOffer<T>(
  context: RequestContext,
  token: string,
  act: (tx: DbExecutor, offer: LockedOffer, parties: OfferParties) => Promise<T>,
): Promise<T> {
  const key = { tokenHash: hashSecret(token) };
  return context.db.transaction(async (tx) => {
    const offer = await usableOffer(tx, context, await lockOffer(tx, context.landing.id, key));
    return act(tx, offer, await findOfferParties(tx, offer));
  });
}

/** The link's offer without a lock, for reads and for refusing early (before an upload's body is read). */
async function readUsableOffer(context: RequestContext, token: string): Promise<LockedOffer> {
  return usableOffer(context.db, context, await readOffer(context.db, context.landing.id, { tokenHash: hashSecret(token) }));
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

/** The offer as the page and the PDF present it, freshly read (after the commit of any change). */
async function presentOffer(context: RequestContext, offer: LockedOffer, language: Language): Promise<TOfferPresentation> {
  const { db, landing } = context;
  const [campaign, parties, confirmations] = await Promise.all([
    campaignPlaceholders(context).then((placeholders) =>
      campaignOfLanding(db, landing.id, offer.campaignId, { language, today: today() }, placeholders),
    ),
    findOfferParties(db, offer),
    listOfferAttachments(db, landing.id, offer.id),
  ]);
  const product = campaign.products.find((row) => row.id === offer.productId);
  if (!product) throw new Error(`offer ${offer.id} has no product ${offer.productId}`);
  return {
    status: offer.status,
    language,
    investorEmail: parties.investor.email,
    advisor: {
      name: `${parties.advisor.firstName} ${parties.advisor.surname}`,
      email: parties.advisor.email,
      phone: parties.advisor.phoneNo,
    },
    invitationMessage: offer.invitationMessage,
    // The contract's picks of the campaign and the product (ZPublicOfferSchema): the fields the page shows, nothing more.
    campaign: ZPublicOfferSchema.shape.campaign.parse(campaign),
    product: ZPublicOfferSchema.shape.product.parse(product),
    investmentValue: offer.investmentValue,
    agreementDate: offer.agreementDate,
    paymentConfirmations: confirmations,
    actions: publicOfferActions(offer.status, campaign.state),
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
  const [presentation, parties, kycStatus, isKycRequired] = await Promise.all([
    presentOffer(context, offer, language),
    findOfferParties(context.db, offer),
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

/** `GET /public-api/campaign-offer/{token}`: the offer; its first open moves it from invited to viewed. */
export async function openPublicOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  language: Language,
): Promise<TPublicOffer> {
  let offer = await readUsableOffer(context, token);
  if (offer.status === 'invited') {
    // Two tabs opening the link at once: the second waits for the lock, sees `viewed` and writes nothing.
    offer = await withLockedOffer(context, token, async (tx, locked, parties) =>
      locked.status === 'invited' ? transitionOffer(tx, locked, { action: 'view', ...byInvestor(parties) }) : locked,
    );
  }
  return presentOfferPage(context, kyc, offer, language);
}

/** `PATCH .../interest` (viewed -> interested) and `PATCH .../decline` (invited, viewed, interested -> declined). */
export async function moveOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  action: 'markInterest' | 'decline',
  language: Language,
): Promise<TPublicOffer> {
  const offer = await withLockedOffer(context, token, (tx, locked, parties) =>
    transitionOffer(tx, locked, { action, ...byInvestor(parties) }),
  );
  return presentOfferPage(context, kyc, offer, language);
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
 * `PATCH .../accept` (interested -> accepted): checks the amount, sets it and the agreement date (today, Europe/Warsaw),
 * records the consents in the audit log and writes the confirmation e-mails to the investor and to the owner advisor, all in
 * one transaction. `language` is the language of the texts (campaign texts in the answer, the investor's e-mail); the error
 * message is the caller's (`context.language`), with its amounts formatted for it. Returns the answer and the outbox ids to
 * dispatch after the commit.
 */
export async function acceptPublicOffer(
  context: RequestContext,
  kyc: KycDependencies,
  token: string,
  input: AcceptOfferInput,
  language: Language,
): Promise<{ offer: TPublicOffer; outboxIds: string[] }> {
  const { offer, outboxIds } = await withLockedOffer(context, token, async (tx, locked, parties) => {
    if (!canTransition('accept', locked.status)) throw invalidTransition(locked.status);
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
      // The consents the investor ticked on the invest form, kept with the acceptance they were given for.
      metadata: { consents: [...new Set(input.consents)], via: 'public-offer-link' },
    });

    const advisorName = `${parties.advisor.firstName} ${parties.advisor.surname}`;
    const mailData = (mailLanguage: Language) => ({
      campaignName: selectTranslation(campaign.translations, mailLanguage)?.name ?? campaign.name,
      productCode: product.code,
      amount: formatMoney(input.investmentValue, locked.currency, mailLanguage),
      agreementDate,
      advisorName,
    });
    const investorMail = await writeEmail(tx, context, {
      to: parties.investor.email,
      language,
      template: {
        name: 'offer-accepted-investor',
        data: { ...mailData(language), link: offerLink(context.baseUrl, token) },
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
  return { offer: await presentOfferPage(context, kyc, offer, language), outboxIds };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Upload of a payment confirmation.

function assertUploadStatus(offer: LockedOffer): void {
  if (!UPLOAD_STATUSES.has(offer.status)) throw invalidTransition(offer.status);
}

/** Refuses an upload before its body is read: 404, 410, or 409 unless the offer is accepted or active. */
export async function assertUploadAllowed(context: RequestContext, token: string): Promise<void> {
  assertUploadStatus(await readUsableOffer(context, token));
}

/**
 * `POST .../upload`: the upload pipeline (size 413, a PDF, PNG or JPEG by its content 415), then the file row, the payment
 * confirmation and the audit entry in one transaction, after checking the offer again under its lock.
 */
export async function uploadPaymentConfirmation(
  context: RequestContext,
  storage: StorageProvider,
  token: string,
  upload: FileUpload,
): Promise<TOfferAttachment> {
  const rules = { maxBytes: PAYMENT_CONFIRMATION_MAX_BYTES, allowedTypes: PAYMENT_CONFIRMATION_MIME_TYPES };
  return storeUpload({ storage, log: context.log }, upload, rules, (file) =>
    withLockedOffer(context, token, async (tx, offer, parties) => {
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

/** `POST .../pdf`: the offer and subscription form in `language`, while the link works. Changes nothing. */
export async function publicOfferPdf(
  context: RequestContext,
  token: string,
  language: Language,
): Promise<{ bytes: Buffer; fileName: string }> {
  const offer = await presentOffer(context, await readUsableOffer(context, token), language);
  return { bytes: await renderOfferPdf(offer, language), fileName: offerPdfFileName(offer, language) };
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
