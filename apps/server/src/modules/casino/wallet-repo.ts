import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import {
  casinoLaunchTokens,
  casinoSessions,
  casinoTransactions,
  type CasinoTransactionRow,
} from '../../db/schema/casino';
import { sessions } from '../../db/schema/sessions';

export async function findTransaction(
  db: Database,
  aggregator: CasinoAggregatorKey,
  txId: string,
): Promise<CasinoTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoTransactions)
    .where(and(eq(casinoTransactions.aggregator, aggregator), eq(casinoTransactions.txId, txId)));
  return row;
}

/**
 * What a recorded transaction id did: a movement answered OK, or `voided`: a rollback named it before
 * its debit came (the network reordered them, or the debit was lost on its way), and aggregators'
 * contracts say a rolled-back id is never taken, so the debit is refused if it comes at all.
 */
export type CasinoTransactionAction = 'debit' | 'credit' | 'rollback' | 'voided';

export async function insertTransaction(
  db: Database,
  row: typeof casinoTransactions.$inferInsert & { action: CasinoTransactionAction },
): Promise<void> {
  await db.insert(casinoTransactions).values(row);
}

/**
 * Records a debit id a rollback named before the debit came. Written in the rollback's transaction
 * under the member's row; the unique (aggregator, txId) index decides against a debit under the same id
 * booked at the same moment for another member.
 */
export async function voidTransaction(
  db: Database,
  voided: { aggregator: CasinoAggregatorKey; txId: string; memberId: number; balance: number; at: Date },
): Promise<void> {
  await insertTransaction(db, {
    aggregator: voided.aggregator,
    txId: voided.txId,
    action: 'voided',
    memberId: voided.memberId,
    roundId: null,
    amount: 0,
    // No call's bytes are recorded under this id: no call can be a replay of it.
    bodyHash: '',
    status: 'UNKNOWN_TRANSACTION',
    balance: voided.balance,
    createdAt: voided.at,
  });
}

export type LaunchTokenRow = typeof casinoLaunchTokens.$inferSelect;

export async function insertLaunchToken(db: Database, row: typeof casinoLaunchTokens.$inferInsert): Promise<void> {
  await db.insert(casinoLaunchTokens).values(row);
}

/**
 * Takes a launch token once: marks it used if it is unused, unexpired and of this aggregator, in one
 * statement, so two authenticate calls with one token cannot both succeed.
 */
export async function consumeLaunchToken(
  db: Database,
  aggregator: CasinoAggregatorKey,
  tokenHash: string,
  now: Date,
): Promise<LaunchTokenRow | undefined> {
  const [row] = await db
    .update(casinoLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(casinoLaunchTokens.tokenHash, tokenHash),
        eq(casinoLaunchTokens.aggregator, aggregator),
        isNull(casinoLaunchTokens.usedAt),
        gt(casinoLaunchTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function insertCasinoSession(db: Database, row: typeof casinoSessions.$inferInsert): Promise<void> {
  await db.insert(casinoSessions).values(row);
}

/**
 * The wallet session if it still lives: the member's site session has not ended and the game called
 * within the idle limit. A live one is touched, so a member who keeps playing keeps it.
 */
export async function touchLiveSession(
  db: Database,
  ref: { aggregator: CasinoAggregatorKey; sessionId: string; memberId: number },
  now: Date,
  idleMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: casinoSessions.id })
    .from(casinoSessions)
    .innerJoin(sessions, eq(sessions.id, casinoSessions.siteSessionId))
    .where(
      and(
        eq(casinoSessions.id, ref.sessionId),
        eq(casinoSessions.aggregator, ref.aggregator),
        eq(casinoSessions.memberId, ref.memberId),
        isNull(sessions.endedAt),
        gt(casinoSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    );
  if (!row) return false;
  await db.update(casinoSessions).set({ lastSeenAt: now }).where(eq(casinoSessions.id, ref.sessionId));
  return true;
}

/** Whether the site session a launch came from is still live (authenticate refuses an ended one). */
export async function isSiteSessionLive(db: Database, siteSessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, siteSessionId), isNull(sessions.endedAt)));
  return row !== undefined;
}
