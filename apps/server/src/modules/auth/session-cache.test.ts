import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@site/contracts/api/member';
import { members } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';
import { LocalBus } from '../../events/bus';
import { fakeClock } from '../../test/fake-clock';
import { authHeaders, createMember, getUser, loginAs } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';
import type { SessionLookup } from './repo';
import { SESSION_TOUCH_INTERVAL_MS } from './service';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const clock = fakeClock();
const demo = useDemoApp({}, { clock });

async function lastSeenAt(memberId: number): Promise<number | undefined> {
  const [row] = await demo.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(sessions.id);
  return row?.lastSeenAt.getTime();
}

/** A member whose session the server has just answered (so it holds it in memory). */
async function signedInMember() {
  // The fake clock runs ahead between tests: the operator signs in again where needed.
  await demo.loginAdmin();
  const member = await createMember(demo.db);
  const token = await loginAs(demo.app, member.userId);
  expect((await getUser(demo.app, token)).statusCode).toBe(200);
  return { member, token };
}

describe('a signed-in member answered from memory', () => {
  it('writes last_seen_at at most once a minute, and the session still expires on time', async () => {
    const { member, token } = await signedInMember();
    const loggedInAt = await lastSeenAt(member.id);

    clock.advance(SESSION_TOUCH_INTERVAL_MS / 2);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
    expect(await lastSeenAt(member.id)).toBe(loggedInAt);

    clock.advance(SESSION_TOUCH_INTERVAL_MS / 2);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);
    expect(await lastSeenAt(member.id)).toBe(clock.now().getTime());

    // The demo site logs out after 60 idle minutes (the default); idle that long, the token is over.
    clock.advance(61 * 60_000);
    expect((await getUser(demo.app, token)).statusCode).toBe(556);
  });

  it('sees the balance move at once when an operator credits the member', async () => {
    const { member, token } = await signedInMember();
    const credit = await demo.asAdmin('POST', `/api/admin/members/${member.userId}/money`, {
      amount: 7_000,
      memo: '캐시 시험',
    });
    expect(credit.statusCode).toBe(200);
    expect((await getUser(demo.app, token)).json<User>().emoney).toBe(7_000);
  });

  it('ends at once on a login elsewhere, a logout, an operator’s logout and a block', async () => {
    const replaced = await signedInMember();
    await loginAs(demo.app, replaced.member.userId);
    expect((await getUser(demo.app, replaced.token)).statusCode).toBe(555);

    const loggedOut = await signedInMember();
    await demo.app.inject({ method: 'POST', url: '/api/member/logout', headers: authHeaders(loggedOut.token) });
    expect((await getUser(demo.app, loggedOut.token)).statusCode).toBe(401);

    const byOperator = await signedInMember();
    await demo.asAdmin('POST', `/api/admin/members/${byOperator.member.userId}/logout`);
    expect((await getUser(demo.app, byOperator.token)).statusCode).toBe(556);

    const blocked = await signedInMember();
    await demo.asAdmin('PUT', `/api/admin/members/${blocked.member.userId}`, { blocked: true });
    expect((await getUser(demo.app, blocked.token)).statusCode).toBe(406);
  });

  it('reads a row changed behind the site’s back again within the cache’s lifetime', async () => {
    const { member, token } = await signedInMember();
    await demo.db.update(members).set({ blocked: true }).where(eq(members.id, member.id));
    clock.advance(SESSION_CACHE_TTL_MS + 1);
    expect((await getUser(demo.app, token)).statusCode).toBe(406);
  });
});

describe('SessionCache', () => {
  const lookup = (memberId: number) => ({ member: { id: memberId } }) as unknown as SessionLookup;

  it('does not keep a read that began before the member changed', () => {
    const bus = new LocalBus();
    const cache = new SessionCache(bus, clock);
    const before = cache.beginRead();
    bus.publish('balance', { memberId: 1, emoney: 0, point: 0 });
    cache.store('token-1', lookup(1), before);
    expect(cache.get('token-1')).toBeUndefined();

    const after = cache.beginRead();
    cache.store('token-1', lookup(1), after);
    expect(cache.get('token-1')?.member.id).toBe(1);

    bus.publish('memberChanged', { memberId: 1 });
    expect(cache.get('token-1')).toBeUndefined();
    cache.close();
  });

  it('trusts nothing kept or being read when the bus may have lost events', () => {
    const bus = new LocalBus();
    const cache = new SessionCache(bus, clock);
    cache.store('kept', lookup(2), cache.beginRead());
    const underWay = cache.beginRead();
    bus.publish('resync');
    cache.store('late', lookup(3), underWay);
    expect(cache.get('kept')).toBeUndefined();
    expect(cache.get('late')).toBeUndefined();
    cache.close();
  });
});
