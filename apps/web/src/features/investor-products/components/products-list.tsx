import type { TInvestorProduct } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestorListPage } from '@/components/investor-panel/investor-list-page';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { CampaignImage } from '@/components/campaign/campaign-image';
import { CARD_LINK_CLASSES, LINK_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { cn } from '@/lib/cn';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useProducts } from '../api/get-products';

/** `/app/products`: the products of the landing page's active campaigns (product-decisions section 10). */
export function ProductsList() {
  const { t, i18n } = useTranslation();
  const products = useProducts(currentLanguage(i18n));
  return (
    <InvestorListPage
      title={t('investorPanel.products.title')}
      subtitle={t('investorPanel.products.subtitle')}
      query={products}
      isEmpty={(rows) => rows.length === 0}
      empty={{
        'data-testid': 'products-empty',
        title: t('investorPanel.products.emptyTitle'),
        description: t('investorPanel.products.emptyDescription'),
      }}
    >
      {(rows) => (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="products-list">
          {rows.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </InvestorListPage>
  );
}

function ProductCard({ product }: { product: TInvestorProduct }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { campaign } = product;
  return (
    <article data-testid="product-card" className={cn(LINK_CARD_CLASSES, 'flex flex-col overflow-hidden')}>
      <CampaignImage campaign={campaign} className="aspect-[2/1] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t(`campaign.types.${campaign.type}`)}</p>
          {product.offerId !== null && (
            <StatusBadge tone="bg-blue-50 text-blue-800 ring-blue-300" isPill data-testid="product-has-offer">
              {t('investorPanel.products.hasOffer')}
            </StatusBadge>
          )}
        </div>
        <h2 className="text-base font-semibold break-words text-gray-900">
          <Link to={paths.app.products.detail.getHref(product.id)} className={CARD_LINK_CLASSES}>
            {campaign.name}
          </Link>
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-gray-500">{t('investorPanel.products.series')}</dt>
            <dd className="font-medium text-gray-900">{product.code}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('investorPanel.products.minimum')}</dt>
            <dd className="font-medium text-gray-900 tabular-nums">
              {format.money(product.investmentValueMin, product.currency)}
            </dd>
          </div>
          {campaign.debt && (
            <div>
              <dt className="text-gray-500">{t('campaign.terms.interestRate')}</dt>
              <dd className="font-medium text-gray-900">
                {t('campaign.terms.interestRateValue', { rate: format.number(campaign.debt.interestRate) })}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-gray-500">{t('investorPanel.products.subscriptionEnds')}</dt>
            <dd className="font-medium text-gray-900">{format.date(campaign.endDate)}</dd>
          </div>
        </dl>
        <CampaignFunding campaign={campaign} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
