/** The reality check's call: this session's start, the member's reminders and this session's play (issue 33). */
import { pathKey } from '@site/contracts/endpoint';
import { realityCheckEndpoints } from '@site/contracts/endpoints/reality-check';

import { endpointQuery } from '../../../lib/call';

/** GET /member/session, the member's own: fetched when the host starts and again whenever a reminder opens. */
export const sessionSummaryQuery = (memberId: number) =>
  endpointQuery(realityCheckEndpoints.session, {}, { scope: memberId, staleTime: 60_000, retry: false });

/**
 * The key of every member's session answer: the form that changes the reminder or the session limit
 * invalidates it, so the host times the new settings at once.
 */
export const sessionSummaryKey = pathKey(realityCheckEndpoints.session);
