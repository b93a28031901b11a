import { useQuery } from '@tanstack/react-query';

import type { Bet } from '@site/contracts/api/bets';
import type { CashOutOffers } from '@site/contracts/api/cash-out';

import { useCurrentUser } from '../../auth/api/session';
import { cashOutOffersQuery } from '../api/cash-out';
import { mayCashOut } from '../rules/cash-out';

export type CashOutOffer = CashOutOffers['offers'][number];

/** The call's bound on the bets asked about at once (contracts cashOutOffersQuerySchema). */
const MAX_ASKED = 50;

/**
 * The live offers of the open sports bets among `bets`, by bet id, polled while the list is on screen
 * (api/cash-out.ts OFFER_POLL_MS). Bets that cannot have one are not asked about; until the first
 * answer, and when a poll fails, the last offers known stay shown rather than flickering away.
 */
export function useCashOutOffers(bets: readonly Pick<Bet, 'id' | 'status' | 'gameType'>[] | undefined) {
  const user = useCurrentUser();
  const ids = (bets ?? [])
    .filter(mayCashOut)
    .map((bet) => bet.id)
    .slice(0, MAX_ASKED);
  const { data } = useQuery({ ...cashOutOffersQuery(user?.id ?? 0, ids), enabled: user !== null && ids.length > 0 });
  // The last answer may still name a bet that has since ended (it is kept while the next one comes).
  return new Map(
    (data?.offers ?? []).filter((offer) => ids.includes(offer.betId)).map((offer) => [offer.betId, offer]),
  );
}
