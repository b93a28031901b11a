import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { limitHitsAdminEndpoints } from '@site/contracts/endpoints/admin-limit-hits';

import { endpointQuery } from '../../../lib/call';

/** The console's report of members' own limits hit, from `from` to `to` (Seoul days). */
export const useLimitHits = (from: string, to: string, enabled: boolean) =>
  useQuery(
    endpointQuery(
      limitHitsAdminEndpoints.report,
      { query: { from, to } },
      { placeholderData: keepPreviousData, enabled },
    ),
  );
