import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, type MemberRow } from '../../db/schema/members';

// The member rows a login reads and writes. They sit in auth, below the members module (which uses
// auth's sessions and passwords), so every module that looks a member up uses these.

/** The answer (404) when a member named by id or login id does not exist. */
export const memberNotFound = '회원을 찾을 수 없습니다.';

export async function findMemberByUserId(db: Database, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.userId, userId));
  return row;
}

export async function findMemberById(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/**
 * Locks the member's row until the transaction ends, so two logins or two changes of one member queue
 * up; answers the phone number and the end of any break (excluded_until) as they stand under the lock
 * (undefined: no such member).
 */
export async function lockMember(
  db: Database,
  id: number,
): Promise<Pick<MemberRow, 'phone' | 'excludedUntil'> | undefined> {
  const [row] = await db
    .select({ phone: members.phone, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return row;
}

/** Remembers when the member last logged in (a referrer sees whether the member is still active). */
export async function recordLogin(db: Database, id: number, now: Date): Promise<void> {
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, id));
}
