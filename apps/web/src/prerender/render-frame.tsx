/**
 * Build-time only (apps/web/build/prerender.ts): renders a route's first frame — the layout with its
 * header and menus, the page's title and its loading rows — to HTML with the real components, so the
 * server can send it and the browser paints the page before the scripts have run. Signed out, no data:
 * what any visitor sees in the moment before the first answers arrive. React then renders the real
 * site beside it and takes the frame away (main.tsx, docs/decisions/021).
 */
// First: the modules below read Web Storage as they are evaluated.
import { visitAt } from './visitor-globals';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useLocation } from 'react-router';

import { CSP_NONCE_PLACEHOLDER } from '@site/contracts/constants';

import { AppRoutes } from '../app/app-routes';
import { routes } from '../app/routes';
import { theme } from '../app/theme';

/** The routes worth a frame: open to everyone, in the main layout, one address each (no parameters). */
export const framedPaths: readonly string[] = routes
  .filter((entry) => entry.access === 'everyone' && entry.layout === 'main' && !entry.path.includes(':'))
  .map((entry) => entry.path);

function RoutesHere() {
  return <AppRoutes location={useLocation()} />;
}

/**
 * The HTML of `path`'s frame; emotion's <style> elements inline, carrying the CSP nonce placeholder.
 * A prerender first waits for every lazy piece the page shows to load; the frame is then rendered to a
 * string, whole: the prerender's own output would stream large parts apart behind inline scripts that
 * put them in place (which the CSP refuses, and which a frame should not need).
 */
export async function renderFrame(path: string): Promise<string> {
  visitAt(path);
  const { prelude } = await prerenderToNodeStream(frameOf(path));
  for await (const chunk of prelude) void chunk;
  const html = renderToString(frameOf(path));
  // What renderToString leaves for a part still loading: its fallback, marked for the client to render.
  if (html.includes('<!--$!') || html.includes('<script'))
    throw new Error(`${path}: part of the page is still loading`);
  return html;
}

/** The site's routes at `path` with a fresh style cache and query client: all the style it needs, no data. */
function frameOf(path: string) {
  const styleCache = createCache({ key: 'css', nonce: CSP_NONCE_PLACEHOLDER });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <StrictMode>
      <StaticRouter location={path}>
        <CacheProvider value={styleCache}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <RoutesHere />
            </ThemeProvider>
          </QueryClientProvider>
        </CacheProvider>
      </StaticRouter>
    </StrictMode>
  );
}
