import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

import { useCurrentUser, useIsLoggedIn } from '../../auth/api/session';
import { betPreferencesQuery } from '../../bet-slip/api/bet-calls';
import { showFormatFor } from '../store';

/**
 * Keeps the format shown in step with who is looking (in the main layout, once): a visitor's own
 * choice, a member's from GET /bets/preferences (the query the cart shares). A layout effect, so a
 * changed format is painted with the page rather than one frame after it.
 */
export function OddsFormatHost() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const memberId = user?.id ?? null;
  const { data } = useQuery({ ...betPreferencesQuery(memberId ?? 0), enabled: memberId !== null });
  const saved = data?.oddsFormat;
  useLayoutEffect(() => showFormatFor({ loggedIn, memberId, saved }), [loggedIn, memberId, saved]);
  return null;
}
