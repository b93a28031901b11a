import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../ledger/repo';
import { changeBalance, LEDGER_REASONS, publishBalance, type BalanceChange } from '../ledger/service';
import { betErrors } from './errors';
import { BET_IDEMPOTENCY_UNIQUE, findBetByKey, type KeyedBet } from './repo';

/** The ledger reference of every movement a bet makes: its stake, its payout, its refund. */
export const betReference = (betId: number): string => `bet:${betId}`;

/**
 * 422, as the IETF's Idempotency-Key draft answers a key reused with another payload. Not 409: the
 * site reads a 409 of a bet call as "the price moved" and would offer the bet again at a new price.
 */
const KEY_REUSED_STATUS = 422;

/** One attempt at a bet, as a product's placement describes it to placeOnce. */
export interface BetAttempt {
  idempotencyKey: string;
  /** every check and the stored bet; answers the stake to debit */
  store: (tx: Database) => Promise<{ betId: number; stake: number }>;
  /**
   * Whether the bet the key already made is the one this attempt asks for (same product, stake,
   * picks and prices), judged from what that bet holds: only then is it a retry to answer with it.
   */
  isSameBet: (tx: Database, made: KeyedBet) => Promise<boolean>;
}

/**
 * Places a bet of any kind once per idempotency key: `store` (every check and the stored bet) and
 * the stake's debit run in one transaction that holds the member's row, so two bets of one member run
 * one after the other and the balance cannot go below zero. A key already used answers the bet it
 * made (created: false) and debits nothing, if the attempt is that same bet; a key reused for another
 * bet (another stake, pick, price or game) is refused. The new balance is published once committed.
 */
export async function placeOnce(
  { db, bus }: { db: Database; bus: EventBus },
  memberId: number,
  attempt: BetAttempt,
): Promise<{ betId: number; created: boolean }> {
  let placed: { betId: number; change?: BalanceChange };
  try {
    placed = await db.transaction(async (tx) => {
      await lockBalances(tx, memberId);
      const existing = await findBetByKey(tx, memberId, attempt.idempotencyKey);
      if (existing !== undefined) return { betId: await retriedBet(tx, attempt, existing) };
      const { betId, stake } = await attempt.store(tx);
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
    const existing = await findBetByKey(db, memberId, attempt.idempotencyKey);
    if (existing === undefined) throw error;
    return { betId: await retriedBet(db, attempt, existing), created: false };
  }
  if (placed.change) publishBalance(bus, placed.change);
  return { betId: placed.betId, created: placed.change !== undefined };
}

/** The bet a retried attempt made; refuses an attempt that is another bet under a used key. */
async function retriedBet(db: Database, attempt: BetAttempt, made: KeyedBet): Promise<number> {
  if (!(await attempt.isSameBet(db, made))) throw new AppError(KEY_REUSED_STATUS, betErrors.keyReused);
  return made.id;
}
