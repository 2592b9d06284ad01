import { ERROR_LABELS } from '@emisja/shared';
import { ApiError } from '@/lib/api-error';
import { labelOf } from '@/lib/error-messages';

/** Why the offer link no longer leads to an offer: the full-page messages of the public pages. */
export type TOfferUnavailableReason = 'tokenInactive' | 'offerOutOfDate';

/**
 * An unknown token (404 error.tokenInactive, or an older server's alias of it: `labelOf`) and a finished offer or ended campaign
 * (410 error.offerOutOfDate) end the page; any other failure is a message the investor may retry after.
 */
export function offerUnavailableReason(error: unknown): TOfferUnavailableReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.label === ERROR_LABELS.offerOutOfDate || error.status === 410) return 'offerOutOfDate';
  if (labelOf(error) === ERROR_LABELS.tokenInactive || error.status === 404) {
    return 'tokenInactive';
  }
  return null;
}
