// Contrast of the theme colours (issue 14: "a warning when text on them falls below WCAG AA contrast"). The web warns in the
// branding editor, the server's tests check the demo themes; one formula, WCAG 2.x relative luminance and contrast ratio.

/** `#rgb` or `#rrggbb`, any case. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** WCAG 2.x level AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

/** The text colour the theme puts on its buttons (bg-primary, hover:bg-primary-hover) and the page background. */
export const THEME_TEXT_ON_PRIMARY = '#ffffff';
export const PAGE_BACKGROUND = '#ffffff';

function channels(hex: string): [number, number, number] {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new RangeError(`Not a hex colour: '${hex}'`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two hex colours, 1 to 21 (order does not matter). Throws a RangeError for a non-colour. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The pairs of a theme whose text must be readable (default, hover, highlight: spec section 3's themeColors). */
export const THEME_CONTRAST_PAIRS = [
  /** White button text on the primary colour (bg-primary). */
  { id: 'buttonText', text: 'white', background: 'default' },
  /** White button text on the hover colour. */
  { id: 'buttonHoverText', text: 'white', background: 'hover' },
  /** Headings and links (text-primary) on the white page. */
  { id: 'headingOnPage', text: 'default', background: 'page' },
  /** Text in the primary colour on highlighted areas (bg-highlight). */
  { id: 'headingOnHighlight', text: 'default', background: 'highlight' },
] as const;
export type TThemeContrastPairId = (typeof THEME_CONTRAST_PAIRS)[number]['id'];

export interface TThemeContrastCheck {
  id: TThemeContrastPairId;
  text: string;
  background: string;
  ratio: number;
  /** ratio >= 4.5 (WCAG AA, normal text). */
  passesAA: boolean;
}

/**
 * The contrast of each pair of THEME_CONTRAST_PAIRS for three colours (default, hover, highlight); the web warns for every
 * pair that does not pass AA. Colours that are not hex colours throw a RangeError.
 */
export function checkThemeContrast(colors: { default: string; hover: string; highlight: string }): TThemeContrastCheck[] {
  const colorOf = (name: 'white' | 'page' | 'default' | 'hover' | 'highlight'): string =>
    name === 'white' ? THEME_TEXT_ON_PRIMARY : name === 'page' ? PAGE_BACKGROUND : colors[name];
  return THEME_CONTRAST_PAIRS.map((pair) => {
    const text = colorOf(pair.text);
    const background = colorOf(pair.background);
    const ratio = contrastRatio(text, background);
    return { id: pair.id, text, background, ratio, passesAA: ratio >= WCAG_AA_CONTRAST };
  });
}

/** 'default,hover,highlight' as three colours, or null when it is not three `#rrggbb` colours. */
export function parseThemeColorList(
  value: string | null | undefined,
): { default: string; hover: string; highlight: string } | null {
  if (!value || !/^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/.test(value)) return null;
  const [first = '', hover = '', highlight = ''] = value.split(',');
  return { default: first, hover, highlight };
}
