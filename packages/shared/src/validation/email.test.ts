import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidEmail, isValidEmailList, splitEmailList } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of ['jan@emisja.pl', 'jan.kowalski+inwestor@mail.example.com', "o'brien@example.ie", 'A_B-C@X-Y.COM']) {
      expect(isValidEmail(value)).toBe(true);
    }
  });

  it('rejects malformed addresses', () => {
    for (const value of [
      '',
      'jan',
      'jan@',
      '@emisja.pl',
      'jan@emisja',
      'jan@@emisja.pl',
      'jan kowalski@emisja.pl',
      '.jan@emisja.pl',
      'jan..k@emisja.pl',
      'jan@-emisja.pl',
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects addresses longer than 254 characters', () => {
    const ofLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 68)}.pl`;
    expect(ofLength(254)).toHaveLength(254);
    expect(isValidEmail(ofLength(254))).toBe(true);
    expect(isValidEmail(ofLength(255))).toBe(false);
  });

  it('agrees with the zod 4 e-mail pattern it was copied from', () => {
    for (const value of ['jan@emisja.pl', 'jan..k@emisja.pl', '.jan@emisja.pl', 'jan@emisja', "o'brien@example.ie"]) {
      expect(isValidEmail(value)).toBe(z.regexes.email.test(value));
    }
  });
});

describe('isValidEmailList', () => {
  it('accepts addresses separated by semicolons without spaces', () => {
    expect(isValidEmailList('a@x.pl')).toBe(true);
    expect(isValidEmailList('a@x.pl;b@y.pl')).toBe(true);
    expect(isValidEmailList('a@x.pl;b@y.pl;c@z.com')).toBe(true);
  });

  it('rejects spaces, empty parts, other separators and invalid addresses', () => {
    for (const value of [
      '',
      'a@x.pl; b@y.pl',
      'a@x.pl ;b@y.pl',
      'a@x.pl;',
      ';a@x.pl',
      'a@x.pl;;b@y.pl',
      'a@x.pl,b@y.pl',
      'a@x.pl;b@y',
    ]) {
      expect(isValidEmailList(value)).toBe(false);
    }
  });
});

describe('splitEmailList', () => {
  it('splits on semicolons; empty input is no addresses', () => {
    expect(splitEmailList('a@x.pl;b@y.pl')).toEqual(['a@x.pl', 'b@y.pl']);
    expect(splitEmailList('a@x.pl')).toEqual(['a@x.pl']);
    expect(splitEmailList('')).toEqual([]);
  });
});
