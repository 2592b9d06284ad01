import { PASSWORD_MIN_LENGTH } from '../constants.ts';

/**
 * Spec section 5: at least 8 characters with an upper and a lower case letter, a digit and a special character. Letters are any
 * Unicode letters (Polish 'ą' counts as lower case); a special character is anything that is not a letter, digit or whitespace.
 */
export function isStrongPassword(password: string): boolean {
  return (
    Array.from(password).length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}
