import { ERROR_LABELS } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { kycGoneReason, registerFailure, violationFieldPath } from './kyc-api-errors';

describe('kycGoneReason', () => {
  it('ends the questionnaire on a submitted form or a dead link, under its label or an older alias', () => {
    expect(kycGoneReason(new ApiError(410, ERROR_LABELS.formInactive))).toBe('formInactive');
    expect(kycGoneReason(new ApiError(404, ERROR_LABELS.tokenInactive))).toBe('linkInactive');
    expect(kycGoneReason(new ApiError(401, 'Token is invalid.'))).toBe('linkInactive');
    expect(kycGoneReason(new ApiError(422, ERROR_LABELS.validation))).toBeNull();
    expect(kycGoneReason(new Error('boom'))).toBeNull();
  });

  it("takes any 404 as a dead link only for the page's own GET", () => {
    expect(kycGoneReason(new ApiError(404, ERROR_LABELS.notFound))).toBeNull();
    expect(kycGoneReason(new ApiError(404, ERROR_LABELS.notFound), { isAny404Dead: true })).toBe('linkInactive');
  });
});

describe('registerFailure', () => {
  it('tells an unreachable register from an unknown number', () => {
    expect(registerFailure(new ApiError(503, ERROR_LABELS.registerUnavailable))).toBe('unavailable');
    expect(registerFailure(new ApiError(0, ERROR_LABELS.unexpected))).toBe('unavailable');
    expect(registerFailure(new ApiError(404, ERROR_LABELS.registerNotFound))).toBe('notFound');
    expect(registerFailure(new ApiError(400, ERROR_LABELS.validation))).toBe('other');
  });
});

describe('violationFieldPath', () => {
  it('turns an array index into a form path', () => {
    expect(violationFieldPath('sanctions[1].percent')).toBe('sanctions.1.percent');
  });
});
