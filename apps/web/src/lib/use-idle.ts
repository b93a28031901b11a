import { useEffect, useState } from 'react';
import { create } from 'zustand';

/** Set once the first page's own content has rendered (see PageShown in app-routes.tsx). */
const useFirstPage = create<{ shown: boolean }>(() => ({ shown: false }));

export function markFirstPageShown(): void {
  if (!useFirstPage.getState().shown) useFirstPage.setState({ shown: true });
}

/** Calls `callback` once, when the first page's own content has rendered. */
export function onFirstPageShown(callback: () => void): void {
  if (useFirstPage.getState().shown) return callback();
  const unsubscribe = useFirstPage.subscribe((state) => {
    if (!state.shown) return;
    unsubscribe();
    callback();
  });
}

/**
 * False until the first page has rendered and the browser is then idle: for decorations (the news
 * marquee) whose code should not compete with the page itself for the first load.
 */
export function useIdleAfterFirstPage(): boolean {
  const shown = useFirstPage((state) => state.shown);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!shown) return;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, [shown]);
  return idle;
}
