import type { Language, TInvestorPanelOffer, TListQuery } from '@emisja/shared';
import { mapListPage, type ListPage } from '../../lib/list-query/index.ts';
import { requireSession, type RequestContext } from '../../lib/request-context.ts';
import { findInvestorPanelOffers } from './investor-panel.repository.ts';

export { offerDictionary } from '../public-offer/public-offer.service.ts';

/** `GET /investor-api/offers`: the caller's own offers on the session's landing page. */
export async function listInvestorPanelOffers(
  context: RequestContext,
  query: TListQuery,
  options: { language: Language; withTotal: boolean },
): Promise<ListPage<TInvestorPanelOffer>> {
  const session = requireSession(context);
  const scope = { landingPageId: session.landingId, userId: session.userId };
  const page = await findInvestorPanelOffers(context.db, scope, query, options);
  return mapListPage(page, (row) => ({ ...row, statusDate: row.statusDate.toISOString() }));
}
