import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  accountSecurityErrors,
  withdrawalLockMessage as lockMessage,
  WITHDRAWAL_PASSWORD_TRIES,
} from '@site/contracts/api/account-activity';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { memberBankAccounts, type MemberBankAccountRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../auth/passwords';
import { insertMessage } from '../messages/repo';
import { recordSecurityEvent } from '../auth/security-events';
import { notifyMember } from '../notifications/service';

export interface WithdrawalPasswordDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

/** 423: the password is refused whatever is typed until a reset (the member's or an operator's). */
export const lockedError = () => new AppError(423, accountSecurityErrors.withdrawalPasswordLocked);

/**
 * Checks the withdrawal password against a count of wrong tries kept on the account row, not a
 * window: WITHDRAWAL_PASSWORD_TRIES wrong ones in a row, however far apart, lock it until a reset.
 * The password is hashed first, then its outcome is booked by one conditional statement on the row
 * that also decides the answer: only while unlocked does a right one clear the count and a wrong one
 * add to it, and the wrong one that reaches the limit sets the lock. Row locks queue concurrent tries
 * and each re-reads the row, so of any burst exactly the tries before the lock are answered and the
 * rest hear "locked"; a right answer never uses up a try.
 */
export async function verifyWithdrawalPassword(
  deps: WithdrawalPasswordDeps,
  account: MemberBankAccountRow,
  password: string,
  ip: string | null = null,
): Promise<void> {
  // Locked already: not worth a hash (the statements below decide in any case).
  if (account.withdrawalPasswordLockedAt !== null) throw lockedError();
  const unlocked = and(
    eq(memberBankAccounts.memberId, account.memberId),
    isNull(memberBankAccounts.withdrawalPasswordLockedAt),
  );
  if (await verifyPassword(account.withdrawalPasswordHash, password)) {
    const cleared = await deps.db
      .update(memberBankAccounts)
      .set({ withdrawalPasswordFailures: 0 })
      .where(unlocked)
      .returning({ memberId: memberBankAccounts.memberId });
    if (cleared.length === 0) throw lockedError();
    return;
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const failures = sql`${memberBankAccounts.withdrawalPasswordFailures} + 1`;
    const [row] = await tx
      .update(memberBankAccounts)
      .set({
        withdrawalPasswordFailures: failures,
        withdrawalPasswordLockedAt: sql`case when ${failures} >= ${WITHDRAWAL_PASSWORD_TRIES} then ${now.toISOString()}::timestamptz end`,
      })
      .where(unlocked)
      .returning({
        failures: memberBankAccounts.withdrawalPasswordFailures,
        lockedAt: memberBankAccounts.withdrawalPasswordLockedAt,
      });
    if (!row) return { locked: true, left: 0 };
    if (row.lockedAt !== null) await announceLock(tx, deps, account.memberId, ip, now);
    return { locked: row.lockedAt !== null, left: WITHDRAWAL_PASSWORD_TRIES - row.failures };
  });
  if (outcome.locked) throw lockedError();
  // The member sees how near the lock is: a guesser learns nothing the lock does not stop.
  throw new AppError(400, accountSecurityErrors.wrongWithdrawalPasswordLeft(outcome.left));
}

/** In the locking try's transaction: the member's 쪽지 (with its notification) and the security event. */
async function announceLock(
  tx: Database,
  deps: WithdrawalPasswordDeps,
  memberId: number,
  ip: string | null,
  now: Date,
): Promise<void> {
  const messageId = await insertMessage(tx, { memberId, ...lockMessage, createdAt: now });
  await notifyMember(tx, deps, memberId, { kind: 'message', messageId, title: lockMessage.title });
  await recordSecurityEvent(tx, { memberId, kind: 'withdrawal-password-locked', ip, at: now });
}
