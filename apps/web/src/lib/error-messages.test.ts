import { ERROR_LABELS } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage, labelOf, violationMessage } from './error-messages';
import { createI18n } from './i18n';

describe('labelOf', () => {
  it("reads an older server's text as the catalogue label it stands for, and nothing from a non-API error", () => {
    expect(labelOf(new ApiError(401, 'Token is invalid.'))).toBe(ERROR_LABELS.tokenInactive);
    expect(labelOf(new ApiError(401, 'Bad credentials'))).toBe(ERROR_LABELS.incorrectLogin);
    expect(labelOf(new ApiError(404, 'User with the given email not found'))).toBe(ERROR_LABELS.userNotFound);
    expect(labelOf(new ApiError(409, ERROR_LABELS.campaignFinished))).toBe(ERROR_LABELS.campaignFinished);
    expect(labelOf(new Error('boom'))).toBeNull();
  });
});

describe('errorMessage', () => {
  const en = createI18n();
  void en.changeLanguage('en');
  const t = en.t;

  it('translates the label of the catalogue', () => {
    expect(errorMessage(new ApiError(401, ERROR_LABELS.incorrectLogin), t)).toBe('Incorrect login and/or password');
    expect(errorMessage(new ApiError(410, ERROR_LABELS.tokenInactive), t)).toBe('The token is no longer active');
    expect(errorMessage(new ApiError(404, ERROR_LABELS.userNotFound), t)).toBe(
      'No user with the specified email address was found',
    );
  });

  it('prefers the label over the violations', () => {
    const error = new ApiError(409, ERROR_LABELS.campaignFinished, [
      { propertyPath: 'campaign', title: 'is finished', code: 'finished' },
    ]);
    expect(errorMessage(error, t)).toBe('The campaign has already been completed');
  });

  it('shows the first violation as capitalised property path + title', () => {
    const error = new ApiError(400, ERROR_LABELS.validation, [
      { propertyPath: 'investmentValue', title: 'must be a multiple of 1000', code: 'step' },
      { propertyPath: 'email', title: 'is invalid', code: 'email' },
    ]);
    expect(errorMessage(error, t)).toBe('InvestmentValue: must be a multiple of 1000');
  });

  it('shows the first violation for a label it does not know', () => {
    const error = new ApiError(400, 'error.somethingNew', [{ propertyPath: 'zipCode', title: 'is wrong', code: 'zip' }]);
    expect(errorMessage(error, t)).toBe('ZipCode: is wrong');
  });

  it("shows the validation label's own message when there is no violation", () => {
    expect(errorMessage(new ApiError(400, ERROR_LABELS.validation), t)).toBe('Incorrect form data');
  });

  it('turns error.unexpected into the default message, even with violations', () => {
    const error = new ApiError(500, ERROR_LABELS.unexpected, [{ propertyPath: 'x', title: 'y', code: 'z' }]);
    expect(errorMessage(error, t)).toBe('Something went wrong. Please try again later.');
  });

  it('gives the default message for anything that is not an API error', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('Something went wrong. Please try again later.');
    expect(errorMessage(new ApiError(400, 'error.somethingNew'), t)).toBe('Something went wrong. Please try again later.');
  });

  it("fills placeholders from params, else keeps the server's filled-in message", () => {
    const error = new ApiError(
      422,
      ERROR_LABELS.offerCannotBeAcceptedMin,
      [],
      'The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN',
    );
    expect(errorMessage(error, t, { min: '5 000.00 PLN' })).toBe(
      'The offer cannot be accepted: the minimum investment amount is 5 000.00 PLN',
    );
    expect(errorMessage(error, t)).toBe('The offer cannot be accepted: the minimum investment amount is 1 000.00 PLN');
  });

  it('answers in the language of the t function', () => {
    const pl = createI18n();
    expect(errorMessage(new ApiError(401, ERROR_LABELS.incorrectLogin), pl.t)).toBe('Niepoprawny login i/lub hasło');
    expect(errorMessage(undefined, pl.t)).toBe('Coś poszło nie tak. Spróbuj ponownie później.');
  });
});

describe('violationMessage', () => {
  it('leaves out an empty property path', () => {
    expect(violationMessage({ propertyPath: '', title: 'Incorrect form data', code: 'invalid' })).toBe('Incorrect form data');
  });
});
