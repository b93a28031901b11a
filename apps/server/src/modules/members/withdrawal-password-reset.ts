import { desc, eq, isNotNull } from 'drizzle-orm';
import {
  accountSecurityErrors,
  WITHDRAWAL_PASSWORD_TRIES,
  type WithdrawalLock,
  type WithdrawalPasswordStatus,
} from '@site/contracts/api/account-activity';
import type { Database } from '../../db/client';
import { memberBankAccounts } from '../../db/schema/cashier';
import type { MemberRow } from '../../db/schema/members';
import { members } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { checkSecondFactor } from '../auth/two-factor/check';
import { hasSecondFactor } from '../auth/two-factor/repo';
import { forgetPasswordChecks, takePasswordCheck, type AccountLimits } from './account-limits';
import { findMemberByUserId } from '../auth/member-lookup';
import { recordSecurityEvent } from '../auth/security-events';
import { memberErrors } from './service';
import { insertMessage } from '../messages/repo';
import { notifyMember } from '../notifications/service';
import { findBankAccount } from './bank-account-repo';
import type { WithdrawalPasswordDeps } from './withdrawal-password';

export interface WithdrawalResetDeps extends WithdrawalPasswordDeps {
  limits: AccountLimits;
}

export async function withdrawalPasswordStatus(
  { db }: Pick<WithdrawalResetDeps, 'db'>,
  memberId: number,
): Promise<WithdrawalPasswordStatus> {
  const [account, enrolled] = await Promise.all([findBankAccount(db, memberId), hasSecondFactor(db, memberId)]);
  const lockedAt = account?.withdrawalPasswordLockedAt ?? null;
  return {
    registered: account !== undefined,
    locked: lockedAt !== null,
    lockedAt: lockedAt?.toISOString() ?? null,
    triesLeft: lockedAt ? 0 : WITHDRAWAL_PASSWORD_TRIES - (account?.withdrawalPasswordFailures ?? 0),
    secondFactor: enrolled,
  };
}

/**
 * The member sets a new withdrawal password, locked or not, proving who they are the way a stolen
 * session alone cannot: the login password (its checks limited per member like a profile change)
 * and, when enrolled, a second-factor code. It clears the count and the lock.
 */
export async function resetWithdrawalPassword(
  deps: WithdrawalResetDeps,
  member: MemberRow,
  input: { password: string; otp?: string | undefined; withdrawalPassword: string },
  ip: string,
): Promise<WithdrawalPasswordStatus> {
  const { db, clock, limits } = deps;
  const now = clock.now();
  await takePasswordCheck(db, limits, member.id, now);
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    throw new AppError(400, accountSecurityErrors.wrongLoginPassword);
  }
  await forgetPasswordChecks(db, member.id);
  const factor = await checkSecondFactor(db, member.id, input.otp, now, ip);
  if (factor === 'required') throw new AppError(400, accountSecurityErrors.otpRequired);
  if (factor === 'wrong') throw new AppError(400, accountSecurityErrors.wrongOtp);
  const withdrawalPasswordHash = await hashPassword(input.withdrawalPassword);
  await db.transaction(async (tx) => {
    const before = await lockWithdrawalAccount(tx, member.id);
    await tx
      .update(memberBankAccounts)
      .set({ withdrawalPasswordHash, ...unlocked, updatedAt: now })
      .where(eq(memberBankAccounts.memberId, member.id));
    const kind = before.lockedAt ? 'withdrawal-password-reset' : 'withdrawal-password-changed';
    await recordSecurityEvent(tx, { memberId: member.id, kind, ip, at: now });
  });
  return withdrawalPasswordStatus(deps, member.id);
}

const unlocked = { withdrawalPasswordFailures: 0, withdrawalPasswordLockedAt: null };

export const unlockMessage = {
  title: '출금 비밀번호 잠금이 해제되었습니다',
  contents: '운영자가 출금 비밀번호 잠금을 해제했습니다. 본인이 요청하지 않았다면 고객센터에 문의해주세요.',
};

/**
 * The operator's unlock, with a reason the member's events keep (the operator's IP is not shown to
 * the member); with a new withdrawal password it is replaced too, e.g. after the member's identity
 * was checked by phone. The member gets a 쪽지.
 */
export async function unlockWithdrawalPassword(
  deps: WithdrawalPasswordDeps,
  userId: string,
  input: { reason: string; withdrawalPassword?: string | undefined },
): Promise<void> {
  const { db, clock } = deps;
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  const hash =
    input.withdrawalPassword === undefined
      ? {}
      : { withdrawalPasswordHash: await hashPassword(input.withdrawalPassword) };
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await lockWithdrawalAccount(tx, member.id);
    if (!before.lockedAt && input.withdrawalPassword === undefined) {
      throw new AppError(409, accountSecurityErrors.notLocked);
    }
    await tx
      .update(memberBankAccounts)
      .set({ ...hash, ...unlocked, updatedAt: now })
      .where(eq(memberBankAccounts.memberId, member.id));
    await recordSecurityEvent(tx, {
      memberId: member.id,
      kind: 'withdrawal-password-unlocked',
      ip: null,
      detail: input.reason,
      at: now,
    });
    const messageId = await insertMessage(tx, { memberId: member.id, ...unlockMessage, createdAt: now });
    await notifyMember(tx, deps, member.id, { kind: 'message', messageId, title: unlockMessage.title });
  });
}

/** The member's withdrawal account locked for a change of its password: when it was locked, if it is. */
async function lockWithdrawalAccount(tx: Database, memberId: number): Promise<{ lockedAt: Date | null }> {
  const [row] = await tx
    .select({ lockedAt: memberBankAccounts.withdrawalPasswordLockedAt })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .for('update');
  if (!row) throw new AppError(400, accountSecurityErrors.noBankAccount);
  return row;
}

/** What the audit trail keeps of an unlock: whether the member's withdrawal password was locked, and since when. */
export async function withdrawalLockOf(db: Database, userId: string): Promise<Record<string, unknown> | null> {
  const member = await findMemberByUserId(db, userId);
  const account = member && (await findBankAccount(db, member.id));
  if (!account) return null;
  return {
    locked: account.withdrawalPasswordLockedAt !== null,
    lockedAt: account.withdrawalPasswordLockedAt?.toISOString() ?? null,
    failures: account.withdrawalPasswordFailures,
    passwordUpdatedAt: account.updatedAt.toISOString(),
  };
}

/** The console's list: locked withdrawal passwords, newest lock first. */
export async function withdrawalLocks(db: Database): Promise<WithdrawalLock[]> {
  const rows = await db
    .select({
      userId: members.userId,
      nickName: members.nickName,
      lockedAt: memberBankAccounts.withdrawalPasswordLockedAt,
    })
    .from(memberBankAccounts)
    .innerJoin(members, eq(members.id, memberBankAccounts.memberId))
    .where(isNotNull(memberBankAccounts.withdrawalPasswordLockedAt))
    .orderBy(desc(memberBankAccounts.withdrawalPasswordLockedAt));
  return rows.map((row) => ({ ...row, lockedAt: row.lockedAt?.toISOString() ?? '' }));
}
