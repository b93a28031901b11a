import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { minigamePicks, minigameRounds, minigameSettings, type MinigameRoundRow } from '../../db/schema/minigames';

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

/**
 * The picks the member holds on one market of one round, in bets still running: a second bet there
 * may repeat a pick but not take the other side (양방).
 */
export async function heldPicksOfRound(
  db: Database,
  { memberId, roundId, marketKey }: { memberId: number; roundId: number; marketKey: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pickKey: minigamePicks.pickKey })
    .from(minigamePicks)
    .innerJoin(bets, eq(bets.id, minigamePicks.betId))
    .where(
      and(
        eq(minigamePicks.roundId, roundId),
        eq(minigamePicks.result, SETTLEMENT_PENDING),
        eq(minigamePicks.marketKey, marketKey),
        eq(bets.memberId, memberId),
        eq(bets.status, SETTLEMENT_PENDING),
      ),
    );
  return rows.map((row) => row.pickKey);
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
