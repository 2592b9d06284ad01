import type { TInvestorProduct } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { BackToListLink, InvestorDetailPage } from '@/components/investor-panel/investor-detail-page';
import { CAMPAIGN_CARD_CLASSES, CampaignSections } from '@/components/campaign/campaign-sections';
import { ProductLimits } from '@/components/campaign/product-limits';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useProduct } from '../api/get-product';
import { AskAdvisorForm } from './ask-advisor-form';

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
          <CampaignSections
            campaign={campaign}
            idPrefix="product"
            titles={{ description: t('investorPanel.products.description'), product: t('investorPanel.products.series') }}
            product={<ProductLimits product={product} />}
          />
        </div>
        <aside>
          <section aria-labelledby="product-next-heading" className={CAMPAIGN_CARD_CLASSES} data-testid="product-next-step">
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
