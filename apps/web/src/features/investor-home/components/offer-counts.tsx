import { LOST_OFFER_STATUSES, OPEN_OFFER_STATUSES, type TInvestorSummary, type TOfferStatus } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** The tabs of the offers page (product-decisions section 10) and the investments an active offer became. */
const GROUPS = [
  { id: 'active', statuses: OPEN_OFFER_STATUSES, href: () => paths.app.offers.list.getHref() },
  { id: 'invested', statuses: ['active'], href: () => paths.app.investments.list.getHref() },
  {
    id: 'archived',
    statuses: [...LOST_OFFER_STATUSES, 'archived'],
    href: () => paths.app.offers.list.getHref('?tab=archived'),
  },
] as const satisfies readonly { id: string; statuses: readonly TOfferStatus[]; href: () => string }[];

/** The investor's offers counted by status, grouped like the offers page's tabs, each group a link to its list. */
export function OfferCounts({ counts }: { counts: TInvestorSummary['offerCounts'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (status: TOfferStatus) => counts[status] ?? 0;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="offer-counts">
      {GROUPS.map((group) => {
        const total = group.statuses.reduce((sum, status) => sum + count(status), 0);
        return (
          <li
            key={group.id}
            className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200"
            data-testid={`offer-group-${group.id}`}
          >
            <Link
              to={group.href()}
              className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
            >
              <span className="block text-sm text-gray-500">{t(`investorPanel.home.offers.${group.id}`)}</span>
              <span
                className="mt-1 block text-2xl font-semibold text-gray-900 tabular-nums group-hover:text-primary"
                data-testid="offer-group-total"
              >
                {format.number(total, { decimals: 0 })}
              </span>
            </Link>
            {group.statuses.length > 1 && (
              <dl className="mt-3 space-y-1 text-xs">
                {group.statuses.map((status) => (
                  <div key={status} className="flex justify-between gap-3">
                    <dt className="text-gray-500">{t(`offerStatuses.${status}`)}</dt>
                    <dd className="font-medium text-gray-900 tabular-nums" data-testid={`offer-count-${status}`}>
                      {format.number(count(status), { decimals: 0 })}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
