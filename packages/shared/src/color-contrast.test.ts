import { describe, expect, it } from 'vitest';
import { checkThemeContrast, contrastRatio } from './color-contrast.ts';
import { THEME_COLORS } from './constants.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The WCAG reference value for #777 on white is 4.48: just below AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('refuses what is not a colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(RangeError);
  });

  it('passes the built-in themes and flags a pale primary colour', () => {
    for (const theme of Object.values(THEME_COLORS)) {
      expect(checkThemeContrast(theme).every((check) => check.passesAA)).toBe(true);
    }
    const pale = checkThemeContrast({ default: '#ffdd00', hover: '#000000', highlight: '#ffffff' });
    expect(pale.filter((check) => !check.passesAA).map((check) => check.id)).toEqual([
      'buttonText',
      'headingOnPage',
      'headingOnHighlight',
    ]);
  });
});
