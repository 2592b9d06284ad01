import type { Readable } from 'node:stream';
import {
  checkInvestmentValue,
  investmentValueIssueMessage,
  investmentValueIssueParams,
  type TInvestmentValueLimits,
  campaignStateOf,
  canTransition,
  CURRENCIES,
  decimalToHundredths,
  ERROR_LABELS,
  formatMoney,
  isoDateInTimeZone,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  PAYMENT_CONFIRMATION_MAX_BYTES,
  PAYMENT_CONFIRMATION_MIME_TYPES,
  selectTranslation,
  type Currency,
  type Language,
  type TCampaignState,
  type TOfferAttachment,
  type TOfferDictionary,
  type TOfferStatus,
  type TPublicOffer,
  type TPublicOfferAction,
  ZPublicOfferSchema,
} from '@emisja/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectContentType, type StorageProvider } from '../../lib/storage/index.ts';
import { hashSecret } from '../auth/auth-keys.ts';
import { getCampaign, type CampaignPlaceholders } from '../campaigns/campaigns.service.ts';
import { cleanFileName, payloadTooLarge, unsupportedMediaType } from '../documents/documents.service.ts';
import { emailBrandingFor, enqueueEmail } from '../mail/mail.service.ts';
import { offerLink } from '../offers/invite-investor.service.ts';
import { invalidTransition, lockOfferByTokenHash, transitionOffer } from '../offers/offer-lifecycle.ts';
import { insertOfferAuditEvent } from '../offers/offers.repository.ts';
import type { Landing } from '../tenancy/tenancy.service.ts';
import { offerPdfFileName, renderOfferPdf } from './offer-pdf.ts';
import {
  findCampaignWindow,
  findOfferByTokenHash,
  findOfferParties,
  findPaymentConfirmations,
  insertPaymentConfirmation,
  type OfferParties,
  type OfferRecord,
  type PaymentConfirmationRow,
} from './public-offer.repository.ts';

// The public offer page behind the invitation e-mail's link (spec sections 2 and 7, product-decisions section 3; issue 5;
// docs/decisions/018-public-offer-page-server.md). No login: the link's secret is the credential. It is looked up by its
// sha-256 (as invite-investor.service.ts stores it) on the landing page of the request's host only.
// - unknown secret, or another landing page's: 404 error.tokenInactive;
// - the offer rejected, declined or archived, or its campaign finished or switched off: 410 error.offerOutOfDate;
// - an action the lifecycle does not allow from the offer's status: 409 error.offerInvalidTransition.
// Every status change locks the offer and goes through offer-lifecycle.ts, so two concurrent actions serialise on the row
// and the second one is judged against the first one's result.

export interface PublicOfferContext {
  db: Db;
  landing: Landing;
  storage: StorageProvider;
  log: FastifyBaseLogger;
  /** `${protocol}://${host}` of the request: the e-mails link back to the landing page's own address. */
  origin: string;
  ip: string | null;
  /** The landing page's placeholder images (read only when the offer is presented). */
  placeholders: () => Promise<CampaignPlaceholders>;
  /** `yyyy-mm-dd` in Europe/Warsaw; today by default (tests move it). */
  today?: string;
}

export const tokenInactive = () => new AppError(404, ERROR_LABELS.tokenInactive);
export const offerOutOfDate = () => new AppError(410, ERROR_LABELS.offerOutOfDate);

/** Statuses after which the link shows nothing more (product-decisions section 3: "an invitation stops working"). */
const FINISHED_STATUSES: ReadonlySet<TOfferStatus> = new Set(['rejected', 'declined', 'archived']);
/** A payment confirmation belongs to an offer the investor accepted (and, later, to its investment). */
const UPLOAD_STATUSES: ReadonlySet<TOfferStatus> = new Set(['accepted', 'active']);
const UPLOAD_MIME_TYPES: ReadonlySet<string> = new Set(PAYMENT_CONFIRMATION_MIME_TYPES);

/** The acceptance reads the campaign for its product and names only, never for images. */
const NO_PLACEHOLDERS: CampaignPlaceholders = { debt: null, equity: null };

const todayOf = (context: PublicOfferContext) => context.today ?? isoDateInTimeZone(new Date());

function isOutOfDate(status: TOfferStatus, campaignState: TCampaignState): boolean {
  return FINISHED_STATUSES.has(status) || campaignState === 'finished' || campaignState === 'inactive';
}

/** The offer of the link, refused with 404 (none) or 410 (finished offer, ended campaign). */
async function usableOffer(db: DbExecutor, context: PublicOfferContext, offer: OfferRecord | null): Promise<OfferRecord> {
  if (!offer) throw tokenInactive();
  const window = await findCampaignWindow(db, context.landing.id, offer.campaignId);
  if (!window) throw tokenInactive();
  if (isOutOfDate(offer.status, campaignStateOf(window, todayOf(context)))) throw offerOutOfDate();
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
  context: PublicOfferContext,
  token: string,
  act: (tx: DbExecutor, offer: OfferRecord, parties: OfferParties) => Promise<T>,
): Promise<T> {
  const tokenHash = hashSecret(token);
  return context.db.transaction(async (tx) => {
    const offer = await usableOffer(tx, context, await lockOfferByTokenHash(tx, context.landing.id, tokenHash));
    return act(tx, offer, await findOfferParties(tx, offer));
  });
}

