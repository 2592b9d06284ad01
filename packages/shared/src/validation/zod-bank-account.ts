import { isValidBankAccount, normalizeBankAccount } from './bank-account.ts';
import { requiredText, rule } from './zod-rules.ts';

/** A Polish 26-digit number or an IBAN; the output is compact (no spaces, upper case). */
export function zBankAccount() {
  return requiredText().refine(isValidBankAccount, rule('validation.bankAccount')).transform(normalizeBankAccount);
}
