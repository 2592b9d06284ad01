import { ERROR_LABELS, isValidBankAccount, isValidNip, normalizeBankAccount, type TVatWhitelistResult } from '@emisja/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { useCheckVatWhitelist } from '../../api/check-vat-whitelist';
import { kycGoneReason, registerFailure, type TKycGoneReason } from '../../lib/kyc-api-errors';
import type { TKycFormValues } from '../../lib/kyc-form-values';

type Outcome =
  | { kind: 'result'; account: string; result: TVatWhitelistResult }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/**
 * A company's account against the Ministry of Finance's VAT white list, through the server (product-decisions section 9):
 * the taxpayer's name, VAT status and whether the account is theirs. Informational: an unavailable list or an unassigned
 * account never blocks the form. A result is shown only for the account it was made for.
 */
export function VatWhitelistCheck({ token, onGone }: { token: string; onGone: (reason: TKycGoneReason) => void }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<TKycFormValues>();
  const account = useWatch({ control, name: 'bankAccount' });
  const check = useCheckVatWhitelist(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isStale = outcome?.kind === 'result' && outcome.account !== normalizeBankAccount(account);
  const shown = isStale ? null : outcome;

  const run = () => {
    const nip = getValues('company.nip');
    const bankAccount = getValues('bankAccount');
    if (!isValidNip(nip) || !isValidBankAccount(bankAccount)) {
      setOutcome({ kind: 'missing' });
      return;
    }
    setOutcome(null);
    check.mutate(
      { nip, bankAccount },
      {
        onSuccess: (result) => setOutcome({ kind: 'result', account: normalizeBankAccount(bankAccount), result }),
        onError: (error) => {
          const gone = kycGoneReason(error);
          if (gone) onGone(gone);
          else if (registerFailure(error) === 'unavailable') setOutcome({ kind: 'unavailable' });
          else setOutcome({ kind: 'failed', message: errorMessage(error, t) });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="kyc-vat-heading"
      className="space-y-3 rounded-md bg-highlight p-4 ring-1 ring-gray-200"
      data-testid="kyc-vat"
    >
      <h3 id="kyc-vat-heading" className="text-base font-semibold text-gray-900">
        {t('kycForm.vat.legend')}
      </h3>
      <p className="text-sm text-gray-600">{t('kycForm.vat.description')}</p>
      <Button variant="secondary" isLoading={check.isPending} onClick={run} data-testid="kyc-vat-check">
        {t('kycForm.vat.check')}
      </Button>
      <div aria-live="polite" className="empty:hidden" data-testid="kyc-vat-outcome">
        {check.isPending && (
          <p role="status" className="text-sm text-gray-700">
            {t('kycForm.vat.checking')}
          </p>
        )}
        {shown?.kind === 'missing' && <Alert tone="info">{t('kycForm.vat.needsNip')}</Alert>}
        {shown?.kind === 'unavailable' && (
          <Alert tone="info">
            <p>{t(`errors.${ERROR_LABELS.registerUnavailable}`)}</p>
            <p className="mt-1">{t('kycForm.vat.unavailableHint')}</p>
          </Alert>
        )}
        {shown?.kind === 'failed' && <Alert tone="info">{t('kycForm.vat.failed', { message: shown.message })}</Alert>}
        {shown?.kind === 'result' && <VatWhitelistResult result={shown.result} />}
      </div>
    </section>
  );
}

function VatWhitelistResult({ result }: { result: TVatWhitelistResult }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-500">{t('kycForm.vat.name')}</dt>
        <dd className="font-medium break-words text-gray-900">{result.name ?? t('kycForm.vat.noTaxpayer')}</dd>
        <dt className="text-gray-500">{t('kycForm.vat.statusVat')}</dt>
        <dd className="font-medium text-gray-900">{result.statusVat ?? t('kycForm.vat.noStatus')}</dd>
        <dt className="text-gray-500">{t('kycForm.vat.accountAssigned')}</dt>
        <dd className="font-medium text-gray-900" data-testid="kyc-vat-account-assigned">
          {result.accountAssigned ? t('kycForm.yesNo.yes') : t('kycForm.yesNo.no')}
        </dd>
        {result.requestId && (
          <>
            <dt className="text-gray-500">{t('kycForm.vat.requestId')}</dt>
            <dd className="break-all text-gray-900">{result.requestId}</dd>
          </>
        )}
      </dl>
      {!result.accountAssigned && <Alert tone="info">{t('kycForm.vat.notAssignedWarning')}</Alert>}
    </div>
  );
}
