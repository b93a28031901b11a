import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventErrors,
  type AdminEvent,
  type EventDetail,
  type EventInputDraft,
  type EventJoined,
  type EventRewards,
} from '@site/contracts/api/site-events';
import { seoulToday } from '@site/contracts/clock';
import { coupons } from '../../db/schema/coupons';
import { siteEventParticipations } from '../../db/schema/site-events';
import type { Bettor } from '../betting/bets-test-kit';
import { approveOk, cashMember, depositOk, useCashierApp } from '../cashier/cashier-test-kit';

const kit = useCashierApp();
const HOUR = 3600_000;

async function createEvent(patch: Partial<EventInputDraft> = {}): Promise<AdminEvent> {
  await kit.loginAdmin();
  const now = kit.clock.now().getTime();
  const input: EventInputDraft = {
    title: '참여 이벤트',
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 48 * HOUR).toISOString(),
    thumbnail: null,
    body: '<p>참여하기를 눌러주세요.</p>',
    reward: { kind: 'roulette', wheel: 300 },
    rewardExpiryDays: 7,
    joinCondition: 'none',
    ...patch,
  };
  const response = await kit.asAdmin('POST', '/api/admin/events', input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminEvent>();
}

const join = (who: Bettor | null, id: number) =>
  kit.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers: who?.headers ?? {} });

async function detail(who: Bettor | null, id: number): Promise<EventDetail> {
  const response = await kit.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: who?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EventDetail>();
}

