import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router';

import { App } from './app/app';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { onFirstPageShown, whenIdle } from './lib/use-idle';
import { applyStoredViewport } from './lib/viewport';

/**
 * Past this, the prerendered frame gives way even if no page has shown (a failed page load, an error
 * page): the member then sees what the app shows rather than a frame that does nothing.
 */
const FRAME_LONGEST_MS = 8_000;

applyStoredViewport();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The server sent this page's first frame (apps/web/build/prerender.ts) beside #root; the app renders
// unseen over the same place (index.html's style) and the frame leaves once the page has shown, in one
// paint, so nothing moves and the title painted first stays the largest paint (docs/decisions/021).
const frame = document.getElementById('frame');
if (frame) {
  const dropFrame = () => frame.remove();
  onFirstPageShown(dropFrame);
  setTimeout(dropFrame, FRAME_LONGEST_MS);
}

// The first page's code (its route's lazy chunk) is asked for now, beside the first render, not once the
// guards have passed it (docs/decisions/047); React's lazy page then finds it loaded or on its way.
routes
  .find((entry) => matchPath(entry.path, location.pathname))
  ?.load()
  .catch(() => {});

// A transition, so React renders the shell in slices and yields to the browser between them: a
// default-priority first render is one task as long as the whole shell (docs/decisions/020). The
// frame is on screen meanwhile, so nothing waits on it.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});

// The fonts' faces (one per Unicode slice) restyle and lay out every text on the page when their sheet
// arrives, and again as each face loads: after the first page has shown, that is the page alone, not the
// page and the frame beside it in the middle of booting (docs/decisions/047).
onFirstPageShown(() => void import('./styles/fonts'));

// The service worker and the watch for a new build (docs/decisions/040) wait until the first page has
// shown and the browser is idle: nothing of them is needed to see the page. The dev server has no build.
if (import.meta.env.PROD) {
  onFirstPageShown(() =>
    whenIdle(() => void import('./lib/pwa/register').then(({ startInstallableApp }) => startInstallableApp())),
  );
}
