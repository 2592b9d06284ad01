import type { Readable } from 'node:stream';
import type { Language, TInvestorOffer, TOfferAttachment } from '@emisja/shared';
import type { RequestContext } from '../../lib/request-context.ts';
import type { StorageProvider } from '../../lib/storage/index.ts';
import type { FileUpload } from '../../lib/uploads/store-upload.ts';
import { findInvestmentIdOfOffer } from '../investments/investments.service.ts';
import { openOfferAttachmentOf } from '../offers/offer-actions.service.ts';
import type { LockedOffer } from '../offers/offer-lifecycle.service.ts';
import {
  acceptOffer,
  assertUploadAllowed,
  moveOfferBy,
  offerPdf,
  openOffer,
  presentOffer,
  readOwnOffer,
  uploadPaymentConfirmation,
  type AcceptOfferInput,
  type PanelOfferAccess,
} from '../public-offer/public-offer.service.ts';
import { requirePanelInvestor } from './panel-investor.service.ts';

// The investor's own offers by id in the investor panel (spec section 7 "Investor"; product-decisions sections 3 and 10;
// docs/decisions/033-investor-panel-server.md). Every action is the public offer page's own function (public-offer.service.ts)
// reached by the session instead of the link: the same rules, errors, e-mails and audit rows. Another investor's offer is 404.

/** The session investor's access to the offer `offerId`. */
async function accessTo(context: RequestContext, offerId: string): Promise<PanelOfferAccess> {
  const investor = await requirePanelInvestor(context);
  return { via: 'panel', offerId, investorId: investor.id };
}

/** The public page's presentation with the offer's id and investment; the PDF is always the investor's to download. */
async function present(context: RequestContext, offer: LockedOffer, language: Language): Promise<TInvestorOffer> {
  const [presentation, investmentId] = await Promise.all([
    presentOffer(context, offer, language),
    findInvestmentIdOfOffer(context.db, context.landing.id, offer.id),
  ]);
  const actions = presentation.actions.includes('pdf') ? presentation.actions : [...presentation.actions, 'pdf' as const];
  return { ...presentation, actions, id: offer.id, investmentId };
}

/** `GET /investor-api/offer/{id}`: the first open moves an invited offer to viewed, as the link does. */
export async function openMyOffer(context: RequestContext, offerId: string, language: Language): Promise<TInvestorOffer> {
  return present(context, await openOffer(context, await accessTo(context, offerId)), language);
}

/** `PATCH .../interest` and `PATCH .../decline`. */
export async function moveMyOffer(
  context: RequestContext,
  offerId: string,
  action: 'markInterest' | 'decline',
  language: Language,
): Promise<TInvestorOffer> {
  return present(context, await moveOfferBy(context, await accessTo(context, offerId), action), language);
}

/** `PATCH .../accept`: the public acceptance (acceptOffer). Returns the answer and the outbox ids to dispatch. */
export async function acceptMyOffer(
  context: RequestContext,
  offerId: string,
  input: AcceptOfferInput,
  language: Language,
): Promise<{ offer: TInvestorOffer; outboxIds: string[] }> {
  const { offer, outboxIds } = await acceptOffer(context, await accessTo(context, offerId), input, language);
  return { offer: await present(context, offer, language), outboxIds };
}

/** Refuses an upload before its body is read (404, 410, 409), as the link does. */
export async function assertMyUploadAllowed(context: RequestContext, offerId: string): Promise<void> {
  await assertUploadAllowed(context, await accessTo(context, offerId));
}

/** `POST .../upload`: the public upload pipeline and rules. */
export async function uploadMyPaymentConfirmation(
  context: RequestContext,
  storage: StorageProvider,
  offerId: string,
  upload: FileUpload,
): Promise<TOfferAttachment> {
  return uploadPaymentConfirmation(context, storage, await accessTo(context, offerId), upload);
}

/** `POST .../pdf`: the public PDF, for any of the investor's own offers. */
export async function myOfferPdf(
  context: RequestContext,
  offerId: string,
  language: Language,
): Promise<{ bytes: Buffer; fileName: string }> {
  return offerPdf(context, await accessTo(context, offerId), language);
}

/** `GET .../attachment/{attachmentId}`: a payment confirmation of the investor's own offer (uploaded by them). */
export async function openMyOfferAttachment(
  context: RequestContext,
  storage: StorageProvider,
  input: { offerId: string; attachmentId: string },
): Promise<{ attachment: TOfferAttachment; content: Readable }> {
  const offer = await readOwnOffer(context, await accessTo(context, input.offerId));
  return openOfferAttachmentOf(context, storage, {
    landingPageId: context.landing.id,
    offerId: offer.id,
    attachmentId: input.attachmentId,
  });
}
