import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

// Bank accounts of spec section 5 ("Incorrect bank account or IBAN"). ibantools checks the country's length and BBAN format, the
// MOD-97 check digits and, for Poland, the bank branch check digit.

function compact(value: string): string {
  return value.replace(/\s/g, '');
}

/** An IBAN with a country code, e.g. 'PL61 1090 1014 0000 0712 1981 2874' or 'DE89370400440532013000'; spaces ignored. */
export function isValidIban(value: string): boolean {
  const iban = electronicFormatIBAN(compact(value));
  return iban !== null && isValidIBAN(iban);
}

/** A Polish account number (NRB): 26 digits, the IBAN without 'PL'; spaces ignored. */
export function isValidPolishAccountNumber(value: string): boolean {
  const digits = compact(value);
  return /^\d{26}$/.test(digits) && isValidIBAN(`PL${digits}`);
}

export function isValidBankAccount(value: string): boolean {
  return isValidPolishAccountNumber(value) || isValidIban(value);
}

/** Compact form for storage: no spaces, letters upper case. */
export function normalizeBankAccount(value: string): string {
  return compact(value).toUpperCase();
}

/**
 * Spec section 5: groups characters in fours, with a 2-digit prefix for numeric (IBAN-style) numbers:
 * '12 3456 7890 ...' for a Polish number (its 2 check digits first), 'PL12 3456 ...' for an IBAN. Any all-digit input gets the
 * prefix, so the grouping does not jump while a number is being typed.
 */
export function formatBankAccount(value: string): string {
  const account = normalizeBankAccount(value);
  const groupInFours = (text: string): string => text.match(/.{1,4}/g)?.join(' ') ?? '';
  if (/^\d{3,}$/.test(account)) return `${account.slice(0, 2)} ${groupInFours(account.slice(2))}`;
  return groupInFours(account);
}
