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

/** Calls `callback` when the browser is next idle (or after `timeoutMs` at the latest). */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 200);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
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
    return whenIdle(() => setIdle(true));
  }, [shown]);
  return idle;
}
