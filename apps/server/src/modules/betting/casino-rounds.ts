import { inArray } from 'drizzle-orm';
import type { CasinoBetInfo } from '@site/contracts/api/casino';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { casinoRounds } from '../../db/schema/casino';

/*
 * The casino rounds as the bet history reads them: each casino or slot round is one bet of game type 5
 * (modules/casino opens it), and the history is the betting core's, below the products.
 */

/** What /bet_result shows of each casino bet among these ids, by bet id. */
export async function casinoInfoOfBets(db: Database, betIds: number[]): Promise<Map<number, CasinoBetInfo>> {
  if (betIds.length === 0) return new Map();
  const rows = await db.select().from(casinoRounds).where(inArray(casinoRounds.betId, betIds));
  return new Map(
    rows.map((round) => [
      round.betId,
      {
        aggregator: round.aggregator as CasinoAggregatorKey,
        product: round.product as CasinoProduct,
        vendorNameKorean: round.vendorNameKorean,
        gameNameKorean: round.gameNameKorean,
        providerRoundId: round.providerRoundId,
        win: round.win,
        detail: round.status === 'open' ? null : round.detail,
      },
    ]),
  );
}