/** The link's offer without a lock, for reads and for refusing early (before an upload's body is read). */
async function readUsableOffer(context: PublicOfferContext, token: string): Promise<OfferRecord> {
  return usableOffer(context.db, context, await findOfferByTokenHash(context.db, context.landing.id, hashSecret(token)));
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

function toAttachment(row: PaymentConfirmationRow): TOfferAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The page's view of an offer, freshly read (after the commit of any change). */
async function presentOffer(context: PublicOfferContext, offer: OfferRecord, language: Language): Promise<TPublicOffer> {
  const { db, landing } = context;
  const [campaign, parties, confirmations] = await Promise.all([
    context
      .placeholders()
      .then((placeholders) => getCampaign(db, landing.id, offer.campaignId, { language, today: todayOf(context) }, placeholders)),
    findOfferParties(db, offer),
    findPaymentConfirmations(db, offer.id),
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
    paymentConfirmations: confirmations.map(toAttachment),
    actions: publicOfferActions(offer.status, campaign.state),
  };
}

// ---------------------------------------------------------------------------------------------------------------------------
// GET, interest, decline.

/** `GET /public-api/campaign-offer/{token}`: the offer; its first open moves it from invited to viewed. */
export async function openPublicOffer(context: PublicOfferContext, token: string, language: Language): Promise<TPublicOffer> {
  let offer = await readUsableOffer(context, token);
  if (offer.status === 'invited') {
    // Two tabs opening the link at once: the second waits for the lock, sees `viewed` and writes nothing.
    offer = await withLockedOffer(context, token, async (tx, locked, parties) =>
      locked.status === 'invited' ? transitionOffer(tx, locked, { action: 'view', ...byInvestor(parties) }) : locked,
    );
  }
  return presentOffer(context, offer, language);
}

/** `PATCH .../interest` (viewed -> interested) and `PATCH .../decline` (invited, viewed, interested -> declined). */
export async function moveOffer(
  context: PublicOfferContext,
  token: string,
  action: 'markInterest' | 'decline',
  language: Language,
): Promise<TPublicOffer> {
  const offer = await withLockedOffer(context, token, (tx, locked, parties) =>
    transitionOffer(tx, locked, { action, ...byInvestor(parties) }),
  );
  return presentOffer(context, offer, language);
}

// ---------------------------------------------------------------------------------------------------------------------------
// Accept.

export interface AcceptOfferInput {
  /** Canonical amount, "12500.00" (ZAcceptOfferRequestSchema). */
  investmentValue: string;
  consents: string[];
}

export interface AcceptOfferOptions {
  /** Of the texts: campaign texts in the answer, and the investor's e-mail. */
  language: Language;
  /** Of the error message, whose amounts are formatted for it (the error body is written in the caller's language). */
  errorLanguage: Language;
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
  if (issue.label === 'validation.investmentValueRequired' || issue.label === 'validation.decimal') {
    throw new AppError(422, ERROR_LABELS.validation, {
      violations: [
        { propertyPath: 'investmentValue', title: investmentValueIssueMessage(issue, currency, language), code: issue.label },
      ],
    });
  }
  throw new AppError(422, issue.label, { params });
}

/**
 * `PATCH .../accept` (interested -> accepted): checks the amount, sets it and the agreement date (today, Europe/Warsaw),
 * records the consents in the audit log and writes the confirmation e-mails to the investor and to the owner advisor, all in
 * one transaction. Returns the answer and the outbox ids to dispatch after the commit.
 */
export async function acceptPublicOffer(
  context: PublicOfferContext,
  token: string,
  input: AcceptOfferInput,
  options: AcceptOfferOptions,
): Promise<{ offer: TPublicOffer; outboxIds: string[] }> {
  const branding = await emailBrandingFor(context.db, context.landing, context.origin);
  const { offer, outboxIds } = await withLockedOffer(context, token, async (tx, locked, parties) => {
    if (!canTransition('accept', locked.status)) throw invalidTransition(locked.status);
    const campaign = await getCampaign(
      tx,
      context.landing.id,
      locked.campaignId,
      { language: options.language },
      NO_PLACEHOLDERS,
    );
    const product = campaign.products.find((row) => row.id === locked.productId);
    if (!product) throw new Error(`offer ${locked.id} has no product ${locked.productId}`);
    assertInvestmentValueAllowed(input.investmentValue, product, locked.currency, options.errorLanguage);
    const agreementDate = todayOf(context);
    const updated = await transitionOffer(tx, locked, {
      action: 'accept',
      ...byInvestor(parties),
      set: { investmentValue: input.investmentValue, agreementDate },
    });
    await insertOfferAuditEvent(tx, {
      landingPageId: context.landing.id,
      actorUserId: parties.investor.userId,
      actorLabel: parties.investor.email,
      action: 'offer-accepted',
      offerId: locked.id,
      before: { status: locked.status },
      after: { status: updated.status, investmentValue: input.investmentValue, currency: locked.currency, agreementDate },
      // The consents the investor ticked on the invest form, kept with the acceptance they were given for.
      metadata: { consents: [...new Set(input.consents)], via: 'public-offer-link' },
      ip: context.ip,
    });

    const advisorName = `${parties.advisor.firstName} ${parties.advisor.surname}`;
    const mailData = (language: Language) => ({
      campaignName: selectTranslation(campaign.translations, language)?.name ?? campaign.name,
      productCode: product.code,
      amount: formatMoney(input.investmentValue, locked.currency, language),
      agreementDate,
      advisorName,
    });
    const investorMail = await enqueueEmail(tx, {
      landingPageId: context.landing.id,
      to: parties.investor.email,
      language: options.language,
      template: {
        name: 'offer-accepted-investor',
        data: { ...mailData(options.language), link: offerLink(context.origin, token) },
      },
      branding,
    });
    // Advisors have no language of their own: the landing page's.
    const advisorMail = await enqueueEmail(tx, {
      landingPageId: context.landing.id,
      to: parties.advisor.email,
      language: context.landing.language,
      template: {
        name: 'offer-accepted-advisor',
        data: {
          ...mailData(context.landing.language),
          investorEmail: parties.investor.email,
          link: `${context.origin}/app/investors/offer/${encodeURIComponent(locked.id)}`,
        },
      },
      branding,
    });
    return { offer: updated, outboxIds: [investorMail, advisorMail] };
  });
  return { offer: await presentOffer(context, offer, options.language), outboxIds };
}

// ---------------------------------------------------------------------------------------------------------------------------
// Upload of a payment confirmation.

function assertUploadStatus(offer: OfferRecord): void {
  if (!UPLOAD_STATUSES.has(offer.status)) throw invalidTransition(offer.status);
}

/** Refuses an upload before its body is read: 404, 410, or 409 unless the offer is accepted or active. */
export async function assertUploadAllowed(context: PublicOfferContext, token: string): Promise<void> {
  assertUploadStatus(await readUsableOffer(context, token));
}

export interface PaymentConfirmationUpload {
  /** The client's file name: only shown and sent back, never used to store or type the file. */
  fileName: string;
  content: Readable;
  /** True once the stream was cut at the size limit. */
  isTruncated: () => boolean;
}

/**
 * `POST .../upload`: streams the file into the storage (sized and hashed), refuses it when cut at the limit (413) or when its
 * bytes are no PDF, PNG or JPEG (415), then writes the file row, the payment confirmation and the audit entry in one
 * transaction, after checking the offer again under its lock. Whatever fails after the bytes are stored removes them.
 */
export async function uploadPaymentConfirmation(
  context: PublicOfferContext,
  token: string,
  upload: PaymentConfirmationUpload,
): Promise<TOfferAttachment> {
  const fileName = cleanFileName(upload.fileName);
  const stored = await context.storage.put(upload.content);
  try {
    if (upload.isTruncated() || stored.sizeBytes > PAYMENT_CONFIRMATION_MAX_BYTES) throw payloadTooLarge();
    const mimeType = await detectContentType(await context.storage.get(stored.key), fileName);
    if (mimeType === null || !UPLOAD_MIME_TYPES.has(mimeType)) throw unsupportedMediaType();
    const row = await withLockedOffer(context, token, async (tx, offer, parties) => {
      assertUploadStatus(offer);
      const inserted = await insertPaymentConfirmation(tx, {
        landingPageId: context.landing.id,
        offerId: offer.id,
        storageKey: stored.key,
        fileName,
        mimeType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        uploadedByUserId: parties.investor.userId,
      });
      await insertOfferAuditEvent(tx, {
        landingPageId: context.landing.id,
        actorUserId: parties.investor.userId,
        actorLabel: parties.investor.email,
        action: 'offer-payment-confirmation-uploaded',
        offerId: offer.id,
        after: { paymentConfirmationId: inserted.id, fileName, mimeType, sizeBytes: stored.sizeBytes, sha256: stored.sha256 },
        ip: context.ip,
      });
      return inserted;
    });
    return toAttachment(row);
  } catch (error) {
    await context.storage.delete(stored.key).catch((deleteError: unknown) => {
      context.log.error({ err: deleteError, storageKey: stored.key }, 'could not remove stored bytes');
    });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------------------
// PDF and dictionary.

/** `POST .../pdf`: the offer and subscription form in `language`, while the link works. Changes nothing. */
export async function publicOfferPdf(
  context: PublicOfferContext,
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
