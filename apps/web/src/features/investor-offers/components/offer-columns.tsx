import {
  CURRENCIES,
  INVESTOR_KYC_STATUSES,
  type TInvestorOfferRow,
  type TNetwork,
  type TOfferStatusFilterValue,
} from '@emisja/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { InvestorKycBadges, useInvestorKycStatusLabel } from '@/components/kyc/kyc-status-badges';
import { Button } from '@/components/ui/button';
import type { DataTableColumn } from '@/components/ui/data-table';
import type { ListLinkState } from '@/components/ui/detail-page';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import type { OfferListVariant } from '../lib/offer-list';
import { OfferStatusBadge, useOfferStatusLabel } from './offer-status-badge';

/** The status filter's choices: the kanban's order, `lost` (rejected + declined) before its two statuses. */
const STATUS_FILTER_ORDER: readonly TOfferStatusFilterValue[] = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'lost',
  'rejected',
  'declined',
  'archived',
];

export function investorLabel(offer: Pick<TInvestorOfferRow, 'investorName' | 'investorEmail'>): string {
  return offer.investorName ?? offer.investorEmail;
}

/**
 * The columns of spec section 3 "Investor offer row": the investor (e-mail while there is no name), e-mail, the advisor
 * (network variant only), dates, network by name, amount, currency (hidden by default), status, the investor's KYC
 * questionnaire (with the identity verification once submitted), status date and time,
 * campaign (25 characters), series and the number of payment confirmations (attachments; files in the network variant).
 * Filters and operators are those of OFFER_LIST_FILTERS. What fits a 1366 px screen is shown by default (issue 18): the
 * three dates, the network, the currency and the series wait in the column picker; long texts are cut by width with a
 * tooltip; the actions column is pinned to the right edge (docs/decisions/041).
 */
