import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toast';
import { BrandingProvider } from '@/features/white-label/components/branding-provider';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

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
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
