/**
 * The match centre's two questions, asked again every two seconds while the page is open
 * (docs/decisions/030): the fixtures in play, and the chosen one's match.
 */
import { liveTvEndpoints } from '@site/contracts/endpoints/livetv';

import { endpointQuery } from '../../../lib/call';

export const LIVETV_POLL_MS = 2_000;

export const liveTvFixturesQuery = () =>
  endpointQuery(liveTvEndpoints.fixtures, {}, { refetchInterval: LIVETV_POLL_MS, staleTime: 1_000 });

export const liveTvMatchQuery = (id: number) =>
  endpointQuery(
    liveTvEndpoints.match,
    { params: { id } },
    // A match that ended answers 404: asking again would not bring it back.
    {
      refetchInterval: (query) => (query.state.status === 'error' ? false : LIVETV_POLL_MS),
      staleTime: 1_000,
      retry: false,
    },
  );
