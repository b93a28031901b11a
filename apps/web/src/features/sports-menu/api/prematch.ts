/**
 * SPEC.md §7 sports-prematch/location and /league: the side menu's locations of a sport and leagues
 * of a location. Kept in the query cache by sport and location, so a group already known is not
 * asked for again while it is fresh ("added to the store if not yet known").
 */
import { queryOptions } from '@tanstack/react-query';

import type { League, Location } from '@site/contracts/api/sports';

import { api } from '../../../lib/api-client';

// Counts move as fixtures start; a few minutes old is close enough for a menu.
const MENU_STALE_MS = 3 * 60_000;

export const locationsQuery = (sportId: number) =>
  queryOptions({
    queryKey: ['sports-prematch', 'location', sportId],
    queryFn: () => api<Location[]>('sports-prematch/location', { query: { sportId } }),
    staleTime: MENU_STALE_MS,
  });

/** The league groups of one location, flattened: the spec's answer is one array per location. */
export const leaguesQuery = (sportId: number, locationId: number) =>
  queryOptions({
    queryKey: ['sports-prematch', 'league', sportId, locationId],
    queryFn: () => api<League[][]>('sports-prematch/league', { query: { sportId, locationId } }),
    select: (groups: League[][]): League[] =>
      groups.flat().filter((league) => league.sport_id === sportId && league.location_id === locationId),
    staleTime: MENU_STALE_MS,
  });
