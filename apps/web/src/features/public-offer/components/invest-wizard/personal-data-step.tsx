import type { Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { useFieldErrorText } from '@/lib/form-errors';
import type { TInvestFormInput } from '@/lib/invest-form';
import { StepSection } from './step-section';

/** Step 2: the e-mail the subscription is made for, and the investor's confirmation that the data are theirs. */
export function PersonalDataStep({ email, headingRef }: { email: string; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { register, formState } = useFormContext<TInvestFormInput>();
  return (
    <StepSection id="personal" title={t('publicOffer.invest.personalData.title')} headingRef={headingRef}>
      <p className="text-sm text-gray-600">{t('publicOffer.invest.personalData.description')}</p>
      <dl className="text-sm">
        <dt className="text-gray-500">{t('publicOffer.invest.personalData.email')}</dt>
        <dd className="mt-0.5 font-medium break-all text-gray-900" data-testid="invest-investor-email">
          {email}
        </dd>
      </dl>
      <ConsentCheckbox
        label={t('publicOffer.invest.personalData.confirm')}
        error={fieldError(formState.errors.isPersonalDataConfirmed)}
        data-testid="invest-personal-data-confirm"
        {...register('isPersonalDataConfirmed')}
      />
    </StepSection>
  );
}
