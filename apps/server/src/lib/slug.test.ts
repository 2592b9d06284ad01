import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  const options = { maxLength: 40, fallback: 'tenant' };

  it('drops accents, writes ł as l, lower-cases and joins words with one dash', () => {
    expect(slugify('Zielona Energia – seria A', options)).toBe('zielona-energia-seria-a');
    expect(slugify('Łódzkie Łąki Ślężańskie', options)).toBe('lodzkie-laki-slezanskie');
    expect(slugify('Źródło ĆWICZEŃ, żółć', options)).toBe('zrodlo-cwiczen-zolc');
    expect(slugify('  --Navy   Capital!!  ', options)).toBe('navy-capital');
  });

  it('cuts at the length and leaves no dash at the cut', () => {
    // The 40th character is the dash between the words: the slug must not end with it.
    const name = `${'a'.repeat(39)} bcd`;
    expect(slugify(name, options)).toBe('a'.repeat(39));
    expect(slugify('abcdef ghij', { maxLength: 7, fallback: 'x' })).toBe('abcdef');
    expect(slugify('x'.repeat(80), options)).toHaveLength(40);
  });

  it('falls back when nothing is left of the name', () => {
    expect(slugify('!!! ???', options)).toBe('tenant');
    expect(slugify('', { maxLength: 60, fallback: 'kampania' })).toBe('kampania');
  });
});
