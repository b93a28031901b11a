import type { LedgerReason } from '@site/contracts/ledger-reasons';
import type { Database } from '../../db/client';
import { countMoney } from '../../events/activity';
import { isUniqueViolation } from '../../db/errors';
import type { LedgerRow } from '../../db/schema/wallet';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findLedgerRow, lockBalances, setBalanceAndRecord, type Balances, type Currency } from './repo';

export const walletErrors = {
  insufficientBalance: '보유머니가 부족합니다.',
  // The ledger sits below the members module, so it words this itself (as memberErrors does).
  memberNotFound: '회원을 찾을 수 없습니다.',
} as const;

const LEDGER_ONCE = 'wallet_ledger_once';

export interface BalanceChangeRequest {
  memberId: number;
  currency: Currency;
  /** signed whole won (or points), never 0 */
  amount: number;
  /** why (contracts' ledgerReasons); with the reference it names one movement, which can happen once */
  reason: LedgerReason;
  /** what the movement belongs to, e.g. 'bet:42' */
  reference: string;
  memo?: string | null;
}

export interface BalanceChange extends Balances {
  memberId: number;
  entry: LedgerRow;
}

/** The movement (currency, reason, reference) was already booked; booking it again would pay twice. */
export class LedgerDuplicateError extends Error {
  override name = 'LedgerDuplicateError';

  constructor(
    readonly currency: Currency,
    readonly reason: string,
    readonly reference: string,
  ) {
    super(`ledger already holds ${currency} ${reason} ${reference}`);
  }
}

/**
 * What a caller that already holds the member's row may tell changeBalance, to spare the database a
 * second lock and a look-up on the hottest path (a bet's stake).
 */
export interface HeldBalances {
  /** the balances lockBalances answered earlier in this same transaction (nothing else moved them since) */
  locked: Balances;
  /**
   * The reference names something this transaction has just created (a new bet's id), so nothing can
   * have been booked under it yet: the look-up for an earlier booking is skipped. The ledger's unique
   * index still refuses a second booking.
   */
  newReference: boolean;
}

/**
 * The only way a balance changes: locks the member's row, refuses to go below zero, writes the new
 * balance and one ledger row, all inside the caller's transaction (pass the transaction as `tx`).
 * A movement already booked throws LedgerDuplicateError, so the caller's transaction rolls back and
 * a credit happens at most once. Publish the returned balances once the transaction has committed.
 */
export async function changeBalance(
  tx: Database,
  request: BalanceChangeRequest,
  held?: HeldBalances,
): Promise<BalanceChange> {
  const { memberId, currency, amount, reason, reference } = request;
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new RangeError(`ledger amount must be a whole non-zero number`);
  const balances = held?.locked ?? (await lockBalances(tx, memberId));
  if (!balances) throw new AppError(404, walletErrors.memberNotFound);
  // Every movement of this member waits for the lock above, so this look-up cannot race another booking.
  if (!held?.newReference && (await findLedgerRow(tx, currency, reason, reference)))
    throw new LedgerDuplicateError(currency, reason, reference);

  const before = currency === 'money' ? balances.emoney : balances.point;
  const after = before + amount;
  if (after < 0) throw new AppError(400, walletErrors.insufficientBalance);
  let entry: LedgerRow;
  try {
    entry = await setBalanceAndRecord(tx, {
      memberId,
      currency,
      reason,
      reference,
      amount,
      balanceBefore: before,
      balanceAfter: after,
      memo: request.memo ?? null,
    });
  } catch (error) {
    // A reference shared by two members, or one a caller wrongly called new (HeldBalances): the index
    // refuses the second booking, and the balance written in the same statement goes with it.
    if (isUniqueViolation(error, LEDGER_ONCE)) throw new LedgerDuplicateError(currency, reason, reference);
    throw error;
  }
  // Money only (points are not won); counted when the caller's transaction commits.
  if (currency === 'money') countMoney(reason, amount);
  return {
    memberId,
    entry,
    emoney: currency === 'money' ? after : balances.emoney,
    point: currency === 'point' ? after : balances.point,
  };
}

/** Tells the top bars (via the stream) the member's new balances; call after the transaction committed. */
export function publishBalance(bus: EventBus, change: Pick<BalanceChange, 'memberId' | 'emoney' | 'point'>): void {
  bus.publish('balance', { memberId: change.memberId, emoney: change.emoney, point: change.point });
}
