import { and, eq } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { casinoFavourites } from '../../db/schema/casino';

export async function favouriteCodes(
  db: Database,
  memberId: number,
  aggregator: CasinoAggregatorKey,
): Promise<Set<string>> {
  const rows = await db
    .select({ gameCode: casinoFavourites.gameCode })
    .from(casinoFavourites)
    .where(and(eq(casinoFavourites.memberId, memberId), eq(casinoFavourites.aggregator, aggregator)));
  return new Set(rows.map((row) => row.gameCode));
}

export async function setFavouriteRow(
  db: Database,
  key: { memberId: number; aggregator: CasinoAggregatorKey; gameCode: string },
  favourite: boolean,
  now: Date,
): Promise<void> {
  if (favourite) {
    await db
      .insert(casinoFavourites)
      .values({ ...key, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(casinoFavourites)
    .where(
      and(
        eq(casinoFavourites.memberId, key.memberId),
        eq(casinoFavourites.aggregator, key.aggregator),
        eq(casinoFavourites.gameCode, key.gameCode),
      ),
    );
}
