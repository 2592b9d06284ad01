import type { TCampaign, TNetwork } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCampaign } from '../api/get-campaign';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { CampaignImage } from '@/components/campaign/campaign-image';
import { CampaignKind, MinInvestment } from './campaign-facts';
import { CampaignTerms } from '@/components/campaign/campaign-terms';
import { InvitationForm } from './invitation-form';
import { ScrollRegion } from '@/components/ui/scroll-region';

type CampaignDetailsProps = {
  campaignId: string;
  /** The user's networks for the invitation form; undefined while they load. */
  networks: readonly TNetwork[] | undefined;
  /** The landing page's invitation text, the start of the invitation message (the route passes the branding's). */
  inviteText?: string | null;
};

type CampaignViewProps = { campaign: TCampaign; networks: readonly TNetwork[] | undefined; inviteText: string | null };

const SECTION = 'rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200';

/** The amount columns of the products table: limits of one investment (spec section 3). */
const PRODUCT_AMOUNTS = [
  { field: 'investmentValueMin', header: 'campaignOffers.detail.productMin', padding: 'px-3' },
  { field: 'investmentValueMax', header: 'campaignOffers.detail.productMax', padding: 'px-3' },
  { field: 'investmentValueStep', header: 'campaignOffers.detail.productStep', padding: 'pl-3' },
] as const;

/** `/app/offers/{id}`: one campaign with its products and, while it takes invitations, the invitation form. */
export function CampaignDetails({ campaignId, networks, inviteText = null }: CampaignDetailsProps) {
  const { t, i18n } = useTranslation();
  const campaign = useCampaign(campaignId, currentLanguage(i18n));

  let content;
  if (campaign.isPending) {
    content = (
      <p role="status" className="text-sm text-gray-500" data-testid="campaign-loading">
        {t('campaignOffers.detail.loading')}
      </p>
    );
  } else if (campaign.isError) {
    content = <RetryAlert error={campaign.error} onRetry={() => void campaign.refetch()} data-testid="campaign-error" />;
  } else {
    content = <CampaignView campaign={campaign.data} networks={networks} inviteText={inviteText} />;
  }

  return (
    <div className="space-y-6">
      <Link
        to={paths.app.offers.list.getHref()}
        className="text-sm font-medium text-gray-600 hover:text-gray-900 hover:underline"
        data-testid="campaign-back"
      >
        ← {t('campaignOffers.detail.back')}
      </Link>
      {content}
    </div>
  );
}

function CampaignView({ campaign, networks, inviteText }: CampaignViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="space-y-6" aria-labelledby="campaign-title" data-testid="campaign-details">
      <header className="flex flex-col gap-6 lg:flex-row">
        <CampaignImage campaign={campaign} className="aspect-[16/9] w-full rounded-lg lg:w-96" />
        <div className="min-w-0 flex-1 space-y-3">
          <CampaignKind campaign={campaign} />
          <h1 id="campaign-title" className="text-2xl font-semibold break-words text-gray-900">
            {campaign.name}
          </h1>
          {campaign.shortDescription && <p className="text-gray-700">{campaign.shortDescription}</p>}
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-gray-500">{t('campaign.issuer')}</dt>
              <dd className="font-medium text-gray-900">{campaign.issuerName}</dd>
            </div>
            <div data-testid="campaign-period">
              <dt className="text-gray-500">{t('campaign.period')}</dt>
              <dd className="font-medium text-gray-900">
                {t('campaign.periodValue', {
                  start: format.date(campaign.startDate),
                  end: format.date(campaign.endDate),
                })}
              </dd>
            </div>
            <MinInvestment campaign={campaign} />
          </dl>
          <CampaignFunding campaign={campaign} />
        </div>
      </header>

      {/* Grid items shrink below their content (min-w-0): the products table scrolls in its box instead of widening a phone's page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className={cn(SECTION, 'min-w-0')} aria-labelledby="campaign-terms-title">
          <h2 id="campaign-terms-title" className="mb-4 text-lg font-semibold text-gray-900">
            {t('campaign.terms.title')}
          </h2>
          <CampaignTerms campaign={campaign} className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2" />
        </section>
        <section className={cn(SECTION, 'min-w-0')} aria-labelledby="campaign-products-title">
          <h2 id="campaign-products-title" className="mb-4 text-lg font-semibold text-gray-900">
            {t('campaignOffers.detail.products')}
          </h2>
          <ScrollRegion label={t('campaignOffers.detail.productsCaption')}>
            <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="campaign-products">
              <caption className="sr-only">{t('campaignOffers.detail.productsCaption')}</caption>
              <thead>
                <tr className="text-left text-gray-500">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('campaignOffers.detail.productCode')}
                  </th>
                  {PRODUCT_AMOUNTS.map((amount) => (
                    <th key={amount.field} scope="col" className={cn(amount.padding, 'py-2 text-right font-medium')}>
                      {t(amount.header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {campaign.products.map((product) => (
                  <tr key={product.id} data-testid="campaign-product">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-gray-900">
                      {product.code}
                    </th>
                    {PRODUCT_AMOUNTS.map((amount) => (
                      <td key={amount.field} className={cn(amount.padding, 'py-2 text-right whitespace-nowrap tabular-nums')}>
                        {format.money(product[amount.field], product.currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      </div>

      {campaign.description && (
        <section className={SECTION} aria-labelledby="campaign-description-title">
          <h2 id="campaign-description-title" className="mb-3 text-lg font-semibold text-gray-900">
            {t('campaignOffers.detail.description')}
          </h2>
          <p className="text-sm whitespace-pre-line text-gray-700">{campaign.description}</p>
        </section>
      )}

      <section className={SECTION} aria-labelledby="campaign-invite-title">
        <h2 id="campaign-invite-title" className="mb-4 text-lg font-semibold text-gray-900">
          {t('campaignOffers.invite.title')}
        </h2>
        <InvitationSection campaign={campaign} networks={networks} inviteText={inviteText} />
      </section>
    </article>
  );
}

/** Spec section 4: an invitation works only while the campaign runs; otherwise the catalogue's message says why. */
function InvitationSection({ campaign, networks, inviteText }: CampaignViewProps) {
  const { t } = useTranslation();
  if (!campaign.canInvite) {
    const reason =
      campaign.state === 'notStarted'
        ? t('errors.error.campaignNotStarted')
        : campaign.state === 'finished'
          ? t('errors.error.campaignFinished')
          : campaign.state === 'inactive'
            ? t('errors.error.campaignInactive')
            : t('campaignOffers.invite.unavailable');
    return (
      <Alert tone="info" data-testid="invitation-unavailable">
        {reason}
      </Alert>
    );
  }
  if (campaign.products.length === 0) {
    return (
      <Alert tone="info" data-testid="invitation-unavailable">
        {t('campaignOffers.invite.noProducts')}
      </Alert>
    );
  }
  if (networks === undefined) {
    return (
      <p role="status" className="text-sm text-gray-500">
        {t('app.loading')}
      </p>
    );
  }
  return <InvitationForm campaign={campaign} networks={networks} inviteText={inviteText} />;
}
