// E-mail addresses (spec section 5). The pattern is zod 4's default e-mail pattern (`z.regexes.email`, zod 4.6), kept here so the
// pure validator needs no zod; `zEmail()` uses this function, so server and web accept the same addresses.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** RFC 5321 limit of a forward path. */
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The parts of a semicolon-separated list, as typed ('a@x.pl;b@y.pl' -> ['a@x.pl', 'b@y.pl']); [] for ''. */
export function splitEmailList(value: string): string[] {
  return value === '' ? [] : value.split(';');
}

/**
 * Spec section 5: invitation e-mails are separated by semicolons without spaces. 'a@x.pl;b@y.pl' is valid; 'a@x.pl; b@y.pl',
 * 'a@x.pl;' and '' are not ('Incorrect email address(es)').
 */
export function isValidEmailList(value: string): boolean {
  const emails = splitEmailList(value);
  return emails.length > 0 && emails.every(isValidEmail);
}
