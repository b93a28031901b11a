/**
 * How a round ends without the provider's last credit: a rollback, the sweep of rounds left open, or
 * an operator. Each runs where the member's row and the round's row are held, so the stake comes back once.
 */
import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { CasinoProduct } from '@site/contracts/casino';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CasinoRoundRow } from '../../db/schema/casino';
import type { EventBus } from '../../events/bus';
import { lockBalances } from '../ledger/repo';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';
import { casinoRoundReference, CASINO_LEDGER_REASONS } from './ledger-reasons';
import { announceRoundClosed } from './round-events';
import type { CasinoRoundHooks } from './round-hooks';
import { creditRound, lockRound, markRoundCancelled, roundMemberId } from './round-repo';

/**
 * Cancels an open round with nothing credited: its bet cancelled and the whole stake back under the
 * round's own reference (so no second refund can be booked). The caller holds the member's row and the round's.
 */
export async function cancelRound(
  tx: Database,
  hooks: readonly CasinoRoundHooks[],
  round: CasinoRoundRow,
  at: Date,
): Promise<BalanceChange[]> {
  await markRoundCancelled(tx, round, at, SETTLEMENT_CANCELLED);
  const refund = await changeBalance(tx, {
    memberId: round.memberId,
    currency: 'money',
    amount: round.stake,
    reason: CASINO_LEDGER_REASONS[round.product as CasinoProduct].refund,
    reference: casinoRoundReference(round.id),
  });
  return [refund, ...(await announceRoundClosed(hooks, tx, { ...round, status: 'cancelled' }, 'cancelled', at))];
}

/** A round's bet status once it closed with this total win. */
export const settledStatus = (win: number): number => (win > 0 ? SETTLEMENT_WON : SETTLEMENT_LOST);

export interface RoundCloseDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  hooks: readonly CasinoRoundHooks[];
}

/**
 * Ends a round the provider left open (the sweep, an operator): with nothing credited it is rolled
 * back; one that already paid part of a win is settled with what it paid, as taking that back could
 * leave the member short. False when the round had already ended (another process got there first).
 */
export async function closeAbandonedRound(
  { db, clock, bus, hooks }: RoundCloseDeps,
  roundId: number,
): Promise<boolean> {
  const at = clock.now();
  const changes = await db.transaction(async (tx) => {
    const memberId = await roundMemberId(tx, roundId);
    if (memberId === undefined) return undefined;
    // The member's row first, as every movement of this member takes it, then the round's.
    await lockBalances(tx, memberId);
    const locked = await lockRound(tx, roundId);
    if (!locked || locked.status !== 'open') return undefined;
    if (locked.win === 0) return cancelRound(tx, hooks, locked, at);
    const settled = await creditRound(tx, locked, {
      amount: 0,
      close: { status: settledStatus(locked.win), at },
      detail: undefined,
    });
    return announceRoundClosed(hooks, tx, settled, 'settled', at);
  });
  if (!changes) return false;
  for (const change of changes) publishBalance(bus, change);
  return true;
}
