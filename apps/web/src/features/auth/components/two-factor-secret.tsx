import type { TTwoFactorSetupResponse } from '@emisja/shared';
import { useTranslation } from 'react-i18next';

/** The QR code to scan and the same secret to type by hand. */
export function TwoFactorSecret({ setup }: { setup: TTwoFactorSetupResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-md bg-gray-50 p-4 sm:flex-row sm:items-start">
      <img
        data-testid="two-factor-qr-code"
        src={setup.qrCodeDataUrl}
        alt={t('auth.enrolment.qrAlt')}
        className="size-40 shrink-0 bg-white"
      />
      <div className="min-w-0 text-sm text-gray-700">
        <p>{t('auth.enrolment.secret')}</p>
        <code data-testid="two-factor-secret" className="mt-1 block font-mono text-sm font-semibold break-all text-gray-900">
          {setup.secret}
        </code>
      </div>
    </div>
  );
}
