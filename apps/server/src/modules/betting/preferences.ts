/** A member's betting preferences: the 배당 변경 choice the cart applies to moved prices (GET/PUT /bets/preferences). */
import { eq } from 'drizzle-orm';
import type { BetPreferences } from '@site/contracts/api/bets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { memberBetPreferences } from '../../db/schema/bets';

/** A member who never chose: a moved price is taken as it comes, as the cart did before the choice existed. */
export const DEFAULT_BET_PREFERENCES: BetPreferences = { oddsChange: 'any' };

export async function loadBetPreferences(db: Database, memberId: number): Promise<BetPreferences> {
  const [row] = await db
    .select({ oddsChange: memberBetPreferences.oddsChange })
    .from(memberBetPreferences)
    .where(eq(memberBetPreferences.memberId, memberId));
  // The column's check keeps it to the three choices.
  return row ? { oddsChange: row.oddsChange as BetPreferences['oddsChange'] } : DEFAULT_BET_PREFERENCES;
}

export async function saveBetPreferences(
  db: Database,
  clock: Clock,
  memberId: number,
  preferences: BetPreferences,
): Promise<BetPreferences> {
  const values = { oddsChange: preferences.oddsChange, updatedAt: clock.now() };
  await db
    .insert(memberBetPreferences)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberBetPreferences.memberId, set: values });
  return { oddsChange: preferences.oddsChange };
}
