/** Points to money (/mywallet/point): the operator's rules and the conversion. */
import { queryOptions } from '@tanstack/react-query';

import { cashierPaths, type PointConversion, type PointRules } from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';
import { pointRulesKey } from './keys';

export const pointRulesQuery = queryOptions({
  queryKey: pointRulesKey,
  queryFn: () => api<PointRules>(cashierPaths.points),
});

/** POST /points/convert, once per idempotency key; the balances arrive with the member's refetch. */
export const convertPoints = (request: PointConversion) =>
  api<unknown>(cashierPaths.convertPoints, { method: 'POST', body: request });
