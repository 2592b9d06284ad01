import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_VERIFICATION_STATUS_LABELS,
  KYC_REQUEST_STATUS_LABELS,
  zCheckboxChecked,
  type TOnboarding,
  type TOnboardingDocument,
} from '@emisja/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { TEXT_LINK_CLASSES } from '@/components/ui/button-link';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { ExternalLink } from '@/components/ui/external-link';
import { FormSubmit } from '@/components/ui/form-submit';
import { RetryAlert } from '@/components/ui/retry-alert';
import { BusyStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { useFieldErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAcceptOnboarding } from '../api/accept-onboarding';
import { useOnboarding } from '../api/get-onboarding';

const DOCUMENT_KEYS = {
  terms: 'terms',
  'privacy-policy': 'privacyPolicy',
  'investment-risks': 'investmentRisks',
} as const satisfies Record<TOnboardingDocument, string>;

const CARD_CLASSES = 'rounded-lg bg-white px-6 py-6 shadow-xs ring-1 ring-gray-200 sm:px-8';

/**
 * `/onboarding` (product-decisions section 10): at the first login the investor accepts the landing page's terms, privacy
 * policy and risk statement (each read from its link, each ticked) and sees where the questionnaire stands; "Continue"
 * records the versions shown and opens the panel. Until then the panel leads here (app/routes/app/panel.tsx).
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <BusyStatus>{t('investorPanel.common.loading')}</BusyStatus>;
  if (onboarding.isError) return <RetryAlert error={onboarding.error} onRetry={() => void onboarding.refetch()} />;
  if (onboarding.data.isComplete) return <Navigate to={paths.app.root.getHref()} replace />;
  // A new set of versions (the landing page changed a document meanwhile) starts the form afresh.
  const versions = onboarding.data.documents.map((document) => `${document.document}@${document.version}`).join(',');
  return <OnboardingForm key={versions} onboarding={onboarding.data} />;
}

function OnboardingForm({ onboarding }: { onboarding: TOnboarding }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const accept = useAcceptOnboarding();
  const [formError, setFormError] = useState<string | null>(null);
  const language = currentLanguage(i18n);
  const pending = useMemo(() => onboarding.documents.filter((document) => document.acceptedAt === null), [onboarding.documents]);
  const schema = useMemo(
    () => z.object(Object.fromEntries(pending.map((document) => [document.document, zCheckboxChecked()]))),
    [pending],
  );
  const form = useForm<Record<string, boolean>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(pending.map((document) => [document.document, false])),
  });

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      await accept.mutateAsync({ accepted: pending.map(({ document, version }) => ({ document, version })) });
      await navigate(paths.app.root.getHref(), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  });

  const { kyc } = onboarding;
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="onboarding">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('investorPanel.onboarding.title')}</h1>
        <p className="mt-2 text-gray-600">{t('investorPanel.onboarding.description')}</p>
      </header>

      <section aria-labelledby="onboarding-documents-heading" className={CARD_CLASSES}>
        <h2 id="onboarding-documents-heading" className="text-lg font-semibold text-gray-900">
          {t('investorPanel.onboarding.documentsTitle')}
        </h2>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5" data-testid="onboarding-form">
          {onboarding.documents.map((document) => {
            const key = DOCUMENT_KEYS[document.document];
            const link = (
              <span className="flex flex-wrap gap-x-3 text-xs text-gray-500">
                <ExternalLink
                  href={document.url}
                  className={TEXT_LINK_CLASSES}
                  data-testid={`onboarding-link-${document.document}`}
                >
                  {t(`investorPanel.onboarding.documents.${key}.link`)}
                </ExternalLink>
                <span>{t('investorPanel.onboarding.version', { version: document.version })}</span>
              </span>
            );
            if (document.acceptedAt !== null) {
              return (
                <div key={document.document} className="text-sm" data-testid={`onboarding-accepted-${document.document}`}>
                  <p className="font-medium text-gray-900">
                    {t('investorPanel.onboarding.accepted', {
                      document: t(`investorPanel.onboarding.documents.${key}.name`),
                      date: format.dateTime(document.acceptedAt),
                    })}
                  </p>
                  <div className="mt-1">{link}</div>
                </div>
              );
            }
            return (
              <ConsentCheckbox
                key={document.document}
                label={t(`investorPanel.onboarding.documents.${key}.label`)}
                error={fieldError(form.formState.errors[document.document])}
                extra={link}
                data-testid={`onboarding-consent-${document.document}`}
                {...form.register(document.document)}
              />
            );
          })}
          <div className="flex flex-col gap-3 border-t border-gray-200 pt-5">
            <FormSubmit
              label={t('investorPanel.onboarding.continue')}
              isSubmitting={form.formState.isSubmitting}
              error={formError}
            />
          </div>
        </form>
      </section>

      <section
        aria-labelledby="onboarding-kyc-heading"
        className={CARD_CLASSES}
        data-testid="onboarding-kyc"
        data-status={kyc.status}
      >
        <h2 id="onboarding-kyc-heading" className="text-lg font-semibold text-gray-900">
          {t('investorPanel.kyc.title')}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-500">{t('investorPanel.kyc.status')}</dt>
            <dd className="font-medium text-gray-900">
              {kyc.status === 'none' ? t('investorPanel.kyc.none') : KYC_REQUEST_STATUS_LABELS[language][kyc.status]}
            </dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('investorPanel.kyc.identityVerification')}</dt>
            <dd className="font-medium text-gray-900">
              {IDENTITY_VERIFICATION_STATUS_LABELS[language][kyc.identityVerification]}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-gray-600">{t(`investorPanel.kyc.nextStep.${kyc.status}`)}</p>
      </section>
    </div>
  );
}
