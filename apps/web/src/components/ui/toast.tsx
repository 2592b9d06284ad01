import { TOAST_DURATION_MS, TOAST_SPEED_MS } from '@emisja/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster, toast } from 'sonner';

/** Toasts with the defaults of spec section 9: shown for 3000 ms, animated in 300 ms (see src/styles/index.css). */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('common.toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
      style={{ '--toast-speed': `${TOAST_SPEED_MS}ms` } as CSSProperties}
    />
  );
}

type Notification = { title: string; description?: string };

/** The app's notifications; callers pass translated texts, e.g. notify.error({ title: t('...'), description }). */
export const notify = {
  success: ({ title, description }: Notification) => toast.success(title, { description }),
  info: ({ title, description }: Notification) => toast.info(title, { description }),
  error: ({ title, description }: Notification) => toast.error(title, { description }),
};
