import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AlertHost } from '../components/ui/alert-host';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The theme goes through @mui/system's provider: @mui/material's own also ships the CSS-variables
 * provider, which this site does not use, in the code every page waits for (docs/decisions/002).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {children}
        <AlertHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
