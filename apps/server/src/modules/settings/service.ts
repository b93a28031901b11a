import type { SiteSettings as SiteSettingsBody } from '@site/contracts/api/settings';
import type { Database } from '../../db/client';
import type { SiteSettings } from '../../db/schema/site-settings';
import { ensureSiteSettings, getSiteSettings } from './repo';

/** The settings row; created with its defaults if a start without seeding has not made it yet. */
export async function loadSiteSettings(db: Database): Promise<SiteSettings> {
  const existing = await getSiteSettings(db);
  if (existing) return existing;
  await ensureSiteSettings(db);
  const created = await getSiteSettings(db);
  if (!created) throw new Error('site_settings row missing after ensureSiteSettings');
  return created;
}

export function toSettingsBody(row: SiteSettings): SiteSettingsBody {
  return {
    siteNoticeFlg: row.siteNoticeFlg,
    autoLogoutMin: row.autoLogoutMin,
    joinStartEndFlg: row.joinStartEndFlg,
    // The column is a smallint limited by the API to 0 or 1.
    tetherMaintenanceFlag: row.tetherMaintenanceFlag === 1 ? 1 : 0,
    verificationBeforeDeposit: row.verificationBeforeDeposit,
  };
}

/** The console's settings as the API answers them. */
export async function siteSettingsBody(db: Database): Promise<SiteSettingsBody> {
  return toSettingsBody(await loadSiteSettings(db));
}
