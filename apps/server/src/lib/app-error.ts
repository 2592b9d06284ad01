import {
  ERROR_LABELS,
  errorMessage,
  formatValidationMessage,
  isValidationMessageKey,
  ZErrorBodySchema,
  type ErrorLabel,
  type Language,
  type TViolation,
  type ValidationMessageKey,
} from '@emisja/shared';

// One error type for the whole server (documenso habit). Services throw it; the error handler turns it into the error body
// of product-decisions section 6 with the message in the caller's language. The label decides the HTTP status, always the
// same one (ERROR_STATUS, docs/decisions/023-error-label-status-map.md); a problem of a form field is a 400 (fieldViolation).

/** The HTTP status of every label the server sends. A new label gets its status here, or the server does not compile. */
export const ERROR_STATUS = {
  'error.unexpected': 500,
  'error.validation': 400,
  'error.incorrectFormData': 400,
  'error.incorrectPassword': 400,
  'error.unauthorized': 401,
  'error.incorrectLogin': 401,
  'error.invalidTwoFactorCode': 401,
  'error.sessionExpired': 401,
  'error.forbidden': 403,
  'error.accessDenied': 403,
  'error.accountInactive': 403,
  'error.notAuthorizedToSendForm': 403,
  // A password, 2FA or e-mail change in a session an admin opened as another user (product-decisions section 11).
  'error.impersonationForbidden': 403,
  'error.notFound': 404,
  'error.routeNotFound': 404,
  'error.landingNotFound': 404,
  'error.userNotFound': 404,
  'error.fileDownload': 404,
  // The KRS register holds no company under the number (KYC questionnaire, issue 12).
  'error.registerNotFound': 404,
  // An unknown, used, replaced or expired link secret (offer, KYC, e-mailed login, activation and reset links).
  'error.tokenInactive': 404,
  'error.conflict': 409,
  'error.leadBelongsToAnotherAdvisor': 409,
  'error.campaignInactive': 409,
  'error.campaignNotStarted': 409,
  'error.campaignFinished': 409,
  'error.offerInvalidTransition': 409,
  // Confirming a payment before the investor submitted the KYC questionnaire (product-decisions section 9).
  'error.kycRequired': 409,
  // The investor panel's "ask my advisor" or correction request on a landing page without an active advisor or admin to
  // write to: the state of the landing page, not a failure of the server (docs/decisions/033).
  'error.noAdvisorAvailable': 409,
  'error.offerOutOfDate': 410,
  'error.formInactive': 410,
  'error.payloadTooLarge': 413,
  // A path parameter too long (414) or a request line and headers over the parser's limit (431, answered with this label).
  'error.requestTooLarge': 414,
  'error.invalidJson': 400,
  'error.unsupportedMediaType': 415,
  'error.offerCannotBeAcceptedMin': 422,
  'error.offerCannotBeAcceptedMax': 422,
  'error.offerCannotBeAcceptedStep': 422,
  'error.tooManyRequests': 429,
  // A public register (KRS, VAT white list) is down or too slow: the KYC form stays fillable by hand.
  'error.registerUnavailable': 503,
  // GET /ready: the database or the file storage of this instance is not usable (issue 17 item 7).
  'error.serviceUnavailable': 503,
} as const satisfies Record<ErrorLabel, number>;

export interface AppErrorOptions {
  violations?: TViolation[];
  params?: Record<string, string | number>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly violations: TViolation[];
  readonly params: Record<string, string | number>;

  constructor(
    readonly label: ErrorLabel,
    options: AppErrorOptions = {},
  ) {
    super(label, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[label];
    this.violations = options.violations ?? [];
    this.params = options.params ?? {};
  }
}

/**
 * The answer to a form whose fields are wrong: always 400, with the violations on their fields. Its label is
 * `error.validation`, or the catalogue's label of the one problem when it has a message of its own (an incorrect password, an
 * invalid code), so the form shows that message too.
 */
export class FieldViolationError extends AppError {
  override readonly statusCode = 400;
}

export const notFound = () => new AppError(ERROR_LABELS.notFound);
export const forbidden = () => new AppError(ERROR_LABELS.forbidden);
export const accessDenied = () => new AppError(ERROR_LABELS.accessDenied);
export const impersonationForbidden = () => new AppError(ERROR_LABELS.impersonationForbidden);
export const unauthorized = () => new AppError(ERROR_LABELS.unauthorized);
export const conflict = () => new AppError(ERROR_LABELS.conflict);
export const landingNotFound = () => new AppError(ERROR_LABELS.landingNotFound);
export const payloadTooLarge = () => new AppError(ERROR_LABELS.payloadTooLarge);
export const unsupportedMediaType = () => new AppError(ERROR_LABELS.unsupportedMediaType);
/** A link's secret that names nothing usable (docs/decisions/023). */
export const tokenInactive = () => new AppError(ERROR_LABELS.tokenInactive);
/** A refresh token or a pending second factor that no longer works (docs/decisions/023). */
export const sessionExpired = () => new AppError(ERROR_LABELS.sessionExpired);

/** One violation of a form field; `code` is a validation message key, or a label of the error catalogue. */
export function violation(
  propertyPath: string,
  code: ValidationMessageKey | ErrorLabel,
  language: Language,
  params: Record<string, string | number> = {},
): TViolation {
  const title = isValidationMessageKey(code)
    ? formatValidationMessage(code, language, params)
    : errorMessage(code, language, params);
  return { propertyPath, title, code };
}

/** 400 with these violations (none: nothing to throw). */
export function invalidFields(violations: TViolation[], options: { cause?: unknown } = {}): FieldViolationError {
  return new FieldViolationError(ERROR_LABELS.validation, { violations, cause: options.cause });
}

/** 400 with one violation on `propertyPath` (see FieldViolationError for the label). */
export function fieldViolation(
  propertyPath: string,
  code: ValidationMessageKey | ErrorLabel,
  language: Language,
  params: Record<string, string | number> = {},
): FieldViolationError {
  const label = isValidationMessageKey(code) ? ERROR_LABELS.validation : code;
  return new FieldViolationError(label, { violations: [violation(propertyPath, code, language, params)] });
}

/** The error body (product-decisions section 6) as the response schema of each listed status. */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ZErrorBodySchema]));
