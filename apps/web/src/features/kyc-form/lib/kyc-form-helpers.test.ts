import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { caretAfterFormatting, sanitizeDecimalInput } from './decimal-input';
import { kycGoneReason, registerFailure, violationFieldPath } from './kyc-api-errors';

describe('sanitizeDecimalInput (spec section 5)', () => {
  it('takes a comma or a dot and at most 2 decimals, and nothing else', () => {
    expect(sanitizeDecimalInput('12,5')).toBe('12,5');
    expect(sanitizeDecimalInput('12.555')).toBe('12.55');
    expect(sanitizeDecimalInput('1a2,3.4')).toBe('12,34');
    expect(sanitizeDecimalInput('-5 %')).toBe('5');
    expect(sanitizeDecimalInput(',5')).toBe(',5');
  });
});

describe('caretAfterFormatting', () => {
  it('keeps the caret after the same characters once spaces move', () => {
    // '6110|9' typed -> '61 109|'
    expect(caretAfterFormatting('61 109', 5)).toBe(6);
    expect(caretAfterFormatting('61 1090 1014', 2)).toBe(2);
    expect(caretAfterFormatting('61 1090 1014', 3)).toBe(4);
  });
});

describe('violationFieldPath', () => {
  it('reads both path styles of the server', () => {
    expect(violationFieldPath('sanctions[1].percent')).toBe('sanctions.1.percent');
    expect(violationFieldPath('residentialAddress.zipCode')).toBe('residentialAddress.zipCode');
  });
});

describe('the answers that end the form or a register lookup', () => {
  it('tell a submitted form and a dead link from failures worth a retry', () => {
    expect(kycGoneReason(new ApiError(410, 'error.formInactive'))).toBe('formInactive');
    expect(kycGoneReason(new ApiError(404, 'error.tokenInactive'))).toBe('linkInactive');
    expect(kycGoneReason(new ApiError(404, 'error.routeNotFound'))).toBeNull();
    expect(kycGoneReason(new ApiError(404, 'error.routeNotFound'), { isAny404Dead: true })).toBe('linkInactive');
    expect(kycGoneReason(new ApiError(500, 'error.unexpected'))).toBeNull();
  });

  it('tell an unreachable register from an unknown number', () => {
    expect(registerFailure(new ApiError(503, 'error.registerUnavailable'))).toBe('unavailable');
    expect(registerFailure(new ApiError(0, 'error.unexpected'))).toBe('unavailable');
    expect(registerFailure(new ApiError(404, 'error.registerNotFound'))).toBe('notFound');
    expect(registerFailure(new ApiError(400, 'error.validation'))).toBe('other');
  });
});
