import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets, type BetRow } from '../../db/schema/bets';
import {
  minigamePicks,
  minigameRounds,
  minigameSettings,
  type MinigamePickRow,
  type MinigameRoundRow,
} from '../../db/schema/minigames';

export type MinigameSettingRow = typeof minigameSettings.$inferSelect;

export async function findSettingRow(db: Database, gameId: number): Promise<MinigameSettingRow | undefined> {
  const [row] = await db.select().from(minigameSettings).where(eq(minigameSettings.gameId, gameId));
  return row;
}

export async function listSettingRows(db: Database): Promise<MinigameSettingRow[]> {
  return db.select().from(minigameSettings);
}

export async function upsertSettingRow(
  db: Database,
  row: Omit<MinigameSettingRow, 'updatedAt'> & { updatedAt: Date },
): Promise<MinigameSettingRow> {
  const { gameId: _gameId, ...values } = row;
  const [saved] = await db
    .insert(minigameSettings)
    .values(row)
    .onConflictDoUpdate({ target: minigameSettings.gameId, set: values })
    .returning();
  if (!saved) throw new Error('upsert into minigame_settings returned no row');
  return saved;
}

/**
 * The round a bet is placed on, held until the bet's transaction ends: a draw (which updates the
 * row) waits for the bet, or the bet sees the round drawn; a bet can never slip past its draw.
 */
export async function lockRoundForBet(db: Database, roundId: number): Promise<MinigameRoundRow | undefined> {
  const [row] = await db.select().from(minigameRounds).where(eq(minigameRounds.id, roundId)).for('share');
  return row;
}

export async function insertMinigamePick(db: Database, row: typeof minigamePicks.$inferInsert): Promise<void> {
  await db.insert(minigamePicks).values(row);
}

/** The pick of one minigame bet (a bet of another product has none). */
export async function minigamePickOfBet(db: Database, betId: number): Promise<MinigamePickRow | undefined> {
  const [row] = await db.select().from(minigamePicks).where(eq(minigamePicks.betId, betId));
  return row;
}

/** A bet's pick with the round it is on. */
export interface MinigamePickView extends MinigamePickRow {
  roundNo: number;
  roundDate: string;
  roundStatus: MinigameRoundRow['status'];
  resultText: string | null;
}

export async function minigamePicksOfBets(db: Database, betIds: number[]): Promise<MinigamePickView[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .select({
      pick: minigamePicks,
      roundNo: minigameRounds.roundNo,
      roundDate: minigameRounds.roundDate,
      roundStatus: minigameRounds.status,
      resultText: minigameRounds.resultText,
    })
    .from(minigamePicks)
    .innerJoin(minigameRounds, eq(minigameRounds.id, minigamePicks.roundId))
    .where(inArray(minigamePicks.betId, betIds));
  return rows.map(({ pick, ...round }) => ({ ...pick, ...round }));
}

export interface GameBetFilter {
  memberId: number;
  gameId: number;
  gameType?: number | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

function gameBetCondition(db: Database, { memberId, gameId, gameType, from, until }: GameBetFilter): SQL | undefined {
  const ofGame = db.select({ betId: minigamePicks.betId }).from(minigamePicks).where(eq(minigamePicks.gameId, gameId));
  return and(
    eq(bets.memberId, memberId),
    inArray(bets.id, ofGame),
    gameType === undefined ? undefined : eq(bets.gameType, gameType),
    from ? gte(bets.createdAt, from) : undefined,
    until ? lt(bets.createdAt, until) : undefined,
  );
}

/** The member's bets on one game (a game page's "my bets"), newest first, with their total. */
export async function memberGameBets(
  db: Database,
  filter: GameBetFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: BetRow[]; totalCount: number }> {
  const condition = gameBetCondition(db, filter);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(bets).where(condition),
    db.select().from(bets).where(condition).orderBy(desc(bets.id)).limit(limit).offset(offset),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

function drawnRoundCondition(gameId: number, date: string | undefined): SQL | undefined {
  return and(
    eq(minigameRounds.gameId, gameId),
    eq(minigameRounds.status, 'drawn'),
    date === undefined ? undefined : eq(minigameRounds.roundDate, date),
  );
}

/** A game's drawn rounds, newest draw first, with their total; limited to one Seoul day when given. */
export async function drawnRounds(
  db: Database,
  gameId: number,
  date: string | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: MinigameRoundRow[]; totalCount: number }> {
  const condition = drawnRoundCondition(gameId, date);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(minigameRounds).where(condition),
    db
      .select()
      .from(minigameRounds)
      .where(condition)
      .orderBy(desc(minigameRounds.drawsAt), desc(minigameRounds.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}
