import { sportTabs, sportsCatalogue, type SportTabKey } from '@site/contracts/sports';
import type { FixtureListQuery } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { INPLAY_FIXTURE_PARAM } from './exports/inplay-link';

/**
 * What a book page lists, read from its address. The side menu links with SPEC.md §2's query
 * (sport_id, flag, location_id, league, time); the page's own tabs and pages add `tab` and `page`.
 */
export interface BookQuery {
  tab: SportTabKey;
  sportId?: number;
  locationId?: number;
  league?: number;
  page: number;
}

const positiveInt = (text: string | null): number | undefined => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
};

const isTabKey = (text: string | null): text is SportTabKey => sportTabs.some((tab) => tab.key === text);

/** The tab a sport belongs to; sports the catalogue does not know are under '기타'. */
export const tabOfSport = (sportId: number): SportTabKey =>
  sportsCatalogue.find((sport) => sport.sportId === sportId)?.tab ?? 'other';

export function parseBookQuery(params: URLSearchParams): BookQuery {
  const sportId = positiveInt(params.get('sport_id'));
  const tabParam = params.get('tab');
  return {
    // A sport chosen in the side menu selects its own tab.
    tab: sportId !== undefined ? tabOfSport(sportId) : isTabKey(tabParam) ? tabParam : 'all',
    sportId,
    locationId: positiveInt(params.get('location_id')),
    league: positiveInt(params.get('league')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The fixture the address asks the book to open above its list (?fixture=, exports/fixture-links.ts), if any. */
export function chosenFixtureId(params: URLSearchParams): number | null {
  return positiveInt(params.get(INPLAY_FIXTURE_PARAM)) ?? null;
}

export const isFiltered = (query: BookQuery): boolean =>
  query.sportId !== undefined || query.locationId !== undefined || query.league !== undefined;

/** The query string of GET /sports/fixtures for this book and address. */
export function fixtureListParams(book: SportsBook, query: BookQuery, size?: number): FixtureListQuery {
  return {
    book,
    // sport_id is narrower than its tab, so the tab is sent only without one.
    tab: query.sportId === undefined ? query.tab : undefined,
    sport_id: query.sportId,
    location_id: query.locationId,
    league: query.league,
    page: query.page,
    size,
  };
}

/** The address after choosing a tab: the side menu's filters give way to the tab, back to page 1. */
export function searchForTab(current: URLSearchParams, tab: SportTabKey): URLSearchParams {
  const next = new URLSearchParams();
  const time = current.get('time');
  if (time) next.set('time', time);
  if (tab !== 'all') next.set('tab', tab);
  return next;
}

/** The address of another page of the same list. */
export function searchForPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
