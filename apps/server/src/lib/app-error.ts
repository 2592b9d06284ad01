import { ERROR_LABELS, type ErrorLabel, type TViolation } from '@emisja/shared';

// One error type for the whole server (documenso habit). Services throw it; the error handler turns it into the error body
// of product-decisions section 6 with the message in the caller's language.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly label: ErrorLabel,
    options: { violations?: TViolation[]; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(label, { cause: options.cause });
    this.name = 'AppError';
    this.violations = options.violations ?? [];
    this.params = options.params ?? {};
  }
  readonly violations: TViolation[];
  readonly params: Record<string, string | number>;
}

export const notFound = () => new AppError(404, ERROR_LABELS.notFound);
export const forbidden = () => new AppError(403, ERROR_LABELS.forbidden);
export const unauthorized = () => new AppError(401, ERROR_LABELS.unauthorized);
