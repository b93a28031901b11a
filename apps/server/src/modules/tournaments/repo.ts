import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import {
  EVENT_SLOT_ROW_ID,
  JACKPOT_OPENING,
  JACKPOT_ROW_ID,
  eventSlotSettings,
  jackpotPool,
  jackpotWins,
  tournamentEntries,
  tournamentPayouts,
  tournaments,
  type JackpotPoolRow,
  type TournamentRow,
} from '../../db/schema/tournaments';

export interface StandingRow {
  rank: number;
  memberId: number;
  userId: string;
  nickName: string;
  score: number;
}

/** The leaderboard's order; see scoring.ts for the tie rule. */
const standingOrder = [
  desc(tournamentEntries.score),
  sql`${tournamentEntries.scoredAt} asc nulls last`,
  asc(tournamentEntries.joinedAt),
  asc(tournamentEntries.memberId),
];

export async function findTournament(db: Database, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row;
}

export async function lockTournament(tx: Database, id: number): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row;
}

/** Tournaments whose prizes are still to be paid. */
const unpaid = inArray(tournaments.state, ['open', 'closing']);

/** A product's tournaments not yet paid or cancelled, soonest end first. */
export function openTournaments(db: Database, product: TournamentRow['product']): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.product, product), unpaid))
    .orderBy(asc(tournaments.endsAt));
}

export function paidTournaments(db: Database, product: TournamentRow['product'], limit: number) {
  return db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.product, product), eq(tournaments.state, 'paid')))
    .orderBy(desc(tournaments.endsAt))
    .limit(limit);
}

export function allTournaments(db: Database): Promise<TournamentRow[]> {
  return db.select().from(tournaments).orderBy(desc(tournaments.startsAt));
}

/** Unpaid tournaments whose end has passed: the payout worker's work. */
export function endedUnpaidTournamentIds(db: Database, now: Date) {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(unpaid, lte(tournaments.endsAt, now)));
}

/**
 * Shuts an ended tournament to scoring (open → closing) in a transaction of its own: its lock waits for
 * every round still being scored into it (enteredRunningTournaments holds the tournament's row), and a
 * round scored after it finds the tournament closing and counts nothing. False when there is nothing
 * to pay: unknown, not ended, paid or cancelled.
 */
export async function closeToScoring(db: Database, tournamentId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockTournament(tx, tournamentId);
    if (!row || row.endsAt > now || (row.state !== 'open' && row.state !== 'closing')) return false;
    if (row.state === 'open')
      await tx.update(tournaments).set({ state: 'closing' }).where(eq(tournaments.id, tournamentId));
    return true;
  });
}

export async function entrantCount(db: Database, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId));
  return row?.count ?? 0;
}

export async function isEntered(db: Database, tournamentId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: tournamentEntries.memberId })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.memberId, memberId)));
  return row !== undefined;
}

/** Joining twice is joining once. */
export async function insertEntry(db: Database, tournamentId: number, memberId: number, now: Date): Promise<void> {
  await db.insert(tournamentEntries).values({ tournamentId, memberId, joinedAt: now }).onConflictDoNothing();
}

/** Ranked standings, the top `limit` (all when omitted). */
export async function standings(db: Database, tournamentId: number, limit?: number): Promise<StandingRow[]> {
  const query = db
    .select({
      rank: sql<number>`(row_number() over (order by ${sql.join(standingOrder, sql`, `)}))::int`,
      memberId: tournamentEntries.memberId,
      userId: members.userId,
      nickName: members.nickName,
      score: tournamentEntries.score,
    })
    .from(tournamentEntries)
    .innerJoin(members, eq(members.id, tournamentEntries.memberId))
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(...standingOrder);
  return limit === undefined ? query : query.limit(limit);
}

/** Adds a counted round's stake to the member's entry. */
export async function addToScores(
  tx: Database,
  target: { memberId: number; tournamentId: number; amount: number; at: Date },
): Promise<void> {
  await tx
    .update(tournamentEntries)
    .set({ score: sql`${tournamentEntries.score} + ${target.amount}`, scoredAt: target.at })
    .where(
      and(eq(tournamentEntries.tournamentId, target.tournamentId), eq(tournamentEntries.memberId, target.memberId)),
    );
}

