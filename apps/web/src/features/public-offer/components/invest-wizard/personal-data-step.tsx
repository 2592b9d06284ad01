import type { TPublicOffer } from '@emisja/shared';
import type { Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdentityVerificationBadge } from '@/components/kyc/kyc-status-badges';
import { Alert } from '@/components/ui/alert';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { TermList, type TermItem } from '@/components/ui/term-list';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { TInvestFormInput } from '@/lib/invest-form';
import { formatKycAddress } from '@/lib/kyc-address';
import { StepSection } from './step-section';

type PersonalDataStepProps = {
  offer: Pick<TPublicOffer, 'investorEmail' | 'personalData' | 'kycStatus' | 'isKycRequiredForPayment' | 'advisor'>;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * Step 2: the e-mail the subscription is made for, the investor's data from their submitted KYC questionnaire (masked by the
 * server), or, without one, why it is needed and how to get it (product-decisions section 9: the advisor sends the
 * questionnaire; an open invitation waits in the investor's mailbox), and the investor's confirmation that the data are theirs.
 * Without a questionnaire the subscription still goes on: only the payment's confirmation waits for it.
 */
export function PersonalDataStep({ offer, headingRef }: PersonalDataStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { register, formState } = useFormContext<TInvestFormInput>();
  const { personalData } = offer;
  return (
    <StepSection id="personal" title={t('publicOffer.invest.personalData.title')} headingRef={headingRef}>
      <p className="text-sm text-gray-600">{t('publicOffer.invest.personalData.description')}</p>
      <dl className="text-sm">
        <dt className="text-gray-500">{t('publicOffer.invest.personalData.email')}</dt>
        <dd className="mt-0.5 font-medium break-all text-gray-900" data-testid="invest-investor-email">
          {offer.investorEmail}
        </dd>
      </dl>
      {personalData ? <SubmittedData personalData={personalData} /> : <KycNeeded offer={offer} />}
      <ConsentCheckbox
        label={t('publicOffer.invest.personalData.confirm')}
        error={fieldError(formState.errors.isPersonalDataConfirmed)}
        data-testid="invest-personal-data-confirm"
        {...register('isPersonalDataConfirmed')}
      />
    </StepSection>
  );
}

function SubmittedData({ personalData }: { personalData: NonNullable<TPublicOffer['personalData']> }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = currentLanguage(i18n);
  const person = `${personalData.firstName} ${personalData.surname}`;
  const items: TermItem[] = [
    ...(personalData.companyName
      ? [
          { id: 'company', label: t('publicOffer.invest.personalData.company'), value: personalData.companyName },
          { id: 'representative', label: t('publicOffer.invest.personalData.representative'), value: person },
        ]
      : [{ id: 'name', label: t('publicOffer.invest.personalData.name'), value: person }]),
    ...(personalData.pesel
      ? [{ id: 'pesel', label: t('publicOffer.invest.personalData.pesel'), value: personalData.pesel }]
      : []),
    { id: 'bankAccount', label: t('publicOffer.invest.personalData.bankAccount'), value: personalData.bankAccount },
    {
      id: 'address',
      label: personalData.companyName
        ? t('publicOffer.invest.personalData.registeredAddress')
        : t('publicOffer.invest.personalData.address'),
      value: formatKycAddress(personalData.address, language) ?? '',
    },
    {
      id: 'submittedAt',
      label: t('publicOffer.invest.personalData.submittedAt'),
      value: format.dateTime(personalData.submittedAt),
    },
    {
      id: 'identityVerification',
      label: t('publicOffer.invest.personalData.identityVerification'),
      value: <IdentityVerificationBadge status={personalData.identityVerification} />,
    },
  ];
  return (
    <div className="space-y-2" data-testid="invest-personal-data">
      <p className="text-sm text-gray-600">{t('publicOffer.invest.personalData.fromKyc')}</p>
      <TermList
        items={items}
        className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md bg-gray-50 p-4 text-sm sm:grid-cols-2"
        valueClassName="break-all"
        data-testid="invest-personal-data-list"
        itemTestIdPrefix="invest-personal-data"
      />
      <p className="text-xs text-gray-500">{t('publicOffer.invest.personalData.correction')}</p>
    </div>
  );
}

function KycNeeded({ offer }: { offer: PersonalDataStepProps['offer'] }) {
  const { t } = useTranslation();
  const { status } = offer.kycStatus;
  // `submitted` without data: a questionnaire of the earliest format, which has no summary; the advisor has it.
  const nextStep = status === 'submitted' ? 'none' : status;
  return (
    <Alert tone="info" data-testid="invest-kyc-needed" className="space-y-2">
      <p className="font-medium" data-testid="invest-kyc-why" data-required={offer.isKycRequiredForPayment}>
        {offer.isKycRequiredForPayment
          ? t('publicOffer.invest.personalData.kyc.required')
          : t('publicOffer.invest.personalData.kyc.notRequired')}
      </p>
      <p data-testid="invest-kyc-next-step" data-status={status}>
        {t(`publicOffer.invest.personalData.kyc.nextStep.${nextStep}`, {
          email: offer.investorEmail,
          advisor: offer.advisor.name,
          advisorEmail: offer.advisor.email,
        })}
      </p>
    </Alert>
  );
}
