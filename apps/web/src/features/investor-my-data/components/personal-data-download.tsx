import { useTranslation } from 'react-i18next';
import { PANEL_CARD_CLASSES } from '@/components/investor-panel/panel-card';
import { Button } from '@/components/ui/button';
import { useDownloadPersonalData } from '../hooks/use-download-personal-data';

/**
 * "Download my data" (GDPR articles 15 and 20; docs/decisions/049): everything the platform holds about the investor on this
 * landing page, as JSON for another service or as a PDF to read.
 */
export function PersonalDataDownload() {
  const { t } = useTranslation();
  const download = useDownloadPersonalData();
  return (
    <section aria-labelledby="my-data-download-heading" className={PANEL_CARD_CLASSES} data-testid="my-data-download">
      <h2 id="my-data-download-heading" className="text-base font-semibold text-gray-900">
        {t('investorPanel.myData.download.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('investorPanel.myData.download.description')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          isLoading={download.isPending && download.variables === 'pdf'}
          onClick={() => download.mutate('pdf')}
          data-testid="my-data-download-pdf"
        >
          {t('investorPanel.myData.download.pdf')}
        </Button>
        <Button
          variant="secondary"
          isLoading={download.isPending && download.variables === 'json'}
          onClick={() => download.mutate('json')}
          data-testid="my-data-download-json"
        >
          {t('investorPanel.myData.download.json')}
        </Button>
      </div>
    </section>
  );
}
