import { useQuery } from '@tanstack/react-query';

import type { BetLimit, BetLimitUpdate } from '@site/contracts/api/admin-sportsbook';
import { betAdminEndpoints } from '@site/contracts/endpoints/bets';

import { call, endpointQuery } from '../../../lib/call';
import { useSaveListRow } from '../../../components/console/list-row';

/** Every member level with its limits (the defaults where the level has none of its own). */
export const betLimitsQuery = endpointQuery(betAdminEndpoints.betLimits, {});

export const useBetLimits = () => useQuery(betLimitsQuery);

/** Saves a level's limits ({ id: level, update }); the answer replaces the level's row at once. */
export const useSaveBetLimit = () =>
  useSaveListRow<BetLimit, BetLimitUpdate>({
    listKey: betLimitsQuery.queryKey,
    save: (level, update) => call(betAdminEndpoints.saveBetLimit, { params: { level }, body: update }),
    idOf: (limit) => limit.level,
  });
