import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { MemberBankAccountRow } from '../../db/schema/cashier';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import { verifyPassword } from '../auth/passwords';
import { clearCounter, takeSlot, type CounterKey } from '../rate-limits/counters';
import { cashierServerErrors } from './errors';

/** A 4–6 digit password has at most a million values: a handful of tries per quarter hour, then a wait. */
export const WITHDRAWAL_PASSWORD_TRIES = 5;
export const WITHDRAWAL_PASSWORD_WINDOW_MS = 15 * 60_000;

const keyOf = (memberId: number): CounterKey => ({ scope: 'withdrawal-password', subject: String(memberId) });

/**
 * Checks the withdrawal password. Each try is counted before it is verified, in one statement, so
 * parallel guesses cannot slip past the limit; a right password gives the count back.
 */
export async function verifyWithdrawalPassword(
  db: Database,
  account: MemberBankAccountRow,
  password: string,
  now: Date,
): Promise<void> {
  const key = keyOf(account.memberId);
  const slot = await takeSlot(
    db,
    key,
    { windowMs: WITHDRAWAL_PASSWORD_WINDOW_MS, limit: WITHDRAWAL_PASSWORD_TRIES },
    now,
  );
  if (!slot.allowed) {
    throw new TooManyRequestsError(cashierServerErrors.tooManyPasswordTries, slot.retryAt.getTime() - now.getTime());
  }
  if (!(await verifyPassword(account.withdrawalPasswordHash, password))) {
    throw new AppError(400, cashierErrors.wrongWithdrawalPassword);
  }
  await clearCounter(db, key);
}
