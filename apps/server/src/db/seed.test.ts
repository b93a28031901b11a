import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteSettings } from '../modules/settings/repo';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { siteSettings } from './schema/site-settings';
import { seedDemoData } from './seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

describe('seedDemoData', () => {
  it('fills an empty database with the default site settings', async () => {
    expect(await getSiteSettings(database.db)).toBeUndefined();
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    expect(await getSiteSettings(database.db)).toMatchObject({
      siteNoticeFlg: false,
      autoLogoutMin: 60,
      joinStartEndFlg: false,
      tetherMaintenanceFlag: 0,
    });
  });

  it('leaves a database that has data alone, so seeding twice keeps one settings row', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(await database.db.select().from(siteSettings)).toHaveLength(1);
  });
});
