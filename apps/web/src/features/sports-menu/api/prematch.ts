/**
 * SPEC.md §7 sports-prematch/location and /league: the side menu's locations of a sport and leagues
 * of a location. Kept in the query cache by sport and location, so a group already known is not
 * asked for again while it is fresh ("added to the store if not yet known").
 */
import { queryOptions } from '@tanstack/react-query';

import type { League } from '@site/contracts/api/sports';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';

import { endpointQuery } from '../../../lib/call';

// Counts move as fixtures start; a few minutes old is close enough for a menu.
const MENU_STALE_MS = 3 * 60_000;

export const locationsQuery = (sportId: number) =>
  endpointQuery(sportsEndpoints.locations, { query: { sportId } }, { staleTime: MENU_STALE_MS });

/** The league groups of one location, flattened: the spec's answer is one array per location. */
export const leaguesQuery = (sportId: number, locationId: number) =>
  queryOptions({
    ...endpointQuery(sportsEndpoints.leagues, { query: { sportId, locationId } }, { staleTime: MENU_STALE_MS }),
    select: (groups: League[][]): League[] =>
      groups.flat().filter((league) => league.sport_id === sportId && league.location_id === locationId),
  });
