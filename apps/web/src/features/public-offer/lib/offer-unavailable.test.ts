import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { offerUnavailableReason } from './offer-unavailable';
import { offerPdfFileName } from './offer-pdf-file-name';

describe('offerUnavailableReason', () => {
  it('tells the dead link and the out-of-date offer from failures worth a retry', () => {
    expect(offerUnavailableReason(new ApiError(404, 'error.tokenInactive'))).toBe('tokenInactive');
    expect(offerUnavailableReason(new ApiError(404, 'Token is invalid.'))).toBe('tokenInactive');
    // An older server's alias of error.tokenInactive, whatever its status.
    expect(offerUnavailableReason(new ApiError(401, 'Token is invalid.'))).toBe('tokenInactive');
    expect(offerUnavailableReason(new ApiError(410, 'error.offerOutOfDate'))).toBe('offerOutOfDate');
    expect(offerUnavailableReason(new ApiError(409, 'error.offerInvalidTransition'))).toBeNull();
    expect(offerUnavailableReason(new ApiError(500, 'error.unexpected'))).toBeNull();
    expect(offerUnavailableReason(new Error('boom'))).toBeNull();
  });
});

describe('offerPdfFileName', () => {
  it('names the PDF after the product code', () => {
    expect(offerPdfFileName('SERIA-A')).toBe('oferta-SERIA-A.pdf');
    expect(offerPdfFileName('Seria A/2026')).toBe('oferta-Seria-A-2026.pdf');
  });
});
