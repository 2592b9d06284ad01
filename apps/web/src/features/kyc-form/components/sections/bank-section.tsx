import { KYC_TEXT_MAX_LENGTH } from '@emisja/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import type { TKycGoneReason } from '../../lib/kyc-api-errors';
import type { TKycFormValues } from '../../lib/kyc-form-values';
import { BankAccountField } from '../fields/bank-account-field';
import { FieldGroup } from '../fields/field-group';
import { VatWhitelistCheck } from './vat-whitelist-check';
import { KycTextField } from '../fields/kyc-bound-fields';

type BankSectionProps = { token: string; onGone: (reason: TKycGoneReason) => void };

/** Section 5: the bank account (IBAN or Polish NRB with its checksum; SWIFT for a foreign one) and, for a company, the VAT white list. */
export function BankSection({ token, onGone }: BankSectionProps) {
  const { t } = useTranslation();
  const errorOf = useKycFieldError();
  const { control } = useFormContext<TKycFormValues>();
  const isCompany = useWatch({ control, name: 'investorType' }) === 'company';
  return (
    <div className="space-y-8">
      <FieldGroup legend={t('kycForm.bank.legend')}>
        <div className="sm:col-span-2">
          <BankAccountField
            label={t('kycForm.bank.bankAccount')}
            hint={t('kycForm.bank.bankAccountHint')}
            error={errorOf('bankAccount')}
          />
        </div>
        <KycTextField
          name="bankAccountName"
          label={t('kycForm.bank.bankAccountName')}
          isRequired
          maxLength={KYC_TEXT_MAX_LENGTH}
          autoComplete="off"
        />
        <KycTextField
          name="swiftCode"
          label={t('kycForm.bank.swiftCode')}
          hint={t('kycForm.bank.swiftHint')}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FieldGroup>
      {isCompany && <VatWhitelistCheck token={token} onGone={onGone} />}
    </div>
  );
}
