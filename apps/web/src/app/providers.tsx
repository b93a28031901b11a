import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AlertHost } from '../components/ui/alert-host';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: 1 } },
});

// Every style MUI inserts goes through this cache, which puts the page's CSP nonce on it.
const styleCache = createStyleCache();

/**
 * The theme goes through @mui/system's provider: @mui/material's own also ships the CSS-variables
 * provider, which this site does not use, in the code every page waits for (docs/decisions/002).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          {children}
          <AlertHost />
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
