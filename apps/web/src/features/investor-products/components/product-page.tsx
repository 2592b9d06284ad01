import type { TInvestorProduct } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { BackToListLink, InvestorDetailPage } from '@/components/investor-panel/investor-detail-page';
import { CampaignTerms } from '@/components/campaign/campaign-terms';
import { ProductLimits } from '@/components/campaign/product-limits';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useProduct } from '../api/get-product';
import { AskAdvisorForm } from './ask-advisor-form';

const CARD_CLASSES = 'rounded-lg bg-white px-6 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8';

function BackLink() {
  const { t } = useTranslation();
  return <BackToListLink to={paths.app.products.list.getHref()}>{t('investorPanel.products.backToList')}</BackToListLink>;
}

/** `/app/products/{id}`: a product of an active campaign, and the way to it: the investor's offer, or "ask my advisor". */
export function ProductPage({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const product = useProduct(productId, language);
  return (
    <InvestorDetailPage
      query={product}
      backLink={<BackLink />}
      notFound={{ 'data-testid': 'product-not-found', title: t('investorPanel.products.notFound') }}
    >
      {(data) => <ProductDetails product={data} />}
    </InvestorDetailPage>
  );
}

function ProductDetails({ product }: { product: TInvestorProduct }) {
  const { t, i18n } = useTranslation();
  const { campaign } = product;
  return (
    <article className="space-y-6" data-testid="product-page">
      <BackLink />
      <CampaignHeader campaign={campaign} textLanguage={currentLanguage(i18n)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {campaign.description && (
            <section aria-labelledby="product-description-heading" className={CARD_CLASSES}>
              <h2 id="product-description-heading" className="text-lg font-semibold text-gray-900">
                {t('investorPanel.products.description')}
              </h2>
              <p className="mt-3 text-sm/6 whitespace-pre-line text-gray-700">{campaign.description}</p>
            </section>
          )}
          {(campaign.debt || campaign.equity) && (
            <section aria-labelledby="product-terms-heading" className={CARD_CLASSES}>
              <h2 id="product-terms-heading" className="mb-4 text-lg font-semibold text-gray-900">
                {t('campaign.terms.title')}
              </h2>
              <CampaignTerms campaign={campaign} className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2" />
            </section>
          )}
          <section aria-labelledby="product-limits-heading" className={CARD_CLASSES}>
            <h2 id="product-limits-heading" className="mb-4 text-lg font-semibold text-gray-900">
              {t('investorPanel.products.series')}
            </h2>
            <ProductLimits product={product} />
          </section>
        </div>
        <aside>
          <section aria-labelledby="product-next-heading" className={CARD_CLASSES} data-testid="product-next-step">
            <h2 id="product-next-heading" className="mb-4 text-base font-semibold text-gray-900">
              {product.offerId === null ? t('investorPanel.products.askAdvisor.title') : t('investorPanel.products.yourOffer')}
            </h2>
            {product.offerId === null ? (
              <AskAdvisorForm productId={product.id} />
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-gray-600">{t('investorPanel.products.yourOfferDescription')}</p>
                <ButtonLink
                  to={paths.app.offers.detail.getHref(product.offerId)}
                  data-testid="product-offer-link"
                  className="w-full"
                >
                  {t('investorPanel.products.openOffer')}
                </ButtonLink>
              </div>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