/** Keeps the better of the entry's score and `score`; the time moves only when it improved. */
export async function raiseScore(
  tx: Database,
  target: { memberId: number; tournamentId: number; score: number; at: Date },
): Promise<void> {
  await tx
    .update(tournamentEntries)
    .set({ score: target.score, scoredAt: target.at })
    .where(
      and(
        eq(tournamentEntries.tournamentId, target.tournamentId),
        eq(tournamentEntries.memberId, target.memberId),
        sql`(${tournamentEntries.scoredAt} is null or ${tournamentEntries.score} < ${target.score})`,
      ),
    );
}

/**
 * The open tournaments of the product running at `at` that the member joined, each held (KEY SHARE,
 * which only a payout's or an operator's FOR UPDATE waits for) until the caller's transaction ends, so
 * the payout's standings include this round's score (closeToScoring).
 */
export function enteredRunningTournaments(
  tx: Database,
  query: { memberId: number; product: TournamentRow['product']; at: Date },
) {
  return tx
    .select({ id: tournaments.id, metric: tournaments.metric, minStake: tournaments.minStake })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        eq(tournamentEntries.memberId, query.memberId),
        eq(tournaments.product, query.product),
        eq(tournaments.state, 'open'),
        lte(tournaments.startsAt, query.at),
        gt(tournaments.endsAt, query.at),
      ),
    )
    .for('key share', { of: tournaments });
}

export function payoutsOf(db: Database, tournamentId: number) {
  return db
    .select({ rank: tournamentPayouts.rank, amount: tournamentPayouts.amount })
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.tournamentId, tournamentId));
}

export async function paidTotal(db: Database, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${tournamentPayouts.amount}), 0)::bigint` })
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.tournamentId, tournamentId));
  return Number(row?.total ?? 0);
}

export async function ensureJackpotPool(db: Database): Promise<void> {
  await db
    .insert(jackpotPool)
    .values({ id: JACKPOT_ROW_ID, ...JACKPOT_OPENING })
    .onConflictDoNothing();
}

export async function readJackpotPool(db: Database): Promise<JackpotPoolRow> {
  await ensureJackpotPool(db);
  const [row] = await db.select().from(jackpotPool).where(eq(jackpotPool.id, JACKPOT_ROW_ID));
  if (!row) throw new Error('jackpot_pool row missing after ensureJackpotPool');
  return row;
}

/** The pool's row, locked for the rest of the transaction: every stake share and every win waits here. */
export async function lockJackpotPool(tx: Database): Promise<JackpotPoolRow> {
  await ensureJackpotPool(tx);
  const [row] = await tx.select().from(jackpotPool).where(eq(jackpotPool.id, JACKPOT_ROW_ID)).for('update');
  if (!row) throw new Error('jackpot_pool row missing after ensureJackpotPool');
  return row;
}

export async function updateJackpotPool(
  tx: Database,
  values: Partial<Omit<JackpotPoolRow, 'id'>>,
  now: Date,
): Promise<JackpotPoolRow> {
  await ensureJackpotPool(tx);
  const [row] = await tx
    .update(jackpotPool)
    .set({ ...values, updatedAt: now })
    .where(eq(jackpotPool.id, JACKPOT_ROW_ID))
    .returning();
  if (!row) throw new Error('jackpot_pool row missing');
  return row;
}

export async function insertJackpotWin(
  tx: Database,
  win: { memberId: number; roundId: number; amount: number; wonAt: Date },
): Promise<number | undefined> {
  const [row] = await tx.insert(jackpotWins).values(win).onConflictDoNothing().returning({ id: jackpotWins.id });
  return row?.id;
}

export async function lastJackpotWin(db: Database) {
  const [row] = await db
    .select({ nickName: members.nickName, amount: jackpotWins.amount, wonAt: jackpotWins.wonAt })
    .from(jackpotWins)
    .innerJoin(members, eq(members.id, jackpotWins.memberId))
    .orderBy(desc(jackpotWins.wonAt))
    .limit(1);
  return row;
}

export async function eventSlotUseFlag(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ useFlag: eventSlotSettings.useFlag })
    .from(eventSlotSettings)
    .where(eq(eventSlotSettings.id, EVENT_SLOT_ROW_ID));
  // No row yet: the default, open.
  return row?.useFlag ?? true;
}

export async function setEventSlotUseFlag(db: Database, useFlag: boolean, now: Date): Promise<void> {
  await db
    .insert(eventSlotSettings)
    .values({ id: EVENT_SLOT_ROW_ID, useFlag, updatedAt: now })
    .onConflictDoUpdate({ target: eventSlotSettings.id, set: { useFlag, updatedAt: now } });
}
