import type { TOfferAttachment, TOfferDetail } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvestorKycBadges } from '@/components/kyc/kyc-status-badges';
import { PaymentInstructions } from '@/components/payment-instructions/payment-instructions';
import { Button } from '@/components/ui/button';
import { BackToListLink, DetailSection } from '@/components/ui/detail-page';
import { RecordTable } from '@/components/ui/record-table';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useFileDownload } from '@/hooks/use-file-download';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOffer } from '../api/get-offer';
import { getOfferAttachment } from '../api/get-offer-attachment';
import { investorLabel } from './offer-columns';
import { OfferActions } from './offer-actions';
import { OfferStatusBadge, useOfferStatusLabel } from './offer-status-badge';
import { PaymentSchedule } from './payment-schedule';

type OfferDetailProps = {
  offerId: string;
  /** Coordinators and admins call the payment confirmations "files", advisors "attachments" (spec section 3). */
  isCoordinatorView: boolean;
};

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={`offer-field-${name}`}>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children || '—'}</dd>
    </div>
  );
}

function Attachments({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useFileDownload((attachment: TOfferAttachment) => getOfferAttachment(offer.id, attachment.id), {
    fallbackName: (attachment) => attachment.fileName,
    failureTitle: t('investorOffers.detail.downloadFailed'),
  });
  if (offer.attachments.length === 0) {
    return <p className="text-sm text-gray-500">{t('investorOffers.detail.noAttachments')}</p>;
  }
  return (
    <ul className="divide-y divide-gray-100 rounded-lg bg-white ring-1 ring-gray-200">
      {offer.attachments.map((attachment) => (
        <li
          key={attachment.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          data-testid="offer-attachment"
        >
          <div className="text-sm">
            <p className="font-medium break-all text-gray-900">{attachment.fileName}</p>
            <p className="text-gray-500">
              {format.dateTime(attachment.uploadedAt)} · {format.fileSize(attachment.sizeBytes)}
            </p>
          </div>
          <Button
            variant="secondary"
            className="py-1.5"
            aria-label={t('investorOffers.detail.download', { name: attachment.fileName })}
            isLoading={download.isPending && download.variables?.id === attachment.id}
            onClick={() => download.mutate(attachment)}
            data-testid="offer-attachment-download"
          >
            {t('investorOffers.detail.downloadButton')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function History({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusLabel = useOfferStatusLabel();
  return (
    <RecordTable
      caption={t('investorOffers.detail.historyCaption')}
      rows={offer.history}
      getRowKey={(entry, index) => `${entry.changedAt}-${index}`}
      rowTestId="offer-history-row"
      columns={[
        {
          id: 'from',
          header: t('investorOffers.detail.historyFrom'),
          cell: (entry) => (entry.fromStatus ? statusLabel(entry.fromStatus) : t('investorOffers.detail.historyNew')),
        },
        { id: 'to', header: t('investorOffers.detail.historyTo'), cell: (entry) => statusLabel(entry.toStatus) },
        { id: 'by', header: t('investorOffers.detail.historyBy'), cell: (entry) => entry.changedBy },
        {
          id: 'at',
          header: t('investorOffers.detail.historyAt'),
          className: 'whitespace-nowrap',
          cell: (entry) => <time dateTime={entry.changedAt}>{format.dateTime(entry.changedAt)}</time>,
        },
        {
          id: 'reason',
          header: t('investorOffers.detail.historyReason'),
          className: 'whitespace-pre-wrap',
          cell: (entry) => entry.reason ?? '',
        },
      ]}
    />
  );
}

/**
 * `/app/investors/offer/{id}`: one offer (ZOfferDetailSchema): the summary, the invitation message, the status history
 * (oldest first), the payment instructions while it is accepted, the payment confirmations with downloads, the investment with its payment schedule once the payment is
 * confirmed (with the payments recorded on it by coordinators and admins), and the actions in `allowedActions`.
 */
export function OfferDetail({ offerId, isCoordinatorView }: OfferDetailProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  const offer = useOffer(offerId, language);

  // "Back to the list": the list (with its filters) the offer was opened from, else the own offers.
  const back = (
    <BackToListLink listPath={paths.app.investors.list.getHref()} data-testid="offer-back">
      {t('investorOffers.detail.back')}
    </BackToListLink>
  );

  if (offer.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p className="text-gray-500" data-testid="offer-loading">
          {t('investorOffers.detail.loading')}
        </p>
      </div>
    );
  }
  if (offer.isError) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorOffers.detail.title')}</h1>
        <RetryAlert
          error={offer.error}
          notFoundMessage={t('investorOffers.detail.notFound')}
          onRetry={() => void offer.refetch()}
          data-testid="offer-error"
        />
      </div>
    );
  }

  const data = offer.data;
  const date = (value: string | null) => (value ? format.date(value) : '');
  const attachmentsTitle = isCoordinatorView ? t('investorOffers.detail.files') : t('investorOffers.detail.attachments');

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        {back}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorOffers.detail.title')}</h1>
          <OfferStatusBadge status={data.status} data-testid="offer-status" />
        </div>
        <p className="text-gray-700" data-testid="offer-investor">
          {investorLabel(data)} · {data.campaignName} · {data.productCode}
        </p>
        <OfferActions offer={data} language={language} />
      </div>

      <DetailSection id="offer-summary" title={t('investorOffers.detail.summary')}>
        <dl className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-3">
          <Field name="investorName" label={t('investorOffers.fields.investorName')}>
            {data.investorName ?? ''}
          </Field>
          <Field name="investorEmail" label={t('investorOffers.fields.investorEmail')}>
            {data.investorEmail}
          </Field>
          <Field name="ownerName" label={t('investorOffers.fields.ownerName')}>
            {data.ownerName}
          </Field>
          <Field name="network" label={t('investorOffers.fields.networkId')}>
            {data.networkName}
          </Field>
          <Field name="campaignName" label={t('investorOffers.fields.campaignName')}>
            {data.campaignName}
          </Field>
          <Field name="productCode" label={t('investorOffers.fields.productCode')}>
            {data.productCode}
          </Field>
          <Field name="investmentValue" label={t('investorOffers.fields.investmentValue')}>
            {data.investmentValue === null ? '' : format.money(data.investmentValue, data.currency)}
          </Field>
          <Field name="investmentLimits" label={t('investorOffers.fields.investmentLimits')}>
            {`${format.money(data.investmentValueMin, data.currency)} – ${format.money(data.investmentValueMax, data.currency)}, ${format.number(data.investmentValueStep)}`}
          </Field>
          <Field name="status" label={t('investorOffers.fields.status')}>
            <OfferStatusBadge status={data.status} />
          </Field>
          <Field name="kycStatus" label={t('investorOffers.fields.kycStatus')}>
            <InvestorKycBadges kyc={data.kycStatus} data-testid="offer-kyc" />
          </Field>
          <Field name="statusDate" label={t('investorOffers.fields.statusDate')}>
            {format.dateTime(data.statusDate)}
          </Field>
          <Field name="agreementDate" label={t('investorOffers.fields.agreementDate')}>
            {date(data.agreementDate)}
          </Field>
          <Field name="paymentDate" label={t('investorOffers.fields.paymentDate')}>
            {date(data.paymentDate)}
          </Field>
          <Field name="endDate" label={t('investorOffers.fields.endDate')}>
            {date(data.endDate)}
          </Field>
          {data.rejectionReason && (
            <Field name="rejectionReason" label={t('investorOffers.fields.rejectionReason')}>
              <span className="whitespace-pre-wrap">{data.rejectionReason}</span>
            </Field>
          )}
        </dl>
      </DetailSection>

      {/* What the investor was given to pay (docs/decisions/038), for the advisor to read out on the phone (issue 18). */}
      {data.status === 'accepted' && data.paymentInstructions && (
        <PaymentInstructions
          instructions={data.paymentInstructions}
          intro={t('investorOffers.detail.paymentInstructionsIntro')}
          className="rounded-lg bg-white p-4 ring-1 ring-gray-200"
        />
      )}

      <DetailSection id="offer-invitation" title={t('investorOffers.detail.invitationMessage')}>
        <p className="rounded-lg bg-white p-4 text-sm whitespace-pre-wrap text-gray-800 ring-1 ring-gray-200">
          {data.invitationMessage}
        </p>
      </DetailSection>

      <DetailSection id="offer-history" title={t('investorOffers.detail.history')}>
        <History offer={data} />
      </DetailSection>

      <DetailSection id="offer-attachments" title={attachmentsTitle}>
        <Attachments offer={data} />
      </DetailSection>

      {data.investment && (
        <DetailSection id="offer-investment" title={t('investorOffers.detail.investment')}>
          <dl className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-4">
            <Field name="investmentAmount" label={t('investorOffers.detail.investmentAmount')}>
              {format.money(data.investment.amount, data.investment.currency)}
            </Field>
            <Field name="investmentStart" label={t('investorOffers.detail.investmentStart')}>
              {date(data.investment.startDate)}
            </Field>
            <Field name="investmentEnd" label={t('investorOffers.detail.investmentEnd')}>
              {date(data.investment.endDate)}
            </Field>
            <Field name="investmentStatus" label={t('investorOffers.detail.investmentStatus')}>
              {t(`investorOffers.detail.investmentStatuses.${data.investment.status}`)}
            </Field>
          </dl>
          <PaymentSchedule
            offerId={data.id}
            investment={data.investment}
            canRecordPayments={data.allowedActions.includes('recordSchedulePayment')}
            language={language}
          />
        </DetailSection>
      )}
    </div>
  );
}
