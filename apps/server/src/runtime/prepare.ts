import type { AppConfig } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { ensureSiteSettings } from '../modules/settings/repo';

/** Brings the database up to date before any server answers: migrations, demo data, the settings row. */
export async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<{ demoSeeded: boolean }> {
  // A connection of its own without the serving pool's statement timeouts: a migration may rightly run long.
  const preparing = openPostgres(database.url, database.engine, null);
  try {
    await migrateDatabase(preparing);
    const seed = config.seedDemo ? await seedDemoData(preparing.db) : { seeded: false };
    // The site cannot run without its settings row, demo data or not.
    await ensureSiteSettings(preparing.db);
    return { demoSeeded: seed.seeded };
  } finally {
    await preparing.close();
  }
}
