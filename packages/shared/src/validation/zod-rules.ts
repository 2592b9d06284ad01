import { z } from 'zod';
import type { ValidationMessageKey } from './messages.ts';

// The building blocks of the zod builders (./zod.ts, ./zod-phone.ts, ./zod-bank-account.ts). Internal to the package: the
// phone and bank account builders live in files of their own so that a form that needs neither (the login forms) does not
// load libphonenumber-js and ibantools with them (issue 16, docs/decisions).

export type MessageParams = Record<string, string | number>;

/** For a schema's own issues (wrong type): a missing value is "required", anything else "invalid". */
export function missingOr(requiredKey: ValidationMessageKey) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    issue.input === undefined || issue.input === null ? requiredKey : 'validation.invalid';
}

/** Runs a check only while the value has no issue. Not `abort`: an explicit abort would also skip object-level refinements. */
export function hasNoIssues(payload: { issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

export function rule(key: ValidationMessageKey, params?: MessageParams) {
  return params === undefined ? { error: key, when: hasNoIssues } : { error: key, params, when: hasNoIssues };
}

/**
 * No NUL character (U+0000): PostgreSQL refuses it in text, so a request carrying one would answer 500 (issue 17 item 10);
 * it is an invalid value instead.
 */
export const hasNoNulCharacter = (value: string) => !value.includes('\u0000');

/** A required string, trimmed; empty or blank is "required"; a NUL character is "invalid". */
export function requiredText(requiredKey: ValidationMessageKey = 'validation.required') {
  return z
    .string({ error: missingOr(requiredKey) })
    .trim()
    .min(1, rule(requiredKey))
    .refine(hasNoNulCharacter, rule('validation.invalid'));
}
