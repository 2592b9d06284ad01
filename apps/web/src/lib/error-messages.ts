import { ERROR_LABELS, ERROR_MESSAGES, type ErrorLabel, type TViolation } from '@emisja/shared/errors-core';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

// What a screen shows for a failed call (spec section 8, product-decisions 6): the error catalogue's message in the
// interface language, the server's violations, or the default message.

/**
 * Spec section 8 names some messages by the text an older server sent as the label ('Token is invalid.' is also "token is
 * no longer active"); they mean the catalogue's label.
 */
const LABEL_ALIASES: Record<string, ErrorLabel> = {
  'Token is invalid.': ERROR_LABELS.tokenInactive,
  'Bad credentials': ERROR_LABELS.incorrectLogin,
  'User with the given email not found': ERROR_LABELS.userNotFound,
};

/**
 * The catalogue label a failed call means: its label, with an older server's text read as the label it stands for; null
 * for anything that is not an API error. Screens that branch on a refusal (a used link, a wrong password) ask this, so an
 * alias is known in one place.
 */
export function labelOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return Object.hasOwn(LABEL_ALIASES, error.label) ? (LABEL_ALIASES[error.label] ?? error.label) : error.label;
}

function isCatalogueLabel(label: string): label is ErrorLabel {
  return Object.hasOwn(ERROR_MESSAGES.en, label);
}

function hasPlaceholders(label: ErrorLabel): boolean {
  return /\{\w+\}/.test(ERROR_MESSAGES.en[label]);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "capitalised property path + title" (spec section 5): `investmentValue` -> "InvestmentValue: <title>". */
export function violationMessage(violation: TViolation): string {
  return violation.propertyPath ? `${capitalise(violation.propertyPath)}: ${violation.title}` : violation.title;
}

/**
 * The message to show for a failed call (spec section 8, product-decisions 6): the catalogue's message for the label,
 * else the first violation, else the default message. `error.unexpected` is the default message. The server labels
 * every bad input `error.validation` and lists what is wrong in the violations, so for that generic label the first
 * violation is the more useful text; without violations its own message ("Incorrect form data") is shown.
 * `params` fill placeholders such as `{{min}}`; without them the server's message (already filled in) is used.
 */
export function errorMessage(error: unknown, t: TFunction, params?: Record<string, string | number>): string {
  const label = labelOf(error);
  if (error instanceof ApiError && label !== null && label !== ERROR_LABELS.unexpected) {
    const [violation] = error.violations;
    const isGenericWithViolation = label === ERROR_LABELS.validation && violation !== undefined;
    if (isCatalogueLabel(label) && !isGenericWithViolation) {
      if (hasPlaceholders(label) && !params && error.message !== error.label) return error.message;
      return t(`errors.${label}`, params ?? {});
    }
    if (violation) return violationMessage(violation);
  }
  return t('errors.errorDefaultMessage');
}
