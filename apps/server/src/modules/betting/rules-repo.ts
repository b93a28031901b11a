import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betLimits, SPORTS_SETTINGS_ROW_ID, sportsSettings } from '../../db/schema/bets';
import { memberLevels } from '../../db/schema/members';

export type SportsSettingsRow = typeof sportsSettings.$inferSelect;
export type NewSportsSettingsRow = typeof sportsSettings.$inferInsert;
export type BetLimitRow = typeof betLimits.$inferSelect;

export async function getSportsSettingsRow(db: Database): Promise<SportsSettingsRow | undefined> {
  const [row] = await db.select().from(sportsSettings).where(eq(sportsSettings.id, SPORTS_SETTINGS_ROW_ID));
  return row;
}

/** Creates the single row with these values unless it exists; concurrent starts cannot add a second. */
export async function insertSportsSettingsIfMissing(
  db: Database,
  values: Omit<NewSportsSettingsRow, 'id'>,
): Promise<void> {
  await db
    .insert(sportsSettings)
    .values({ ...values, id: SPORTS_SETTINGS_ROW_ID })
    .onConflictDoNothing();
}

export async function updateSportsSettingsRow(
  db: Database,
  patch: Partial<Omit<NewSportsSettingsRow, 'id'>>,
): Promise<SportsSettingsRow | undefined> {
  const [row] = await db
    .update(sportsSettings)
    .set(patch)
    .where(eq(sportsSettings.id, SPORTS_SETTINGS_ROW_ID))
    .returning();
  return row;
}

export async function getBetLimitRow(db: Database, level: number): Promise<BetLimitRow | undefined> {
  const [row] = await db.select().from(betLimits).where(eq(betLimits.level, level));
  return row;
}

export async function listBetLimitRows(db: Database): Promise<BetLimitRow[]> {
  return db.select().from(betLimits).orderBy(asc(betLimits.level));
}

export async function listLevels(db: Database): Promise<{ level: number; name: string }[]> {
  return db.select().from(memberLevels).orderBy(asc(memberLevels.level));
}

export async function upsertBetLimitRow(db: Database, row: BetLimitRow): Promise<BetLimitRow> {
  const { minStake, maxStake, maxPayout, maxPicks } = row;
  const [saved] = await db
    .insert(betLimits)
    .values(row)
    .onConflictDoUpdate({ target: betLimits.level, set: { minStake, maxStake, maxPayout, maxPicks } })
    .returning();
  if (!saved) throw new Error('upsert into bet_limits returned no row');
  return saved;
}

/** Seed only: levels that already have limits keep them. */
export async function insertBetLimitRowsIfMissing(db: Database, rows: BetLimitRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(betLimits).values(rows).onConflictDoNothing();
}
