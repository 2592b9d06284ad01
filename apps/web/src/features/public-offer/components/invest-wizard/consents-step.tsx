import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InvestConsentFields } from '@/components/invest/invest-consent-fields';
import type { TInvestConsent } from '@/lib/invest-form';
import { StepSection } from './step-section';

type ConsentsStepProps = {
  consents: readonly TInvestConsent[];
  /** Language of the tenant's consent texts. */
  consentLanguage: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 3: every consent of the tenant, the voluntary ones marked; a document's consent links to the document. */
export function ConsentsStep({ consents, consentLanguage, headingRef }: ConsentsStepProps) {
  const { t } = useTranslation();
  return (
    <StepSection id="consents" title={t('publicOffer.invest.consents.title')} headingRef={headingRef}>
      {consents.length === 0 ? (
        <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.none')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-600">{t('publicOffer.invest.consents.description')}</p>
          <InvestConsentFields consents={consents} consentLanguage={consentLanguage} />
        </>
      )}
    </StepSection>
  );
}
