/** Points to money (/mywallet/point): the operator's rules and the conversion. */
import type { PointConversion } from '@site/contracts/api/cashier';
import { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';

export const pointRulesQuery = endpointQuery(cashierEndpoints.pointRules, {});

/** Once per idempotency key; the balances arrive with the member's refetch. */
export const convertPoints = (request: PointConversion) => call(cashierEndpoints.convertPoints, { body: request });
