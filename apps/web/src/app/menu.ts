/** A menu's entries: route-table paths with their Korean labels (the menus themselves: site-map.ts). */
import { unixSeconds } from '@site/contracts/clock';

import { routePath } from './routes';

export interface MenuItem {
  label: string;
  path: string;
  /** the addresses the entry stands for, when wider than its own path (국내형 opens /korea/cross, stands for /korea) */
  section?: string;
}

/** A menu entry; its path must be in the route table (checked at start-up). */
export const menuItem = (label: string, path: string, options: { section?: string } = {}): MenuItem => ({
  label,
  path: routePath(path),
  ...(options.section && { section: options.section }),
});

const isUnder = (pathname: string, section: string): boolean =>
  section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);

/**
 * The one entry to highlight for an address: of the entries whose section holds it, the narrowest, so
 * a virtual sport (/minigame/bet365/horse) lights 가상게임 and not 미니게임 too. Null when none holds it.
 */
export function activeMenuPath(pathname: string, items: readonly MenuItem[]): string | null {
  let best: MenuItem | null = null;
  for (const item of items) {
    const section = item.section ?? item.path;
    if (isUnder(pathname, section) && (!best || section.length > (best.section ?? best.path).length)) best = item;
  }
  return best?.path ?? null;
}

/** SPEC.md §2: links to the Korean-style book carry the current unix time as `time`. */
export const menuHref = (path: string, now: number = Date.now()): string =>
  path.startsWith('/korea') ? `${path}?time=${unixSeconds(now)}` : path;
