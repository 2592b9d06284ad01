import { IDENTITY_VERIFICATION_STATUSES, KYC_REQUEST_STATUSES, type TKycRequestRow } from '@emisja/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { ListLinkState } from '@/components/ui/detail-page';
import { ListPage } from '@/components/ui/list-page';
import { paths } from '@/config/paths';
import { useListUrlState } from '@/hooks/use-list-url-state';
import { useFormat } from '@/lib/format';
import { useKycRequests } from '../api/get-kyc-requests';
import { KYC_REQUEST_DEFAULT_SORT, knownKycRequestListQuery } from '../lib/kyc-request-list';
import { KycInvitationForm } from './kyc-invitation-form';
import {
  IdentityVerificationBadge,
  KycRequestStatusBadge,
  useIdentityVerificationLabel,
  useKycRequestStatusLabel,
} from '@/components/kyc/kyc-status-badges';

type KycRequestsListProps = {
  /**
   * Coordinators and admins see other advisors' requests, so the advisor column shows by default; an advisor sees only
   * their own, and can still show it with the column picker.
   */
  isAdvisorShown: boolean;
};

/**
 * `/app/kyc`: the KYC requests the caller sees (product-decisions section 9) with the list conventions of section 6:
 * investor e-mail and name, the advisor who sent it, status, identity verification, sent, submitted (and, hidden by default,
 * the link's expiry). Filters, sorting, page size and page live in the URL; the investor's e-mail opens the request, and so
 * does a click anywhere on its row. "Send KYC invitation" opens the form above the table.
 */
export function KycRequestsList({ isAdvisorShown }: KycRequestsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { pathname, search } = useLocation();
  const listHref = `${pathname}${search}`;
  const list = useListUrlState({ defaultSort: KYC_REQUEST_DEFAULT_SORT });
  const query = useMemo(() => knownKycRequestListQuery(list.listQuery), [list.listQuery]);
  const requests = useKycRequests(query);
  const statusLabel = useKycRequestStatusLabel();
  const verificationLabel = useIdentityVerificationLabel();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const columns = useMemo((): DataTableColumn<TKycRequestRow>[] => {
    const dateTime = (value: string | null) => (value ? <time dateTime={value}>{format.dateTime(value)}</time> : '—');
    return [
      {
        id: 'investorEmail',
        header: 'kycRequests.fields.investorEmail',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        canHide: false,
        cell: (request) => (
          <Link
            to={paths.app.kyc.detail.getHref(request.id)}
            state={{ listHref } satisfies ListLinkState}
            data-testid="kyc-request-link"
            // Stretched over the row (the wrapper makes rows the containing block): the whole row opens the request,
            // while keyboards and screen readers meet one ordinary link.
            className="font-medium break-all text-primary after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {request.investorEmail}
          </Link>
        ),
      },
      {
        id: 'investorName',
        header: 'kycRequests.fields.investorName',
        sortable: true,
        filter: { type: 'text', operator: 'like' },
        cell: (request) => request.investorName ?? '—',
      },
      {
        id: 'advisorName',
        header: 'kycRequests.fields.advisorName',
        sortable: true,
        hiddenByDefault: !isAdvisorShown,
        filter: { type: 'text', operator: 'like' },
        cell: (request) => <span data-testid="kyc-request-advisor">{request.advisorName}</span>,
      },
      {
        id: 'status',
        header: 'kycRequests.fields.status',
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: KYC_REQUEST_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        },
        cell: (request) => <KycRequestStatusBadge status={request.status} data-testid="kyc-request-status" />,
      },
      {
        id: 'identityVerification',
        header: 'kycRequests.fields.identityVerification',
        sortable: true,
        filter: {
          type: 'multiSelect',
          operator: 'in',
          options: IDENTITY_VERIFICATION_STATUSES.map((status) => ({ value: status, label: verificationLabel(status) })),
        },
        cell: (request) => (
          <IdentityVerificationBadge status={request.identityVerification} data-testid="kyc-request-verification" />
        ),
      },
      {
        id: 'createdAt',
        header: 'kycRequests.fields.createdAt',
        sortable: true,
        filter: { type: 'dateRange', from: 'createdAtFrom', to: 'createdAtTo' },
        className: 'whitespace-nowrap',
        cell: (request) => dateTime(request.createdAt),
      },
      {
        id: 'submittedAt',
        header: 'kycRequests.fields.submittedAt',
        sortable: true,
        filter: { type: 'dateRange', from: 'submittedAtFrom', to: 'submittedAtTo' },
        className: 'whitespace-nowrap',
        cell: (request) => dateTime(request.submittedAt),
      },
      {
        id: 'expiresAt',
        header: 'kycRequests.fields.expiresAt',
        sortable: true,
        hiddenByDefault: true,
        className: 'whitespace-nowrap',
        cell: (request) => dateTime(request.expiresAt),
      },
    ];
  }, [format, listHref, isAdvisorShown, statusLabel, verificationLabel]);

  const closeForm = () => {
    setIsFormOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <ListPage
      title={t('kycRequests.list.title')}
      actions={
        <Button
          ref={toggleRef}
          aria-expanded={isFormOpen}
          aria-controls={isFormOpen ? formId : undefined}
          onClick={() => setIsFormOpen((isOpen) => !isOpen)}
          data-testid="kyc-invitation-toggle"
        >
          {t('kycRequests.send.open')}
        </Button>
      }
    >
      {isFormOpen && (
        <section
          id={formId}
          aria-labelledby={`${formId}-heading`}
          className="rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-6"
          data-testid="kyc-invitation"
        >
          <h2 id={`${formId}-heading`} className="mb-4 text-lg font-semibold text-gray-900">
            {t('kycRequests.send.title')}
          </h2>
          <KycInvitationForm onAllSent={closeForm} />
        </section>
      )}
      <div className="[&_tbody_tr]:relative">
        <DataTable
          tableId="kyc-requests"
          caption={t('kycRequests.list.caption')}
          columns={columns}
          list={list}
          result={requests}
          getRowId={(request) => request.id}
        />
      </div>
    </ListPage>
  );
}
