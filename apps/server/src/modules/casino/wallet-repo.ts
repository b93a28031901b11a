import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import {
  casinoLaunchTokens,
  casinoSessions,
  casinoTransactions,
  type CasinoTransactionRow,
} from '../../db/schema/casino';
import { members, type MemberRow } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';
import type { Balances } from '../ledger/repo';

/** The member as a wallet movement holds it: the balances and what decides whether they may play. */
export interface HeldPlayer extends Balances {
  blocked: boolean;
  tendency: MemberRow['tendency'];
  level: number;
  /** the member set a stake or loss limit of their own: a debit reads it (responsible-play) */
  playLimited: boolean;
}

/**
 * Locks the member's row until the transaction ends (the ledger's lock, taken first like every movement
 * of the member) and reads what the movement judges by, so nothing is read twice.
 */
export async function lockPlayer(db: Database, memberId: number): Promise<HeldPlayer | undefined> {
  const [row] = await db
    .select({
      emoney: members.emoney,
      point: members.point,
      blocked: members.blocked,
      tendency: members.tendency,
      level: members.level,
      playLimited: members.playLimited,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

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
 * within the idle limit. A live one is touched, so a member who keeps playing keeps it: the look and
 * the touch are one statement.
 */
export async function touchLiveSession(
  db: Database,
  ref: { aggregator: CasinoAggregatorKey; sessionId: string; memberId: number },
  now: Date,
  idleMs: number,
): Promise<boolean> {
  const touched = await rawRows<{ id: string }>(
    db,
    sql`update casino_sessions c set last_seen_at = ${now.toISOString()}
          from sessions s
         where s.id = c.site_session_id and s.ended_at is null
           and c.id = ${ref.sessionId} and c.aggregator = ${ref.aggregator} and c.member_id = ${ref.memberId}
           and c.last_seen_at > ${new Date(now.getTime() - idleMs).toISOString()}
        returning c.id`,
  );
  return touched.length > 0;
}

/** Whether the site session a launch came from is still live (authenticate refuses an ended one). */
export async function isSiteSessionLive(db: Database, siteSessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, siteSessionId), isNull(sessions.endedAt)));
  return row !== undefined;
}
