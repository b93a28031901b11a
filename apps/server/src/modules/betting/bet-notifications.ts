import { SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { NotificationEvent } from '@site/contracts/api/notifications-codes';
import type { BetRow } from '../../db/schema/bets';

/**
 * The member's notification of a bet that has just ended: won, lost, or given back (void, cancelled
 * by the feed or by an operator), with what it paid.
 */
export function settledBetEvent(
  bet: Pick<BetRow, 'id' | 'gameType' | 'stake'>,
  status: number,
  payout: number,
): NotificationEvent {
  const outcome = status === SETTLEMENT_WON ? 'won' : status === SETTLEMENT_LOST ? 'lost' : 'void';
  return { kind: 'bet', outcome, betId: bet.id, gameType: bet.gameType, stake: bet.stake, payout };
}
