import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/passwords';
import { findMemberByUserId } from '../modules/auth/member-lookup';
import { getSiteSettings } from '../modules/settings/repo';
import { listTournaments } from '../modules/tournaments/service';
import { partnerTree } from '../modules/partners/service';
import { createTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './client';
import { members } from './schema/members';
import { messages } from './schema/messages';
import { messengerItems, newsLink, popups } from './schema/site-content';
import { siteSettings } from './schema/site-settings';
import { rawRows } from './raw-query';
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

  it.each([
    ['demo', 'demo1234', { type: 1, role: 0, level: 1, emoney: 1_000_000, point: 10_000, tendency: [] }],
    ['nororulette', 'demo1234', { type: 1, role: 0, tendency: ['51'] }],
    ['nocasino', 'demo1234', { type: 1, role: 0, tendency: ['22'] }],
    ['manager', 'manager1234', { type: 2, role: 0, partnerId: null }],
    ['partner1', 'partner1234', { type: 2, role: 0, nickName: '골드파트너' }],
    // 500,000 each, less and plus the demo slot rounds they played
    ['pmember1', 'demo1234', { type: 1, role: 0, emoney: 0, recommender: null }],
    ['pmember2', 'demo1234', { type: 1, role: 0, emoney: 380_000, recommender: 'pmember1' }],
    ['admin', 'admin1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'owner' }],
    // One staff account per other role (issue 36).
    ['subadmin', 'subadmin1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'administrator' }],
    ['cashier', 'cashier1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'cashier' }],
    ['support', 'support1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'support' }],
    ['risk', 'risk1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'risk' }],
    ['viewer', 'viewer1234', { type: 1, role: 10, withdrawalType: 0, staffRole: 'readonly' }],
  ])('creates the README account %s with its password', async (userId, password, expected) => {
    const member = await findMemberByUserId(database.db, userId);
    expect(member).toMatchObject({ ...expected, blocked: false, levelNm: '새싹' });
    expect(await verifyPassword(member?.passwordHash ?? '', password)).toBe(true);
  });

  it('makes manager the head office, partner1 a partner under it with lower rates, and pmember1..2 its members', async () => {
    const tree = await partnerTree(database.db);
    expect(tree.map(({ userId, depth, memberCount, childCount }) => [userId, depth, memberCount, childCount])).toEqual([
      ['manager', 0, 0, 1],
      ['partner1', 1, 2, 0],
    ]);
    const [head, partner] = tree;
    expect(head?.rates.sports).toEqual({ rollingBp: 100, losingBp: 2_000 });
    expect(head?.rates.casino).toEqual({ rollingBp: 50, losingBp: 2_000 });
    expect(partner?.rates.mini).toEqual({ rollingBp: 50, losingBp: 1_000 });
    expect(partner?.rates.slot).toEqual({ rollingBp: 70, losingBp: 1_000 });
  });

  it("books the demo slot rounds through the casino's own path: their bets, the ledger and the rolling they earned", async () => {
    const credited = await rawRows<{ user_id: string; amount: string }>(
      database.db,
      sql`select m.user_id, sum(c.amount) as amount from rolling_credits c join members m on m.id = c.beneficiary_id
           group by m.user_id order by m.user_id`,
    );
    // 1,700,000 staked by partner1's members: 0.70% to partner1, 0.30% to the head office, and the
    // referral 0.50% of pmember2's 500,000 to pmember1
    expect(credited.map((row) => [row.user_id, Number(row.amount)])).toEqual([
      ['manager', 5_100],
      ['partner1', 11_900],
      ['pmember1', 2_500],
    ]);
    const drift = await rawRows<{ user_id: string }>(
      database.db,
      sql`select user_id from members m where m.emoney <> coalesce((select sum(amount) from wallet_ledger l
           where l.member_id = m.id and l.currency = 'money'), 0)`,
    );
    expect(drift).toEqual([]);
  });

  it('adds a Korean news link and two messenger items, but no popup and nothing unread', async () => {
    const [news] = await database.db.select().from(newsLink);
    expect(news?.contents).toMatch(/[가-힣]/);
    expect(await database.db.select().from(messengerItems)).toHaveLength(2);
    expect(await database.db.select().from(popups)).toEqual([]);
    const seededMessages = await database.db.select().from(messages);
    expect(seededMessages.length).toBeGreaterThan(0);
    expect(seededMessages.every((message) => message.readAt !== null)).toBe(true);
  });

  it('opens a week of a slot and a live-casino tournament, so /tournament has one to join', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const slot = await listTournaments(database.db, 'slot', inTwoDays, undefined);
    const casino = await listTournaments(database.db, 'casino', inTwoDays, undefined);
    expect(slot.current.map((tournament) => tournament.title)).toEqual(['주간 슬롯 토너먼트']);
    expect(casino.current.map((tournament) => tournament.title)).toEqual(['라이브카지노 최고 배당 토너먼트']);
  });

  it('leaves a database that has members alone, so seeding twice adds nothing', async () => {
    const before = await database.db.select().from(members);
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(await database.db.select().from(members)).toHaveLength(before.length);
    expect(await database.db.select().from(siteSettings)).toHaveLength(1);
    expect(await database.db.select().from(messengerItems)).toHaveLength(2);
  });
});