export function useOfferColumns({
  variant,
  networks,
  onChangeOwner,
  canChangeOwner,
}: {
  variant: OfferListVariant;
  networks: readonly TNetwork[] | undefined;
  /** Adds the actions column with "Change advisor" on the rows `canChangeOwner` allows (network variant). */
  onChangeOwner?: (offer: TInvestorOfferRow) => void;
  canChangeOwner?: (offer: TInvestorOfferRow) => boolean;
}): DataTableColumn<TInvestorOfferRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const statusLabel = useOfferStatusLabel();
  const kycStatusLabel = useInvestorKycStatusLabel();
  const { pathname, search } = useLocation();
  const listHref = `${pathname}${search}`;

  return useMemo(() => {
    /** A calendar day of the row, sortable and filtered by a range (`<id>From`, `<id>To`). */
    const dateColumn = (id: 'agreementDate' | 'paymentDate' | 'endDate'): DataTableColumn<TInvestorOfferRow> => ({
      id,
      header: `investorOffers.fields.${id}`,
      sortable: true,
      hiddenByDefault: true,
      className: 'whitespace-nowrap',
      filter: { type: 'dateRange', from: `${id}From`, to: `${id}To` },
      cell: (offer) => (offer[id] ? format.date(offer[id]) : ''),
    });
    const columns: DataTableColumn<TInvestorOfferRow>[] = [
      {
        id: 'investorName',
        header: 'investorOffers.fields.investorName',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        cell: (offer) => (
          <Link
            to={paths.app.investors.offer.getHref(offer.id)}
            state={{ listHref } satisfies ListLinkState}
            data-testid="offer-link"
            title={investorLabel(offer)}
            className="block max-w-44 truncate font-medium text-primary hover:underline"
          >
            {format.truncateName(investorLabel(offer))}
          </Link>
        ),
      },
      {
        id: 'investorEmail',
        header: 'investorOffers.fields.investorEmail',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        // A long address is cut by the column's width with the whole of it in the tooltip, never broken mid-word.
        cell: (offer) => (
          <span className="block max-w-52 truncate" title={offer.investorEmail}>
            {offer.investorEmail}
          </span>
        ),
      },
    ];
    if (variant === 'network') {
      columns.push({
        id: 'ownerName',
        header: 'investorOffers.fields.ownerName',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        cell: (offer) => (
          <span data-testid="offer-owner" className="block max-w-40 truncate" title={offer.ownerName}>
            {offer.ownerName}
          </span>
        ),
      });
    }
    columns.push(
      dateColumn('agreementDate'),
      dateColumn('paymentDate'),
      dateColumn('endDate'),
      {
        id: 'networkId',
        header: 'investorOffers.fields.networkId',
        sortable: true,
        hiddenByDefault: true,
        className: 'whitespace-nowrap',
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: (networks ?? []).map((network) => ({ value: network.id, label: network.name })),
        },
        cell: (offer) => offer.networkName,
      },
      {
        id: 'investmentValue',
        header: 'investorOffers.fields.investmentValue',
        sortable: true,
        className: 'text-right whitespace-nowrap',
        cell: (offer) =>
          offer.investmentValue === null ? (
            ''
          ) : (
            <span data-testid="offer-amount">{format.money(offer.investmentValue, offer.currency)}</span>
          ),
      },
      {
        id: 'currency',
        header: 'investorOffers.fields.currency',
        sortable: true,
        hiddenByDefault: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: CURRENCIES.map((currency) => ({ value: currency, label: currency })),
        },
        cell: (offer) => offer.currency,
      },
      {
        id: 'status',
        header: 'investorOffers.fields.status',
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: STATUS_FILTER_ORDER.map((status) => ({ value: status, label: statusLabel(status) })),
        },
        className: 'whitespace-nowrap',
        cell: (offer) => <OfferStatusBadge status={offer.status} data-testid="offer-status" />,
      },
      {
        // The investor's questionnaire: a payment is confirmed only after its submission (product-decisions section 9).
        id: 'kycStatus',
        header: 'investorOffers.fields.kycStatus',
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: INVESTOR_KYC_STATUSES.map((status) => ({ value: status, label: kycStatusLabel(status) })),
        },
        // Both badges on one line: a wrapped pair made rows 60 px tall (issue 18).
        cell: (offer) => (
          <div className="min-w-max">
            <InvestorKycBadges kyc={offer.kycStatus} data-testid="offer-kyc" />
          </div>
        ),
      },
      {
        id: 'statusDate',
        header: 'investorOffers.fields.statusDate',
        sortable: true,
        filter: { type: 'dateRange', from: 'statusDateFrom', to: 'statusDateTo' },
        className: 'whitespace-nowrap',
        cell: (offer) => format.dateTime(offer.statusDate),
      },
      {
        id: 'campaignName',
        header: 'investorOffers.fields.campaignName',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        className: 'whitespace-nowrap',
        cell: (offer) => <span title={offer.campaignName}>{format.truncateCampaign(offer.campaignName)}</span>,
      },
      {
        id: 'productCode',
        header: 'investorOffers.fields.productCode',
        sortable: true,
        hiddenByDefault: true,
        className: 'whitespace-nowrap',
        filter: { type: 'text', operator: 'like' },
        cell: (offer) => offer.productCode,
      },
      {
        id: 'paymentConfirmations',
        // Spec section 3: "attachments" for advisors, "files" for coordinators.
        header: variant === 'network' ? 'investorOffers.fields.files' : 'investorOffers.fields.attachments',
        className: 'text-right',
        cell: (offer) => <span data-testid="offer-attachments">{offer.paymentConfirmations}</span>,
      },
    );
    if (onChangeOwner) {
      columns.push({
        id: 'actions',
        header: 'investorOffers.list.actions',
        canHide: false,
        isSticky: true,
        cell: (offer) =>
          canChangeOwner && !canChangeOwner(offer) ? null : (
            <Button
              variant="secondary"
              className="px-2.5 py-1.5 whitespace-nowrap"
              aria-label={t('investorOffers.actions.changeOwnerFor', { name: investorLabel(offer) })}
              data-testid="offer-change-owner"
              onClick={() => onChangeOwner(offer)}
            >
              {t('investorOffers.actions.changeOwner')}
            </Button>
          ),
      });
    }
    return columns;
  }, [variant, networks, onChangeOwner, canChangeOwner, format, statusLabel, kycStatusLabel, listHref, t]);
}
