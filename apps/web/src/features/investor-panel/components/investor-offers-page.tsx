import type { TInvestorPanelOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CARD_LINK_CLASSES, LINK_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useInvestorOffers } from '../api/get-investor-offers';
import { OFFER_TABS, offerTabOf, splitOffers, type TOfferTab } from '../lib/offer-tabs';
import { OfferStatusBadge } from './offer-status-badge';

/**
 * `/app/offers` in the investor context: tabs Active and Archived (product-decisions section 10), the tab in the URL
 * (`?tab=archived`) so a link or a reload shows the same one; offers that became investments are linked to Investments.
 */
export function InvestorOffersPage() {
  const { t } = useTranslation();
  const offers = useInvestorOffers();
  const [searchParams] = useSearchParams();
  const tab = offerTabOf(searchParams.get('tab'));
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorPanel.offers.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('investorPanel.offers.subtitle')}</p>
      </header>
      {offers.isPending ? (
        <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>
      ) : offers.isError ? (
        <RetryAlert error={offers.error} onRetry={() => void offers.refetch()} />
      ) : (
        <OfferTabs offers={offers.data} tab={tab} />
      )}
    </div>
  );
}

function OfferTabs({ offers, tab }: { offers: TInvestorPanelOffer[]; tab: TOfferTab }) {
  const { t } = useTranslation();
  const groups = splitOffers(offers);
  const shown = groups[tab];
  return (
    <>
      <nav aria-label={t('investorPanel.offers.tabsLabel')} className="border-b border-gray-200">
        <ul className="-mb-px flex gap-6">
          {OFFER_TABS.map((option) => (
            <li key={option}>
              <Link
                to={paths.app.offers.list.getHref(option === 'active' ? '' : `?tab=${option}`)}
                aria-current={option === tab ? 'page' : undefined}
                data-testid={`offers-tab-${option}`}
                className={cn(
                  'inline-flex items-center gap-2 border-b-2 px-1 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  option === tab
                    ? 'border-primary text-primary'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                )}
              >
                {t(`investorPanel.offers.tabs.${option}`)}
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700 tabular-nums">
                  {groups[option].length}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.invested.length > 0 && (
        <p
          className="rounded-md bg-green-50 px-4 py-3 text-sm text-green-900 ring-1 ring-green-200 ring-inset"
          data-testid="offers-invested-note"
        >
          {t('investorPanel.offers.investedNote', { count: groups.invested.length })}{' '}
          <Link to={paths.app.investments.list.getHref()} className={TEXT_LINK_CLASSES}>
            {t('investorPanel.offers.seeInvestments')}
          </Link>
        </p>
      )}
      <section aria-label={t(`investorPanel.offers.tabs.${tab}`)} data-testid={`offers-panel-${tab}`}>
        {shown.length === 0 ? (
          <EmptyState
            data-testid="offers-empty"
            title={t(`investorPanel.offers.empty.${tab}Title`)}
            description={t(`investorPanel.offers.empty.${tab}Description`)}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="offers-list">
            {shown.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OfferCard({ offer }: { offer: TInvestorPanelOffer }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article data-testid="offer-card" data-status={offer.status} className={cn(LINK_CARD_CLASSES, 'p-5')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-gray-900">
            <Link to={paths.app.offers.detail.getHref(offer.id)} className={CARD_LINK_CLASSES}>
              {offer.campaignName}
            </Link>
          </h2>
          <p className="text-sm text-gray-600">{offer.productCode}</p>
        </div>
        <OfferStatusBadge status={offer.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-gray-500">{t('investorPanel.offers.amount')}</dt>
          <dd className="font-medium text-gray-900 tabular-nums">
            {offer.investmentValue === null
              ? t('investorPanel.offers.noAmount')
              : format.money(offer.investmentValue, offer.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('investorPanel.offers.statusDate')}</dt>
          <dd className="font-medium text-gray-900">{format.dateTime(offer.statusDate)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-gray-500">{t('investorPanel.common.advisor')}</dt>
          <dd className="font-medium text-gray-900">{offer.advisorName}</dd>
        </div>
      </dl>
    </article>
  );
}
