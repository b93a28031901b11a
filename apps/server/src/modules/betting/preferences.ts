/**
 * A member's betting preferences (GET/PUT /bets/preferences): the 배당 변경 choice the cart applies to
 * moved prices, and the 배당 표시 방식 the site writes prices in. The server only keeps the format:
 * prices are sent, stored and compared as decimal ×100 whatever the member reads (docs/decisions/070).
 */
import { eq } from 'drizzle-orm';
import type { BetPreferences, BetPreferencesChange } from '@site/contracts/api/bets';
import { DEFAULT_ODDS_FORMAT } from '@site/contracts/rules/odds-format';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { memberBetPreferences } from '../../db/schema/bets';

/**
 * A member who never chose: a moved price is taken as it comes, as the cart did before the choice
 * existed, and prices read as decimals.
 */
export const DEFAULT_BET_PREFERENCES: BetPreferences = { oddsChange: 'any', oddsFormat: DEFAULT_ODDS_FORMAT };

const preferenceColumns = { oddsChange: memberBetPreferences.oddsChange, oddsFormat: memberBetPreferences.oddsFormat };

// The columns' checks keep each to its choices.
const asPreferences = (row: { oddsChange: string; oddsFormat: string }): BetPreferences => row as BetPreferences;

export async function loadBetPreferences(db: Database, memberId: number): Promise<BetPreferences> {
  const [row] = await db
    .select(preferenceColumns)
    .from(memberBetPreferences)
    .where(eq(memberBetPreferences.memberId, memberId));
  return row ? asPreferences(row) : DEFAULT_BET_PREFERENCES;
}

/**
 * Writes the choices sent and answers all of them: one statement, so two changes of different choices
 * racing each other both stick (each updates only its own column of the one row).
 */
export async function saveBetPreferences(
  db: Database,
  clock: Clock,
  memberId: number,
  change: BetPreferencesChange,
): Promise<BetPreferences> {
  const changed = {
    ...(change.oddsChange !== undefined && { oddsChange: change.oddsChange }),
    ...(change.oddsFormat !== undefined && { oddsFormat: change.oddsFormat }),
    updatedAt: clock.now(),
  };
  const [row] = await db
    .insert(memberBetPreferences)
    .values({ memberId, ...DEFAULT_BET_PREFERENCES, ...changed })
    .onConflictDoUpdate({ target: memberBetPreferences.memberId, set: changed })
    .returning(preferenceColumns);
  if (!row) throw new Error('the preferences upsert answered no row');
  return asPreferences(row);
}
