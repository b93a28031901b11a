import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { MemberBankAccountRow } from '../../db/schema/cashier';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import { verifyPassword } from '../auth/passwords';
import { clearCounter, readCounter, recordHit, type CounterKey } from '../rate-limits/counters';
import { lockBankAccount } from './bank-account-repo';
import { cashierServerErrors } from './errors';

/** A 4–6 digit password has at most a million values: a handful of tries per quarter hour, then a wait. */
export const WITHDRAWAL_PASSWORD_TRIES = 5;
export const WITHDRAWAL_PASSWORD_WINDOW_MS = 15 * 60_000;

const keyOf = (memberId: number): CounterKey => ({ scope: 'withdrawal-password', subject: String(memberId) });

type Verdict = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; retryAt: Date };

/**
 * Checks the withdrawal password; only wrong answers count toward the limit. The member's checks
 * take turns on their account's row: each is judged against the wrong ones already counted, then its
 * own outcome is counted (or, right, clears the count) before the next one looks. So a burst of the
 * right password all passes, while a burst of guesses gets exactly the allowed wrong answers and then
 * the wait. Counting every try before checking it (a slot per try, given back when right) would
 * refuse the right password while other tries of the same burst still held their slots.
 */
export async function verifyWithdrawalPassword(
  db: Database,
  account: MemberBankAccountRow,
  password: string,
  now: Date,
): Promise<void> {
  const key = keyOf(account.memberId);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    // The hash as it is now: an operator may have just set a new password.
    const locked = (await lockBankAccount(tx, account.memberId)) ?? account;
    const wrongSoFar = await readCounter(tx, key, now);
    if (wrongSoFar && wrongSoFar.count >= WITHDRAWAL_PASSWORD_TRIES) {
      return { kind: 'locked', retryAt: wrongSoFar.expiresAt };
    }
    if (await verifyPassword(locked.withdrawalPasswordHash, password)) {
      if (wrongSoFar) await clearCounter(tx, key);
      return { kind: 'right' };
    }
    await recordHit(tx, key, { windowMs: WITHDRAWAL_PASSWORD_WINDOW_MS }, now);
    return { kind: 'wrong' };
  });
  // Thrown after the commit: the wrong answer stays counted.
  if (verdict.kind === 'locked') {
    throw new TooManyRequestsError(cashierServerErrors.tooManyPasswordTries, verdict.retryAt.getTime() - now.getTime());
  }
  if (verdict.kind === 'wrong') throw new AppError(400, cashierErrors.wrongWithdrawalPassword);
}
