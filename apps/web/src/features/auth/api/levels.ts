/** The level ladder /member shows: every level's limits and the member's own level. */
import { memberEndpoints } from '@site/contracts/endpoints/members';

import { endpointQuery } from '../../../lib/call';

/** `scope` is the member's id, so another member on this browser never sees the cached ladder. */
export const levelLadderQuery = (scope: number | undefined) =>
  endpointQuery(memberEndpoints.levels, {}, { scope, staleTime: 60_000 });
