import {
  CURRENCIES,
  ERROR_LABELS,
  KANBAN_COLUMNS,
  formatValidationMessage,
  kanbanColumnOf,
  type Language,
  type TInvestorOfferRow,
  type TListQuery,
  type TOfferKanbanSummary,
  type ValidationMessageKey,
} from '@emisja/shared';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { ListPage } from '../../lib/list-query/index.ts';
import type { AdvisorActor } from '../advisors/advisor-actor.ts';
import { assertCampaignExists } from '../campaigns/campaigns.service.ts';
import {
  findOfferAdvisor,
  findOfferRow,
  findOffers,
  insertOfferAuditEvent,
  lockOfferOwnership,
  sumOffersByKanbanColumn,
  updateOfferOwner,
  type OfferAdvisor,
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

export function canSeeNetworkOffers(actor: AdvisorActor): boolean {
  return actor.isAdmin || actor.coordinatedNetworkIds.length > 0;
}

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
  return { ...row, kanbanColumn: kanbanColumnOf(row.status), statusDate: row.statusDate.toISOString() };
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
  db: DbExecutor,
  actor: AdvisorActor,
  view: OfferListView,
  query: TListQuery,
  options: OfferListOptions,
): Promise<ListPage<TInvestorOfferRow>> {
  const scope = await scopeOf(db, actor, view, options.campaignId);
  const page = await findOffers(db, scope, query, { language: options.language, withTotal: options.withTotal });
  return { ...page, rows: page.rows.map(toInvestorOfferRow) };
}

/**
 * The kanban figures of a list over its whole filtered set (spec section 4): every column's count, and for accepted, active,
 * lost and archived the exact sum of investment values per currency, as the database summed them.
 */
export async function summarizeOffers(
  db: DbExecutor,
  actor: AdvisorActor,
  view: OfferListView,
  query: TListQuery,
  options: Omit<OfferListOptions, 'withTotal'>,
): Promise<TOfferKanbanSummary> {
  const scope = await scopeOf(db, actor, view, options.campaignId);
  const sums = await sumOffersByKanbanColumn(db, scope, query, options.language);
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

function ownerViolation(key: ValidationMessageKey, language: Language): AppError {
  return new AppError(400, ERROR_LABELS.validation, {
    violations: [{ propertyPath: 'ownerId', title: formatValidationMessage(key, language), code: key }],
  });
}

const advisorLabel = (advisor: OfferAdvisor | null) => (advisor ? `${advisor.firstName} ${advisor.surname}` : null);

/**
 * `PATCH /api/advisor/investor/{offerId}/owner/{ownerId}`: a coordinator (for offers in the networks they coordinate) or the
 * admin gives an offer to another active advisor of the offer's network. The status and its history stay as they are; the
 * change is audited with the owner before and after. Giving an offer to its current owner changes nothing.
 * 403 for a plain advisor, and for a coordinator's own offer outside their networks; 404 for an offer they cannot see or an
 * unknown advisor; 400 (violation on `ownerId`) for an advisor who is not active or not in the offer's network.
 */
export async function changeOfferOwner(
  db: Db,
  actor: AdvisorActor,
  input: { offerId: string; ownerId: string },
  options: { language: Language; violationLanguage: Language; ip: string | null },
): Promise<TInvestorOfferRow> {
  if (!canSeeNetworkOffers(actor)) throw forbidden();
  const { landingPageId } = actor;
  await db.transaction(async (tx) => {
    const offer = await lockOfferOwnership(tx, landingPageId, input.offerId);
    if (!offer) throw notFound();
    if (!actor.isAdmin && !actor.coordinatedNetworkIds.includes(offer.networkId)) {
      // The coordinator sees their own offers everywhere but manages only their networks' offers.
      throw offer.ownerAdvisorId === actor.advisorId ? forbidden() : notFound();
    }
    const newOwner = await findOfferAdvisor(tx, landingPageId, input.ownerId);
    if (!newOwner) throw notFound();
    if (newOwner.status !== 'active') throw ownerViolation('validation.advisorNotActive', options.violationLanguage);
    if (!newOwner.networkIds.includes(offer.networkId)) {
      throw ownerViolation('validation.advisorNotInNetwork', options.violationLanguage);
    }
    if (offer.ownerAdvisorId === newOwner.id) return;
    const formerOwner = await findOfferAdvisor(tx, landingPageId, offer.ownerAdvisorId);
    const acting = await findOfferAdvisor(tx, landingPageId, actor.advisorId);
    await updateOfferOwner(tx, landingPageId, offer.id, newOwner.id);
    await insertOfferAuditEvent(tx, {
      landingPageId,
      actorUserId: actor.userId,
      actorLabel: advisorLabel(acting) ?? actor.userId,
      action: 'offer-owner-changed',
      offerId: offer.id,
      before: { ownerId: offer.ownerAdvisorId, ownerName: advisorLabel(formerOwner) },
      after: { ownerId: newOwner.id, ownerName: advisorLabel(newOwner) },
      ip: options.ip,
    });
  });
  const row = await findOfferRow(db, landingPageId, input.offerId, options.language);
  if (!row) throw notFound();
  return toInvestorOfferRow(row);
}
