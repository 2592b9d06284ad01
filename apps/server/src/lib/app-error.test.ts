import { ERROR_LABELS, ERROR_MESSAGES } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, fieldViolation, invalidFields, tokenInactive, sessionExpired } from './app-error.ts';

describe('the label -> status map (docs/decisions/023-error-label-status-map.md)', () => {
  it('gives every label of the catalogue one status, and nothing else', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.values(ERROR_LABELS).sort());
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('makes an error of a label always answer with that label’s status', () => {
    for (const label of Object.values(ERROR_LABELS)) expect(new AppError(label).statusCode).toBe(ERROR_STATUS[label]);
  });

  it('answers a link secret that works no more with 404 and a session that ended with 401, each with its own label', () => {
    expect(tokenInactive()).toMatchObject({ statusCode: 404, label: 'error.tokenInactive' });
    expect(sessionExpired()).toMatchObject({ statusCode: 401, label: 'error.sessionExpired' });
    expect(ERROR_MESSAGES.en['error.sessionExpired']).not.toBe(ERROR_MESSAGES.en['error.tokenInactive']);
  });

  it('answers a form field problem with 400, labelled by the catalogue when it has a message of its own', () => {
    const required = fieldViolation('file', 'validation.required', 'en');
    expect(required).toMatchObject({
      statusCode: 400,
      label: 'error.validation',
      violations: [{ propertyPath: 'file', title: 'This field is required', code: 'validation.required' }],
    });
    const code = fieldViolation('code', ERROR_LABELS.invalidTwoFactorCode, 'pl');
    expect(code).toMatchObject({
      statusCode: 400,
      label: 'error.invalidTwoFactorCode',
      violations: [{ propertyPath: 'code', title: ERROR_MESSAGES.pl['error.invalidTwoFactorCode'] }],
    });
    expect(invalidFields([])).toMatchObject({ statusCode: 400, label: 'error.validation', violations: [] });
  });
});
