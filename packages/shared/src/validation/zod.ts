import { z } from 'zod';
import { DOCUMENT_EXPIRY_MIN_DAYS, INVITATION_MESSAGE_MIN_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '../constants.ts';
import type { TViolation } from '../errors-core.ts';
import { isValidKrs, isValidNip, isValidRegon } from './company-ids.ts';
import { isDocumentExpiryValid, isValidIsoDate } from './dates.ts';
import { decimalToHundredths, parseDecimalInput, parseExactDecimal } from './decimal.ts';
import { isValidEmail, isValidEmailList } from './email.ts';
import { isValidationMessageKey, translateValidationMessage, type ValidationMessageKey } from './messages.ts';
import { isStrongPassword } from './password.ts';
import { isValidPesel, peselMatchesBirthDate } from './pesel.ts';
import { sanctionsPercentagesTotalOk } from './sanctions.ts';
import { isValidUrl } from './url.ts';
import { isValidZipCode } from './zip-code.ts';
import { hasNoIssues, hasNoNulCharacter, missingOr, requiredText, rule, type MessageParams } from './zod-rules.ts';

// The phone and bank account builders sit in files of their own (libphonenumber-js and ibantools are heavy: issue 16) and
// are re-exported here, so `validation/zod` stays the one place to import the builders from.
export { zBankAccount } from './zod-bank-account.ts';
export { zPhone } from './zod-phone.ts';
// Beside the messages (no zod there), so screens that only translate a server's messages do without zod: docs/decisions/069.
export { translateValidationMessage } from './messages.ts';

// zod builders for the rules of spec section 5, shared by the Fastify routes and the web forms. Every issue's message is a
// ValidationMessageKey; limits travel in the issue (zod's `minimum`/`maximum`, or `params` of a custom issue). Each field reports
// at most one issue (each check runs only while there is none), so a form shows one clear message per field.

/** Refuses a NUL character in a text field of another shape (see `hasNoNulCharacter`): violation 'validation.invalid'. */
export function withoutNul<T extends z.ZodString>(schema: T): T {
  return schema.refine(hasNoNulCharacter, rule('validation.invalid'));
}

export function zRequiredString(options: { min?: number; max?: number } = {}) {
  let schema = requiredText();
  if (options.min !== undefined) schema = schema.min(options.min, rule('validation.minLength'));
  if (options.max !== undefined) schema = schema.max(options.max, rule('validation.maxLength'));
  return schema;
}

/**
 * A text that may be left empty (the back office's forms and the advisor form): trimmed; empty, blank or missing becomes null,
 * so clearing a field in a form clears it on the server. Anything but a string or null is 'validation.invalid'.
 */
export function zOptionalText(max: number) {
  return z
    .string({ error: 'validation.invalid' })
    .nullish()
    .transform((value) => (value ?? '').trim() || null)
    .pipe(z.string().max(max, { error: 'validation.maxLength' }).nullable());
}

/** Trimmed and lower-cased, so the same address is always stored and compared the same way. */
export function zEmail() {
  return requiredText().toLowerCase().refine(isValidEmail, rule('validation.email'));
}

/** Not trimmed: spaces are legitimate password characters. */
export function zPassword() {
  return z
    .string({ error: missingOr('validation.required') })
    .min(1, rule('validation.required'))
    .refine(isStrongPassword, rule('validation.passwordTooWeak', { min: PASSWORD_MIN_LENGTH }));
}

/** Spec section 5, "passwords must be identical": the issue goes on the confirmation field, also when other fields fail. */
export function withPasswordConfirmation<
  T extends z.ZodObject,
  P extends keyof z.output<T> & string,
  C extends keyof z.output<T> & string,
>(schema: T, passwordField: P, confirmationField: C) {
  return schema.refine((value) => (value[passwordField] as unknown) === value[confirmationField], {
    error: 'validation.passwordsNotIdentical',
    path: [confirmationField],
    // Only when the confirmation itself is fine (not missing or empty): one message per field.
    when: (payload) =>
      bothStrings(payload.value, passwordField, confirmationField) &&
      !payload.issues.some((issue) => issue.path?.[0] === confirmationField),
  });
}

/** Spec section 5, "PESEL ... not matching the birth date": the issue goes on the PESEL field. */
export function withPeselBirthDate<
  T extends z.ZodObject,
  P extends keyof z.output<T> & string,
  B extends keyof z.output<T> & string,
>(schema: T, peselField: P, birthDateField: B) {
  return schema.refine((value) => peselMatchesBirthDate(String(value[peselField]), String(value[birthDateField])), {
    error: 'validation.peselBirthDateMismatch',
    path: [peselField],
    when: (payload) =>
      bothStrings(payload.value, peselField, birthDateField) &&
      isValidPesel((payload.value as Record<string, string>)[peselField] ?? '') &&
      isValidIsoDate((payload.value as Record<string, string>)[birthDateField] ?? ''),
  });
}

function bothStrings(value: unknown, first: string, second: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[first] === 'string' && typeof record[second] === 'string';
}

export function zZipCode() {
  return requiredText().refine(isValidZipCode, rule('validation.zipCode'));
}

export function zUrl() {
  return requiredText().refine(isValidUrl, rule('validation.url'));
}

export function zPesel() {
  return requiredText().refine(isValidPesel, rule('validation.pesel'));
}

/** The output is the 10 digits without separators. */
export function zNip() {
  return requiredText()
    .refine(isValidNip, rule('validation.nip'))
    .transform((value) => value.replace(/\D/g, ''));
}

export function zRegon() {
  return requiredText().refine(isValidRegon, rule('validation.regon'));
}

export function zKrs() {
  return requiredText().refine(isValidKrs, rule('validation.krs'));
}

/** Spec section 5: the invitation e-mail list, semicolons without spaces. Split it with `splitEmailList`. */
export function zEmailList() {
  return requiredText().refine(isValidEmailList, rule('validation.emailList'));
}

/** Spec section 5 and 9: invitation message of at least 10 characters. */
export function zInvitationMessage() {
  return requiredText().min(INVITATION_MESSAGE_MIN_LENGTH, rule('validation.invitationMessageTooShort'));
}

export function zIsoDate() {
  return requiredText().refine(isValidIsoDate, rule('validation.invalidDate'));
}

/** Spec section 5: at least 7 days from today (see `isDocumentExpiryValid`). `today` is for tests. */
export function zDocumentExpiryDate(options: { today?: () => Date } = {}) {
  const today = options.today ?? (() => new Date());
  return zIsoDate().refine(
    (value) => isDocumentExpiryValid(value, today()),
    rule('validation.documentExpiryTooSoon', { days: DOCUMENT_EXPIRY_MIN_DAYS }),
  );
}

const percentageSchema = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: 'validation.number' })
  .superRefine((value, context) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return;
    const decimal = parseExactDecimal(value);
    if (decimal === null) {
      context.addIssue({ code: 'custom', message: 'validation.number', input: value });
    } else if (decimal.units < 0n) {
      context.addIssue({ code: 'custom', message: 'validation.minValue', params: { min: 0 }, input: value });
    }
  });

