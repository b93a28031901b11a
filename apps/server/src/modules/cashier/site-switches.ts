import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { loadSiteSettings } from '../settings/service';

/**
 * The operator's site-wide switches as the cashier obeys them. The site sends members to
 * /maintenance on its own; the server refuses too, so no request slips in through an open tab or a
 * script while the site is closed. Tether stops alone under its own flag (SPEC.md §4, §5).
 */
export async function assertCashierAllowed(db: Database, channel: 'won' | 'tether', kind: 'deposit' | 'withdrawal') {
  const settings = await loadSiteSettings(db);
  if (settings.siteNoticeFlg) throw new AppError(503, cashierErrors.siteMaintenance);
  if (channel === 'tether' && settings.tetherMaintenanceFlag === 1) {
    throw new AppError(
      503,
      kind === 'deposit' ? cashierErrors.tetherDepositMaintenance : cashierErrors.tetherWithdrawalMaintenance,
    );
  }
}

export async function tetherUnderMaintenance(db: Database): Promise<boolean> {
  return (await loadSiteSettings(db)).tetherMaintenanceFlag === 1;
}
