import {
  PAYMENT_CONFIRMATION_MAX_BYTES,
  PAYMENT_CONFIRMATION_MIME_TYPES,
  type Language,
  type TOfferAttachment,
  type TOfferDictionary,
} from '@emisja/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyStatus } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { useUploadPaymentConfirmation } from '../api/upload-payment-confirmation';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { OfferSection } from './offer-section';

const MEBIBYTE = 1024 * 1024;

type PaymentConfirmationsProps = {
  token: string;
  language: Language;
  files: TOfferAttachment[];
  /** Whether the offer takes uploads now (`actions` has 'upload': accepted or active). */
  canUpload: boolean;
  /** The server's rules when the dictionary has loaded; the shared constants otherwise. */
  dictionary: TOfferDictionary | undefined;
  onUnavailable: (reason: TOfferUnavailableReason) => void;
};

function useFileSize() {
  const { t } = useTranslation();
  const format = useFormat();
  return (bytes: number) =>
    bytes >= MEBIBYTE
      ? t('publicOffer.payment.sizeMb', { size: format.number(bytes / MEBIBYTE, { decimals: 1 }) })
      : t('publicOffer.payment.sizeKb', { size: format.number(Math.max(1, Math.ceil(bytes / 1024)), { decimals: 0 }) });
}

/**
 * The payment confirmation upload (PDF, PNG or JPEG up to 10 MiB) and the files already sent. A file too large is refused
 * here without a request; the server checks the size again and the type by the content (413, 415 come back as messages).
 */
export function PaymentConfirmations({
  token,
  language,
  files,
  canUpload,
  dictionary,
  onUnavailable,
}: PaymentConfirmationsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fileSize = useFileSize();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadPaymentConfirmation(token, language);
  const [problem, setProblem] = useState<string | null>(null);
  const maxBytes = dictionary?.paymentConfirmation.maxBytes ?? PAYMENT_CONFIRMATION_MAX_BYTES;
  const mimeTypes = dictionary?.paymentConfirmation.mimeTypes ?? [...PAYMENT_CONFIRMATION_MIME_TYPES];
  const maxMegabytes = format.number(maxBytes / MEBIBYTE, { decimals: 0 });

  if (!canUpload && files.length === 0) return null;

  const onFile = (file: File) => {
    setProblem(null);
    if (file.size > maxBytes) {
      setProblem(t('publicOffer.payment.tooLarge', { name: file.name, size: maxMegabytes }));
      return;
    }
    // The browser's guess from the name; the server decides by the content.
    if (file.type && !mimeTypes.includes(file.type)) {
      setProblem(t('publicOffer.payment.wrongType', { name: file.name }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (attachment) => notify.success({ title: t('publicOffer.payment.uploaded', { name: attachment.fileName }) }),
      onError: (error) => {
        const reason = offerUnavailableReason(error);
        if (reason) onUnavailable(reason);
        else setProblem(t('publicOffer.payment.failed', { name: file.name, message: errorMessage(error, t) }));
      },
    });
  };

  return (
    <OfferSection id="offer-payment" title={t('publicOffer.payment.title')} size="panel">
      {canUpload && (
        <div>
          <p className="text-sm text-gray-600">{t('publicOffer.payment.description')}</p>
          <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-gray-900">
            {t('publicOffer.payment.label')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={mimeTypes.join(',')}
            disabled={upload.isPending}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
            data-testid="offer-payment-input"
            className="mt-1.5 block w-full text-sm text-gray-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a failure.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <p id={hintId} className="mt-1.5 text-xs text-gray-500">
            {t('publicOffer.payment.hint', { size: maxMegabytes })}
          </p>
          {upload.isPending && (
            <BusyStatus className="mt-2" data-testid="offer-payment-uploading">
              {t('publicOffer.payment.uploading', { name: upload.variables.name })}
            </BusyStatus>
          )}
          {problem && (
            <div id={errorId} className="mt-3">
              <Alert data-testid="offer-payment-error">{problem}</Alert>
            </div>
          )}
        </div>
      )}
      <div>
        <h3 className="text-sm font-medium text-gray-900">{t('publicOffer.payment.files')}</h3>
        {files.length === 0 ? (
          <p className="mt-1 text-sm text-gray-500">{t('publicOffer.payment.noFiles')}</p>
        ) : (
          <ul
            aria-label={t('publicOffer.payment.files')}
            data-testid="offer-payment-files"
            className="mt-2 divide-y divide-gray-100"
          >
            {files.map((file) => (
              <li key={file.id} className="py-2 text-sm" data-testid="offer-payment-file">
                <p className="font-medium break-all text-gray-900">{file.fileName}</p>
                <p className="text-xs text-gray-500">
                  {t('publicOffer.payment.fileMeta', { size: fileSize(file.sizeBytes), date: format.dateTime(file.uploadedAt) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </OfferSection>
  );
}
