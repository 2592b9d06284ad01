import { useFormContext, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { ExternalLink } from '@/components/ui/external-link';
import { useFieldErrorText } from '@/lib/form-errors';
import type { TInvestConsent, TInvestFormInput } from '@/lib/invest-form';
import { DOCUMENT_LABELS, useConsentText } from './consent-label';

type InvestConsentFieldsProps = {
  consents: readonly TInvestConsent[];
  /** Language of the tenant's consent texts. */
  consentLanguage: string | null;
};

/**
 * Every consent of the tenant as a checkbox (in a FormProvider of `investFormSchema`); a document's links to it. A voluntary
 * consent says so next to it and may stay unticked (docs/decisions/039).
 */
export function InvestConsentFields({ consents, consentLanguage }: InvestConsentFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const consentText = useConsentText(consentLanguage);
  const { register, formState } = useFormContext<TInvestFormInput>();
  const consentError = (key: string): string | undefined =>
    fieldError((formState.errors.consents as Record<string, FieldError | undefined> | undefined)?.[key]);
  return (
    <div className="space-y-4">
      {consents.map((consent) => (
        <ConsentCheckbox
          key={consent.key}
          label={consentText(consent).text}
          lang={consentText(consent).lang}
          error={consentError(consent.key)}
          isRequired={consent.isRequired}
          data-testid={`invest-consent-${consent.key}`}
          labelSuffix={consent.isRequired ? undefined : t('publicOffer.invest.consents.optional')}
          extra={
            consent.kind === 'document' ? (
              <ExternalLink href={consent.href} className={TEXT_LINK_CLASSES}>
                {t(DOCUMENT_LABELS[consent.key].link)}
              </ExternalLink>
            ) : undefined
          }
          {...register(`consents.${consent.key}` as Path<TInvestFormInput>)}
        />
      ))}
    </div>
  );
}
