import { describe, expect, it } from 'vitest';
import { polishAccountNumber, polishTransferQr } from './polish-transfer-qr.ts';

// The ZBP 2D payment code (docs/decisions/038): NIP|country|NRB|grosze|recipient|title|reserved|reserved|reserved.

const ACCOUNT = 'PL08 1090 1014 0000 0712 1983 0415';
const base = {
  account: ACCOUNT,
  recipient: 'Zielona Energia S.A.',
  amount: '1234.50',
  currency: 'PLN',
  title: 'Zapis 3FA85F64 Wiśniewska',
} as const;

describe('the Polish transfer QR code (ZBP 2D)', () => {
  it('writes the nine fields: no NIP, PL, the 26-digit NRB, 6 digits of grosze, recipient, title, three empty', () => {
    expect(polishTransferQr(base)).toEqual({
      isAvailable: true,
      payload: '|PL|08109010140000071219830415|123450|Zielona Energia S.A.|Zapis 3FA85F64 Wiśniewska|||',
      includesAmount: true,
      isTitleShortened: false,
    });
  });

  it('takes an NRB without PL, pads small amounts to 6 digits and carries 9 999,99 PLN at most', () => {
    const small = polishTransferQr({ ...base, account: '08109010140000071219830415', amount: '12.05' });
    expect(small.isAvailable && small.payload.split('|').slice(1, 4)).toEqual(['PL', '08109010140000071219830415', '001205']);
    const largest = polishTransferQr({ ...base, amount: '9999.99' });
    expect(largest.isAvailable && largest.payload.split('|')[3]).toBe('999999');
    expect(largest.isAvailable && largest.includesAmount).toBe(true);
  });

  it('leaves the amount to the investor (000000) above the 6-digit field', () => {
    const result = polishTransferQr({ ...base, amount: '12500.00' });
    expect(result).toMatchObject({ isAvailable: true, includesAmount: false });
    expect(result.isAvailable && result.payload.split('|')[3]).toBe('000000');
  });

  it('cuts the recipient at 20 and the title at 32 characters, and removes the separator', () => {
    const result = polishTransferQr({
      ...base,
      recipient: 'Emisja Demo spółka z ograniczoną odpowiedzialnością',
      title: 'Zapis | 3FA85F64 Konstantynopolitańczykiewiczówna SERIA-A',
    });
    expect(result.isAvailable && result.payload.split('|')).toEqual([
      '',
      'PL',
      '08109010140000071219830415',
      '123450',
      'Emisja Demo spółka z',
      'Zapis 3FA85F64 Konstantynopolita',
      '',
      '',
      '',
    ]);
    expect(result.isAvailable && result.isTitleShortened).toBe(true);
  });

  it('is only for PLN transfers to Polish accounts', () => {
    expect(polishTransferQr({ ...base, currency: 'EUR' })).toEqual({ isAvailable: false, reason: 'currency' });
    expect(polishTransferQr({ ...base, account: 'GB29NWBK60161331926819' })).toEqual({
      isAvailable: false,
      reason: 'foreign-account',
    });
    expect(polishAccountNumber('DE89370400440532013000')).toBeNull();
    expect(polishAccountNumber('pl08 1090 1014 0000 0712 1983 0415')).toBe('08109010140000071219830415');
  });
});
