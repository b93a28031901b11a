import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { members } from './schema/members';
import { sessions } from './schema/sessions';
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

  it('refuse a negative balance or point total, whatever a service does', async () => {
    const member = { userId: 'm1', nickName: '회원1', passwordHash: 'x', phone: '01000000000', levelNm: '새싹' };
    for (const [column, constraint] of [
      ['emoney', 'members_emoney_non_negative'],
      ['point', 'members_point_non_negative'],
    ] as const) {
      const error: unknown = await database.db
        .insert(members)
        .values({ ...member, [column]: -1 })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ cause: { message: expect.stringContaining(constraint) } });
    }
  });

  it('allow one active session per member, however many ended ones', async () => {
    const [member] = await database.db
      .insert(members)
      .values({ userId: 'm2', nickName: '회원2', passwordHash: 'x', phone: '01000000000', levelNm: '새싹' })
      .returning();
    const memberId = member?.id ?? 0;
    const now = new Date();
    const session = (tokenHash: string) => ({ memberId, tokenHash, createdAt: now, lastSeenAt: now });
    await database.db.insert(sessions).values({ ...session('a'), endedAt: now, endReason: 'replaced' as const });
    await database.db.insert(sessions).values(session('b'));
    const error: unknown = await database.db
      .insert(sessions)
      .values(session('c'))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ cause: { message: expect.stringContaining('sessions_one_active_per_member') } });
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
