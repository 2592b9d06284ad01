import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandingProvider } from '@/features/white-label/components/branding-provider';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// The toaster (sonner, ~9 kB brotli) is no part of the first screen: it loads lazily, requested with the first render, and
// a notification sent before it is mounted shows once it is (sonner replays the active toasts to a new Toaster). `notify`
// (components/ui/notify.ts) loads sonner with the first notification (issue 16, docs/decisions/059).
const Toaster = lazy(() => import('@/components/ui/toast').then(({ Toaster }) => ({ default: Toaster })));

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client; the app creates one. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient: givenQueryClient }: AppProviderProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrandingProvider>{children}</BrandingProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
