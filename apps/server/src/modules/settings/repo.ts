import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { SITE_SETTINGS_ROW_ID, siteSettings, type SiteSettings } from '../../db/schema/site-settings';

export async function getSiteSettings(db: Database): Promise<SiteSettings | undefined> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ROW_ID));
  return rows[0];
}

/** Creates the single settings row with its defaults unless it exists; concurrent starts cannot add a second. */
export async function ensureSiteSettings(db: Database): Promise<void> {
  await db.insert(siteSettings).values({ id: SITE_SETTINGS_ROW_ID }).onConflictDoNothing();
}

export type SiteSettingsPatch = Partial<
  Pick<
    SiteSettings,
    'siteNoticeFlg' | 'autoLogoutMin' | 'joinStartEndFlg' | 'tetherMaintenanceFlag' | 'verificationBeforeDeposit'
  >
>;

export async function updateSiteSettings(db: Database, patch: SiteSettingsPatch, now: Date): Promise<SiteSettings> {
  await ensureSiteSettings(db);
  const [row] = await db
    .update(siteSettings)
    .set({ ...patch, updatedAt: now })
    .where(eq(siteSettings.id, SITE_SETTINGS_ROW_ID))
    .returning();
  if (!row) throw new Error('site_settings row missing after ensureSiteSettings');
  return row;
}

/** The operator's switch "deposits wait for identity verification" (docs/decisions/064); off until set. */
export async function readVerificationBeforeDeposit(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ on: siteSettings.verificationBeforeDeposit })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ROW_ID));
  return row?.on ?? false;
}
