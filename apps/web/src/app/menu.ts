/** The site's menus, as lists of route-table paths with their Korean labels. */
import { unixSeconds } from '@site/contracts/clock';

import type { BookWindowType } from '../features/sports-menu/api/open-game';
import { ko } from '../i18n/ko';
import { routePath } from './routes';

export interface MenuItem {
  label: string;
  path: string;
  /** SPEC.md §2: the European and in-play entries open a confirmation and a new window, not a route. */
  bookWindow?: BookWindowType;
}

/** A menu entry; its path must be in the route table (checked at start-up). */
export const menuItem = (label: string, path: string, bookWindow?: BookWindowType): MenuItem => ({
  label,
  path: routePath(path),
  ...(bookWindow && { bookWindow }),
});

export const topMenu: readonly MenuItem[] = [
  menuItem(ko.nav.korea, '/korea/cross'),
  menuItem(ko.nav.europe, '/europe', 'EU'),
  menuItem(ko.nav.inplay, '/inplay', 'IN'),
  menuItem(ko.nav.minigame, '/minigame'),
  menuItem(ko.nav.virtuals, '/minigame/bet365/soccer'),
  menuItem(ko.nav.casino, '/casino'),
  menuItem(ko.nav.slot, '/slot'),
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

/** SPEC.md §2: links to the Korean-style book carry the current unix time as `time`. */
export const menuHref = (path: string, now: number = Date.now()): string =>
  path.startsWith('/korea') ? `${path}?time=${unixSeconds(now)}` : path;
