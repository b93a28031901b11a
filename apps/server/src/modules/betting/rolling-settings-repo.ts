import { eq } from 'drizzle-orm';
import type { RollingSettings } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { ROLLING_SETTINGS_ROW_ID, rollingSettings, type RollingSettingsRow } from '../../db/schema/rolling';

/** The operator's settlement rules; the migration inserts the one row. */
export async function loadRollingSettings(db: Database): Promise<RollingSettingsRow> {
  const [row] = await db.select().from(rollingSettings).where(eq(rollingSettings.id, ROLLING_SETTINGS_ROW_ID));
  if (!row) throw new Error('rolling_settings has no row: migrations have not run');
  return row;
}

export async function saveRollingSettings(
  db: Database,
  settings: RollingSettings,
  now: Date,
): Promise<RollingSettingsRow> {
  const [row] = await db
    .update(rollingSettings)
    .set({ ...settings, updatedAt: now })
    .where(eq(rollingSettings.id, ROLLING_SETTINGS_ROW_ID))
    .returning();
  if (!row) throw new Error('rolling_settings has no row: migrations have not run');
  return row;
}
