import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { MinigameResult } from '@site/contracts/minigame-results';
import type { Database } from '../../db/client';
import { minigamePicks, minigameRounds, type MinigameRoundRow } from '../../db/schema/minigames';
import type { PickOutcome } from './kind';

/** The index that keeps two servers (or a runner and a request) from opening the same round twice. */
export const ROUND_NUMBER_UNIQUE = 'minigame_rounds_number';

const unfinished = inArray(minigameRounds.status, ['open', 'closed']);

/** Rounds not yet drawn, oldest draw first; normally one per game. */
export async function findUnfinishedRounds(db: Database, gameId?: number): Promise<MinigameRoundRow[]> {
  return db
    .select()
    .from(minigameRounds)
    .where(and(unfinished, gameId === undefined ? undefined : eq(minigameRounds.gameId, gameId)))
    .orderBy(asc(minigameRounds.gameId), asc(minigameRounds.drawsAt), asc(minigameRounds.id));
}

export async function findLatestRound(db: Database, gameId: number): Promise<MinigameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(minigameRounds)
    .where(eq(minigameRounds.gameId, gameId))
    .orderBy(desc(minigameRounds.drawsAt), desc(minigameRounds.id))
    .limit(1);
  return row;
}

/** The round of a game with this day and number (the unique slot), whatever its status. */
export async function findRoundByNumber(
  db: Database,
  gameId: number,
  roundDate: string,
  roundNo: number,
): Promise<MinigameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(minigameRounds)
    .where(
      and(
        eq(minigameRounds.gameId, gameId),
        eq(minigameRounds.roundDate, roundDate),
        eq(minigameRounds.roundNo, roundNo),
      ),
    );
  return row;
}

export type NewRound = Omit<typeof minigameRounds.$inferInsert, 'id' | 'commitment' | 'status'>;

/**
 * Stores a new open round. The commitment names the round's id, so the id is taken from the
 * sequence first and the row is written once, complete.
 */
export async function insertRound(
  db: Database,
  round: NewRound,
  commitmentOf: (roundId: number) => string,
): Promise<MinigameRoundRow> {
  // Both engines' drivers answer execute() with { rows }.
  const { rows } = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('minigame_rounds', 'id')) as id`,
  )) as unknown as { rows: { id: string | number }[] };
  const id = Number(rows[0]?.id);
  const [row] = await db
    .insert(minigameRounds)
    .overridingSystemValue()
    .values({ ...round, id, status: 'open', commitment: commitmentOf(id) })
    .returning();
  if (!row) throw new Error('insert into minigame_rounds returned no row');
  return row;
}

/** Ends betting on an open round; undefined when it was no longer open (another server got there). */
export async function closeRound(db: Database, roundId: number): Promise<MinigameRoundRow | undefined> {
  const [row] = await db
    .update(minigameRounds)
    .set({ status: 'closed' })
    .where(and(eq(minigameRounds.id, roundId), eq(minigameRounds.status, 'open')))
    .returning();
  return row;
}

export interface DrawValues {
  result: MinigameResult;
  resultText: string;
  drawnAt: Date;
  /** an early draw (draw-now) moves the round's draw, and its close if later, to this instant */
  at?: Date;
}

/** Stores the draw of a round not yet drawn; undefined when another run drew it first. */
export async function markDrawn(
  db: Database,
  roundId: number,
  { result, resultText, drawnAt, at }: DrawValues,
): Promise<MinigameRoundRow | undefined> {
  const early = at ? { drawsAt: at, closesAt: sql`least(${minigameRounds.closesAt}, ${at.toISOString()})` } : {};
  const [row] = await db
    .update(minigameRounds)
    .set({ status: 'drawn', result, resultText, drawnAt, ...early })
    .where(and(eq(minigameRounds.id, roundId), unfinished))
    .returning();
  return row;
}

/** The distinct picks still in progress on a round. */
export async function pendingPicksOfRound(
  db: Database,
  roundId: number,
): Promise<{ marketKey: string; pickKey: string }[]> {
  return db
    .selectDistinct({ marketKey: minigamePicks.marketKey, pickKey: minigamePicks.pickKey })
    .from(minigamePicks)
    .where(and(eq(minigamePicks.roundId, roundId), eq(minigamePicks.result, SETTLEMENT_PENDING)));
}

export async function resolvePicks(
  db: Database,
  roundId: number,
  pick: { marketKey: string; pickKey: string },
  outcome: PickOutcome,
): Promise<void> {
  await db
    .update(minigamePicks)
    .set({ result: outcome })
    .where(
      and(
        eq(minigamePicks.roundId, roundId),
        eq(minigamePicks.marketKey, pick.marketKey),
        eq(minigamePicks.pickKey, pick.pickKey),
        eq(minigamePicks.result, SETTLEMENT_PENDING),
      ),
    );
}
