import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countBet, countMoney } from '../../events/activity';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import type { RequestFields } from '../ledger/fingerprint';
import { claimKey, keyReusedError } from '../ledger/idempotency';
import type { Hold } from '../ledger/idempotency-repo';
import { changeBalance, publishBalance, walletErrors, type BalanceChange } from '../ledger/service';
import { checkStakeLimits } from '../responsible-play/limit-checks';
import { BET_IDEMPOTENCY_UNIQUE, findBetIdsByKeys } from './repo';

/** The ledger reference of every movement a bet makes: its stake, its payout, its refund. */
export const betReference = (betId: number): string => `bet:${betId}`;
/** betReference in SQL, of a bet id column or expression. */
export const betReferenceSql = (betId: string): string => `'bet:' || ${betId}`;

/**
 * The member's money as the claim locked it, debited bet by bet in the order the bets are stored. A
 * product's `store` may write a stake's debit in the bet's own insert (debit(), then StoredBet.debited);
 * placeOnce debits the others with changeBalance.
 */
export class HeldMoney {
  constructor(private emoney: number) {}

  /** The balance before and after this stake; 400 when the stake is more than is left. */
  debit(stake: number): { before: number; after: number } {
    const before = this.emoney;
    if (stake > before) throw new AppError(400, walletErrors.insufficientBalance);
    this.emoney = before - stake;
    return { before, after: this.emoney };
  }

  get balance(): number {
    return this.emoney;
  }
}

/** What a product's `store` answers: the new bet's id and stake, and whatever else it wants answered. */
export interface StoredBet {
  betId: number;
  stake: number;
  /** the store wrote the stake's debit itself (HeldMoney.debit), in the bet's own statement */
  debited?: boolean;
  /** the product as a limit's refusal records it, when the store knows better than the attempt ('virtual') */
  source?: string;
}

/** One attempt at a bet, as a product's placement describes it to placeOnce. */
export interface BetAttempt<Stored extends StoredBet> {
  idempotencyKey: string;
  /** the product, as a refusal by the member's own limit records it ('sports', 'minigame') */
  source: string;
  /**
   * What makes a retry the same bet (product, stake, picks and prices, in the order that matters): every
   * bet endpoint shares one key space, so a key used on one is refused on another.
   */
  request: RequestFields;
  /**
   * A locking query the product needs held before its checks read (the sports slip's fixtures), taken
   * after the member's row in the same statement: one round trip, and the lock order stays member first.
   */
  hold?: Hold;
  /** every check and the stored bet; answers the stake to debit (or that it debited it from `money`) */
  store: (tx: Database, money: HeldMoney) => Promise<Stored>;
}

/** A new bet with what its `store` answered, or the bet a retried key made (`stored` absent). */
export type PlacedBet<Stored extends StoredBet> =
  { betId: number; created: true; stored: Stored } | { betId: number; created: false };

/**
 * Places a bet of any kind once per idempotency key: `store` (every check and the stored bet) and
 * the stake's debit run in one transaction that holds the member's row, so two bets of one member run
 * one after the other and the balance cannot go below zero. A key already used answers the bet it
 * made (created: false) and debits nothing, if the attempt is that same request; a key reused for
 * another request is refused with 422 (ledger/idempotency.ts). The new balance is published once committed.
 */
export async function placeOnce<Stored extends StoredBet>(
  deps: PlaceOnceDeps,
  memberId: number,
  attempt: BetAttempt<Stored>,
): Promise<PlacedBet<Stored>> {
  const placed = await placeAllOnce(deps, memberId, {
    ...attempt,
    betKeys: [attempt.idempotencyKey],
    store: async (tx, money) => [await attempt.store(tx, money)],
  });
  const [betId] = placed.betIds;
  if (betId === undefined) throw new Error('placeAllOnce answered no bet');
  const [stored] = placed.stored ?? [];
  return stored ? { betId, created: true, stored } : { betId, created: false };
}

