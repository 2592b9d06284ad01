import {
  CURRENCIES,
  KANBAN_COLUMNS,
  kanbanColumnOf,
  type Language,
  type TInvestorOfferRow,
  type TListQuery,
  type TOfferKanbanSummary,
} from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import { fieldViolation, forbidden, notFound } from '../../lib/app-error.ts';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import type { AdvisorActor, RequestContext } from '../../lib/request-context.ts';
import { isAdminOrCoordinator } from '../advisors/advisor-actor.service.ts';
import { assertCampaignExists } from '../campaigns/campaigns.service.ts';
import { auditOffer } from './offer-lifecycle.service.ts';
import { findOfferAdvisor, lockOfferOwnership, updateOfferOwner, type OfferAdvisor } from './offer-ownership.repository.ts';
import {
  findOfferRow,
  findOffers,
  sumOffersByKanbanColumn,
  type OfferListScope,
  type OfferRow,
  type OfferVisibility,
} from './offers.repository.ts';

// The investor offers of the advisor panel (spec sections 3, 4 and 7; product-decisions sections 2 and 3): the lists, the
// kanban figures and the owner change. Who sees what (product-decisions section 2): an advisor their own offers; a
// coordinator also every offer in the networks they coordinate (`offers-by-network`); the admin every offer of the landing.

/**
 * Which list: `own` (GET /investor/offers: owner = the caller), `network` (GET /investor/offers-by-network: coordinators and
 * the admin only), `visible` (everything the caller may see: the offers of a campaign).
 */
export type OfferListView = 'own' | 'network' | 'visible';

function visibilityOf(actor: AdvisorActor, view: OfferListView): OfferVisibility {
  if (view === 'own') return { kind: 'owner', advisorId: actor.advisorId };
  if (actor.isAdmin) return { kind: 'landing' };
  if (actor.coordinatedNetworkIds.length > 0) {
    return { kind: 'ownerOrNetworks', advisorId: actor.advisorId, networkIds: actor.coordinatedNetworkIds };
  }
  // A plain advisor has no network view; the offers of a campaign they see are their own.
  if (view === 'network') throw forbidden();
  return { kind: 'owner', advisorId: actor.advisorId };
}

export function toInvestorOfferRow(row: OfferRow): TInvestorOfferRow {
  const { kycStatus, kycIdentityVerification, kycSubmittedAt, ...offer } = row;
  return {
    ...offer,
    kanbanColumn: kanbanColumnOf(row.status),
    statusDate: row.statusDate.toISOString(),
    kycStatus: {
      status: kycStatus,
      identityVerification: kycIdentityVerification,
      submittedAt: kycSubmittedAt?.toISOString() ?? null,
    },
  };
}

/** One offer of the landing page as a list row (campaign name in `language`); 404 when there is none. */
export async function getOfferRow(
  db: DbExecutor,
  landingPageId: string,
  offerId: string,
  language: Language,
): Promise<TInvestorOfferRow> {
  const row = await findOfferRow(db, landingPageId, offerId, language);
  if (!row) throw notFound();
  return toInvestorOfferRow(row);
}

/** "First Surname" of an advisor, as the status history and the audit log name them. */
export function advisorName(advisor: Pick<OfferAdvisor, 'firstName' | 'surname'>): string {
  return `${advisor.firstName} ${advisor.surname}`;
}

/** An advisor's name, or null when there is no such advisor on the landing page. */
export async function advisorNameOf(db: DbExecutor, landingPageId: string, advisorId: string): Promise<string | null> {
  const advisor = await findOfferAdvisor(db, landingPageId, advisorId);
  return advisor ? advisorName(advisor) : null;
}

/** The acting advisor's name (their user id when the profile is gone). */
export async function actorNameOf(db: DbExecutor, actor: AdvisorActor): Promise<string> {
  return (await advisorNameOf(db, actor.landingPageId, actor.advisorId)) ?? actor.userId;
}

export interface OfferListOptions {
  /** The language of the campaign names. */
  language: Language;
  withTotal?: boolean;
  /** Only this campaign's offers (404 when it is not a campaign of the landing page). */
  campaignId?: string;
}

async function scopeOf(
  db: DbExecutor,
  actor: AdvisorActor,
  view: OfferListView,
  campaignId: string | undefined,
): Promise<OfferListScope> {
  const visibility = visibilityOf(actor, view);
  if (campaignId === undefined) return { landingPageId: actor.landingPageId, visibility };
  await assertCampaignExists(db, actor.landingPageId, campaignId);
  return { landingPageId: actor.landingPageId, visibility, campaignId };
}

