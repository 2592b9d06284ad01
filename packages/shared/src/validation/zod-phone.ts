import type { CountryCode } from 'libphonenumber-js';
import { isValidPhone } from './phone.ts';
import { requiredText, rule } from './zod-rules.ts';

export function zPhone(defaultCountry: CountryCode = 'PL') {
  return requiredText().refine((value) => isValidPhone(value, defaultCountry), rule('validation.phone'));
}
