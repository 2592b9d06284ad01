import { formatBankAccount, normalizeBankAccount, type Language, type TPaymentInstructions } from '@emisja/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { CopyButton } from './copy-button';

type PaymentInstructionsProps = {
  instructions: TPaymentInstructions;
  /** The heading's level where the section sits (a card of a page: h2; inside a step's section: h3). */
  headingLevel?: 2 | 3;
  /** The line under the heading; by default the investor's ("Transfer exactly this amount..."). */
  intro?: string;
  className?: string;
};

/**
 * The amount as a banking app's amount field takes it: no grouping, no currency, the interface language's decimal mark
 * ("12500,00" in Polish, "12500.00" in English).
 */
export function amountToType(amount: string, language: Language): string {
  return language === 'pl' ? amount.replace('.', ',') : amount;
}

function Detail({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words text-gray-900">{children}</span>
        {action}
      </dd>
    </div>
  );
}

/**
 * How to pay for an accepted offer (issue 18; docs/decisions/038): the recipient, the account grouped for reading, the bank,
 * SWIFT, the exact amount and the transfer title, each of the three to copy; the payment QR code of Polish banking apps with
 * what it does not carry (the amount above its limit, the whole title), or why there is none (not PLN, not a Polish account).
 * The thank-you step, the public offer page, the investor panel's offer and the advisor panel's offer (with its own intro)
 * show the same section.
 */
export function PaymentInstructions({ instructions, headingLevel = 2, intro, className }: PaymentInstructionsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = currentLanguage(i18n);
  const { account, qrCode } = instructions;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="payment-instructions-heading"
      data-testid="payment-instructions"
      className={cn('space-y-4', className)}
    >
      <Heading id="payment-instructions-heading" className="text-lg font-semibold text-gray-900">
        {t('publicOffer.paymentInstructions.title')}
      </Heading>
      <p className="text-sm text-gray-700">{intro ?? t('publicOffer.paymentInstructions.intro')}</p>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-y-3 text-sm">
          <Detail label={t('publicOffer.paymentInstructions.recipient')}>
            <span data-testid="payment-recipient">{account.holder}</span>
          </Detail>
          <Detail
            label={t('publicOffer.paymentInstructions.account')}
            action={
              <CopyButton
                value={normalizeBankAccount(account.iban)}
                label={t('publicOffer.paymentInstructions.copyAccount')}
                copiedMessage={t('publicOffer.paymentInstructions.copiedAccount')}
                data-testid="payment-copy-account"
              />
            }
          >
            <span className="font-mono tabular-nums" data-testid="payment-account">
              {formatBankAccount(account.iban)}
            </span>
          </Detail>
          <Detail label={t('publicOffer.paymentInstructions.bank')}>
            <span data-testid="payment-bank">{account.bankName}</span>
          </Detail>
          {account.swift && (
            <Detail label={t('publicOffer.paymentInstructions.swift')}>
              <span className="font-mono" data-testid="payment-swift">
                {account.swift}
              </span>
            </Detail>
          )}
          <Detail
            label={t('publicOffer.paymentInstructions.amount')}
            action={
              <CopyButton
                value={amountToType(instructions.amount, language)}
                label={t('publicOffer.paymentInstructions.copyAmount')}
                copiedMessage={t('publicOffer.paymentInstructions.copiedAmount')}
                data-testid="payment-copy-amount"
              />
            }
          >
            <span className="tabular-nums" data-testid="payment-amount">
              {format.money(instructions.amount, instructions.currency)}
            </span>
          </Detail>
          <Detail
            label={t('publicOffer.paymentInstructions.transferTitle')}
            action={
              <CopyButton
                value={instructions.transferTitle}
                label={t('publicOffer.paymentInstructions.copyTitle')}
                copiedMessage={t('publicOffer.paymentInstructions.copiedTitle')}
                data-testid="payment-copy-title"
              />
            }
          >
            <span data-testid="payment-title">{instructions.transferTitle}</span>
          </Detail>
        </dl>
        <div className="space-y-2 text-sm text-gray-700 sm:w-48 sm:shrink-0" data-testid="payment-qr">
          {qrCode ? (
            <>
              <img
                src={qrCode.imageDataUrl}
                alt={t('publicOffer.paymentInstructions.qr.alt')}
                width={192}
                height={192}
                className="size-48 rounded-md bg-white p-2 ring-1 ring-gray-200"
                data-testid="payment-qr-image"
              />
              <p>{t('publicOffer.paymentInstructions.qr.scan')}</p>
              {!qrCode.includesAmount && (
                <p className="font-medium text-gray-900" data-testid="payment-qr-no-amount">
                  {t('publicOffer.paymentInstructions.qr.typeAmount', {
                    amount: format.money(instructions.amount, instructions.currency),
                  })}
                </p>
              )}
              {qrCode.isTitleShortened && (
                <p data-testid="payment-qr-title-shortened">{t('publicOffer.paymentInstructions.qr.titleShortened')}</p>
              )}
            </>
          ) : (
            <p data-testid="payment-qr-unavailable">
              {t(`publicOffer.paymentInstructions.qr.unavailable.${instructions.qrCodeUnavailableReason ?? 'other'}`)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
