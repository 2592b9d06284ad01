import type { Language, TCampaign } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CampaignTerms } from './campaign-terms';

/** The card look of a campaign page's parts (the header's look without its picture). */
export const CAMPAIGN_CARD_CLASSES = 'rounded-lg bg-white px-6 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8';

/** A part of a campaign page in a card, named by its heading (`<id>-heading`); `id` is its test id. */
export function CampaignCard({
  id,
  title,
  className = 'space-y-4',
  children,
}: {
  id: string;
  title: string;
  /** The spacing under the heading; 'space-y-4' unless told otherwise. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className={cn(CAMPAIGN_CARD_CLASSES, className)}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

type CampaignSectionsProps = {
  campaign: Pick<TCampaign, 'description' | 'debt' | 'equity' | 'currency'>;
  /** The parts' ids and test ids: `<idPrefix>-description`, `<idPrefix>-terms`, `<idPrefix>-limits`. */
  idPrefix: string;
  /**
   * The headings of the description and the product in the screen's own words (each screen loads its own locale group,
   * docs/decisions/046); the terms' heading is the shared `campaign` group's.
   */
  titles: { description: string; product: string };
  /** The language of the description when it may differ from the page's (an offer's language). */
  textLanguage?: Language;
  /** The product's part: its limits, or what the screen shows when there is no product. */
  product: ReactNode;
};

/**
 * The campaign's body under its header, the same on the public offer page, the investor panel's offer and product pages and
 * the admin's preview (docs/decisions/027): the description when there is one, the debt or equity terms when the campaign
 * has them, then the product.
 */
export function CampaignSections({ campaign, idPrefix, titles, textLanguage, product }: CampaignSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {campaign.description && (
        <CampaignCard id={`${idPrefix}-description`} title={titles.description} className="space-y-3">
          <p lang={textLanguage} className="text-sm/6 whitespace-pre-line text-gray-700">
            {campaign.description}
          </p>
        </CampaignCard>
      )}
      {(campaign.debt || campaign.equity) && (
        <CampaignCard id={`${idPrefix}-terms`} title={t('campaign.terms.title')}>
          <CampaignTerms campaign={campaign} className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2" />
        </CampaignCard>
      )}
      <CampaignCard id={`${idPrefix}-limits`} title={titles.product}>
        {product}
      </CampaignCard>
    </>
  );
}
