import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { BetRules } from '@site/contracts/api/bets';

import { useCurrentUser, useIsLoggedIn } from '../../auth/api/session';
import { betPreferencesQuery, betRulesQuery, fetchSelections } from '../api/bet-calls';
import { allPicks, applySelectionNews, setOddsChangePolicy, setSlipRules } from '../store';

let restoredSlipChecked = false;

export interface CartMember {
  loggedIn: boolean;
  /** the member's id; null for a guest */
  memberId: number | null;
  /** the member's balance; null for a guest or until the member is known */
  balance: number | null;
  rules: BetRules | null;
}

/**
 * GET /sports/selections for the picked selections of every book's cart: their current prices and
 * statuses, taken or asked about under the member's 배당 변경 choice. A picked selection missing from
 * the answer can no longer be bet on, nor can a pre-match pick whose fixture has started.
 */
export async function refreshSlipOdds(): Promise<void> {
  const picks = allPicks();
  if (picks.length === 0) return;
  const quotes = await fetchSelections(picks.map((p) => p.selectionId));
  const heard = new Map(quotes.map((q) => [q.id, q]));
  applySelectionNews(
    picks.map(({ selectionId, live }) => {
      const quote = heard.get(selectionId);
      if (!quote) return { selectionId, price: null };
      const started = quote.fixtureStatus !== 'scheduled' && !live;
      return { selectionId, price: quote.price, status: started ? 'closed' : quote.status };
    }),
  );
}

/**
 * What every form of the cart needs: the member, their balance and their level's rules (kept in the
 * store too, so a pick refused by them is refused where it is pressed), and the member's 배당 변경
 * choice as the server keeps it. The first mount also brings the carts restored from a reload up to
 * date.
 */
export function useCartSync(): CartMember {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const { data: rules } = useQuery({ ...betRulesQuery(user?.id ?? 0), enabled: user !== null });
  const { data: preferences, isError } = useQuery({ ...betPreferencesQuery(user?.id ?? 0), enabled: user !== null });
  // A member's restored prices are judged under the member's own choice, once it is known.
  const choiceKnown = !loggedIn || preferences !== undefined || isError;
  const memberRules = user ? (rules ?? null) : null;

  useEffect(() => setSlipRules(memberRules), [memberRules]);
  useEffect(() => {
    if (preferences) setOddsChangePolicy(preferences.oddsChange);
  }, [preferences]);

  useEffect(() => {
    // A slip restored from storage carries the prices of its last visit: brought up to date once a
    // visit, not again each time a page mounts the cart.
    if (restoredSlipChecked || !choiceKnown) return;
    restoredSlipChecked = true;
    if (allPicks().length > 0) refreshSlipOdds().catch(() => undefined);
  }, [choiceKnown]);

  return { loggedIn, memberId: user?.id ?? null, balance: user?.emoney ?? null, rules: memberRules };
}
