import { ERROR_LABELS } from '@emisja/shared';
import { ApiError } from '@/lib/api-error';
import { labelOf } from '@/lib/error-messages';

/**
 * Answers that end the questionnaire whatever call met them: the form was submitted meanwhile (410 `error.formInactive`,
 * e.g. in another tab: the page shows the preview) or the link is dead (404 `error.tokenInactive`: unknown, expired or
 * replaced by a newer invitation).
 */
export type TKycGoneReason = 'formInactive' | 'linkInactive';

export function kycGoneReason(error: unknown, { isAny404Dead = false }: { isAny404Dead?: boolean } = {}): TKycGoneReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.label === ERROR_LABELS.formInactive || error.status === 410) return 'formInactive';
  if (labelOf(error) === ERROR_LABELS.tokenInactive) return 'linkInactive';
  // The page's own GET: a link that leads nowhere is dead, whatever the label (as on the public offer pages).
  return isAny404Dead && error.status === 404 ? 'linkInactive' : null;
}

/** The public registers (KRS, VAT white list): unreachable (503, or no answer at all), unknown number, or something else. */
export type TRegisterFailure = 'unavailable' | 'notFound' | 'other';

export function registerFailure(error: unknown): TRegisterFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.label === ERROR_LABELS.registerUnavailable || error.status === 503 || error.status === 504 || error.status === 0) {
    return 'unavailable';
  }
  if (error.label === ERROR_LABELS.registerNotFound || (error.status === 404 && error.label === ERROR_LABELS.notFound)) {
    return 'notFound';
  }
  return 'other';
}

/** A violation's property path as the form field it names: 'sanctions[1].percent' -> 'sanctions.1.percent'. */
export function violationFieldPath(propertyPath: string): string {
  return propertyPath.replace(/\[(\d+)\]/g, '.$1');
}
