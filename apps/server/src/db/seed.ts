import type { Database } from './client';
import { ensureSiteSettings, getSiteSettings } from '../modules/settings/repo';

export interface SeedResult {
  /** false when the database already held data, so nothing was written */
  seeded: boolean;
}

/**
 * Fills a database nobody has used yet with demo data. A database that already has data is left
 * untouched, so restarts never duplicate demo rows or bring back ones an operator deleted.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  if (await hasData(db)) return { seeded: false };
  await db.transaction(async (tx) => {
    await ensureSiteSettings(tx);
  });
  return { seeded: true };
}

// The settings row is the first thing any start writes; later issues will also look for members.
async function hasData(db: Database): Promise<boolean> {
  return (await getSiteSettings(db)) !== undefined;
}
