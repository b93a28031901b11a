import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CASHIER_SETTINGS_ROW_ID, cashierSettings, type CashierSettingsRow } from '../../db/schema/cashier';

/** The cashier's rules. The migration writes the row; a missing one is recreated with the defaults. */
export async function loadCashierSettings(db: Database): Promise<CashierSettingsRow> {
  const [row] = await db.select().from(cashierSettings).where(eq(cashierSettings.id, CASHIER_SETTINGS_ROW_ID));
  if (row) return row;
  await db.insert(cashierSettings).values({ id: CASHIER_SETTINGS_ROW_ID }).onConflictDoNothing();
  return loadCashierSettings(db);
}

export type CashierSettingsPatch = Partial<Omit<CashierSettingsRow, 'id' | 'updatedAt'>>;

export async function updateCashierSettings(
  db: Database,
  patch: CashierSettingsPatch,
  now: Date,
): Promise<CashierSettingsRow> {
  await loadCashierSettings(db);
  const [row] = await db
    .update(cashierSettings)
    .set({ ...patch, updatedAt: now })
    .where(eq(cashierSettings.id, CASHIER_SETTINGS_ROW_ID))
    .returning();
  if (!row) throw new Error('cashier_settings row missing');
  return row;
}
