import type { TKycSubmitResult } from '@emisja/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { IdentityVerificationBadge } from './identity-verification-badge';

/** After the submit: thanks, the identity verification ("in progress"), and the way to the submitted answers. */
export function KycThankYou({ result, onShowAnswers }: { result: TKycSubmitResult; onShowAnswers: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the investor was in is gone: the news takes the focus.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="kyc-thank-you-heading"
      data-testid="kyc-thank-you"
      className="mx-auto max-w-2xl space-y-5 rounded-lg bg-white px-6 py-8 shadow-xs ring-1 ring-gray-200 sm:px-8"
    >
      <div aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-6">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1
        id="kyc-thank-you-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-gray-900 focus:outline-none"
      >
        {t('kycForm.thankYou.title')}
      </h1>
      <p className="text-gray-700">{t('kycForm.thankYou.description', { date: format.dateTime(result.submittedAt) })}</p>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium text-gray-900">{t('kycForm.thankYou.verification')}:</span>
        <IdentityVerificationBadge status={result.identityVerification} />
      </div>
      <p className="text-sm text-gray-600">{t('kycForm.thankYou.verificationHint')}</p>
      <Button variant="secondary" onClick={onShowAnswers} data-testid="kyc-show-answers">
        {t('kycForm.thankYou.showAnswers')}
      </Button>
    </section>
  );
}
