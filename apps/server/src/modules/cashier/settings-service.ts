import type { CashierSettingsBody } from '@site/contracts/api/admin-cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import { loadCashierSettings, updateCashierSettings } from './settings-repo';

/** The operator's form of the settings row (the body's fields are the row's, less the bookkeeping). */
export function toSettingsBody(row: CashierSettingsRow): CashierSettingsBody {
  const { id: _id, updatedAt: _updatedAt, ...body } = row;
  return body;
}

export async function cashierSettingsBody(db: Database): Promise<CashierSettingsBody> {
  return toSettingsBody(await loadCashierSettings(db));
}

export async function saveCashierSettings(
  db: Database,
  clock: Clock,
  body: CashierSettingsBody,
): Promise<CashierSettingsBody> {
  return toSettingsBody(await updateCashierSettings(db, body, clock.now()));
}
