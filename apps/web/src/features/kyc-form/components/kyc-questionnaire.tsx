import { KYC_SECTION_LABELS, type TKycSection } from '@emisja/shared';
import type { FormEvent } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useKycQuestionnaire, type TKycQuestionnaireOptions } from '../hooks/use-kyc-questionnaire';
import { nextKycSection, previousKycSection } from '../lib/kyc-sections';
import { KycSaveStatus } from './kyc-save-status';
import { KycStepIndicator } from './kyc-step-indicator';
import { AddressesSection } from './sections/addresses-section';
import { BankSection } from './sections/bank-section';
import { DocumentSection } from './sections/document-section';
import { FundsSection } from './sections/funds-section';
import { InvestorSection } from './sections/investor-section';
import { SanctionsSection } from './sections/sanctions-section';
import { TaxSection } from './sections/tax-section';

const SECTION_INTRO = {
  1: 'investor',
  2: 'document',
  3: 'addresses',
  4: 'tax',
  5: 'bank',
  6: 'funds',
  7: 'sanctions',
} as const satisfies Record<TKycSection, string>;

/** The name of the field a change came from ('' for anything else). */
function fieldNameOf(target: EventTarget | null): string {
  const isField =
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
  return isField ? target.name : '';
}

/**
 * The seven sections of the questionnaire with the step indicator, Back / Next (the submit on the last one) and where the
 * draft stands. One form: Enter or the main button moves on (or submits), after the section passes its rules.
 */
export function KycQuestionnaire(options: TKycQuestionnaireOptions) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useFormat();
  const questionnaire = useKycQuestionnaire(options);
  const { form, section, complete, formErrors, isSubmitting, isBusy, sectionRef, headingRef, goTo } = questionnaire;
  const { token, request, onGone } = options;
  const isCompany = useWatch({ control: form.control, name: 'investorType' }) === 'company';
  const previous = previousKycSection(section);
  const next = nextKycSection(section);
  const sectionName = KYC_SECTION_LABELS[language][section];
  const introKey = SECTION_INTRO[section];
  const intro =
    isCompany && introKey === 'investor'
      ? t('kycForm.sectionIntro.investorCompany')
      : isCompany && introKey === 'tax'
        ? t('kycForm.sectionIntro.taxCompany')
        : t(`kycForm.sectionIntro.${introKey}`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (next) void goTo(next);
    else void questionnaire.submit();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="max-w-3xl space-y-2">
        <p className="text-sm font-medium text-gray-600">{t('kycForm.page.eyebrow')}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">{t('kycForm.page.title')}</h1>
        <p className="text-sm text-gray-700">{t('kycForm.page.intro')}</p>
        <p className="text-sm break-words text-gray-600">
          {t('kycForm.page.forEmail', { email: request.investorEmail })}{' '}
          {t('kycForm.page.expiresAt', { date: format.dateTime(request.expiresAt) })}
        </p>
      </header>
      {questionnaire.isResumed && (
        <Alert tone="info" data-testid="kyc-resumed">
          {t('kycForm.page.resumed', { section: KYC_SECTION_LABELS[language][questionnaire.initialSection] })}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <KycStepIndicator
          current={section}
          complete={complete}
          faulty={questionnaire.faultySections}
          onSelect={(target) => void goTo(target)}
          isDisabled={isBusy}
        />
        <FormProvider {...form}>
          <form
            noValidate
            aria-labelledby="kyc-section-heading"
            data-testid="kyc-form"
            data-section={section}
            className="min-w-0 space-y-6 rounded-lg bg-white px-4 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8"
            onSubmit={onSubmit}
            onChange={(event) => questionnaire.onFieldChange(fieldNameOf(event.nativeEvent.target))}
          >
            <div ref={sectionRef} className="space-y-6">
              <div className="space-y-1">
                <h2
                  id="kyc-section-heading"
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-semibold text-gray-900 focus:outline-none"
                >
                  <span className="sr-only">{t('kycForm.steps.counter', { current: section, total: 7 })}: </span>
                  {sectionName}
                </h2>
                <p className="text-sm text-gray-600">{intro}</p>
                <p className="text-xs text-gray-500">{t('kycForm.page.requiredNote')}</p>
              </div>
              {section === 1 && <InvestorSection token={token} enableLegalPerson={request.enableLegalPerson} onGone={onGone} />}
              {section === 2 && <DocumentSection />}
              {section === 3 && <AddressesSection />}
              {section === 4 && <TaxSection />}
              {section === 5 && <BankSection token={token} onGone={onGone} />}
              {section === 6 && <FundsSection />}
              {section === 7 && <SanctionsSection onEdit={(target) => void goTo(target)} isEditDisabled={isBusy} />}
            </div>

            {formErrors.length > 0 && (
              <Alert data-testid="kyc-form-error">
                <p className="font-semibold">{t('kycForm.submit.failed')}</p>
                <ul className="mt-1 space-y-1">
                  {formErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Alert>
            )}

            <div className="flex flex-col-reverse gap-4 border-t border-gray-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <KycSaveStatus state={questionnaire.saveState} onRetry={questionnaire.retrySave} />
              <div className="flex flex-wrap gap-3">
                {previous && (
                  <Button variant="secondary" disabled={isBusy} onClick={() => void goTo(previous)} data-testid="kyc-back">
                    {t('kycForm.nav.back')}
                  </Button>
                )}
                {next ? (
                  <Button type="submit" disabled={isBusy} data-testid="kyc-next">
                    {t('kycForm.nav.next')}
                  </Button>
                ) : (
                  <Button type="submit" isLoading={isSubmitting} data-testid="kyc-submit">
                    {t('kycForm.nav.submit')}
                  </Button>
                )}
              </div>
            </div>
          </form>
        </FormProvider>
      </div>
    </div>
  );
}
