import { and, asc, count, gte, lt, sql, sum } from 'drizzle-orm';
import type { Dashboard } from '@site/contracts/api/admin-bets';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { betReturnedSql } from './cash-out/figures-sql';

/**
 * Per product, the bets placed in [from, until) (how many, their stakes, how many still in progress)
 * and what the bets settled in it credited (wins, voids and cancels give money back; a loss 0). A
 * product appears when it took a bet or paid one in that time, in game type order.
 */
export async function productTotals(
  db: Database,
  { from, until }: { from: Date; until: Date },
): Promise<Dashboard['products']> {
  const [placed, settled] = await Promise.all([
    db
      .select({
        gameType: bets.gameType,
        bets: count(),
        stakes: sum(bets.stake).mapWith(Number),
        pending: sql<number>`count(*) filter (where ${bets.status} = ${SETTLEMENT_PENDING})`.mapWith(Number),
      })
      .from(bets)
      .where(and(gte(bets.createdAt, from), lt(bets.createdAt, until)))
      .groupBy(bets.gameType)
      .orderBy(asc(bets.gameType)),
    db
      // Cash-outs are money paid back too; partial ones count when their bet ends (docs/decisions/068).
      .select({ gameType: bets.gameType, payouts: sql<number>`sum(${betReturnedSql('bets')})`.mapWith(Number) })
      .from(bets)
      .where(and(gte(bets.settledAt, from), lt(bets.settledAt, until)))
      .groupBy(bets.gameType),
  ]);
  const gameTypes = [...new Set([...placed, ...settled].map((row) => row.gameType))].sort((a, b) => a - b);
  return gameTypes.map((gameType) => {
    const taken = placed.find((row) => row.gameType === gameType);
    return {
      gameType,
      bets: taken?.bets ?? 0,
      stakes: taken?.stakes ?? 0,
      payouts: settled.find((row) => row.gameType === gameType)?.payouts ?? 0,
      pending: taken?.pending ?? 0,
    };
  });
}
