import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { paymentInstructions } from '@/testing/public-offer-fixtures';
import { amountToType, PaymentInstructions } from './payment-instructions';

function renderInstructions(instructions = paymentInstructions()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PaymentInstructions instructions={instructions} />
    </I18nextProvider>,
  );
}

function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('PaymentInstructions', () => {
  it('shows the recipient, the account grouped for reading, the bank, SWIFT, the exact amount and the title', () => {
    renderInstructions();

    const section = screen.getByRole('region', { name: 'Dane do przelewu' });
    expect(section).toBeInTheDocument();
    expect(valueOf('Odbiorca')).toBe('Zielona Energia S.A.');
    expect(screen.getByTestId('payment-account')).toHaveTextContent('PL61 1090 1014 0000 0712 1981 2874');
    expect(valueOf('Bank')).toBe('Santander Bank Polska');
    expect(valueOf('SWIFT/BIC')).toBe('WBKPPLPP');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('12 500,50 PLN');
    expect(screen.getByTestId('payment-title')).toHaveTextContent('Zapis ZE-2026-00042 Kowalska');
  });

  it('copies the compact account, the amount as a banking app takes it and the title, and says so', async () => {
    const user = userEvent.setup();
    renderInstructions();

    await user.click(screen.getByRole('button', { name: 'Kopiuj numer rachunku' }));
    expect(await navigator.clipboard.readText()).toBe('PL61109010140000071219812874');
    expect(screen.getByTestId('payment-copy-account')).toHaveTextContent('Skopiowano');
    expect(screen.getByText('Skopiowano numer rachunku')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Kopiuj kwotę' }));
    expect(await navigator.clipboard.readText()).toBe('12500,50');
    expect(screen.getByText('Skopiowano kwotę')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kopiuj tytuł przelewu' }));
    expect(await navigator.clipboard.readText()).toBe('Zapis ZE-2026-00042 Kowalska');
    expect(screen.getByText('Skopiowano tytuł przelewu')).toBeInTheDocument();
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderInstructions();

    await user.click(screen.getByRole('button', { name: 'Kopiuj tytuł przelewu' }));
    expect(await screen.findByText('Nie udało się skopiować: zaznacz tekst i skopiuj go ręcznie.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-copy-title')).toHaveTextContent('Kopiuj');
  });

  it('shows the QR code to scan and tells to type the amount the code cannot carry', () => {
    renderInstructions();

    const qr = within(screen.getByTestId('payment-qr'));
    const image = qr.getByRole('img', { name: 'Kod QR przelewu: rachunek, kwota i tytuł' });
    expect(image).toHaveAttribute('src', paymentInstructions().qrCode?.imageDataUrl);
    expect(qr.getByText(/Zeskanuj kod w aplikacji swojego banku/)).toBeInTheDocument();
    expect(qr.getByTestId('payment-qr-no-amount')).toHaveTextContent('wpisz w aplikacji 12 500,50 PLN');
    expect(qr.queryByTestId('payment-qr-title-shortened')).not.toBeInTheDocument();
  });

  it('says nothing about the amount when the code carries it, and tells when the title in the code is shortened', () => {
    renderInstructions(
      paymentInstructions({
        amount: '5000.00',
        qrCode: { ...paymentInstructions().qrCode!, includesAmount: true, isTitleShortened: true },
      }),
    );

    expect(screen.queryByTestId('payment-qr-no-amount')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-qr-title-shortened')).toHaveTextContent('Tytuł w kodzie jest skrócony');
  });

  it('gives the reason when there is no QR code: another currency, a foreign account', () => {
    const { unmount } = renderInstructions(
      paymentInstructions({ currency: 'EUR', qrCode: null, qrCodeUnavailableReason: 'currency' }),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-qr-unavailable')).toHaveTextContent('tylko dla przelewów w złotych');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('12 500,50 EUR');
    unmount();

    renderInstructions(
      paymentInstructions({
        account: { iban: 'DE89370400440532013000', holder: 'Navy Capital GmbH', bankName: 'Commerzbank', swift: null },
        qrCode: null,
        qrCodeUnavailableReason: 'foreign-account',
      }),
    );
    expect(screen.getByTestId('payment-qr-unavailable')).toHaveTextContent('tylko dla polskich rachunków');
    expect(screen.getByTestId('payment-account')).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    expect(screen.queryByText('SWIFT/BIC')).not.toBeInTheDocument();
  });

  it('speaks English with an English interface, the amount to type with a dot', async () => {
    await changeLanguage(i18n, 'en');
    renderInstructions();

    expect(screen.getByRole('region', { name: 'Transfer details' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('12 500.50 PLN');
    expect(screen.getByRole('button', { name: 'Copy the amount' })).toBeInTheDocument();
    expect(amountToType('12500.50', 'en')).toBe('12500.50');
    expect(amountToType('12500.50', 'pl')).toBe('12500,50');
  });
});
