import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { siteSettings } from './schema/site-settings';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

describe(`migrations on ${inject('testEngine')}`, () => {
  it('create site_settings with the defaults the site relies on', async () => {
    const [row] = await database.db.insert(siteSettings).values({}).returning();
    expect(row).toMatchObject({
      id: 1,
      siteNoticeFlg: false,
      autoLogoutMin: 60,
      joinStartEndFlg: false,
      tetherMaintenanceFlag: 0,
    });
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it('allow only one settings row', async () => {
    const error: unknown = await database.db
      .insert(siteSettings)
      .values({ id: 2 })
      .catch((caught: unknown) => caught);
    // Drizzle wraps the driver's error; the constraint name is in the cause.
    expect(error).toMatchObject({ cause: { message: expect.stringContaining('site_settings_single_row') } });
  });

  it('can run again at the next start without changing anything', async () => {
    const before = await appliedMigrationCount();
    await migrateDatabase(database);
    expect(before).toBeGreaterThan(0);
    expect(await appliedMigrationCount()).toBe(before);
    expect(await database.db.select().from(siteSettings)).toHaveLength(1);
  });
});

// Drizzle's own bookkeeping table, declared here only to count its rows.
const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id').primaryKey() });

async function appliedMigrationCount(): Promise<number> {
  const [row] = await database.db.select({ applied: count() }).from(drizzleMigrations);
  return row?.applied ?? 0;
}
