import { useSyncExternalStore } from 'react';

import { BREAKPOINT_DESKTOP } from '@site/contracts/constants';

/** The theme's `lg` breakpoint as a media query: where the layout shows its desktop parts. */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINT_DESKTOP}px)`;

const desktopMedia = (): MediaQueryList | undefined =>
  typeof window === 'undefined' ? undefined : window.matchMedia(DESKTOP_QUERY);

/** Whether the page is laid out for a desktop now; at build time (no window) it is taken to be. */
export const isDesktop = (): boolean => desktopMedia()?.matches ?? true;

function subscribe(onChange: () => void): () => void {
  const media = desktopMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * Follows the desktop breakpoint, for parts that CSS would only hide below it: a phone then neither
 * downloads nor renders them. The prerendered frame renders them (its CSS hides them on a phone).
 */
export const useIsDesktop = (): boolean => useSyncExternalStore(subscribe, isDesktop, () => true);
