/** The site's menus, as lists of route-table paths with their Korean labels. */
import type { CasinoProduct } from '@site/contracts/casino';
import { unixSeconds } from '@site/contracts/clock';

import type { BookWindowType } from '../features/sports-menu/api/open-game';
import { ko } from '../i18n/ko';
import { routePath } from './routes';

export interface MenuItem {
  label: string;
  path: string;
  /** SPEC.md §2: the European and in-play entries open a confirmation and a new window, not a route. */
  bookWindow?: BookWindowType;
  /** SPEC.md §2: the live casino and slot entries open the game launcher's confirmation, not a route. */
  casino?: CasinoProduct;
  /** the addresses the entry stands for, when wider than its own path (국내형 opens /korea/cross, stands for /korea) */
  section?: string;
}

/** A menu entry; its path must be in the route table (checked at start-up). */
export const menuItem = (
  label: string,
  path: string,
  options: { bookWindow?: BookWindowType; casino?: CasinoProduct; section?: string } = {},
): MenuItem => ({
  label,
  path: routePath(path),
  ...(options.bookWindow && { bookWindow: options.bookWindow }),
  ...(options.casino && { casino: options.casino }),
  ...(options.section && { section: options.section }),
});

export const topMenu: readonly MenuItem[] = [
  menuItem(ko.nav.korea, '/korea/cross', { section: '/korea' }),
  menuItem(ko.nav.europe, '/europe', { bookWindow: 'EU' }),
  menuItem(ko.nav.inplay, '/inplay', { bookWindow: 'IN' }),
  menuItem(ko.nav.minigame, '/minigame'),
  menuItem(ko.nav.virtuals, '/minigame/bet365/soccer', { section: '/minigame/bet365' }),
  menuItem(ko.nav.casino, '/casino', { casino: 'casino' }),
  menuItem(ko.nav.slot, '/slot', { casino: 'slot' }),
  menuItem(ko.nav.tournament, '/tournament'),
  menuItem(ko.nav.event, '/event'),
  menuItem(ko.nav.betResult, '/bet_result'),
  menuItem(ko.nav.gameResult, '/game_result'),
  menuItem(ko.nav.customer, '/customer'),
];

export const footerMenu = {
  charge: menuItem(ko.footer.charge, '/charge'),
  exchange: menuItem(ko.footer.exchange, '/exchange'),
  home: menuItem(ko.footer.home, '/'),
  event: menuItem(ko.footer.event, '/event'),
  customer: menuItem(ko.footer.customer, '/customer'),
} as const;

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
