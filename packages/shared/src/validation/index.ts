// The public validation API of spec section 5. Helpers used only inside the package (calendar and exact-decimal internals) stay out.
export { VALIDATION_MESSAGES, formatValidationMessage, isValidationMessageKey, type ValidationMessageKey } from './messages.ts';
export { isValidPesel, peselBirthDate, peselCheckDigit, peselMatchesBirthDate, peselSex } from './pesel.ts';
export { isValidKrs, isValidNip, isValidRegon, nipCheckDigit, regonCheckDigit } from './company-ids.ts';
export {
  formatBankAccount,
  isValidBankAccount,
  isValidIban,
  isValidPolishAccountNumber,
  normalizeBankAccount,
} from './bank-account.ts';
export { isValidZipCode } from './zip-code.ts';
export { isValidPhone } from './phone.ts';
export { isValidUrl } from './url.ts';
export { isStrongPassword } from './password.ts';
export { isValidEmail, isValidEmailList, splitEmailList } from './email.ts';
export { BUSINESS_TIME_ZONE, addDaysToIsoDate, isDocumentExpiryValid, isValidIsoDate, isoDateInTimeZone } from './dates.ts';
export { compareDecimals, decimalToHundredths, hundredthsToDecimal, isMultipleOfStep, parseDecimalInput } from './decimal.ts';
export { sanctionsPercentagesTotalOk } from './sanctions.ts';
export * from './zod.ts';
