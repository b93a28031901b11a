/** The operator's cash-out switches (GET/PUT /admin/cash-out/settings), the one row of cash_out_settings. */
import type { CashOutSettings } from '@site/contracts/api/cash-out';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import type { CashOutSettingsRow } from '../../../db/schema/cash-out';
import { loadCashOutSettingsRow, updateCashOutSettingsRow } from './repo';

/** The row as the rules read it: the margin in basis points besides the contract's fields. */
export interface CashOutRules extends CashOutSettings {
  marginBasisPoints: number;
}

const toRules = (row: CashOutSettingsRow): CashOutRules => ({
  prematchEnabled: row.prematchEnabled,
  liveEnabled: row.liveEnabled,
  disabledSportIds: row.disabledSportIds,
  maxStake: row.maxStake,
  marginPercent: row.marginBasisPoints / 100,
  marginBasisPoints: row.marginBasisPoints,
  quoteSeconds: row.quoteSeconds,
  countsForRolling: row.countsForRolling,
  countsForTournaments: row.countsForTournaments,
});

export async function loadCashOutRules(db: Database): Promise<CashOutRules> {
  return toRules(await loadCashOutSettingsRow(db));
}

export async function loadCashOutSettings(db: Database): Promise<CashOutSettings> {
  const { marginBasisPoints: _, ...settings } = await loadCashOutRules(db);
  return settings;
}

/** Writes the fields given (a percent with up to two places becomes basis points) and answers the whole. */
export async function saveCashOutSettings(
  db: Database,
  clock: Clock,
  update: Partial<CashOutSettings>,
): Promise<CashOutSettings> {
  const { marginPercent, disabledSportIds, ...rest } = update;
  await updateCashOutSettingsRow(db, {
    ...rest,
    ...(disabledSportIds === undefined
      ? {}
      : { disabledSportIds: [...new Set(disabledSportIds)].sort((a, b) => a - b) }),
    ...(marginPercent === undefined ? {} : { marginBasisPoints: Math.round(marginPercent * 100) }),
    updatedAt: clock.now(),
  });
  return loadCashOutSettings(db);
}