const couponsOf = (memberId: number) => kit.db.select().from(coupons).where(eq(coupons.memberId, memberId));
const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('event participation', () => {
  it('shows the reward, the condition and whether the caller joined; guests see joined false', async () => {
    const event = await createEvent();
    const who = await cashMember(kit);
    expect((await detail(null, event.id)).participation).toEqual({
      reward: '룰렛 300 쿠폰',
      expiry: '지급일부터 7일간 사용할 수 있습니다.',
      condition: '회원이라면 누구나 참여할 수 있습니다.',
      joined: false,
    });
    expect((await detail(who, event.id)).participation?.joined).toBe(false);
    const joined = await join(who, event.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<EventJoined>().reward).toBe('룰렛 300 쿠폰');
    expect((await detail(who, event.id)).participation?.joined).toBe(true);
    expect((await detail(null, event.id)).participation?.joined).toBe(false);
    const [coupon] = await couponsOf(who.member.id);
    expect(coupon).toMatchObject({ kind: 'roulette', wheel: 300, source: 'event', sourceRef: `event:${event.id}` });
    expect(coupon?.expiresAt?.getTime()).toBe(kit.clock.now().getTime() + 7 * 24 * HOUR);
    const list = (await kit.asAdmin('GET', '/api/admin/events')).json<AdminEvent[]>();
    expect(list.find((row) => row.id === event.id)?.participants).toBe(1);
  });

  it('books one participation and one coupon for 20 joins at once, and refuses the rest', async () => {
    const event = await createEvent({ reward: { kind: 'point', amount: 5_000 }, rewardExpiryDays: null });
    const who = await cashMember(kit);
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(who, event.id)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(message(refused)).toBe(eventErrors.alreadyJoined);
    }
    const rows = await kit.db
      .select()
      .from(siteEventParticipations)
      .where(eq(siteEventParticipations.memberId, who.member.id));
    expect(rows).toHaveLength(1);
    const granted = await couponsOf(who.member.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ kind: 'point', amount: 5_000, expiresAt: null });
    expect(rows[0]?.couponId).toBe(granted[0]?.id);
    // Later: still refused.
    expect(message(await join(who, event.id))).toBe('이미 참여한 이벤트입니다.');
  });

  it('refuses a first-deposit event until the member has an approved deposit', async () => {
    const event = await createEvent({ joinCondition: 'firstDeposit' });
    const who = await cashMember(kit);
    expect((await detail(who, event.id)).participation?.condition).toBe('충전 이력이 있는 회원만 참여할 수 있습니다.');
    const refused = await join(who, event.id);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('첫 충전 후 참여할 수 있습니다.');
    const deposit = await depositOk(kit, who, 10_000);
    // Waiting for the operator is not yet a deposit.
    expect(message(await join(who, event.id))).toBe('첫 충전 후 참여할 수 있습니다.');
    await approveOk(kit, deposit.id);
    expect((await join(who, event.id)).statusCode).toBe(200);
    expect(await couponsOf(who.member.id)).toHaveLength(1);
  });

  it('refuses a deposit-today event below its amount', async () => {
    const event = await createEvent({ joinCondition: 'depositToday', joinMinDeposit: 30_000 });
    const who = await cashMember(kit);
    await approveOk(kit, (await depositOk(kit, who, 10_000)).id);
    const refused = await join(who, event.id);
    expect(message(refused)).toBe('오늘 30,000원 이상 충전 후 참여할 수 있습니다.');
    await approveOk(kit, (await depositOk(kit, who, 20_000)).id);
    expect((await join(who, event.id)).statusCode).toBe(200);
  });

  it('refuses events not running, events without a reward, unknown events and guests', async () => {
    const now = kit.clock.now().getTime();
    const upcoming = await createEvent({
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 2 * HOUR).toISOString(),
    });
    const ended = await createEvent({
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
    });
    const plain = await createEvent({ reward: null });
    expect(plain.participation).toBeNull();
    const who = await cashMember(kit);
    for (const id of [upcoming.id, ended.id]) {
      const refused = await join(who, id);
      expect(refused.statusCode).toBe(400);
      expect(message(refused)).toBe('진행중인 이벤트가 아닙니다.');
    }
    expect(message(await join(who, plain.id))).toBe(eventErrors.notJoinable);
    expect((await join(who, 999_999)).statusCode).toBe(404);
    const guest = await join(null, upcoming.id);
    expect(guest.statusCode).toBe(401);
    expect(await couponsOf(who.member.id)).toHaveLength(0);
  });

  it('refuses an operator’s deposit-today condition without an amount', async () => {
    await kit.loginAdmin();
    const response = await kit.asAdmin('POST', '/api/admin/events', {
      title: '조건 이벤트',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      thumbnail: null,
      body: '<p>x</p>',
      reward: { kind: 'money', amount: 1_000 },
      joinCondition: 'depositToday',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('/calculateEvent', () => {
  it('lists the event coupons, attendance coupons and attendance credits with their states and totals', async () => {
    await kit.loginAdmin();
    const settings = await kit.asAdmin('PUT', '/api/admin/attendance', {
      minDeposit: 0,
      rewards: [
        { trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
        { trigger: 'streak', streakDays: 2, kind: 'roulette', amount: 200 },
      ],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const withCoupon = await createEvent({ title: '룰렛 이벤트', reward: { kind: 'roulette', wheel: 100 } });
    const money = await createEvent({
      title: '머니 이벤트',
      reward: { kind: 'money', amount: 3_000 },
      rewardExpiryDays: 1,
    });
    const who = await cashMember(kit);
    expect((await join(who, withCoupon.id)).statusCode).toBe(200);
    expect((await join(who, money.id)).statusCode).toBe(200);
    const checkIn = await kit.app.inject({ method: 'POST', url: '/api/attendance/check-in', headers: who.headers });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    // Someone else's rewards are not listed.
    const other = await cashMember(kit);
    expect((await join(other, withCoupon.id)).statusCode).toBe(200);

    const today = seoulToday(kit.clock.now().getTime());
    const read = async (query = `?from=${today}&to=${today}`) => {
      const response = await kit.app.inject({
        method: 'GET',
        url: `/api/calculateEvent${query}`,
        headers: who.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EventRewards>();
    };
    const shown = await read();
    expect(
      shown.items.map(({ source, title, reward, kind, amount, couponState }) => ({
        source,
        title,
        reward,
        kind,
        amount,
        couponState,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          source: 'event',
          title: '룰렛 이벤트',
          reward: '룰렛 100 쿠폰',
          kind: 'coupon',
          amount: null,
          couponState: 'usable',
        },
        {
          source: 'event',
          title: '머니 이벤트',
          reward: '머니 쿠폰 3,000원',
          kind: 'coupon',
          amount: 3_000,
          couponState: 'usable',
        },
        {
          source: 'attendance',
          title: `${today} 매일 출석`,
          reward: '100 포인트',
          kind: 'point',
          amount: 100,
          couponState: null,
        },
      ]),
    );
    expect(shown.items).toHaveLength(3);
    expect(shown.totals).toEqual({ money: 0, point: 100, coupons: 2, usableCoupons: 2 });

    // A used coupon and an expired one say so.
    const [first, second] = await couponsOf(who.member.id);
    await kit.db
      .update(coupons)
      .set({ usedAt: kit.clock.now() })
      .where(eq(coupons.id, first?.id ?? 0));
    await kit.db
      .update(coupons)
      .set({ expiresAt: new Date(kit.clock.now().getTime() - 1) })
      .where(eq(coupons.id, second?.id ?? 0));
    const states = (await read()).items.flatMap((item) => (item.couponState ? [item.couponState] : []));
    expect(states.sort()).toEqual(['expired', 'used']);
    expect((await read()).totals.usableCoupons).toBe(0);
    // Another day's range is empty.
    expect((await read('?from=2020-01-01&to=2020-01-31')).items).toEqual([]);
  });

  it('refuses a range whose start is after its end, and guests', async () => {
    const who = await cashMember(kit);
    const bad = await kit.app.inject({
      method: 'GET',
      url: '/api/calculateEvent?from=2026-02-02&to=2026-02-01',
      headers: who.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await kit.app.inject({ method: 'GET', url: '/api/calculateEvent' })).statusCode).toBe(401);
  });
});
