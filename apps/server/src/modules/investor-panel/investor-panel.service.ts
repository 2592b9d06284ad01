import type { Language, TInvestorPanelOffer, TListQuery } from '@emisja/shared';
import type { DbExecutor } from '../../db/client.ts';
import type { ListPage } from '../../lib/list-query/index.ts';
import type { AuthSession } from '../auth/session.service.ts';
import { findInvestorPanelOffers } from './investor-panel.repository.ts';

export { offerDictionary } from '../public-offer/public-offer.service.ts';

/** `GET /investor-api/offers`: the caller's own offers on the session's landing page. */
export async function listInvestorPanelOffers(
  db: DbExecutor,
  session: AuthSession,
  query: TListQuery,
  options: { language: Language; withTotal: boolean },
): Promise<ListPage<TInvestorPanelOffer>> {
  const page = await findInvestorPanelOffers(db, { landingPageId: session.landingId, userId: session.userId }, query, options);
  return { ...page, rows: page.rows.map((row) => ({ ...row, statusDate: row.statusDate.toISOString() })) };
}
