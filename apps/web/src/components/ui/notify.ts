import type { toast as sonnerToast } from 'sonner';

// The app's notifications without the toaster's code: `notify` loads sonner (~9 kB brotli) when the first notification is
// sent, so a screen that may notify (a failed download, a saved form) does not put sonner in its page's first load (issue
// 16, docs/decisions/059). The Toaster itself (components/ui/toast.tsx) loads lazily with the first render
// (app/provider.tsx); sonner shows a notification sent before it is mounted once it is.

/**
 * How long a notification stays. Issue 18 found spec section 9's 3000 ms too short to read: a success or a note stays 6 s
 * (paused while hovered or focused), an error until it is dismissed (docs/decisions/041).
 */
export const SUCCESS_TOAST_DURATION_MS = 6000;
export const ERROR_TOAST_DURATION_MS = Number.POSITIVE_INFINITY;

type Notification = { title: string; description?: string };

function withSonner(show: (toast: typeof sonnerToast) => void): void {
  // A chunk that cannot load (the network is gone) loses the note, never the page: the caller's own state says the rest.
  import('sonner').then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}

/** The app's notifications; callers pass translated texts, e.g. notify.error({ title: t('...'), description }). */
export const notify = {
  success: ({ title, description }: Notification) => withSonner((toast) => toast.success(title, { description })),
  info: ({ title, description }: Notification) => withSonner((toast) => toast.info(title, { description })),
  error: ({ title, description }: Notification) =>
    withSonner((toast) => toast.error(title, { description, duration: ERROR_TOAST_DURATION_MS })),
};
