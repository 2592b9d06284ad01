import { ERROR_LABELS } from '@emisja/shared';
import { ApiError } from '@/lib/api-error';

/** Why the offer link no longer leads to an offer: the full-page messages of the public pages. */
export type TOfferUnavailableReason = 'tokenInactive' | 'offerOutOfDate';

/**
 * An unknown token (404 error.tokenInactive, or the older label 'Token is invalid.') and a finished offer or ended campaign
 * (410 error.offerOutOfDate) end the page; any other failure is a message the investor may retry after.
 */
export function offerUnavailableReason(error: unknown): TOfferUnavailableReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.label === ERROR_LABELS.offerOutOfDate || error.status === 410) return 'offerOutOfDate';
  if (error.label === ERROR_LABELS.tokenInactive || error.label === 'Token is invalid.' || error.status === 404) {
    return 'tokenInactive';
  }
  return null;
}
