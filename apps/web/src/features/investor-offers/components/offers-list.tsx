import type { TActiveUserData, TInvestorOfferRow, TListQuery, TNetwork } from '@emisja/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useOffers } from '../api/get-offers';
import { canChangeOfferOwner } from '../lib/offer-permissions';
import { OFFER_LIST_DEFAULT_SORT, OFFER_LIST_VIEWS, knownOfferFilters, type OfferListVariant } from '../lib/offer-list';
import { useOfferColumns } from './offer-columns';
import { OfferFilters } from './offer-filters';
import { OffersKanban } from './offers-kanban';

// The owner change is a coordinator's occasional action: its dialog (a form with its schema, the owner choices) loads when
// first opened, not with the list, the advisor panel's first screen (docs/decisions/069).
const ChangeOwnerDialog = lazy(() =>
  import('./change-owner-dialog').then(({ ChangeOwnerDialog }) => ({ default: ChangeOwnerDialog })),
);

type OffersListProps = {
  variant: OfferListVariant;
  /** The user's networks (the panel's shared query), for the network filter; a failed load is an empty list. */
  networks: readonly TNetwork[] | undefined;
  user: TActiveUserData;
};

function ViewSwitch({ view, onChange }: { view: 'table' | 'kanban'; onChange: (view: 'table' | 'kanban') => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('investorOffers.list.view')}
      className="inline-flex rounded-md shadow-xs"
      data-testid="offers-view"
    >
      {OFFER_LIST_VIEWS.map((option, index) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          data-testid={`offers-view-${option}`}
          onClick={() => onChange(option)}
          className={cn(
            'cursor-pointer px-3 py-1.5 text-sm font-medium ring-1 ring-gray-300 ring-inset focus-visible:outline-2 focus-visible:outline-primary',
            index === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
            view === option ? 'bg-primary text-white ring-primary' : 'bg-white text-gray-900 hover:bg-gray-50',
          )}
        >
          {t(`investorOffers.list.views.${option}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * `/app/investors` (own offers) and `/app/investors/network` (coordinators and admins, with the advisor column and the owner
 * change): a table or a kanban of the same filtered offers. `view`, filters, sorting, perPage and page live in the URL
 * (spec section 2), so a link or a reload shows the same list.
 */
export function OffersList({ variant, networks, user }: OffersListProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const list = useListUrlState({ defaultSort: OFFER_LIST_DEFAULT_SORT, views: OFFER_LIST_VIEWS, defaultView: 'table' });
  const view = list.view ?? 'table';
  const [ownerChangeFor, setOwnerChangeFor] = useState<TInvestorOfferRow | null>(null);

  const filters = useMemo(() => knownOfferFilters(list.filters), [list.filters]);
  const query = useMemo((): TListQuery => ({ ...list.listQuery, filters }), [list.listQuery, filters]);
  // The table's page is not asked for while the kanban shows: the kanban loads its own columns.
  const offers = useOffers(variant, query, language, { isEnabled: view === 'table' });

  const canChangeOwner = useCallback((offer: TInvestorOfferRow) => canChangeOfferOwner(user, offer), [user]);
  const columns = useOfferColumns({
    variant,
    networks,
    ...(variant === 'network' ? { onChangeOwner: setOwnerChangeFor, canChangeOwner } : {}),
  });

  const title = variant === 'network' ? t('investorOffers.list.networkTitle') : t('investorOffers.list.title');
  const switcher = <ViewSwitch view={view} onChange={list.setView} />;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {view === 'table' ? (
        <DataTable
          tableId={variant === 'network' ? 'investor-offers-network' : 'investor-offers'}
          caption={variant === 'network' ? t('investorOffers.list.networkCaption') : t('investorOffers.list.caption')}
          columns={columns}
          list={list}
          result={offers}
          getRowId={(offer) => offer.id}
          toolbar={switcher}
        />
      ) : (
        <div className="space-y-4">
          {switcher}
          <OfferFilters columns={columns} list={list} />
          <OffersKanban
            variant={variant}
            filters={filters}
            sort={list.sort ? { column: list.sort, order: list.order } : undefined}
            language={language}
          />
        </div>
      )}
      {ownerChangeFor && (
        <Suspense fallback={null}>
          <ChangeOwnerDialog offer={ownerChangeFor} language={language} onClose={() => setOwnerChangeFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
