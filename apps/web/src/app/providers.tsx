import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';

import { theme } from './theme';

/**
 * The theme goes through @mui/system's provider: @mui/material's own also ships the CSS-variables
 * provider, which this site does not use, in the code every page waits for (docs/decisions/002).
 * TanStack Query's provider joins here with the first server query (issue 3).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
