import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AlertHost } from '../components/ui/alert-host';
import { ToastStack } from '../components/ui/toast-stack';
import { isRetryLater } from '../lib/api-client';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

/** A busy server (503) is asked again a few times, after the wait it names; any other failure once. */
const BUSY_RETRIES = 3;
const retryRead = (failures: number, error: unknown): boolean => failures < (isRetryLater(error) ? BUSY_RETRIES : 1);
const retryReadAfter = (failures: number, error: unknown): number =>
  (isRetryLater(error) ? error.retryAfterMs : null) ?? Math.min(1000 * 2 ** failures, 30_000);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: retryRead, retryDelay: retryReadAfter },
  },
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
          <ToastStack />
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
