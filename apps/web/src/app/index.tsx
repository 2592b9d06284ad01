import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** main.tsx passes the query client it has already set to work (see there); without one the app makes its own. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