/** What placing needs: the clock dates the member's limit periods and a pending raise. */
export interface PlaceOnceDeps {
  db: Database;
  bus: EventBus;
  clock: Clock;
}

/** The member's balances once the bets are booked, published after the commit. */
type PublishedBalance = Pick<BalanceChange, 'memberId' | 'emoney' | 'point'>;

/** Several bets placed together under one key: all of them, or (when refused) none. */
export interface BetsAttempt<Stored extends StoredBet> extends Omit<BetAttempt<Stored>, 'store'> {
  /** the keys the request's bets are stored under, in order: a retry answers the bets of these keys */
  betKeys: string[];
  /** every check and the stored bets (the first under the attempt's key); answers each stake to debit */
  store: (tx: Database, money: HeldMoney) => Promise<Stored[]>;
}

/**
 * placeOnce for several bets (singles): every bet and every debit in one transaction, so a refusal
 * of any, a short balance included, leaves nothing behind. A retried key answers the bets it made.
 */
export async function placeAllOnce<Stored extends StoredBet>(
  { db, bus, clock }: PlaceOnceDeps,
  memberId: number,
  attempt: BetsAttempt<Stored>,
): Promise<{ betIds: number[]; stored?: Stored[] }> {
  let placed: { betIds: number[]; made?: { stored: Stored[]; change: PublishedBalance } };
  try {
    placed = await db.transaction(async (tx) => {
      // The member's row, the key's claim and the product's hold, in one statement.
      const claim = { memberId, scope: 'bet', key: attempt.idempotencyKey, request: attempt.request } as const;
      const claimed = await claimKey(tx, claim, attempt.hold);
      if (claimed.retry) return { betIds: await findBetIdsByKeys(tx, memberId, attempt.betKeys) };
      const money = new HeldMoney(claimed.balances.emoney);
      const stored = await attempt.store(tx, money);
      // The member's own stake and loss limits, under the row's lock the claim took: two bets at once
      // are counted one after the other. Members without a limit skip the read (play_limited).
      // A stake the store debited in its own statement is already in the ledger the check reads (booked).
      if (claimed.limited) {
        const amount = stored.reduce((sum, bet) => sum + bet.stake, 0);
        const booked = stored.reduce((sum, bet) => sum + (bet.debited ? bet.stake : 0), 0);
        const source = stored[0]?.source ?? attempt.source;
        await checkStakeLimits(tx, { memberId, amount, booked, now: clock.now(), source });
      }
      // The row is held since the claim above and the bets are new: the ledger need not lock or look again.
      for (const bet of stored) {
        countBet(bet.source ?? attempt.source, bet.stake);
        if (bet.debited) {
          // Written in the bet's own statement, past changeBalance (which counts every other movement).
          countMoney('bet_stake', -bet.stake);
          continue;
        }
        const { before } = money.debit(bet.stake);
        await changeBalance(
          tx,
          {
            memberId,
            currency: 'money',
            amount: -bet.stake,
            reason: 'bet_stake',
            reference: betReference(bet.betId),
          },
          { locked: { emoney: before, point: claimed.balances.point }, newReference: true },
        );
      }
      if (stored.length === 0) throw new Error('a placement stored no bet');
      const change = { memberId, emoney: money.balance, point: claimed.balances.point };
      return { betIds: stored.map((bet) => bet.betId), made: { stored, change } };
    });
  } catch (error) {
    // A bet already holds the key without a claim of its own: a single's derived key ("key/2"), a
    // casino round's, or a bet placed before keys were claimed. Whatever it was, it is another request.
    if (isUniqueViolation(error, BET_IDEMPOTENCY_UNIQUE)) throw keyReusedError();
    throw error;
  }
  if (!placed.made) return { betIds: placed.betIds };
  publishBalance(bus, placed.made.change);
  return { betIds: placed.betIds, stored: placed.made.stored };
}
