import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets, type BetRow } from '../../db/schema/bets';
import { minigamePicks, minigameRounds, type MinigamePickRow, type MinigameRoundRow } from '../../db/schema/minigames';

/*
 * The minigame bets as the bet history reads them: a minigame bet's pick lives in minigame_picks
 * (bet_picks holds the fixtures' picks), and the history is the betting core's, below the products.
 */

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
