import type { TOfferAttachment, TOfferDictionary } from '@emisja/shared';
import { useTranslation } from 'react-i18next';
import { PaymentConfirmations } from '@/components/offer/payment-confirmations';
import { saveFile } from '@/lib/save-file';
import { getOfferAttachment } from '../api/get-offer-files';
import { useUploadPaymentConfirmation } from '../api/upload-payment-confirmation';

type OfferPaymentProps = {
  offerId: string;
  files: TOfferAttachment[];
  canUpload: boolean;
  dictionary: TOfferDictionary | undefined;
};

/**
 * The payment confirmations of the investor's offer: the public offer page's upload (PDF, PNG or JPEG up to 10 MiB, the same
 * checks and messages), and each file's download, which the panel's session allows.
 */
export function OfferPayment({ offerId, files, canUpload, dictionary }: OfferPaymentProps) {
  const { t } = useTranslation();
  const upload = useUploadPaymentConfirmation(offerId);
  return (
    <PaymentConfirmations
      files={files}
      canUpload={canUpload}
      dictionary={dictionary}
      uploadFile={(file) => upload.mutateAsync(file)}
      download={{
        label: (file) => t('investorPanel.offer.payment.downloadNamed', { name: file.fileName }),
        onDownload: async (file) => {
          const downloaded = await getOfferAttachment(offerId, file.id);
          saveFile(downloaded.blob, downloaded.fileName ?? file.fileName);
        },
      }}
    />
  );
}
