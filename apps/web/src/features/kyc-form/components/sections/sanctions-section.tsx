import {
  decimalToHundredths,
  hundredthsToDecimal,
  KYC_MAX_SANCTIONS,
  translateValidationMessage,
  type TKycSection,
} from '@emisja/shared';
import { formatNumber } from '@emisja/shared/format';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-label';
import { cn } from '@/lib/cn';
import { useKycFieldError } from '../../hooks/use-kyc-field-error';
import { useKycOptions } from '../../hooks/use-kyc-options';
import { kycDraftFromFormValues, type TKycFormValues } from '../../lib/kyc-form-values';
import { CheckboxField } from '../fields/checkbox-field';
import { PercentField } from '../fields/percent-field';
import { RowList, RowListItem } from '../fields/row-list';
import { KycAnswerSections } from '@/components/kyc/kyc-answer-sections';
import { KycSelect } from '../fields/kyc-select';

/** The sum of the rows' percentages in hundredths; a row not (yet) a valid percentage counts as 0. */
function totalHundredths(rows: readonly { percent: string }[]): bigint {
  return rows.reduce((sum, row) => sum + (decimalToHundredths(row.percent) ?? 0n), 0n);
}

type SanctionsSectionProps = { onEdit: (section: TKycSection) => void; isEditDisabled: boolean };

/**
 * Section 7: ties with sanctioned countries (spec section 9) with their percentages and a running total that turns into the
 * spec's error above 100%; the summary of sections 1 to 6 with a way back to each; the two statements.
 */
export function SanctionsSection({ onEdit, isEditDisabled }: SanctionsSectionProps) {
  const { t } = useTranslation();
  const options = useKycOptions();
  const errorOf = useKycFieldError();
  const { register, control, getValues } = useFormContext<TKycFormValues>();
  const rows = useFieldArray({ control, name: 'sanctions' });
  const watchedRows = useWatch({ control, name: 'sanctions' });
  const total = totalHundredths(watchedRows);
  const isOver = total > 10000n;
  const totalError =
    errorOf('sanctions') ??
    (isOver ? translateValidationMessage('validation.sanctionsPercentagesTotal', options.language) : undefined);
  const totalErrorId = 'kyc-sanctions-total-error';

  return (
    <div className="space-y-8">
      <RowList
        legend={t('kycForm.sanctions.legend')}
        description={t('kycForm.sanctions.description')}
        emptyText={t('kycForm.sanctions.none')}
        isEmpty={rows.fields.length === 0}
        canAdd={rows.fields.length < KYC_MAX_SANCTIONS}
        addLabel={t('kycForm.sanctions.add')}
        onAdd={() => rows.append({ country: '', percent: '' })}
        errorId={totalError ? totalErrorId : undefined}
        afterRows={
          rows.fields.length > 0 && (
            <div aria-live="polite" data-testid="kyc-sanctions-total">
              <p className={cn('text-sm font-semibold', totalError ? 'text-red-700' : 'text-gray-900')}>
                {t('kycForm.sanctions.total', {
                  total: formatNumber(hundredthsToDecimal(total), { language: options.language }),
                })}
              </p>
              {totalError && <FieldError id={totalErrorId}>{totalError}</FieldError>}
            </div>
          )
        }
        data-testid="kyc-sanctions"
      >
        {rows.fields.map((row, index) => {
          const number = index + 1;
          return (
            <RowListItem key={row.id} legend={t('kycForm.sanctions.row', { number })} data-testid="kyc-sanction">
              <div className="mt-3 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
                <KycSelect
                  label={t('kycForm.sanctions.country')}
                  options={options.sanctionedCountries}
                  isRequired
                  name={`sanctions.${index}.country`}
                />
                <PercentField
                  name={`sanctions.${index}.percent`}
                  label={t('kycForm.sanctions.percent')}
                  hint={t('kycForm.sanctions.percentHint')}
                  error={errorOf(`sanctions.${index}.percent`)}
                />
                <Button variant="secondary" className="sm:mt-7" onClick={() => rows.remove(index)}>
                  {t('kycForm.sanctions.remove', { number })}
                </Button>
              </div>
            </RowListItem>
          );
        })}
      </RowList>

      <section aria-labelledby="kyc-summary-heading" className="space-y-4" data-testid="kyc-summary">
        <div>
          <h3 id="kyc-summary-heading" className="text-base font-semibold text-gray-900">
            {t('kycForm.summary.title')}
          </h3>
          <p className="mt-1 text-sm text-gray-600">{t('kycForm.summary.description')}</p>
        </div>
        <KycAnswerSections
          answers={kycDraftFromFormValues(getValues())}
          sections={[1, 2, 3, 4, 5, 6]}
          testIdPrefix="kyc-summary"
          headingLevel={4}
          onEdit={onEdit}
          isEditDisabled={isEditDisabled}
        />
      </section>

      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-semibold text-gray-900">{t('kycForm.statements.legend')}</legend>
        <CheckboxField
          label={t('kycForm.statements.truthful')}
          registration={register('statements.truthful')}
          error={errorOf('statements.truthful')}
          isRequired
          data-testid="kyc-statement-truthful"
        />
        <CheckboxField
          label={t('kycForm.statements.ownAccount')}
          registration={register('statements.ownAccount')}
          error={errorOf('statements.ownAccount')}
          isRequired
          data-testid="kyc-statement-own-account"
        />
      </fieldset>
    </div>
  );
}