/** One page of an offers list (query validated against OFFER_LIST by parseListRequest). */
export async function listOffers(
  context: RequestContext,
  actor: AdvisorActor,
  view: OfferListView,
  query: TListQuery,
  options: OfferListOptions,
): Promise<ListPage<TInvestorOfferRow>> {
  const scope = await scopeOf(context.db, actor, view, options.campaignId);
  const page = await findOffers(context.db, scope, query, { language: options.language, withTotal: options.withTotal });
  return mapListPage(page, toInvestorOfferRow);
}

/**
 * The kanban figures of a list over its whole filtered set (spec section 4): every column's count, and for accepted, active,
 * lost and archived the exact sum of investment values per currency, as the database summed them.
 */
export async function summarizeOffers(
  context: RequestContext,
  actor: AdvisorActor,
  view: OfferListView,
  query: TListQuery,
  options: Omit<OfferListOptions, 'withTotal'>,
): Promise<TOfferKanbanSummary> {
  const scope = await scopeOf(context.db, actor, view, options.campaignId);
  const sums = await sumOffersByKanbanColumn(context.db, scope, query, options.language);
  return {
    columns: KANBAN_COLUMNS.map((column) => {
      const rows = sums.filter((row) => row.column === column.id);
      return {
        column: column.id,
        count: rows.reduce((total, row) => total + row.count, 0),
        sums: column.hasSums
          ? CURRENCIES.flatMap((currency) => {
              const row = rows.find((candidate) => candidate.currency === currency);
              return row ? [{ currency, amount: row.amount, count: row.count }] : [];
            })
          : [],
      };
    }),
  };
}

const advisorLabel = (advisor: OfferAdvisor | null) => (advisor ? advisorName(advisor) : null);

/**
 * `PATCH /api/advisor/investor/{offerId}/owner/{ownerId}`: a coordinator (for offers in the networks they coordinate) or the
 * admin gives an offer to another active advisor of the offer's network. The status and its history stay as they are; the
 * change is audited with the owner before and after. Giving an offer to its current owner changes nothing.
 * 403 for a plain advisor, and for a coordinator's own offer outside their networks; 404 for an offer they cannot see or an
 * unknown advisor; 400 (violation on `ownerId`) for an advisor who is not active or not in the offer's network.
 */
export async function changeOfferOwner(
  context: RequestContext,
  actor: AdvisorActor,
  input: { offerId: string; ownerId: string },
  options: { language: Language },
): Promise<TInvestorOfferRow> {
  if (!isAdminOrCoordinator(actor)) throw forbidden();
  const { landingPageId } = actor;
  await context.db.transaction(async (tx) => {
    const offer = await lockOfferOwnership(tx, landingPageId, input.offerId);
    if (!offer) throw notFound();
    if (!actor.isAdmin && !actor.coordinatedNetworkIds.includes(offer.networkId)) {
      // The coordinator sees their own offers everywhere but manages only their networks' offers.
      throw offer.ownerAdvisorId === actor.advisorId ? forbidden() : notFound();
    }
    const newOwner = await findOfferAdvisor(tx, landingPageId, input.ownerId);
    if (!newOwner) throw notFound();
    if (newOwner.status !== 'active') throw fieldViolation('ownerId', 'validation.advisorNotActive', context.language);
    if (!newOwner.networkIds.includes(offer.networkId)) {
      throw fieldViolation('ownerId', 'validation.advisorNotInNetwork', context.language);
    }
    if (offer.ownerAdvisorId === newOwner.id) return;
    const formerOwner = await findOfferAdvisor(tx, landingPageId, offer.ownerAdvisorId);
    const acting = await findOfferAdvisor(tx, landingPageId, actor.advisorId);
    await updateOfferOwner(tx, landingPageId, offer.id, newOwner.id);
    await auditOffer(tx, context, {
      action: 'offer-owner-changed',
      offerId: offer.id,
      actor: { userId: actor.userId, label: advisorLabel(acting) ?? actor.userId },
      before: { ownerId: offer.ownerAdvisorId, ownerName: advisorLabel(formerOwner) },
      after: { ownerId: newOwner.id, ownerName: advisorLabel(newOwner) },
    });
  });
  return getOfferRow(context.db, landingPageId, input.offerId, options.language);
}
