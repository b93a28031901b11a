import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { changeBalance, LEDGER_REASONS, publishBalance, walletErrors, type BalanceChange } from '../ledger/service';
import { betErrors } from './errors';
import { lockMemberForBet } from './placement-repo';
import { BET_IDEMPOTENCY_UNIQUE, findBetByKey, type KeyedBet } from './repo';

/** The ledger reference of every movement a bet makes: its stake, its payout, its refund. */
export const betReference = (betId: number): string => `bet:${betId}`;

/**
 * 422, as the IETF's Idempotency-Key draft answers a key reused with another payload. Not 409: the
 * site reads a 409 of a bet call as "the price moved" and would offer the bet again at a new price.
 */
const KEY_REUSED_STATUS = 422;

/** What a product's `store` answers: the new bet's id and stake, and whatever else it wants answered. */
export interface StoredBet {
  betId: number;
  stake: number;
}

/** One attempt at a bet, as a product's placement describes it to placeOnce. */
export interface BetAttempt<Stored extends StoredBet> {
  idempotencyKey: string;
  /**
   * A locking query the product needs held before its checks read (the sports slip's fixtures), taken
   * after the member's row in the same statement: one round trip, and the lock order stays member first.
   */
  hold?: SQL;
  /** every check and the stored bet; answers the stake to debit */
  store: (tx: Database) => Promise<Stored>;
  /**
   * Whether the bet the key already made is the one this attempt asks for (same product, stake,
   * picks and prices), judged from what that bet holds: only then is it a retry to answer with it.
   */
  isSameBet: (tx: Database, made: KeyedBet) => Promise<boolean>;
}

/** A new bet with what its `store` answered, or the bet a retried key made (`stored` absent). */
export type PlacedBet<Stored extends StoredBet> =
  { betId: number; created: true; stored: Stored } | { betId: number; created: false };

/**
 * Places a bet of any kind once per idempotency key: `store` (every check and the stored bet) and
 * the stake's debit run in one transaction that holds the member's row, so two bets of one member run
 * one after the other and the balance cannot go below zero. A key already used answers the bet it
 * made (created: false) and debits nothing, if the attempt is that same bet; a key reused for another
 * bet (another stake, pick, price or game) is refused. The new balance is published once committed.
 */
export async function placeOnce<Stored extends StoredBet>(
  deps: { db: Database; bus: EventBus },
  memberId: number,
  attempt: BetAttempt<Stored>,
): Promise<PlacedBet<Stored>> {
  const placed = await placeAllOnce(deps, memberId, {
    idempotencyKey: attempt.idempotencyKey,
    hold: attempt.hold,
    store: async (tx) => [await attempt.store(tx)],
    sameBets: async (tx, made) => ((await attempt.isSameBet(tx, made)) ? [made.id] : null),
  });
  const [betId] = placed.betIds;
  if (betId === undefined) throw new Error('placeAllOnce answered no bet');
  const [stored] = placed.stored ?? [];
  return stored ? { betId, created: true, stored } : { betId, created: false };
}

/** Several bets placed together under one key: all of them, or (when refused) none. */
export interface BetsAttempt<Stored extends StoredBet> {
  idempotencyKey: string;
  hold?: SQL;
  /** every check and the stored bets (the first under the attempt's key); answers each stake to debit */
  store: (tx: Database) => Promise<Stored[]>;
  /**
   * The bets the key's first bet made with it, when they are the ones this attempt asks for; null
   * when the key was used for something else.
   */
  sameBets: (tx: Database, made: KeyedBet) => Promise<number[] | null>;
}

/**
 * placeOnce for several bets (singles): every bet and every debit in one transaction, so a refusal
 * of any, a short balance included, leaves nothing behind. A retried key answers the bets it made.
 */
export async function placeAllOnce<Stored extends StoredBet>(
  { db, bus }: { db: Database; bus: EventBus },
  memberId: number,
  attempt: BetsAttempt<Stored>,
): Promise<{ betIds: number[]; stored?: Stored[] }> {
  let placed: { betIds: number[]; made?: { stored: Stored[]; change: BalanceChange } };
  try {
    placed = await db.transaction(async (tx) => {
      // The member's row, the key's earlier bet and the product's hold, in one statement.
      const locked = await lockMemberForBet(tx, memberId, attempt.idempotencyKey, attempt.hold);
      if (!locked) throw new AppError(404, walletErrors.memberNotFound);
      if (locked.keyed !== undefined) return { betIds: await retriedBets(tx, attempt, locked.keyed) };
      const stored = await attempt.store(tx);
      const total = stored.reduce((sum, bet) => sum + bet.stake, 0);
      if (total > locked.balances.emoney) throw new AppError(400, walletErrors.insufficientBalance);
      // The row is held since the lock above and the bets are new: the ledger need not lock or look again.
      let balances = locked.balances;
      let change: BalanceChange | undefined;
      for (const bet of stored) {
        change = await changeBalance(
          tx,
          {
            memberId,
            currency: 'money',
            amount: -bet.stake,
            reason: LEDGER_REASONS.betStake,
            reference: betReference(bet.betId),
          },
          { locked: balances, newReference: true },
        );
        balances = { emoney: change.emoney, point: change.point };
      }
      if (!change) throw new Error('a placement stored no bet');
      return { betIds: stored.map((bet) => bet.betId), made: { stored, change } };
    });
  } catch (error) {
    // The same key sent twice at once on two connections: the index let one through; answer that one.
    if (!isUniqueViolation(error, BET_IDEMPOTENCY_UNIQUE)) throw error;
    const existing = await findBetByKey(db, memberId, attempt.idempotencyKey);
    if (existing === undefined) throw error;
    return { betIds: await retriedBets(db, attempt, existing) };
  }
  if (!placed.made) return { betIds: placed.betIds };
  publishBalance(bus, placed.made.change);
  return { betIds: placed.betIds, stored: placed.made.stored };
}

/** The bets a retried attempt made; refuses an attempt that is another bet under a used key. */
async function retriedBets<Stored extends StoredBet>(
  db: Database,
  attempt: BetsAttempt<Stored>,
  made: KeyedBet,
): Promise<number[]> {
  const betIds = await attempt.sameBets(db, made);
  if (!betIds) throw new AppError(KEY_REUSED_STATUS, betErrors.keyReused);
  return betIds;
}
