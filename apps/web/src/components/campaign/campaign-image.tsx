import type { TCampaign } from '@emisja/shared';
import { cn } from '@/lib/cn';

type CampaignImageProps = { campaign: Pick<TCampaign, 'imageUrl' | 'isPlaceholderImage' | 'type'>; className?: string };

/**
 * The campaign's image, else the landing page's debt or equity placeholder (the server picks it: `imageUrl`), else a neutral
 * block of the same size (a screen that wants no block renders this only when `imageUrl` is set). Decorative: the
 * campaign's name is next to it.
 */
export function CampaignImage({ campaign, className }: CampaignImageProps) {
  if (campaign.imageUrl === null) {
    return <div aria-hidden="true" data-testid="campaign-image-empty" className={cn('bg-gray-100', className)} />;
  }
  return (
    <img
      src={campaign.imageUrl}
      alt=""
      loading="lazy"
      data-testid="campaign-image"
      data-placeholder={campaign.isPlaceholderImage ? campaign.type : undefined}
      className={cn('bg-gray-100 object-cover', className)}
    />
  );
}
