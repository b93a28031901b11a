import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BetLimit, BetLimitUpdate } from '@site/contracts/api/admin-sportsbook';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useSaveListRow } from './list-row';

/** Every member level with its limits (the defaults where the level has none of its own). */
export const betLimitsQuery = queryOptions({
  queryKey: adminKeys.betLimits,
  queryFn: () => api<BetLimit[]>('admin/bet-limits'),
});

export const useBetLimits = () => useQuery(betLimitsQuery);

/** PUT admin/bet-limits/:level ({ id: level, update }); the answer replaces the level's row at once. */
export const useSaveBetLimit = () =>
  useSaveListRow<BetLimit, BetLimitUpdate>({
    listKey: adminKeys.betLimits,
    path: (level) => `admin/bet-limits/${level}`,
    idOf: (limit) => limit.level,
  });
