import { TOAST_SPEED_MS } from '@emisja/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { SUCCESS_TOAST_DURATION_MS } from './notify';

/**
 * Sonner's rich colours with darker texts and borders: its own success green on its pale background is about 4.5:1 at best
 * and read as faint; these are 7:1 and more (WCAG AA asks 4.5:1).
 */
const TOAST_COLOURS = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#86efac',
  '--success-text': '#14532d',
  '--error-bg': '#fef2f2',
  '--error-border': '#fca5a5',
  '--error-text': '#7f1d1d',
  '--info-bg': '#eff6ff',
  '--info-border': '#93c5fd',
  '--info-text': '#1e3a8a',
};

/** Toasts animated in 300 ms (spec section 9, see src/styles/index.css), lasting as SUCCESS/ERROR_TOAST_DURATION_MS say. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-right"
      duration={SUCCESS_TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('common.toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
      style={{ '--toast-speed': `${TOAST_SPEED_MS}ms`, ...TOAST_COLOURS } as CSSProperties}
    />
  );
}
