import { vi } from 'vitest';

/** Whether a media query's min-width and max-width conditions hold at this width. */
function matchesAt(query: string, width: number): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * Lays the page out as on a phone 425 px wide (jsdom has no matchMedia, and without it every
 * breakpoint hook takes the page for a wide one). Undone by vi.unstubAllGlobals().
 */
export function stubPhoneWidth(width = 425): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesAt(query, width),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
