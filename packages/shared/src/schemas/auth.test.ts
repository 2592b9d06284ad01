import { describe, expect, it } from 'vitest';
import { issuesToViolations } from '../validation/zod.ts';
import {
  ZChangePasswordRequestSchema,
  ZLoginRequestSchema,
  ZLoginResultSchema,
  ZSetPasswordWithTokenRequestSchema,
  ZTwoFactorConfirmRequestSchema,
} from './auth.ts';

describe('auth schemas', () => {
  it('normalises the login e-mail and never trims or checks the strength of the typed password', () => {
    expect(ZLoginRequestSchema.parse({ email: ' Jan@Example.COM ', password: ' old pass ' })).toEqual({
      email: 'jan@example.com',
      password: ' old pass ',
    });
    const missing = ZLoginRequestSchema.safeParse({ email: '', password: '' });
    expect(issuesToViolations(missing.error!.issues, 'en').map((violation) => [violation.propertyPath, violation.title])).toEqual(
      [
        ['email', 'This field is required'],
        ['password', 'This field is required'],
      ],
    );
  });

  it('accepts six-digit codes, typed with spaces too', () => {
    expect(ZTwoFactorConfirmRequestSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const result = ZTwoFactorConfirmRequestSchema.safeParse({ code });
      expect(result.success, code).toBe(false);
      expect(result.error!.issues).toHaveLength(1);
    }
  });

  it('applies the password rule of spec section 5 to new passwords, with one message per field', () => {
    const weak = ZSetPasswordWithTokenRequestSchema.safeParse({ token: 't', password: 'abc', passwordConfirmation: 'abd' });
    expect(issuesToViolations(weak.error!.issues, 'pl').map((violation) => violation.code)).toEqual([
      'validation.passwordTooWeak',
      'validation.passwordsNotIdentical',
    ]);
    const change = ZChangePasswordRequestSchema.safeParse({
      currentPassword: 'x',
      password: 'Nowe-Haslo-1',
      passwordConfirmation: 'Nowe-Haslo-1',
    });
    expect(change.success).toBe(true);
  });

  it('tells the login results apart by type', () => {
    expect(ZLoginResultSchema.parse({ type: 'two-factor-required', twoFactorToken: 't' }).type).toBe('two-factor-required');
    expect(ZLoginResultSchema.safeParse({ type: 'auth-token', accessToken: 'a' }).success).toBe(false);
  });
});
