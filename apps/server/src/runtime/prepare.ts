import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { ensureSiteSettings } from '../modules/settings/repo';

/** Brings the database up to date before any server answers: migrations, demo data, the settings row. */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<{ demoSeeded: boolean }> {
  await migrateDatabase(database);
  const seed = config.seedDemo ? await seedDemoData(database.db) : { seeded: false };
  // The site cannot run without its settings row, demo data or not.
  await ensureSiteSettings(database.db);
  return { demoSeeded: seed.seeded };
}
