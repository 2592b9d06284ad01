import type { TInvestorProduct } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { CampaignTerms } from '@/components/campaign/campaign-terms';
import { ProductLimits } from '@/components/campaign/product-limits';
import { ButtonLink, TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { useProduct } from '../api/get-product';
import { AskAdvisorForm } from './ask-advisor-form';

const CARD_CLASSES = 'rounded-lg bg-white px-6 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.app.products.list.getHref()} className={`text-sm ${TEXT_LINK_CLASSES}`}>
      ← {t('investorPanel.products.backToList')}
    </Link>
  );
}

/** `/app/products/{id}`: a product of an active campaign, and the way to it: the investor's offer, or "ask my advisor". */
export function ProductPage({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const product = useProduct(productId, language);
  if (product.isPending) return <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <div className="space-y-4">
          <BackLink />
          <EmptyState data-testid="product-not-found" title={t('investorPanel.products.notFound')} />
        </div>
      );
    }
    return <RetryAlert error={product.error} onRetry={() => void product.refetch()} />;
  }
  return <ProductDetails product={product.data} />;
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
