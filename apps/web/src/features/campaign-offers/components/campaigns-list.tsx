import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { currentLanguage } from '@/lib/i18n';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';

/** `/app/offers`: cards of the campaigns the advisor can offer, texts in the interface language (spec sections 2, 3, 7). */
export function CampaignsList() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns(currentLanguage(i18n));

  let content;
  if (campaigns.isPending) {
    content = (
      <div role="status" aria-label={t('campaignOffers.list.loading')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} data-testid="campaigns-loading" className="h-80 animate-pulse rounded-lg bg-gray-200" />
        ))}
      </div>
    );
  } else if (campaigns.isError) {
    content = <RetryAlert error={campaigns.error} onRetry={() => void campaigns.refetch()} data-testid="campaigns-error" />;
  } else if (campaigns.data.length === 0) {
    content = (
      <p
        className="rounded-lg bg-white px-6 py-10 text-center text-sm text-gray-500 ring-1 ring-gray-200"
        data-testid="campaigns-empty"
      >
        {t('campaignOffers.list.empty')}
      </p>
    );
  } else {
    content = (
      <ul aria-label={t('campaignOffers.list.label')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {campaigns.data.map((campaign) => (
          <li key={campaign.id} className="flex">
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">{t('campaignOffers.list.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('campaignOffers.list.description')}</p>
      </div>
      {content}
    </section>
  );
}
