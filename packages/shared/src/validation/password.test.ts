import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.ts';

describe('isStrongPassword', () => {
  it('accepts 8+ characters with lower, upper, digit and special character', () => {
    expect(isStrongPassword('Demo1234!')).toBe(true);
    expect(isStrongPassword('Aa1!aaaa')).toBe(true);
    expect(isStrongPassword('Zażółć1#')).toBe(true);
  });

  it('rejects a password missing any one requirement', () => {
    expect(isStrongPassword('Aa1!aaa')).toBe(false); // 7 characters
    expect(isStrongPassword('aa1!aaaa')).toBe(false); // no upper case
    expect(isStrongPassword('AA1!AAAA')).toBe(false); // no lower case
    expect(isStrongPassword('Aa!!aaaa')).toBe(false); // no digit
    expect(isStrongPassword('Aa1aaaaa')).toBe(false); // no special character
    expect(isStrongPassword('Aa1 aaaa')).toBe(false); // a space is not a special character
    expect(isStrongPassword('')).toBe(false);
  });

  it('counts Polish letters as letters, not special characters', () => {
    expect(isStrongPassword('Ąaaaaaa1')).toBe(false);
    expect(isStrongPassword('ąaaaaa1!')).toBe(false);
  });
});
