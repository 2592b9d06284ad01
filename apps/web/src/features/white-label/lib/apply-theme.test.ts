/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { THEME_COLORS } from '@emisja/shared';
import { describe, expect, it } from 'vitest';
import { applyTheme, THEME_VARIABLES } from './apply-theme';
import { parseThemeColors } from './resolve-branding';

function variables(root: HTMLElement) {
  return {
    primary: root.style.getPropertyValue('--color-primary'),
    primaryHover: root.style.getPropertyValue('--color-primary-hover'),
    highlight: root.style.getPropertyValue('--color-highlight'),
  };
}

describe('applyTheme', () => {
  const root = document.documentElement;

  it('applies theme-default with its colours', () => {
    applyTheme('theme-default', { primary: '#000000', primaryHover: '#111827', highlight: '#f9fafb' });

    expect(root).toHaveClass('theme-default');
    expect(variables(root)).toEqual({ primary: '#000000', primaryHover: '#111827', highlight: '#f9fafb' });
  });

  it('applies theme-navy with its colours and drops the previous theme class', () => {
    applyTheme('theme-default', { primary: '#000000', primaryHover: '#111827', highlight: '#f9fafb' });
    applyTheme('theme-navy', { primary: '#172554', primaryHover: '#1f3169', highlight: '#eff6ff' });

    expect(root).toHaveClass('theme-navy');
    expect(root).not.toHaveClass('theme-default');
    expect(variables(root)).toEqual({ primary: '#172554', primaryHover: '#1f3169', highlight: '#eff6ff' });
  });

  it('applies theme-custom with the admin colours (default, hover, highlight)', () => {
    const colors = parseThemeColors('#aaaaaa,#bbbbbb,#cccccc');
    if (!colors) throw new Error('colours expected');
    applyTheme('theme-custom', colors);

    expect(root).toHaveClass('theme-custom');
    expect(variables(root)).toEqual({ primary: '#aaaaaa', primaryHover: '#bbbbbb', highlight: '#cccccc' });
  });

  it('keeps classes that are not themes', () => {
    root.classList.add('some-other-class');
    applyTheme('theme-navy', { primary: '#172554', primaryHover: '#1f3169', highlight: '#eff6ff' });

    expect(root).toHaveClass('some-other-class', 'theme-navy');
  });
});

describe('stylesheet theme tokens', () => {
  it('declares the variables apply-theme sets, with the default theme for the first paint', () => {
    // Read from disk: vitest hands CSS imports to tests as empty modules.
    const css = readFileSync(resolve(import.meta.dirname, '../../../styles/index.css'), 'utf8');
    const defaults = THEME_COLORS['theme-default'];
    expect(css).toContain(`${THEME_VARIABLES.primary}: ${defaults.default};`);
    expect(css).toContain(`${THEME_VARIABLES.primaryHover}: ${defaults.hover};`);
    expect(css).toContain(`${THEME_VARIABLES.highlight}: ${defaults.highlight};`);
  });
});