/** Spec section 5: sanctioned-country percentages; empty entries count as 0, the total must not exceed 100. */
export function zSanctionsPercentages() {
  return z
    .array(percentageSchema, { error: missingOr('validation.required') })
    .refine(sanctionsPercentagesTotalOk, { error: 'validation.sanctionsPercentagesTotal', when: hasNoIssues });
}

/** Spec section 5: comma or dot, at most 2 decimals. A string (or a JSON number) in, the canonical string ('1234.50') out. */
export function zDecimal(requiredKey: ValidationMessageKey = 'validation.required') {
  return z.union([z.string(), z.number()], { error: missingOr(requiredKey) }).transform((value, context) => {
    const text = String(value);
    if (text.trim() === '') {
      context.addIssue({ code: 'custom', message: requiredKey, input: value });
      return z.NEVER;
    }
    const canonical = parseDecimalInput(text);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: 'validation.decimal', input: value });
      return z.NEVER;
    }
    return canonical;
  });
}

/** The largest amount the database's numeric(18,2) holds: 16 digits before the point. */
export const MAX_MONEY = '9999999999999999.99';
const MAX_MONEY_HUNDREDTHS = 999_999_999_999_999_999n;

/**
 * Money amounts are decimals with 2 places (product-decisions section 4), at most MAX_MONEY either way: a longer number
 * answered 500 from the database (issue 17 item 2, found by the fuzz test on a product's nominal value).
 */
