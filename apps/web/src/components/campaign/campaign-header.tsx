import type { TPublicOffer } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { CampaignFunding } from '@/components/campaign/campaign-funding';
import { CampaignImage } from '@/components/campaign/campaign-image';
import { useFormat } from '@/lib/format';

/**
 * The campaign's presentation: picture, type, name, issuer, short description, subscription period and funding. The public
 * offer page, the investor panel's offer and product pages show it the same (docs/decisions/027).
 */
export function CampaignHeader({
  campaign,
  textLanguage,
}: {
  campaign: TPublicOffer['campaign'];
  /** Language of the campaign texts (the offer's `language`). */
  textLanguage: TPublicOffer['language'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <header className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200">
      {/* Decorative: the campaign's name is the heading below. No picture, no block: the header starts with the text. */}
      {campaign.imageUrl !== null && <CampaignImage campaign={campaign} className="aspect-[3/1] w-full" />}
      <div className="px-6 py-6 sm:px-8">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase" data-testid="offer-campaign-type">
          {t(`campaign.types.${campaign.type}`)}
        </p>
        <h1
          lang={textLanguage}
          data-testid="offer-campaign-name"
          className="mt-1 text-2xl font-semibold tracking-tight text-balance text-gray-900 sm:text-3xl"
        >
          {campaign.name}
        </h1>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-gray-500">{t('campaign.issuer')}:</dt>
            <dd className="font-medium text-gray-900" data-testid="offer-campaign-issuer">
              {campaign.issuerName}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-gray-500">{t('campaign.period')}:</dt>
            <dd className="font-medium text-gray-900">
              {t('campaign.periodValue', { start: format.date(campaign.startDate), end: format.date(campaign.endDate) })}
            </dd>
          </div>
        </dl>
        {campaign.shortDescription && (
          <p lang={textLanguage} className="mt-4 text-base/7 text-pretty text-gray-700">
            {campaign.shortDescription}
          </p>
        )}
        <CampaignFunding campaign={campaign} className="mt-5 max-w-xl" />
      </div>
    </header>
  );
}
