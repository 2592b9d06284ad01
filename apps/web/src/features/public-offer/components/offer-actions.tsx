import type { Language, TPublicOffer } from '@emisja/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { cn } from '@/lib/cn';
import { downloadOfferPdf } from '../api/download-offer-pdf';
import { useDeclineOffer, useMarkInterest } from '../api/offer-actions';
import { offerUnavailableReason, type TOfferUnavailableReason } from '../lib/offer-unavailable';
import { saveFile } from '@/lib/save-file';
import { offerPdfFileName } from '../lib/offer-pdf-file-name';
import { OfferSection } from './offer-section';

type OfferActionsProps = {
  offer: TPublicOffer;
  token: string;
  language: Language;
  /** The tenant's text of the invest button (white-label `campaignInvestButtonText`), else "Zainwestuj". */
  investButtonText: string | null;
  /** An action found the link dead or the offer out of date: the page gives way to the full-page message. */
  onUnavailable: (reason: TOfferUnavailableReason) => void;
};

const LINK_BUTTON_CLASSES =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white shadow-xs transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** Exactly the actions the server allows now (`actions`): interest, invest, decline, the PDF. */
export function OfferActions({ offer, token, language, investButtonText, onUnavailable }: OfferActionsProps) {
  const { t } = useTranslation();
  const markInterest = useMarkInterest(token, language);
  const decline = useDeclineOffer(token, language);
  const [isDeclineOpen, setIsDeclineOpen] = useState(false);
  const pdf = useMutation({
    mutationFn: () => downloadOfferPdf(token, language),
    onSuccess: (blob) => saveFile(blob, offerPdfFileName(offer.product.code)),
  });

  const onFailure = (error: unknown, title = t('publicOffer.actions.failed')) => {
    const reason = offerUnavailableReason(error);
    if (reason) onUnavailable(reason);
    else notify.error({ title, description: errorMessage(error, t) });
  };

  const can = (action: TPublicOffer['actions'][number]) => offer.actions.includes(action);
  const hasDecisions = can('markInterest') || can('accept') || can('decline');
  if (!hasDecisions && !can('pdf')) return null;

  return (
    <OfferSection id="offer-actions" title={t('publicOffer.actions.title')} size="panel">
      <div className="flex flex-col gap-3">
        {(can('markInterest') || can('accept')) && (
          // The main action, ~1 900 px down a phone's page otherwise: pinned to the bottom of small screens (the page
          // leaves room under it), in its place from lg up. One button in the DOM either way.
          <div
            data-testid="offer-main-action"
            className="flex flex-col gap-3 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-20 max-lg:border-t max-lg:border-gray-200 max-lg:bg-white max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
          >
            {can('markInterest') && (
              <Button
                data-testid="offer-mark-interest"
                isLoading={markInterest.isPending}
                onClick={() =>
                  markInterest.mutate(undefined, {
                    onSuccess: () => notify.success({ title: t('publicOffer.actions.interestSaved') }),
                    onError: (error) => onFailure(error),
                  })
                }
              >
                {t('publicOffer.actions.markInterest')}
              </Button>
            )}
            {can('accept') && (
              <Link to={paths.invest.getHref(token)} data-testid="offer-invest" className={LINK_BUTTON_CLASSES}>
                {investButtonText ?? t('publicOffer.actions.invest')}
              </Link>
            )}
          </div>
        )}
        {can('decline') && (
          <Button variant="secondary" data-testid="offer-decline" onClick={() => setIsDeclineOpen(true)}>
            {t('publicOffer.actions.decline')}
          </Button>
        )}
        {can('pdf') && (
          <Button
            variant="secondary"
            data-testid="offer-download-pdf"
            isLoading={pdf.isPending}
            className={cn(hasDecisions && 'mt-2')}
            onClick={() => pdf.mutate(undefined, { onError: (error) => onFailure(error, t('errors.error.fileDownload')) })}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
              <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
            </svg>
            {t('publicOffer.actions.downloadPdf')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isDeclineOpen}
        title={t('publicOffer.actions.declineTitle')}
        description={t('publicOffer.actions.declineDescription')}
        confirmLabel={t('publicOffer.actions.declineConfirm')}
        isPending={decline.isPending}
        data-testid="offer-decline-dialog"
        onCancel={() => setIsDeclineOpen(false)}
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: () => {
              setIsDeclineOpen(false);
              notify.success({ title: t('publicOffer.actions.declined') });
            },
            onError: (error) => {
              setIsDeclineOpen(false);
              onFailure(error);
            },
          })
        }
      />
    </OfferSection>
  );
}
