import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/**
 * A phone number (spec section 5), national ('512 345 678', read as `defaultCountry`) or international ('+49 30 123456').
 * libphonenumber-js's default (min) metadata checks the length per country, which keeps the web bundle small.
 */
export function isValidPhone(value: string, defaultCountry: CountryCode = 'PL'): boolean {
  return isValidPhoneNumber(value, defaultCountry);
}
