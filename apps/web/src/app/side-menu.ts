/**
 * The side menu's own menus (the desktop side menu and the phone's drawer, both loaded when shown):
 * apart from menu.ts so that the sports table stays out of the code every first page waits for.
 */
import { unixSeconds } from '@site/contracts/clock';
import { sportFlag, sportTabs } from '@site/contracts/sports';

import { ko } from '../i18n/ko';
import { menuItem, type MenuItem } from './menu';
import { routePath } from './routes';

export const koreaShortcuts: readonly MenuItem[] = [
  menuItem(ko.pages.koreaCross.title, '/korea/cross'),
  menuItem(ko.pages.koreaWintielose.title, '/korea/wintielose'),
  menuItem(ko.pages.koreaHandicap.title, '/korea/handicap'),
  menuItem(ko.pages.koreaSpecial.title, '/korea/special'),
  menuItem(ko.pages.koreaLive.title, '/korea/live'),
];

/** The result pages (SPEC.md §1's game results), reachable from the side menu as from the top menu's 경기결과. */
export const resultShortcuts: readonly MenuItem[] = [
  menuItem(ko.pages.gameResultSports.title, '/game_result/sports'),
  menuItem(ko.pages.gameResultMinigame.title, '/game_result/minigame'),
  menuItem(ko.pages.gameResultVirtuals.title, '/game_result/virtuals'),
];

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
