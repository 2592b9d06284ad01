import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_VERIFICATION_NOTE_MAX_LENGTH,
  ZIdentityVerificationDecisionSchema,
  type IDENTITY_VERIFICATION_DECISIONS,
  type TIdentityVerificationDecision,
  type TKycRequestDetail,
} from '@emisja/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-page';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RecordTable } from '@/components/ui/record-table';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/components/ui/notify';
import { applyServerError, useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useDecideIdentityVerification } from '../api/decide-identity-verification';
import { IdentityVerificationBadge, useIdentityVerificationLabel } from '@/components/kyc/kyc-status-badges';

type Decision = (typeof IDENTITY_VERIFICATION_DECISIONS)[number];
type DecisionInput = z.input<typeof ZIdentityVerificationDecisionSchema>;
type DecisionOutput = z.output<typeof ZIdentityVerificationDecisionSchema>;

/** The buttons' order: the outcomes first, the reopening last. */
const DECISION_ORDER: readonly Decision[] = ['success', 'failed', 'in-progress'];

/**
 * The dialog confirming one decision, with its note (required when the verification failed, product-decisions section 9; at
 * most 1000 characters). The server's refusal is shown inside it: a note it refuses on the field, anything else (403, 409,
 * the network) as the catalogue's message.
 */
function DecisionDialog({ request, decision, onClose }: { request: TKycRequestDetail; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const mutation = useDecideIdentityVerification(request.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DecisionInput, unknown, DecisionOutput>({
    resolver: zodResolver(ZIdentityVerificationDecisionSchema),
    defaultValues: { status: decision, note: '' },
  });
  const texts = `kycRequests.verification.decisions.${decision}` as const;

  const submit = form.handleSubmit((body) => {
    setFormError(null);
    mutation.mutate(body satisfies TIdentityVerificationDecision, {
      onSuccess: () => {
        notify.success({ title: t(`${texts}.done`) });
        onClose();
      },
      onError: (error) => setFormError(applyServerError(error, { fields: ['note'], setError: form.setError, t })),
    });
  });

  return (
    <ModalDialog
      isOpen
      isForm
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`, { email: request.investorEmail })}
      confirmLabel={t(`${texts}.submit`)}
      tone={decision === 'failed' ? 'danger' : 'primary'}
      isPending={mutation.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
      buttonTestIdPrefix="verification-dialog"
      data-testid="verification-dialog"
    >
      <TextAreaField
        {...form.register('note')}
        label={t('kycRequests.verification.note')}
        isRequired={decision === 'failed'}
        hint={decision === 'failed' ? t('kycRequests.verification.noteRequiredHint') : t('kycRequests.verification.noteHint')}
        rows={4}
        maxLength={IDENTITY_VERIFICATION_NOTE_MAX_LENGTH}
        error={fieldErrorText(form.formState.errors.note)}
        data-testid="verification-note"
      />
      {formError && <Alert data-testid="verification-error">{formError}</Alert>}
    </ModalDialog>
  );
}

function History({ request }: { request: TKycRequestDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useIdentityVerificationLabel();
  if (request.identityVerificationHistory.length === 0) {
    return (
      <p className="text-sm text-gray-500" data-testid="verification-history-empty">
        {t('kycRequests.verification.noHistory')}
      </p>
    );
  }
  return (
    <RecordTable
      caption={t('kycRequests.verification.historyCaption')}
      rows={request.identityVerificationHistory}
      getRowKey={(entry, index) => `${entry.decidedAt}-${index}`}
      rowTestId="verification-history-row"
      columns={[
        {
          id: 'status',
          header: t('kycRequests.verification.historyStatus'),
          className: 'whitespace-nowrap',
          cell: (entry) => label(entry.status),
        },
        { id: 'by', header: t('kycRequests.verification.historyBy'), cell: (entry) => entry.decidedBy },
        {
          id: 'at',
          header: t('kycRequests.verification.historyAt'),
          className: 'whitespace-nowrap',
          cell: (entry) => <time dateTime={entry.decidedAt}>{format.dateTime(entry.decidedAt)}</time>,
        },
        {
          id: 'note',
          header: t('kycRequests.verification.historyNote'),
          className: 'min-w-48 break-words whitespace-pre-wrap',
          cell: (entry) => entry.note ?? '',
        },
      ]}
    />
  );
}

/**
 * The identity verification of a request (spec section 4, product-decisions section 9): its status, the history (oldest
 * first: who decided, when, the note) and, when the server says the caller may decide it (`canDecideIdentityVerification`:
 * a coordinator of the sender's network or an admin, the questionnaire submitted), the decisions other than the current
 * status, each confirmed in a dialog.
 */
export function IdentityVerification({ request }: { request: TKycRequestDetail }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const decisions = DECISION_ORDER.filter((candidate) => candidate !== request.identityVerification);

  return (
    <DetailSection id="kyc-verification" title={t('kycRequests.verification.title')}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span>{t('kycRequests.verification.current')}</span>
        <IdentityVerificationBadge status={request.identityVerification} data-testid="kyc-verification-status" />
      </p>
      {request.canDecideIdentityVerification && (
        <div
          role="group"
          aria-label={t('kycRequests.verification.actions')}
          className="flex flex-wrap gap-3"
          data-testid="verification-actions"
        >
          {decisions.map((candidate) => (
            <Button
              key={candidate}
              variant={candidate === 'success' ? 'primary' : candidate === 'failed' ? 'danger' : 'secondary'}
              onClick={() => setDecision(candidate)}
              data-testid={`verification-action-${candidate}`}
            >
              {t(`kycRequests.verification.decisions.${candidate}.button`)}
            </Button>
          ))}
        </div>
      )}
      <h3 className="text-base font-semibold text-gray-900">{t('kycRequests.verification.history')}</h3>
      <History request={request} />
      {decision && <DecisionDialog request={request} decision={decision} onClose={() => setDecision(null)} />}
    </DetailSection>
  );
}
