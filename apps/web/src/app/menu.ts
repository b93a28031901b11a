/** The site's menus, as lists of route-table paths with their Korean labels. */
import { unixSeconds } from '@site/contracts/clock';
import { sportFlag, sportTabs } from '@site/contracts/sports';

import type { BookWindowType } from '../features/sports-menu/api/open-game';
import { ko } from '../i18n/ko';
import { routePath } from './routes';

export interface MenuItem {
  label: string;
  path: string;
  /** SPEC.md §2: the European and in-play entries open a confirmation and a new window, not a route. */
  bookWindow?: BookWindowType;
}

const item = (label: string, path: string, bookWindow?: BookWindowType): MenuItem => ({
  label,
  path: routePath(path),
  ...(bookWindow && { bookWindow }),
});

export const topMenu: readonly MenuItem[] = [
  item(ko.nav.korea, '/korea/cross'),
  item(ko.nav.europe, '/europe', 'EU'),
  item(ko.nav.inplay, '/inplay', 'IN'),
  item(ko.nav.minigame, '/minigame'),
  item(ko.nav.virtuals, '/minigame/bet365/soccer'),
  item(ko.nav.casino, '/casino'),
  item(ko.nav.slot, '/slot'),
  item(ko.nav.tournament, '/tournament'),
  item(ko.nav.event, '/event'),
  item(ko.nav.betResult, '/bet_result'),
  item(ko.nav.gameResult, '/game_result'),
  item(ko.nav.customer, '/customer'),
];

export const footerMenu = {
  charge: item(ko.footer.charge, '/charge'),
  exchange: item(ko.footer.exchange, '/exchange'),
  home: item(ko.footer.home, '/'),
  event: item(ko.footer.event, '/event'),
  customer: item(ko.footer.customer, '/customer'),
} as const;

export const koreaShortcuts: readonly MenuItem[] = [
  item(ko.pages.koreaCross.title, '/korea/cross'),
  item(ko.pages.koreaWintielose.title, '/korea/wintielose'),
  item(ko.pages.koreaHandicap.title, '/korea/handicap'),
  item(ko.pages.koreaSpecial.title, '/korea/special'),
  item(ko.pages.koreaLive.title, '/korea/live'),
];

/** SPEC.md §2: links to the Korean-style book carry the current unix time as `time`. */
export const menuHref = (path: string, now: number = Date.now()): string =>
  path.startsWith('/korea') ? `${path}?time=${unixSeconds(now)}` : path;

/** The side menu's sport buttons: the sports of SPEC.md §2 that carry an id. */
export const sportButtons = sportTabs.flatMap((tab) =>
  'sportId' in tab ? [{ label: tab.nameKorean, sportId: tab.sportId, flag: sportFlag(tab.englishName) }] : [],
);

/**
 * SPEC.md §2: choosing a sport (or one of its locations and leagues) opens the Korean-style book
 * with sport_id, the sport's flag, location_id, league and the time of the click.
 */
export function sportHref(
  sport: { sportId: number; flag: string },
  { locationId = '', league = '' }: { locationId?: string | number; league?: string } = {},
  now: number = Date.now(),
): string {
  const query = new URLSearchParams({
    sport_id: String(sport.sportId),
    flag: sport.flag,
    location_id: String(locationId),
    league,
    time: String(unixSeconds(now)),
  });
  return `${routePath('/korea')}?${query}`;
}
