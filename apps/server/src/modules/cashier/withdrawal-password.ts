import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { MemberBankAccountRow } from '../../db/schema/cashier';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import { verifyPassword } from '../auth/passwords';
import { clearUnlessFull, readCounter, takeSlot, type CounterKey } from '../rate-limits/counters';
import { cashierServerErrors } from './errors';

/** A 4–6 digit password has at most a million values: a handful of tries per quarter hour, then a wait. */
export const WITHDRAWAL_PASSWORD_TRIES = 5;
export const WITHDRAWAL_PASSWORD_WINDOW_MS = 15 * 60_000;

const keyOf = (memberId: number): CounterKey => ({ scope: 'withdrawal-password', subject: String(memberId) });

const tooManyTries = (retryAt: Date, now: Date) =>
  new TooManyRequestsError(cashierServerErrors.tooManyPasswordTries, retryAt.getTime() - now.getTime());

/**
 * Checks the withdrawal password; only wrong answers count toward the limit. The password is
 * checked first, then its outcome is booked by one conditional statement that also decides the
 * answer: a wrong one takes a slot (none left: 429, not 400), a right one clears the count unless it
 * is full already (then 429 too). So ten right answers at once all pass, while of six wrong ones at
 * once exactly five are answered and the sixth waits out the quarter hour: in whatever order they
 * land, a guess is answered right or wrong only while the count allows it. (Counting every try
 * before checking it, with the slot given back when right, refused right answers while other tries
 * of the same burst still held their slots.)
 */
export async function verifyWithdrawalPassword(
  db: Database,
  account: MemberBankAccountRow,
  password: string,
  now: Date,
): Promise<void> {
  const key = keyOf(account.memberId);
  // Locked already: not worth a hash.
  const counted = await readCounter(db, key, now);
  if (counted && counted.count >= WITHDRAWAL_PASSWORD_TRIES) throw tooManyTries(counted.expiresAt, now);

  if (await verifyPassword(account.withdrawalPasswordHash, password)) {
    const full = await clearUnlessFull(db, key, WITHDRAWAL_PASSWORD_TRIES, now);
    if (full) throw tooManyTries(full.expiresAt, now);
    return;
  }
  const slot = await takeSlot(
    db,
    key,
    { windowMs: WITHDRAWAL_PASSWORD_WINDOW_MS, limit: WITHDRAWAL_PASSWORD_TRIES },
    now,
  );
  if (!slot.allowed) throw tooManyTries(slot.retryAt, now);
  throw new AppError(400, cashierErrors.wrongWithdrawalPassword);
}
