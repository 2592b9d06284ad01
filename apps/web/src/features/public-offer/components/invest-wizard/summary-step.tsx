import { zAmountInput, type TPublicOffer } from '@emisja/shared';
import type { ReactNode, Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import type { TInvestConsent, TInvestFormInput } from '@/lib/invest-form';
import { useConsentText } from '@/components/invest/consent-label';
import { StepSection } from './step-section';

type SummaryStepProps = {
  offer: TPublicOffer;
  consents: readonly TInvestConsent[];
  consentLanguage: string | null;
  /** A failed submit that is not about the amount, already translated. */
  formError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

const VALUE_CLASSES = 'mt-0.5 font-medium text-gray-900';

function SummaryItem({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-gray-500">{label}</dt>
      {children}
    </div>
  );
}

/**
 * Step 4: what is about to be subscribed (campaign, product, amount, e-mail, consents: a voluntary one says whether it is
 * given), then the submit.
 */
export function SummaryStep({ offer, consents, consentLanguage, formError, headingRef }: SummaryStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const consentText = useConsentText(consentLanguage);
  const { getValues } = useFormContext<TInvestFormInput>();
  const typedAmount = zAmountInput().safeParse(getValues('investmentValue'));
  const givenConsents: Partial<Record<string, boolean>> = getValues('consents');
  return (
    <StepSection id="summary" title={t('publicOffer.invest.summary.title')} headingRef={headingRef}>
      <dl data-testid="invest-summary" className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <SummaryItem label={t('publicOffer.invest.summary.campaign')}>
          <dd className={VALUE_CLASSES} lang={offer.language}>
            {offer.campaign.name}
          </dd>
        </SummaryItem>
        <SummaryItem label={t('publicOffer.invest.summary.product')}>
          <dd className={VALUE_CLASSES}>{offer.product.code}</dd>
        </SummaryItem>
        <SummaryItem label={t('publicOffer.invest.summary.amount')}>
          <dd className={cn(VALUE_CLASSES, 'tabular-nums')} data-testid="invest-summary-amount">
            {typedAmount.success ? format.money(typedAmount.data, offer.product.currency) : getValues('investmentValue')}
          </dd>
        </SummaryItem>
        <SummaryItem label={t('publicOffer.invest.summary.email')}>
          <dd className={cn(VALUE_CLASSES, 'break-all')}>{offer.investorEmail}</dd>
        </SummaryItem>
        <SummaryItem label={t('publicOffer.invest.summary.consents')} className="sm:col-span-2">
          <dd className="mt-0.5 text-gray-900">
            {consents.length === 0 ? (
              t('publicOffer.invest.summary.noConsents')
            ) : (
              <ul className="list-disc space-y-1 pl-5" data-testid="invest-summary-consents">
                {consents.map((consent) => (
                  <li key={consent.key} data-testid={`invest-summary-consent-${consent.key}`}>
                    <span lang={consentText(consent).lang}>{consentText(consent).text}</span>
                    {!consent.isRequired && (
                      <span className="font-medium text-gray-600">
                        {' '}
                        {t(
                          givenConsents[consent.key]
                            ? 'publicOffer.invest.summary.voluntaryGiven'
                            : 'publicOffer.invest.summary.voluntaryDeclined',
                        )}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </SummaryItem>
      </dl>
      {formError && <Alert data-testid="form-error">{formError}</Alert>}
    </StepSection>
  );
}
