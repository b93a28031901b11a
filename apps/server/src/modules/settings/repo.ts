import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { installationSecrets } from '../../db/schema/installation-secrets';
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
  Pick<SiteSettings, 'siteNoticeFlg' | 'autoLogoutMin' | 'joinStartEndFlg' | 'tetherMaintenanceFlag'>
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

/**
 * The operator's switch "deposits wait for identity verification" (docs/decisions/064). Until
 * site_settings has its own column (verification_before_deposit), it is kept as a named row of
 * installation_secrets, the one key-value table the schema has: absent or '0' is off, '1' on. These
 * two functions are the only ones that know where it is kept.
 */
const VERIFICATION_BEFORE_DEPOSIT = 'site-switch:verification-before-deposit';

export async function readVerificationBeforeDeposit(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: installationSecrets.secret })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, VERIFICATION_BEFORE_DEPOSIT));
  return row?.value === '1';
}

export async function writeVerificationBeforeDeposit(db: Database, on: boolean): Promise<void> {
  await db
    .insert(installationSecrets)
    .values({ name: VERIFICATION_BEFORE_DEPOSIT, secret: on ? '1' : '0' })
    .onConflictDoUpdate({ target: installationSecrets.name, set: { secret: on ? '1' : '0' } });
}
