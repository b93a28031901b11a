import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betOperatorActions, betPicks, bets, type BetOperatorActionRow, type BetRow } from '../../db/schema/bets';
import { members } from '../../db/schema/members';
import { minigamePicks } from '../../db/schema/minigames';
import { fixtures, selections } from '../../db/schema/sports';

/*
 * What the operator's calls on bets read and write (void, resettle, the console's list): the bets of
 * every member, the actions taken on them, a fixture's selections and the picks on it.
 */

/** Locks the bet, whatever its status, until the transaction ends; undefined when there is none. */
export async function lockBet(db: Database, betId: number): Promise<BetRow | undefined> {
  const [row] = await db.select().from(bets).where(eq(bets.id, betId)).for('update');
  return row;
}

/** What voiding a bet changes, for the operator audit trail: its status and payout. */
export async function betOutcomeOf(
  db: Database,
  betId: number,
): Promise<{ status: number; payout: number | null } | undefined> {
  const [row] = await db.select({ status: bets.status, payout: bets.payout }).from(bets).where(eq(bets.id, betId));
  return row;
}

/** These bets, in id order. */
export async function findBets(db: Database, betIds: number[]): Promise<BetRow[]> {
  if (betIds.length === 0) return [];
  return db.select().from(bets).where(inArray(bets.id, betIds)).orderBy(asc(bets.id));
}

/** Locks these bets in id order (the order every locker of several bets takes), answering them as they are now. */
export async function lockBets(db: Database, betIds: number[]): Promise<BetRow[]> {
  if (betIds.length === 0) return [];
  return db.select().from(bets).where(inArray(bets.id, betIds)).orderBy(asc(bets.id)).for('update');
}

/** Sets a bet's outcome; the caller holds its row. */
export async function setBetOutcome(
  db: Database,
  betId: number,
  outcome: { status: number; payout: number; settledAt: Date },
): Promise<void> {
  await db.update(bets).set(outcome).where(eq(bets.id, betId));
}

export async function voidMinigamePick(db: Database, betId: number, voidCode: number): Promise<void> {
  await db.update(minigamePicks).set({ result: voidCode }).where(eq(minigamePicks.betId, betId));
}

export type NewBetActionRow = Omit<typeof betOperatorActions.$inferInsert, 'id'>;

export async function insertBetAction(db: Database, row: NewBetActionRow): Promise<number> {
  const [inserted] = await db.insert(betOperatorActions).values(row).returning({ id: betOperatorActions.id });
  if (!inserted) throw new Error('insert into bet_operator_actions returned no row');
  return inserted.id;
}

/** An action with the login id of the operator who took it. */
export interface BetActionView extends BetOperatorActionRow {
  operatorUserId: string;
}

/** The actions on these bets, oldest first. */
export async function actionsOfBets(db: Database, betIds: number[]): Promise<BetActionView[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({ action: betOperatorActions, operatorUserId: members.userId })
    .from(betOperatorActions)
    .innerJoin(members, eq(members.id, betOperatorActions.operatorId))
    .where(inArray(betOperatorActions.betId, betIds))
    .orderBy(asc(betOperatorActions.id));
  return rows.map(({ action, operatorUserId }) => ({ ...action, operatorUserId }));
}

/** Which of these bets an operator voided. */
export async function operatorVoidedBetIds(db: Database, betIds: number[]): Promise<Set<number>> {
  if (betIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ betId: betOperatorActions.betId })
    .from(betOperatorActions)
    .where(and(inArray(betOperatorActions.betId, betIds), eq(betOperatorActions.kind, 'void')));
  return new Set(rows.map((row) => row.betId));
}

export interface BetOwner {
  id: number;
  userId: string;
  nickName: string;
}

export async function ownersOf(db: Database, memberIds: number[]): Promise<Map<number, BetOwner>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, userId: members.userId, nickName: members.nickName })
    .from(members)
    .where(inArray(members.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function memberIdByUserId(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  return row?.id;
}

export async function findFixtureStatus(
  db: Database,
  fixtureId: number,
): Promise<(typeof fixtures.$inferSelect)['status'] | undefined> {
  const [row] = await db.select({ status: fixtures.status }).from(fixtures).where(eq(fixtures.id, fixtureId));
  return row?.status;
}

/** Which of these selection ids belong to the fixture. */
export async function selectionIdsOfFixture(
  db: Database,
  fixtureId: number,
  selectionIds: number[],
): Promise<Set<number>> {
  if (selectionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: selections.id })
    .from(selections)
    .where(and(eq(selections.fixtureId, fixtureId), inArray(selections.id, selectionIds)));
  return new Set(rows.map((row) => row.id));
}

/** Writes the operator's corrected results into the fixture's selections, in one statement. */
export async function correctSelectionResults(
  db: Database,
  fixtureId: number,
  corrections: { selectionId: number; result: number }[],
): Promise<void> {
  if (corrections.length === 0) return;
  const cases = sql.join(
    corrections.map(({ selectionId, result }) => sql`when ${selectionId}::bigint then ${result}::smallint`),
    sql` `,
  );
  await db
    .update(selections)
    .set({ result: sql`case ${selections.id} ${cases} end` })
    .where(
      and(
        eq(selections.fixtureId, fixtureId),
        inArray(
          selections.id,
          corrections.map((correction) => correction.selectionId),
        ),
      ),
    );
}

/** The bets with a pick on the fixture that are in progress or have ended (not cancelled), by id. */
export async function betIdsOnFixture(db: Database, fixtureId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: betPicks.betId })
    .from(betPicks)
    .innerJoin(bets, eq(bets.id, betPicks.betId))
    .where(and(eq(betPicks.fixtureId, fixtureId), inArray(bets.status, [0, 1, 2, 3])))
    .orderBy(asc(betPicks.betId));
  return rows.map((row) => row.id);
}

/** A pick with its selection's current result (null until the feed or the operator gave one). */
export interface PickWithSelectionResult {
  id: number;
  betId: number;
  fixtureId: number;
  priceX100: number;
  result: number;
  selectionResult: number | null;
}

/** Every pick of these bets (not only those on the fixture: an outcome needs them all), by bet then id. */
export async function picksWithSelectionResults(db: Database, betIds: number[]): Promise<PickWithSelectionResult[]> {
  if (betIds.length === 0) return [];
  return db
    .select({
      id: betPicks.id,
      betId: betPicks.betId,
      fixtureId: betPicks.fixtureId,
      priceX100: betPicks.priceX100,
      result: betPicks.result,
      selectionResult: selections.result,
    })
    .from(betPicks)
    .innerJoin(selections, eq(selections.id, betPicks.selectionId))
    .where(inArray(betPicks.betId, betIds))
    .orderBy(asc(betPicks.betId), asc(betPicks.id));
}

/** Sets these picks' results (one statement per result code). */
export async function setPickResults(db: Database, updates: { pickId: number; result: number }[]): Promise<void> {
  const byResult = new Map<number, number[]>();
  for (const { pickId, result } of updates) byResult.set(result, [...(byResult.get(result) ?? []), pickId]);
  for (const [result, pickIds] of byResult) {
    await db.update(betPicks).set({ result }).where(inArray(betPicks.id, pickIds));
  }
}
