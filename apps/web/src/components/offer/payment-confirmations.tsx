import {
  PAYMENT_CONFIRMATION_MAX_BYTES,
  PAYMENT_CONFIRMATION_MIME_TYPES,
  type TOfferAttachment,
  type TOfferDictionary,
} from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyStatus } from '@/components/ui/spinner';
import { notify } from '@/components/ui/notify';
import { errorMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';

const MEBIBYTE = 1024 * 1024;

type PaymentConfirmationsProps = {
  files: TOfferAttachment[];
  /** Whether the offer takes uploads now (`actions` has 'upload': accepted or active). */
  canUpload: boolean;
  /** The server's rules when the dictionary has loaded; the shared constants otherwise. */
  dictionary: TOfferDictionary | undefined;
  /** Sends one file (the multipart part `file`) and updates the caller's offer; resolves with the stored file. */
  uploadFile: (file: File) => Promise<TOfferAttachment>;
  /** A failed upload the page handles itself (the public page's dead link): true when handled, so no message is shown. */
  onUploadError?: (error: unknown) => boolean;
  /**
   * A download button per file when the caller can fetch them (the investor panel's session; the public link cannot):
   * its accessible name and the action.
   */
  download?: { label: (file: TOfferAttachment) => string; onDownload: (file: TOfferAttachment) => Promise<void> };
};

/**
 * The payment confirmation upload (PDF, PNG or JPEG up to 10 MiB) and the files already sent, on the public offer page and
 * the investor panel's offer page alike. A file too large is refused here without a request; the server checks the size
 * again and the type by the content (413, 415 come back as messages).
 */
export function PaymentConfirmations({
  files,
  canUpload,
  dictionary,
  uploadFile,
  onUploadError,
  download,
}: PaymentConfirmationsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useMutation({ mutationFn: uploadFile });
  const downloadFile = useMutation({
    mutationFn: (file: TOfferAttachment) => download?.onDownload(file) ?? Promise.resolve(),
    onError: (error) => notify.error({ title: t('errors.error.fileDownload'), description: errorMessage(error, t) }),
  });
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
        if (onUploadError?.(error)) return;
        setProblem(t('publicOffer.payment.failed', { name: file.name, message: errorMessage(error, t) }));
      },
    });
  };

  return (
    <section aria-labelledby="offer-payment-heading" data-testid="offer-payment" className="space-y-4">
      <h2 id="offer-payment-heading" className="text-base font-semibold text-gray-900">
        {t('publicOffer.payment.title')}
      </h2>
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
              <li key={file.id} className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="offer-payment-file">
                <div className="min-w-0">
                  <p className="font-medium break-all text-gray-900">{file.fileName}</p>
                  <p className="text-xs text-gray-500">
                    {t('publicOffer.payment.fileMeta', {
                      size: format.fileSize(file.sizeBytes),
                      date: format.dateTime(file.uploadedAt),
                    })}
                  </p>
                </div>
                {download && (
                  <Button
                    variant="secondary"
                    className="shrink-0 px-2.5 py-1 text-xs"
                    aria-label={download.label(file)}
                    isLoading={downloadFile.isPending && downloadFile.variables.id === file.id}
                    data-testid="offer-payment-download"
                    onClick={() => downloadFile.mutate(file)}
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
                      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
                    </svg>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
