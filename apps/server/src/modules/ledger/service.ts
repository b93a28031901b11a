import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { LedgerRow } from '../../db/schema/wallet';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findLedgerRow, insertLedgerRow, lockBalances, setBalance, type Balances, type Currency } from './repo';

export const walletErrors = {
  insufficientBalance: '보유금액이 부족합니다.',
  // The ledger sits below the members module, so it words this itself (as memberErrors does).
  memberNotFound: '회원을 찾을 수 없습니다.',
} as const;

/** Ledger reasons; with the reference they name one movement, which can happen once. */
export const LEDGER_REASONS = {
  opening: 'opening',
  operator: 'operator',
  betStake: 'bet_stake',
  betPayout: 'bet_payout',
  betVoid: 'bet_void',
  betCancel: 'bet_cancel',
} as const;

const LEDGER_ONCE = 'wallet_ledger_once';

export interface BalanceChangeRequest {
  memberId: number;
  currency: Currency;
  /** signed whole won (or points), never 0 */
  amount: number;
  reason: string;
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
 * The only way a balance changes: locks the member's row, refuses to go below zero, writes the new
 * balance and one ledger row, all inside the caller's transaction (pass the transaction as `tx`).
 * A movement already booked throws LedgerDuplicateError, so the caller's transaction rolls back and
 * a credit happens at most once. Publish the returned balances once the transaction has committed.
 */
export async function changeBalance(tx: Database, request: BalanceChangeRequest): Promise<BalanceChange> {
  const { memberId, currency, amount, reason, reference } = request;
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new RangeError(`ledger amount must be a whole non-zero number`);
  const balances = await lockBalances(tx, memberId);
  if (!balances) throw new AppError(404, walletErrors.memberNotFound);
  // Every movement of this member waits for the lock above, so this look-up cannot race another booking.
  if (await findLedgerRow(tx, currency, reason, reference)) throw new LedgerDuplicateError(currency, reason, reference);

  const before = currency === 'money' ? balances.emoney : balances.point;
  const after = before + amount;
  if (after < 0) throw new AppError(400, walletErrors.insufficientBalance);
  await setBalance(tx, memberId, currency, after);
  let entry: LedgerRow;
  try {
    entry = await insertLedgerRow(tx, {
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
    // Only a reference shared by two members can get here; the index still refuses the second booking.
    if (isUniqueViolation(error, LEDGER_ONCE)) throw new LedgerDuplicateError(currency, reason, reference);
    throw error;
  }
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
