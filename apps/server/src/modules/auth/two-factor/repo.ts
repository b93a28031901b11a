import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema/sessions';
import { loginTickets, memberRecoveryCodes, memberTwoFactor } from '../../../db/schema/two-factor';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;

export async function findTwoFactor(db: Database, memberId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
  return row;
}

export async function hasSecondFactor(db: Database, memberId: number): Promise<boolean> {
  return Boolean((await findTwoFactor(db, memberId))?.enrolledAt);
}

/** A new pending secret, replacing an earlier pending one; an enrolled row is left alone (answers false). */
export async function putPendingSecret(db: Database, memberId: number, sealed: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(memberTwoFactor)
    .values({ memberId, secret: sealed, startedAt: now })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secret: sealed, startedAt: now, lastStep: null },
      setWhere: isNull(memberTwoFactor.enrolledAt),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

/** Pending → enrolled with the confirming code's step; false if it was enrolled meanwhile or the pending secret expired. */
export async function markEnrolled(db: Database, memberId: number, step: number, startedAfter: Date, now: Date) {
  const rows = await db
    .update(memberTwoFactor)
    .set({ enrolledAt: now, lastStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        isNull(memberTwoFactor.enrolledAt),
        gt(memberTwoFactor.startedAt, startedAfter),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

/**
 * Takes the step for the member's enrolled secret unless it or a later one was taken already. One
 * conditional UPDATE: of two requests with the same code, the second waits for the first's row lock,
 * re-reads last_step and matches nothing, so exactly one passes.
 */
export async function consumeStep(db: Database, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        isNotNull(memberTwoFactor.enrolledAt),
        or(isNull(memberTwoFactor.lastStep), lt(memberTwoFactor.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Database, memberId: number): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
}

export async function replaceRecoveryCodes(db: Database, memberId: number, codeHashes: string[]): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.insert(memberRecoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Marks the recovery code used unless it was; true when this call used it. */
export async function useRecoveryCode(db: Database, memberId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, codeHash),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Records that the session was proven with a second factor; false when it is no longer active. */
export async function markSessionVerified(db: Database, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A member who turns the second factor off: no session of theirs counts as proven any more. */
export async function unmarkMemberSessions(db: Database, memberId: number): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.memberId, memberId));
}

export type LoginTicketRow = typeof loginTickets.$inferSelect;

export async function insertLoginTicket(
  db: Database,
  ticket: { tokenHash: string; memberId: number; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(loginTickets).values(ticket);
}

/** The ticket if it can still be answered: not used, not expired, not worn out by wrong codes. */
export async function findLiveTicket(
  db: Database,
  tokenHash: string,
  now: Date,
  maxWrongCodes: number,
): Promise<LoginTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(loginTickets)
    .where(
      and(
        eq(loginTickets.tokenHash, tokenHash),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
        lt(loginTickets.wrongCodes, maxWrongCodes),
      ),
    );
  return row;
}

/** Uses the ticket up; false when another request did first (single use). */
export async function useTicket(db: Database, ticketId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(and(eq(loginTickets.id, ticketId), isNull(loginTickets.usedAt)))
    .returning({ id: loginTickets.id });
  return rows.length > 0;
}

export async function countWrongCode(db: Database, ticketId: number): Promise<void> {
  await db
    .update(loginTickets)
    .set({ wrongCodes: sql`${loginTickets.wrongCodes} + 1` })
    .where(eq(loginTickets.id, ticketId));
}

export async function deleteTicketsExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(loginTickets)
    .where(lt(loginTickets.expiresAt, cutoff))
    .returning({ id: loginTickets.id });
  return rows.length;
}