export function zMoney(requiredKey: ValidationMessageKey = 'validation.required') {
  return zDecimal(requiredKey).superRefine((value, context) => {
    const hundredths = decimalToHundredths(value);
    if (hundredths !== null && (hundredths > MAX_MONEY_HUNDREDTHS || hundredths < -MAX_MONEY_HUNDREDTHS)) {
      context.addIssue({ code: 'custom', message: 'validation.maxValue', params: { max: MAX_MONEY } });
    }
  });
}

/** Spec section 5, "field must be checked" (e.g. the advisor confirms the client's consent). Boolean in, so forms can start at false. */
export function zCheckboxChecked() {
  return z
    .boolean({ error: missingOr('validation.checkboxRequired') })
    .refine((value) => value, rule('validation.checkboxRequired'));
}

/** A list that needs at least one entry, with its own message ('validation.industryRequired', 'validation.networkRequired'). */
export function zNonEmptyArray(key: ValidationMessageKey): z.ZodArray<z.ZodString>;
export function zNonEmptyArray<T extends z.ZodType>(key: ValidationMessageKey, item: T): z.ZodArray<T>;
export function zNonEmptyArray(key: ValidationMessageKey, item: z.ZodType = z.string()): z.ZodArray<z.ZodType> {
  return z.array(item, { error: missingOr(key) }).min(1, rule(key));
}

// ---------------------------------------------------------------------------------------------------------------------------
// Issues -> violations and form messages.

function issueParams(issue: z.core.$ZodIssue): MessageParams {
  switch (issue.code) {
    case 'too_small':
      return { min: String(issue.minimum), length: String(issue.minimum) };
    case 'too_big':
      return { max: String(issue.maximum), length: String(issue.maximum) };
    case 'custom':
      return Object.fromEntries(
        Object.entries(issue.params ?? {}).filter((entry): entry is [string, string | number] =>
          ['string', 'number'].includes(typeof entry[1]),
        ),
      );
    default:
      return {};
  }
}

/** Our key for one of zod's own issues (a schema built without our builders, or zod's default message). */
function keyForZodIssue(issue: z.core.$ZodIssue): ValidationMessageKey | null {
  switch (issue.code) {
    case 'invalid_type':
      // zod drops the input from issues unless `reportInput` is set; without it, a wrong type is most often a missing value.
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      if (['number', 'int', 'bigint', 'nan'].includes(issue.expected)) return 'validation.number';
      return issue.expected === 'date' ? 'validation.invalidDate' : 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string')
        return issue.exact ? 'validation.length' : Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.minLength';
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.minItems';
      if (['number', 'int', 'bigint'].includes(issue.origin)) return 'validation.minValue';
      return issue.origin === 'date' ? 'validation.invalidDate' : 'validation.invalid';
    case 'too_big':
      if (issue.origin === 'string') return issue.exact ? 'validation.length' : 'validation.maxLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.maxItems';
      if (['number', 'int', 'bigint'].includes(issue.origin)) return 'validation.maxValue';
      return issue.origin === 'date' ? 'validation.invalidDate' : 'validation.invalid';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'url') return 'validation.url';
      return ['date', 'datetime', 'time', 'duration'].includes(issue.format) ? 'validation.invalidDate' : 'validation.invalid';
    case 'custom':
      // A refinement with its own text (not one of our keys) keeps that text.
      return null;
    default:
      return 'validation.invalid';
  }
}

/**
 * A zod issue as a violation of the error body (product-decisions section 6): the path joined with '.', the translated title
 * and, as the code, our message key or else zod's issue code.
 */
export function issueToViolation(issue: z.core.$ZodIssue, language: Language): TViolation {
  const propertyPath = issue.path.map(String).join('.');
  const params = issueParams(issue);
  if (isValidationMessageKey(issue.message)) {
    return { propertyPath, title: translateValidationMessage(issue.message, language, params), code: issue.message };
  }
  const key = keyForZodIssue(issue);
  return {
    propertyPath,
    title: key === null ? issue.message : translateValidationMessage(key, language, params),
    code: issue.code,
  };
}

export function issuesToViolations(issues: readonly z.core.$ZodIssue[], language: Language): TViolation[] {
  return issues.map((issue) => issueToViolation(issue, language));
}
