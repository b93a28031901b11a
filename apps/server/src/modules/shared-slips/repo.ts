/** The shared slips' queries: the rows, and the selections they name as they stand now. */
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betPicks, bets } from '../../db/schema/bets';
import { members } from '../../db/schema/members';
import { sharedSlips, type SharedSlipRow } from '../../db/schema/shared-slips';
import { fixtures, leagues, markets, selections, sports } from '../../db/schema/sports';

export async function findSlip(db: Database, code: string) {
  const [row] = await db
    .select({ slip: sharedSlips, nickName: members.nickName })
    .from(sharedSlips)
    .innerJoin(members, eq(members.id, sharedSlips.memberId))
    .where(eq(sharedSlips.code, code));
  return row;
}

/** The member's earlier link of this bet, so sharing it again hands out the same one. */
export async function findSlipOfBet(db: Database, memberId: number, betId: number): Promise<SharedSlipRow | undefined> {
  const [row] = await db
    .select()
    .from(sharedSlips)
    .where(and(eq(sharedSlips.memberId, memberId), eq(sharedSlips.betId, betId)))
    .limit(1);
  return row;
}

/** The member's earlier link of exactly this cart (same selections, same order). */
export async function findSlipOfCart(
  db: Database,
  memberId: number,
  selectionIds: number[],
): Promise<SharedSlipRow | undefined> {
  const [row] = await db
    .select()
    .from(sharedSlips)
    .where(
      and(
        eq(sharedSlips.memberId, memberId),
        sql`${sharedSlips.betId} is null`,
        sql`${sharedSlips.selectionIds} = ${JSON.stringify(selectionIds)}::jsonb`,
      ),
    )
    .limit(1);
  return row;
}

/** How many slips the member created since `since` (shared_slips_member_idx). */
export async function countSlipsSince(db: Database, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sharedSlips)
    .where(and(eq(sharedSlips.memberId, memberId), gt(sharedSlips.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertSlip(db: Database, row: SharedSlipRow): Promise<void> {
  await db.insert(sharedSlips).values(row);
}

/** The member's own bet: its game type, or undefined when it is not theirs. */
export async function findOwnBetType(db: Database, memberId: number, betId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ gameType: bets.gameType })
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.memberId, memberId)));
  return row?.gameType;
}

/** The selections a bet's picks were taken on, in the order the history shows them. */
export async function selectionIdsOfBet(db: Database, betId: number): Promise<number[]> {
  const rows = await db
    .select({ selectionId: betPicks.selectionId })
    .from(betPicks)
    .innerJoin(fixtures, eq(fixtures.id, betPicks.fixtureId))
    .where(eq(betPicks.betId, betId))
    .orderBy(asc(fixtures.startAt), asc(betPicks.id));
  return rows.map((row) => Number(row.selectionId));
}

/** The selections with their market's and fixture's state now (any the feed dropped are missing). */
export async function selectionsNow(db: Database, selectionIds: number[]) {
  if (selectionIds.length === 0) return [];
  return db
    .select({
      selectionId: selections.id,
      selectionName: selections.name,
      priceX100: selections.priceX100,
      selectionStatus: selections.status,
      marketId: markets.id,
      marketType: markets.marketType,
      period: markets.period,
      line: markets.line,
      marketStatus: markets.status,
      fixtureId: fixtures.id,
      fixtureStatus: fixtures.status,
      startAt: fixtures.startAt,
      home: fixtures.home,
      away: fixtures.away,
      sportId: fixtures.sportId,
      leagueNameKorean: leagues.nameKorean,
      virtual: sports.virtual,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(fixtures, eq(fixtures.id, markets.fixtureId))
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(sports, eq(sports.id, fixtures.sportId))
    .where(inArray(selections.id, selectionIds));
}
export type SelectionNow = Awaited<ReturnType<typeof selectionsNow>>[number];
