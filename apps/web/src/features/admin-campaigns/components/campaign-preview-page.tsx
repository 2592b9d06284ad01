import { LANGUAGES, type Language, type TCampaignDocument } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampaignDocuments } from '@/components/campaign/campaign-documents';
import { CampaignHeader } from '@/components/campaign/campaign-header';
import { CampaignCard, CampaignSections } from '@/components/campaign/campaign-sections';
import { ProductLimits } from '@/components/campaign/product-limits';
import { Alert } from '@/components/ui/alert';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useFileDownload } from '@/hooks/use-file-download';
import { currentLanguage } from '@/lib/i18n';
import { getCampaignDocumentFile } from '../api/get-campaign-document-file';
import { useCampaignPreview } from '../api/get-campaign-preview';

/**
 * `/app/admin/campaigns/{id}/preview`: what an investor's offer page shows of the campaign and its first product, in the
 * language chosen here (the shared campaign presentation, docs/decisions/027), before the campaign is published.
 */
export function CampaignPreviewPage({ campaignId }: { campaignId: string }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n));
  const preview = useCampaignPreview(campaignId, language);
  const download = useFileDownload((document: TCampaignDocument) => getCampaignDocumentFile(campaignId, document.id), {
    fallbackName: (document) => document.fileName,
    failureTitle: t('errors.error.fileDownload'),
  });

  let content;
  if (preview.isPending) {
    content = (
      <p role="status" className="text-gray-500">
        {t('adminCampaigns.preview.loading')}
      </p>
    );
  } else if (preview.isError) {
    content = <RetryAlert error={preview.error} onRetry={() => void preview.refetch()} data-testid="campaign-preview-error" />;
  } else {
    const { campaign, product, documents } = preview.data;
    content = (
      <article data-testid="campaign-preview" lang={preview.data.language} className="space-y-6">
        <CampaignHeader campaign={campaign} textLanguage={preview.data.language} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <CampaignSections
              campaign={campaign}
              idPrefix="preview"
              titles={{ description: t('publicOffer.campaign.description'), product: t('publicOffer.product.title') }}
              product={
                product ? <ProductLimits product={product} /> : <Alert tone="info">{t('adminCampaigns.preview.noProduct')}</Alert>
              }
            />
            {documents.length > 0 && (
              <CampaignCard id="preview-documents" title={t('campaign.documents.title')}>
                <CampaignDocuments
                  documents={documents}
                  access={{ type: 'download', onDownload: (document) => download.mutate(document) }}
                />
              </CampaignCard>
            )}
          </div>
        </div>
      </article>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link to={paths.app.admin.campaigns.edit.getHref(campaignId)} className={TEXT_LINK_CLASSES}>
          {t('adminCampaigns.preview.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('adminCampaigns.preview.title')}</h1>
        <p className="text-sm text-gray-600">{t('adminCampaigns.preview.note')}</p>
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t('adminCampaigns.preview.language')}</legend>
        <span aria-hidden="true" className="text-sm text-gray-700">
          {t('adminCampaigns.preview.language')}:
        </span>
        {LANGUAGES.map((option) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-1.5 text-sm text-gray-900">
            <input
              type="radio"
              name="preview-language"
              value={option}
              checked={language === option}
              onChange={() => setLanguage(option)}
              className="size-4 accent-primary"
            />
            {t(`adminCampaigns.languages.${option}`)}
          </label>
        ))}
      </fieldset>
      {content}
    </div>
  );
}
