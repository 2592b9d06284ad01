import { contrastRatio, WCAG_AA_CONTRAST } from '@emisja/shared';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { notify, SUCCESS_TOAST_DURATION_MS } from './notify';
import { Toaster } from './toast';

describe('notify', () => {
  it('shows an error notification with its title and text', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );

    act(() => {
      notify.error({ title: 'Błąd', description: 'Brak dostępu' });
    });

    expect(await screen.findByText('Błąd')).toBeInTheDocument();
    expect(screen.getByText('Brak dostępu')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Powiadomienia/ })).toBeInTheDocument();
  });

  describe('how long a notification stays', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps a success for six seconds and an error until it is dismissed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      render(
        <I18nextProvider i18n={i18n}>
          <Toaster />
        </I18nextProvider>,
      );
      act(() => {
        notify.success({ title: 'Zapisano' });
        notify.error({ title: 'Nie udało się' });
      });
      expect(await screen.findByText('Zapisano')).toBeInTheDocument();
      expect(screen.getByText('Nie udało się')).toBeInTheDocument();

      // Past spec section 9's 3 s the success is still there.
      act(() => void vi.advanceTimersByTime(4000));
      expect(screen.getByText('Zapisano')).toBeInTheDocument();

      act(() => void vi.advanceTimersByTime(SUCCESS_TOAST_DURATION_MS));
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();

      // A minute later the error waits for its close button.
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByText('Nie udało się')).toBeInTheDocument();
      const errorToast = screen.getByText('Nie udało się').closest<HTMLElement>('[data-sonner-toast]')!;
      act(() => within(errorToast).getByRole('button', { name: 'Zamknij' }).click());
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Nie udało się')).not.toBeInTheDocument();
    });
  });

  it('writes success, error and info texts at WCAG AA contrast (4.5:1) on their backgrounds', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );
    act(() => {
      notify.success({ title: 'Zapisano', description: 'Oferta została wysłana' });
      notify.error({ title: 'Nie udało się', description: 'Spróbuj ponownie' });
      notify.info({ title: 'Uwaga', description: 'Link wysłano ponownie' });
    });
    // The colours the Toaster sets (decision 041), read from the rendered toaster, not copied here.
    const toaster = (await screen.findByText('Zapisano')).closest<HTMLElement>('[data-sonner-toaster]')!;
    const colourOf = (name: string) => toaster.style.getPropertyValue(name).trim();

    for (const [type, title] of [
      ['success', 'Zapisano'],
      ['error', 'Nie udało się'],
      ['info', 'Uwaga'],
    ] as const) {
      // Sonner paints a rich-coloured toast of this type with these variables, its description in the same colour.
      const toast = screen.getByText(title).closest<HTMLElement>('[data-sonner-toast]')!;
      expect(toast).toHaveAttribute('data-type', type);
      expect(toast).toHaveAttribute('data-rich-colors', 'true');
      const rule = sonnerRule(`[data-rich-colors=true][data-sonner-toast][data-type=${type}]`);
      expect(rule?.style.getPropertyValue('color')).toBe(`var(--${type}-text)`);
      expect(rule?.style.getPropertyValue('background')).toBe(`var(--${type}-bg)`);

      const text = colourOf(`--${type}-text`);
      const background = colourOf(`--${type}-bg`);
      expect(text, type).toMatch(/^#[0-9a-f]{6}$/i);
      expect(background, type).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(text, background), `${type}: ${text} on ${background}`).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    }
  });
});

/** A rule of the stylesheet sonner adds to the document, by its exact selector. */
function sonnerRule(selector: string): CSSStyleRule | undefined {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === selector);
}
