/** /friend's one call: the member's code and a page of the members they referred. */
import { friendEndpoints } from '@site/contracts/endpoints/friends';

import { endpointQuery } from '../../../lib/call';

export const FRIEND_PAGE_SIZE = 10;

/** `scope` is the member's id, so another member on this browser never sees the cached page. */
export const friendStatusQuery = (scope: number | undefined, page: number) =>
  endpointQuery(friendEndpoints.status, { query: { page, size: FRIEND_PAGE_SIZE } }, { scope, staleTime: 0 });
