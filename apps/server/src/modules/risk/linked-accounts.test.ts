/**
 * Linked accounts (issue 36) on the demo seed's pairs: the twins share a browser, an address and a bank
 * account; the roommates a phone. Nobody else in the seed is linked, and a login from the server's own
 * machine, or a staff account sharing a browser, links nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMINISTRATOR } from '@site/contracts/api/member';
import type { DatabaseHandle } from '../../db/client';
import {
  DEMO_ROOMMATES_PHONE,
  DEMO_TWINS_ACCOUNT_NUMBER,
  DEMO_TWINS_DEVICE_ID,
  DEMO_TWINS_IP,
} from '../../db/demo-linked-members';
import { memberLogins } from '../../db/schema/member-activity';
import { seedDemoData } from '../../db/seed';
import { findMemberByUserId } from '../auth/member-lookup';
import { createTestDatabase } from '../../test/test-db';
import { createMember } from '../../test/members';
import { allLinks, linksOf } from './linked-accounts';

let database: DatabaseHandle;
const ids = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  for (const userId of ['twinstar', 'twinmoon', 'roomone', 'roomtwo', 'demo', 'admin'])
    ids.set(userId, (await findMemberByUserId(database.db, userId))?.id ?? 0);
});

afterAll(() => database.close());

const id = (userId: string) => ids.get(userId) ?? 0;

describe('linked accounts on the seeded pairs', () => {
  it('finds the twins by browser, address and bank account, and the roommates by phone, and no one else', async () => {
    const [twinstar, twinmoon, roomone, roomtwo] = [id('twinstar'), id('twinmoon'), id('roomone'), id('roomtwo')];
    expect(await allLinks(database.db)).toEqual([
      { memberId: twinstar, otherMemberId: twinmoon, kind: 'bank', value: DEMO_TWINS_ACCOUNT_NUMBER },
      { memberId: twinstar, otherMemberId: twinmoon, kind: 'device', value: DEMO_TWINS_DEVICE_ID },
      { memberId: twinstar, otherMemberId: twinmoon, kind: 'ip', value: DEMO_TWINS_IP },
      { memberId: roomone, otherMemberId: roomtwo, kind: 'phone', value: DEMO_ROOMMATES_PHONE },
    ]);
  });

  it('lists what a member shares from the member’s side', async () => {
    expect(await linksOf(database.db, id('twinmoon'))).toEqual([
      { memberId: id('twinmoon'), otherMemberId: id('twinstar'), kind: 'bank', value: DEMO_TWINS_ACCOUNT_NUMBER },
      { memberId: id('twinmoon'), otherMemberId: id('twinstar'), kind: 'device', value: DEMO_TWINS_DEVICE_ID },
      { memberId: id('twinmoon'), otherMemberId: id('twinstar'), kind: 'ip', value: DEMO_TWINS_IP },
    ]);
    expect(await linksOf(database.db, id('demo'))).toEqual([]);
  });

  it('links nobody through the server’s own machine or through a staff account', async () => {
    const at = new Date();
    const local = await createMember(database.db, { phone: '01077770001' });
    await database.db.insert(memberLogins).values([
      { memberId: local.id, ip: '127.0.0.1', userAgent: 'test', at },
      { memberId: id('demo'), ip: '127.0.0.1', userAgent: 'test', at },
      { memberId: id('demo'), ip: '::1', userAgent: 'test', at },
      { memberId: local.id, ip: '::1', userAgent: 'test', at },
    ]);
    const staff = await createMember(database.db, { role: ROLE_ADMINISTRATOR, phone: '01077770002' });
    await database.db
      .insert(memberLogins)
      .values({ memberId: staff.id, ip: DEMO_TWINS_IP, userAgent: 'test', deviceId: DEMO_TWINS_DEVICE_ID, at });
    expect(await linksOf(database.db, local.id)).toEqual([]);
    expect(await linksOf(database.db, staff.id)).toEqual([]);
    expect((await linksOf(database.db, id('twinstar'))).map((link) => link.otherMemberId)).not.toContain(staff.id);
  });
});
