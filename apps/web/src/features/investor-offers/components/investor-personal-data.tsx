import type { TPersonalDataErasure, TPersonalDataExportFormat } from '@emisja/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFileDownload } from '@/hooks/use-file-download';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { downloadInvestorPersonalData, useEraseInvestorPersonalData } from '../api/investor-personal-data';

type InvestorPersonalDataProps = {
  investorId: string;
  investorEmail: string;
};

/**
 * The admin's "Personal data (GDPR)" section of an investor (docs/decisions/049): the investor's data as PDF or JSON, and the
 * erasure on the investor's request after a confirmation, answered with exactly what was erased and what is kept until when.
 */
export function InvestorPersonalData({ investorId, investorEmail }: InvestorPersonalDataProps) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const download = useFileDownload((format: TPersonalDataExportFormat) => downloadInvestorPersonalData(investorId, format), {
    fallbackName: (format) => `personal-data.${format}`,
    failureTitle: t('investorOffers.personalData.title'),
  });
  const erase = useEraseInvestorPersonalData(investorId);

  return (
    <section aria-labelledby="investor-personal-data-heading" className="space-y-3" data-testid="investor-personal-data">
      <h2 id="investor-personal-data-heading" className="text-lg font-semibold text-gray-900">
        {t('investorOffers.personalData.title')}
      </h2>
      <div className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200">
        <p className="text-sm text-gray-600">{t('investorOffers.personalData.description')}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            isLoading={download.isPending && download.variables === 'pdf'}
            onClick={() => download.mutate('pdf')}
            data-testid="investor-personal-data-pdf"
          >
            {t('investorOffers.personalData.downloadPdf')}
          </Button>
          <Button
            variant="secondary"
            isLoading={download.isPending && download.variables === 'json'}
            onClick={() => download.mutate('json')}
            data-testid="investor-personal-data-json"
          >
            {t('investorOffers.personalData.downloadJson')}
          </Button>
          {!erase.data && (
            <Button variant="danger" onClick={() => setIsConfirming(true)} data-testid="investor-personal-data-erase">
              {t('investorOffers.personalData.erase')}
            </Button>
          )}
        </div>
        {erase.isError && <Alert data-testid="investor-personal-data-error">{errorMessage(erase.error, t)}</Alert>}
        {erase.data && <ErasureResult result={erase.data} />}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('investorOffers.personalData.confirmTitle', { email: investorEmail })}
        description={t('investorOffers.personalData.confirmDescription')}
        confirmLabel={t('investorOffers.personalData.confirm')}
        isPending={erase.isPending}
        onConfirm={() => erase.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
        data-testid="investor-personal-data-confirm"
      />
    </section>
  );
}

function ErasureResult({ result }: { result: TPersonalDataErasure }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-3 text-sm" role="status" data-testid="investor-personal-data-result">
      <p className="font-semibold text-gray-900">{t('investorOffers.personalData.resultTitle')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-gray-900">{t('investorOffers.personalData.erasedHeading')}</h3>
          <ul className="mt-1 space-y-1 text-gray-700" data-testid="investor-personal-data-erased">
            {result.erased.map((item) => (
              <li key={item.category}>
                {t(`investorOffers.personalData.categories.${item.category}`)}: {item.count}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-gray-900" data-testid="investor-personal-data-retained-heading">
            {t('investorOffers.personalData.retainedHeading', { date: format.date(result.retentionUntil) })}
          </h3>
          <ul className="mt-1 space-y-1 text-gray-700" data-testid="investor-personal-data-retained">
            {result.retained.map((item) => (
              <li key={item.category}>
                {t(`investorOffers.personalData.categories.${item.category}`)}: {item.count}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
