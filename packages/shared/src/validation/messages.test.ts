import { describe, expect, it } from 'vitest';
import { formatValidationMessage, isValidationMessageKey, VALIDATION_MESSAGES, type ValidationMessageKey } from './messages.ts';

const KEYS = Object.keys(VALIDATION_MESSAGES.en) as ValidationMessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('VALIDATION_MESSAGES', () => {
  it('has the same keys in Polish and English', () => {
    expect(Object.keys(VALIDATION_MESSAGES.pl).sort()).toEqual([...KEYS].sort());
  });

  it('uses the same placeholders in both languages, and the two texts differ', () => {
    for (const key of KEYS) {
      expect(placeholders(VALIDATION_MESSAGES.pl[key]), key).toEqual(placeholders(VALIDATION_MESSAGES.en[key]));
      expect(VALIDATION_MESSAGES.pl[key], key).not.toBe(VALIDATION_MESSAGES.en[key]);
    }
  });

  it('keeps the English texts the specification gives (section 5)', () => {
    expect(VALIDATION_MESSAGES.en['validation.required']).toBe('This field is required');
    expect(VALIDATION_MESSAGES.en['validation.emailList']).toBe('Incorrect email address(es)');
    expect(VALIDATION_MESSAGES.en['validation.sanctionsPercentagesTotal']).toBe('Total percentage exceeds 100%');
    expect(VALIDATION_MESSAGES.en['validation.companyRegisterNumberMissing']).toBe('The company register number is missing');
    expect(VALIDATION_MESSAGES.en['validation.bankAccount']).toBe('Incorrect bank account or IBAN');
    expect(VALIDATION_MESSAGES.en['validation.passwordsNotIdentical']).toBe('Passwords must be identical');
  });

  it('has the Polish texts', () => {
    expect(VALIDATION_MESSAGES.pl['validation.required']).toBe('To pole jest wymagane');
    expect(VALIDATION_MESSAGES.pl['validation.emailList']).toBe('Niepoprawny adres(y) e-mail');
    expect(VALIDATION_MESSAGES.pl['validation.sanctionsPercentagesTotal']).toBe('Suma procentów przekracza 100%');
  });

  it('writes the fixed business limits of spec section 9 into the text', () => {
    expect(VALIDATION_MESSAGES.en['validation.passwordTooWeak']).toContain('at least 8 characters');
    expect(VALIDATION_MESSAGES.pl['validation.invitationMessageTooShort']).toContain('co najmniej 10 znaków');
    expect(VALIDATION_MESSAGES.en['validation.documentExpiryTooSoon']).toBe(
      'The document expiry date cannot be earlier than 7 days from today',
    );
  });
});

describe('formatValidationMessage', () => {
  it('fills placeholders from params', () => {
    expect(formatValidationMessage('validation.minLength', 'en', { min: 3 })).toBe('Minimum number of characters: 3');
    expect(formatValidationMessage('validation.maxValue', 'pl', { max: '100' })).toBe('Maksymalna wartość to 100');
  });

  it('returns a text without placeholders as it is', () => {
    expect(formatValidationMessage('validation.required', 'pl')).toBe('To pole jest wymagane');
    expect(formatValidationMessage('validation.required', 'en', { min: 1 })).toBe('This field is required');
  });
});

describe('isValidationMessageKey', () => {
  it('knows our keys only', () => {
    expect(isValidationMessageKey('validation.pesel')).toBe(true);
    expect(isValidationMessageKey('validation.unknown')).toBe(false);
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey('This field is required')).toBe(false);
  });
});
