import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { betPicks, bets, PENDING_LITERAL, type BetPickRow, type BetRow } from '../../db/schema/bets';
import { fixtures, leagues, selections, type FixtureRow } from '../../db/schema/sports';

export const BET_IDEMPOTENCY_UNIQUE = 'bets_idempotency';

/** The bets stored under these keys (a request's one bet, or its singles), in the order they were made. */
export async function findBetIdsByKeys(db: Database, memberId: number, keys: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), inArray(bets.idempotencyKey, keys)))
    .orderBy(asc(bets.id));
  return rows.map((row) => row.id);
}

export type NewBetRow = typeof bets.$inferInsert;
export type NewBetPickRow = typeof betPicks.$inferInsert;

export async function insertBet(db: Database, row: NewBetRow): Promise<number> {
  const [inserted] = await db.insert(bets).values(row).returning({ id: bets.id });
  if (!inserted) throw new Error('insert into bets returned no row');
  return inserted.id;
}

/** The bet of that id if it is the member's: a member never reaches another member's bet. */
const selectMemberBet = (db: Database, memberId: number, betId: number) =>
  db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.memberId, memberId)));

/** Locks the member's bet until the transaction ends (cancel); undefined when it is not theirs. */
export async function lockMemberBet(db: Database, memberId: number, betId: number): Promise<BetRow | undefined> {
  const [row] = await selectMemberBet(db, memberId, betId).for('update');
  return row;
}

/** Locks the bet if it is still in progress; a bet another settlement or a cancel got to first answers undefined. */
export async function lockPendingBet(db: Database, betId: number): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.status, SETTLEMENT_PENDING)))
    .for('update');
  return row;
}

export async function picksOfBet(db: Database, betId: number): Promise<BetPickRow[]> {
  return db.select().from(betPicks).where(eq(betPicks.betId, betId)).orderBy(asc(betPicks.id));
}

/** Ends a bet in progress; false when it had already ended, so nothing may be credited. */
export async function finishBet(
  db: Database,
  betId: number,
  end: { status: number; payout: number; settledAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(bets)
    .set(end)
    .where(and(eq(bets.id, betId), eq(bets.status, SETTLEMENT_PENDING)))
    .returning({ id: bets.id });
  return rows.length > 0;
}

/**
 * Copies the feed's verdicts into the picks still open: the selection's result, or cancelled when
 * the fixture was called off without one. Limited to the given fixtures when named. Rows another run
 * is copying right now are skipped (that run settles their bets), so two runs never wait on each other.
 */
export async function copyPickResults(db: Database, fixtureIds?: number[]): Promise<void> {
  const onlyThese = fixtureIds ? inArray(betPicks.fixtureId, fixtureIds) : undefined;
  const resulted = db
    .select({ id: betPicks.id })
    .from(betPicks)
    .innerJoin(selections, eq(selections.id, betPicks.selectionId))
    .where(and(eq(betPicks.result, SETTLEMENT_PENDING), isNotNull(selections.result), onlyThese))
    .for('update', { of: betPicks, skipLocked: true });
  await db
    .update(betPicks)
    .set({ result: sql`${selections.result}` })
    .from(selections)
    .where(and(eq(selections.id, betPicks.selectionId), inArray(betPicks.id, resulted)));

  const calledOff = db
    .select({ id: betPicks.id })
    .from(betPicks)
    .innerJoin(fixtures, eq(fixtures.id, betPicks.fixtureId))
    .where(and(eq(betPicks.result, SETTLEMENT_PENDING), eq(fixtures.status, 'cancelled'), onlyThese))
    .for('update', { of: betPicks, skipLocked: true });
  await db.update(betPicks).set({ result: SETTLEMENT_CANCELLED }).where(inArray(betPicks.id, calledOff));
}

/**
 * Bets in progress whose outcome is known: every pick resolved, or one lost (a lost pick loses the bet
 * at once); a bet still waiting for a fixture is left out, so no transaction is opened for it.
 * `fixtureIds` narrows it to bets with a pick on those fixtures. Each bet in progress is looked at
 * through its own picks (the lateral join runs on bet_picks' bet index), so the cost follows the bets
 * in progress, never the settled history a plain join would scan on every run.
 */
export async function findSettleableBetIds(db: Database, fixtureIds?: number[]): Promise<number[]> {
  const touched = fixtureIds ? sql`bool_or(${inArray(betPicks.fixtureId, fixtureIds)})` : sql`true`;
  const rows = await rawRows<{ id: string | number }>(
    db,
    sql`select ${bets.id} as id from ${bets}
        cross join lateral (
          select bool_and(${betPicks.result} <> ${PENDING_LITERAL}) as resolved, bool_or(${betPicks.result} = ${SETTLEMENT_LOST}) as lost,
                 ${touched} as touched
          from ${betPicks} where ${betPicks.betId} = ${bets.id}) as r
        where ${bets.status} = ${PENDING_LITERAL} and (r.resolved or r.lost) and r.touched
        order by ${bets.id}`,
  );
  return rows.map((row) => Number(row.id));
}

/** The bets a list shows: one member's (their history) or everyone's (the operator's list). */
export interface BetFilter {
  memberId?: number | undefined;
  gameType?: number | undefined;
  status?: number | undefined;
  /** created at or after */
  from?: Date | undefined;
  /** created before */
  until?: Date | undefined;
}

/** A member's own list: never without the member. */
export interface BetListFilter extends BetFilter {
  memberId: number;
}

function listCondition({ memberId, gameType, status, from, until }: BetFilter): SQL | undefined {
  return and(
    memberId === undefined ? undefined : eq(bets.memberId, memberId),
    gameType === undefined ? undefined : eq(bets.gameType, gameType),
    status === undefined ? undefined : eq(bets.status, status),
    from ? gte(bets.createdAt, from) : undefined,
    until ? lt(bets.createdAt, until) : undefined,
  );
}

export async function countBets(db: Database, filter: BetFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bets).where(listCondition(filter));
  return row?.total ?? 0;
}

/** Newest first. */
export async function listBets(
  db: Database,
  filter: BetFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<BetRow[]> {
  return db.select().from(bets).where(listCondition(filter)).orderBy(desc(bets.id)).limit(limit).offset(offset);
}

export async function findMemberBet(db: Database, memberId: number, betId: number): Promise<BetRow | undefined> {
  const [row] = await selectMemberBet(db, memberId, betId);
  return row;
}

/** A pick with what the history shows of its fixture and league. */
export interface PickView extends BetPickRow {
  sportId: number;
  leagueNameKorean: string;
  home: string;
  away: string;
  startAt: Date;
  fixtureStatus: FixtureRow['status'];
  homeScore: number | null;
  awayScore: number | null;
}

export async function picksOfBets(db: Database, betIds: number[]): Promise<PickView[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({
      pick: betPicks,
      sportId: fixtures.sportId,
      leagueNameKorean: leagues.nameKorean,
      home: fixtures.home,
      away: fixtures.away,
      startAt: fixtures.startAt,
      fixtureStatus: fixtures.status,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
    })
    .from(betPicks)
    .innerJoin(fixtures, eq(fixtures.id, betPicks.fixtureId))
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(inArray(betPicks.betId, betIds))
    .orderBy(asc(betPicks.betId), asc(fixtures.startAt), asc(betPicks.id));
  return rows.map(({ pick, ...fixture }) => ({ ...pick, ...fixture }));
}
