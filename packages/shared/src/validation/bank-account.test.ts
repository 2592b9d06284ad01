import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBankAccount,
  isValidBankAccount,
  isValidIban,
  isValidPolishAccountNumber,
  normalizeBankAccount,
} from './bank-account.ts';

// Independent oracle for IBAN check digits (ISO 13616, MOD 97-10) with BigInt, and for the Polish bank branch check digit.
function lettersToDigits(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}
function ibanCheckDigits(country: string, bban: string): string {
  const remainder = BigInt(lettersToDigits(`${bban}${country}00`)) % 97n;
  return String(98n - remainder).padStart(2, '0');
}
function polishBranchCheckDigit(sevenDigits: string): number {
  const weights = [3, 9, 7, 1, 3, 9, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(sevenDigits[i]), 0);
  return (10 - (sum % 10)) % 10;
}
function replaceDigit(value: string, position: number, shift: number): string {
  return `${value.slice(0, position)}${(Number(value[position]) + shift) % 10}${value.slice(position + 1)}`;
}

/** 26-digit NRB: check digits, 8-digit bank branch number (with its own check digit), 16-digit account. */
const validNrb = fc.tuple(fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d{16}$/)).map(([branch, account]) => {
  const bban = `${branch}${polishBranchCheckDigit(branch)}${account}`;
  return `${ibanCheckDigits('PL', bban)}${bban}`;
});
const validIban = fc.oneof(
  validNrb.map((nrb) => `PL${nrb}`),
  fc.stringMatching(/^\d{18}$/).map((bban) => `DE${ibanCheckDigits('DE', bban)}${bban}`),
  fc.tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^\d{14}$/)).map(([bank, digits]) => {
    const bban = `${bank}${digits}`;
    return `GB${ibanCheckDigits('GB', bban)}${bban}`;
  }),
);

describe('isValidIban', () => {
  it('accepts real IBANs, with or without spaces, in any case', () => {
    expect(isValidIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('rejects wrong check digits, lengths, unknown countries and a Polish number without country', () => {
    for (const value of [
      'PL62109010140000071219812874',
      'DE88370400440532013000',
      'PL6110901014000007121981287',
      'XX61109010140000071219812874',
      '61109010140000071219812874',
      '',
    ]) {
      expect(isValidIban(value)).toBe(false);
    }
  });

  it('accepts every PL, DE and GB IBAN whose check digits the oracle computed', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
        expect(isValidBankAccount(iban)).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change (MOD 97 catches all single substitutions)', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, index, shift) => {
        const digitPositions = [...iban].flatMap((character, position) => (/\d/.test(character) ? [position] : []));
        const position = digitPositions[index % digitPositions.length] as number;
        expect(isValidIban(replaceDigit(iban, position, shift))).toBe(false);
      }),
    );
  });
});

describe('isValidPolishAccountNumber', () => {
  it('accepts a real 26-digit number, with spaces', () => {
    expect(isValidPolishAccountNumber('61109010140000071219812874')).toBe(true);
    expect(isValidPolishAccountNumber('61 1090 1014 0000 0712 1981 2874')).toBe(true);
  });

  it('rejects a wrong check, the IBAN form and other lengths', () => {
    expect(isValidPolishAccountNumber('62109010140000071219812874')).toBe(false);
    expect(isValidPolishAccountNumber('PL61109010140000071219812874')).toBe(false);
    expect(isValidPolishAccountNumber('6110901014000007121981287')).toBe(false);
  });

  it('rejects a number with correct IBAN check digits but a wrong bank branch check digit', () => {
    const bban = '109010150000071219812874'; // branch 1090101 with check digit 5 instead of 4
    expect(isValidPolishAccountNumber(`${ibanCheckDigits('PL', bban)}${bban}`)).toBe(false);
  });

  it('accepts every number built with the oracle and rejects every single-digit change', () => {
    fc.assert(
      fc.property(validNrb, fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 9 }), (nrb, position, shift) => {
        expect(isValidPolishAccountNumber(nrb)).toBe(true);
        expect(isValidBankAccount(nrb)).toBe(true);
        expect(isValidPolishAccountNumber(replaceDigit(nrb, position, shift))).toBe(false);
      }),
    );
  });
});

describe('isValidBankAccount', () => {
  it('accepts a Polish number or an IBAN and nothing else', () => {
    expect(isValidBankAccount('61109010140000071219812874')).toBe(true);
    expect(isValidBankAccount('PL61109010140000071219812874')).toBe(true);
    expect(isValidBankAccount('DE89370400440532013000')).toBe(true);
    expect(isValidBankAccount('12345')).toBe(false);
    expect(isValidBankAccount('')).toBe(false);
  });
});

describe('formatBankAccount', () => {
  it('formats a Polish number as a 2-digit prefix and groups of four', () => {
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('12345678901234567890123456')).toBe('12 3456 7890 1234 5678 9012 3456');
  });

  it('formats an IBAN with country letters in groups of four', () => {
    expect(formatBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('re-formats input that already has spaces', () => {
    expect(formatBankAccount(' 61 10901014 0000 0712 1981 2874 ')).toBe('61 1090 1014 0000 0712 1981 2874');
  });

  it('keeps the prefix for partial numbers, so the grouping is stable while typing', () => {
    expect(formatBankAccount('6110901')).toBe('61 1090 1');
    expect(formatBankAccount('61')).toBe('61');
    expect(formatBankAccount('')).toBe('');
  });

  it('groups anything else in fours', () => {
    expect(formatBankAccount('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('never changes the characters, only the spaces', () => {
    fc.assert(
      fc.property(fc.oneof(validIban, validNrb), (account) => {
        const formatted = formatBankAccount(account);
        expect(normalizeBankAccount(formatted)).toBe(account);
        expect(formatted).not.toMatch(/\S{5}/);
      }),
    );
  });
});
