import type { Currency } from './constants.ts';
import { normalizeBankAccount } from './validation/bank-account.ts';
import { decimalToHundredths } from './validation/decimal.ts';

// The payment QR code of Polish banking apps (issue 18): "Rekomendacja Związku Banków Polskich dotycząca kodu dwuwymiarowego
// („2D”), umożliwiającego realizację polecenia przelewu oraz aktywację usług bankowych na rynku polskim", version 1.0 of
// 2013-12-03 (zbp.pl, "2013.12.03_-_Rekomendacja_-_Standard_2D.pdf"). The code holds nine fields separated by '|':
//
//   NIP (10, optional) | country (2, 'PL') | NRB (26 digits) | amount in grosze (6 digits) | recipient (max 20) |
//   title (max 32) | reserved 1 (20) | reserved 2 (12) | reserved 3 (24)
//
// e.g. `|PL|08109010140000071219830415|123450|Emisja Demo sp. z o.|3FA85F64 Kowalski|||`, UTF-8, error correction L. It is a
// domestic transfer order: an NRB account, an amount in grosze, so only PLN to a Polish account (docs/decisions/038).

/** The largest amount the 6-digit field carries: 9 999,99 PLN. */
export const POLISH_TRANSFER_QR_MAX_GROSZE = 999_999n;
const RECIPIENT_MAX_LENGTH = 20;
const TITLE_MAX_LENGTH = 32;

export interface TPolishTransferQrInput {
  /** The payee's account: IBAN or NRB, spaces allowed. */
  account: string;
  /** The account holder; the code keeps its first 20 characters. */
  recipient: string;
  /** Canonical amount, "12500.00". */
  amount: string;
  currency: Currency;
  /** The transfer title; the code keeps its first 32 characters. */
  title: string;
}

export type TPolishTransferQr =
  | {
      isAvailable: true;
      /** The text the QR code encodes. */
      payload: string;
      /**
       * False above 9 999,99 PLN: the standard's amount field has 6 digits, so the code carries 000000 and the investor types
       * the amount (a longer field would be read differently by different banks: with real money, no guessing).
       */
      includesAmount: boolean;
      /** The title was longer than the code's 32 characters: the code carries its beginning. */
      isTitleShortened: boolean;
    }
  | {
      isAvailable: false;
      /** `currency`: the transfer is not in PLN; `foreign-account`: the account is not Polish. */
      reason: 'currency' | 'foreign-account';
    };

/** A field's text: no '|' (the separator) or control characters, spaces collapsed, at most `max` characters. */
function field(value: string, max: number): string {
  const cleaned = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, max).join('').trim();
}

/** The 26-digit NRB of a Polish account (`PL` + 26 digits, or the 26 digits alone); null for any other account. */
export function polishAccountNumber(account: string): string | null {
  const compact = normalizeBankAccount(account);
  const digits = compact.startsWith('PL') ? compact.slice(2) : compact;
  return /^\d{26}$/.test(digits) ? digits : null;
}

/** The ZBP 2D payload of a transfer, or why there is none (the standard carries PLN transfers to Polish accounts only). */
export function polishTransferQr(input: TPolishTransferQrInput): TPolishTransferQr {
  if (input.currency !== 'PLN') return { isAvailable: false, reason: 'currency' };
  const accountNumber = polishAccountNumber(input.account);
  if (accountNumber === null) return { isAvailable: false, reason: 'foreign-account' };
  const grosze = decimalToHundredths(input.amount);
  if (grosze === null || grosze < 0n) throw new RangeError(`not an amount: ${input.amount}`);
  const includesAmount = grosze <= POLISH_TRANSFER_QR_MAX_GROSZE;
  const title = field(input.title, TITLE_MAX_LENGTH);
  const payload = [
    '',
    'PL',
    accountNumber,
    (includesAmount ? grosze : 0n).toString().padStart(6, '0'),
    field(input.recipient, RECIPIENT_MAX_LENGTH),
    title,
    '',
    '',
    '',
  ].join('|');
  return { isAvailable: true, payload, includesAmount, isTitleShortened: title !== field(input.title, Infinity) };
}
