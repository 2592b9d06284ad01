import type { Ref } from 'react';
import { useFormContext, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { useFieldErrorText } from '@/lib/form-errors';
import type { TInvestConsent, TInvestFormInput } from '../../lib/invest-form';
import { ConsentCheckbox } from './consent-checkbox';
import { DOCUMENT_LABELS, useConsentText } from './consent-label';
import { StepSection } from './step-section';

type ConsentsStepProps = {
  consents: readonly TInvestConsent[];
  /** Language of the tenant's consent texts. */
  consentLanguage: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 3: every consent of the tenant, each required; a document's consent links to the document. */
export function ConsentsStep({ consents, consentLanguage, headingRef }: ConsentsStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const consentText = useConsentText(consentLanguage);
  const { register, formState } = useFormContext<TInvestFormInput>();
  const consentError = (key: string): string | undefined =>
    fieldError((formState.errors.consents as Record<string, FieldError | undefined> | undefined)?.[key]);
  return (
    <StepSection id="consents" title={t('publicOffer.invest.consents.title')} headingRef={headingRef}>
      {consents.length === 0 ? (
        <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.none')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.description')}</p>
          <div className="space-y-4">
            {consents.map((consent) => (
              <ConsentCheckbox
                key={consent.key}
                label={consentText(consent).text}
                lang={consentText(consent).lang}
                error={consentError(consent.key)}
                data-testid={`invest-consent-${consent.key}`}
                extra={
                  consent.kind === 'document' ? (
                    <ExternalLink
                      href={consent.href}
                      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                    >
                      {t(DOCUMENT_LABELS[consent.key].link)}
                    </ExternalLink>
                  ) : undefined
                }
                {...register(`consents.${consent.key}` as Path<TInvestFormInput>)}
              />
            ))}
          </div>
        </>
      )}
    </StepSection>
  );
}
