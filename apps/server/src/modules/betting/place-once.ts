import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { EventBus } from '../../events/bus';
import { lockBalances } from '../ledger/repo';
import { changeBalance, LEDGER_REASONS, publishBalance, type BalanceChange } from '../ledger/service';
import { BET_IDEMPOTENCY_UNIQUE, findBetIdByKey } from './repo';

/** The ledger reference of every movement a bet makes: its stake, its payout, its refund. */
export const betReference = (betId: number): string => `bet:${betId}`;

/**
 * Places a bet of any kind once per idempotency key: `storeBet` (every check and the stored bet) and
 * the stake's debit run in one transaction that holds the member's row, so two bets of one member run
 * one after the other and the balance cannot go below zero. A key already used answers the bet it
 * made (created: false) and debits nothing. The new balance is published once the transaction committed.
 */
export async function placeOnce(
  { db, bus }: { db: Database; bus: EventBus },
  memberId: number,
  idempotencyKey: string,
  storeBet: (tx: Database) => Promise<{ betId: number; stake: number }>,
): Promise<{ betId: number; created: boolean }> {
  let placed: { betId: number; change?: BalanceChange };
  try {
    placed = await db.transaction(async (tx) => {
      await lockBalances(tx, memberId);
      const existing = await findBetIdByKey(tx, memberId, idempotencyKey);
      if (existing !== undefined) return { betId: existing };
      const { betId, stake } = await storeBet(tx);
      const change = await changeBalance(tx, {
        memberId,
        currency: 'money',
        amount: -stake,
        reason: LEDGER_REASONS.betStake,
        reference: betReference(betId),
      });
      return { betId, change };
    });
  } catch (error) {
    // The same key sent twice at once on two connections: the index let one through; answer that one.
    if (!isUniqueViolation(error, BET_IDEMPOTENCY_UNIQUE)) throw error;
    const existing = await findBetIdByKey(db, memberId, idempotencyKey);
    if (existing === undefined) throw error;
    return { betId: existing, created: false };
  }
  if (placed.change) publishBalance(bus, placed.change);
  return { betId: placed.betId, created: placed.change !== undefined };
}
