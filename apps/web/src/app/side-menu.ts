/**
 * The side menu's sport buttons (the desktop side menu and the phone's drawer, both loaded when shown):
 * apart from the site map so that the sports table stays out of the code every first page waits for.
 * Its links to pages are the site map's (site-map.ts, sideMenu).
 */
import { unixSeconds } from '@site/contracts/clock';
import { sportFlag, sportTabs } from '@site/contracts/sports';

import { routePath } from './routes';

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
