import { SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import type { CasinoRoundRow } from '../../db/schema/casino';
import type { BalanceChange } from '../ledger/service';
import { syncRolling } from '../betting/rolling-accrual';
import type { CasinoRoundHooks, CasinoStakeEvent } from './round-hooks';

/** Tells every hook (tournaments, the jackpot) of a booked stake, inside the debit's transaction. */
export async function announceStake(hooks: readonly CasinoRoundHooks[], tx: Database, event: CasinoStakeEvent) {
  for (const hook of hooks) await hook.onStake?.(tx, event);
}

/** Tells every hook the round closed, inside the same transaction; answers what they booked, to publish. */
export async function announceRoundClosed(
  hooks: readonly CasinoRoundHooks[],
  tx: Database,
  round: CasinoRoundRow,
  outcome: 'settled' | 'cancelled',
  at: Date,
): Promise<BalanceChange[]> {
  const changes: BalanceChange[] = [];
  const event = {
    memberId: round.memberId,
    product: round.product as CasinoProduct,
    aggregator: round.aggregator as CasinoAggregatorKey,
    vendor: round.vendor,
    gameCode: round.gameCode,
    roundId: round.id,
    stake: round.stake,
    win: round.win,
    outcome,
    at,
  };
  if (outcome === 'settled') {
    // Rolling is the betting core's, not an optional hook: every played round earns it, like every bet.
    const status = round.win > 0 ? SETTLEMENT_WON : SETTLEMENT_LOST;
    const kind = round.product === 'slot' ? 'slot' : 'casino';
    await syncRolling(tx, { id: round.betId, memberId: round.memberId, stake: round.stake, status, kind }, at);
  }
  for (const hook of hooks) changes.push(...((await hook.onRoundClosed?.(tx, event)) ?? []));
  return changes;
}
