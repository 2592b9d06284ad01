import { THEMES, type ThemeName } from '@emisja/shared';
import type { TThemeColors } from './resolve-branding';

// The theme of spec section 4: a class on <html> plus three CSS variables that the Tailwind tokens read
// (bg-primary, hover:bg-primary-hover, bg-highlight; see src/styles/index.css). The colours are set here for every
// theme, straight from THEME_COLORS, so they are written once; setting them through the CSSOM is allowed by the CSP.

export const THEME_VARIABLES = {
  primary: '--color-primary',
  primaryHover: '--color-primary-hover',
  highlight: '--color-highlight',
} as const satisfies Record<keyof TThemeColors, string>;

export function applyTheme(theme: ThemeName, colors: TThemeColors, root: HTMLElement = document.documentElement): void {
  root.classList.remove(...THEMES);
  root.classList.add(theme);
  for (const key of Object.keys(THEME_VARIABLES) as (keyof TThemeColors)[]) {
    root.style.setProperty(THEME_VARIABLES[key], colors[key]);
  }
}
