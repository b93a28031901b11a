import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ROULETTE_CHICKEN,
  ROULETTE_MISS,
  rouletteErrors,
  roulettePrizes,
  type AdminRoulette,
  type RouletteCounts,
  type RouletteSettingsInput,
  type RouletteWheel,
} from '@site/contracts/api/roulette';
import { coupons } from '../../db/schema/coupons';
import { members } from '../../db/schema/members';
import { rouletteSpins } from '../../db/schema/roulette';
import { bettor, pointsAndLedger, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { grantCoupon } from '../coupons/grant';

const kit = useBetsApp();
const seen: number[] = [];

/** Every wheel at the spec's prizes; `weights` sets chosen codes on every wheel, the rest 0. */
function settings(weights: Record<number, number>, patch: Partial<RouletteSettingsInput> = {}): RouletteSettingsInput {
  return {
    chickenValue: 20_000,
    pizzaValue: 25_000,
    excludedLevels: [],
    wheels: ([100, 200, 300, 400, 500] as const).map((wheel) => ({
      wheel,
      dailyBudget: null,
      prizes: roulettePrizes[wheel].map((code) => ({ code, weight: weights[code] ?? 0 })),
    })),
    ...patch,
  };
}

async function configure(input: RouletteSettingsInput) {
  const response = await kit.asAdmin('PUT', '/api/admin/roulette', input as unknown as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminRoulette>();
}

async function member(): Promise<Bettor> {
  const who = await bettor(kit, 0);
  seen.push(who.member.id);
  return who;
}

async function give(who: Bettor, wheel: RouletteWheel, n: number, expiresAt: Date | null = null) {
  for (let i = 0; i < n; i++)
    await grantCoupon(kit.db, {
      memberId: who.member.id,
      face: { kind: 'roulette', wheel },
      source: 'operator',
      sourceRef: `test:${wheel}:${i}:${expiresAt?.getTime() ?? 'never'}`,
      expiresAt,
      now: kit.clock.now(),
    });
}

const spin = (who: Bettor, couponType: number, memberId = who.member.id) =>
  kit.app.inject({
    method: 'POST',
    url: '/api/card/choiceRoulette',
    headers: who.headers,
    payload: { memberId, couponType },
  });

async function counts(who: Bettor): Promise<RouletteCounts> {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/api/card/user/count?memberId=${who.member.id}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RouletteCounts>();
}

const points = (memberId: number) => pointsAndLedger(kit.db, memberId);

const unusedCoupons = (memberId: number) =>
  kit.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), eq(coupons.kind, 'roulette'), isNull(coupons.usedAt)));

afterEach(async () => {
  for (const id of seen.splice(0)) {
    const { balance, ledger } = await points(id);
    expect(balance, `member ${id} points`).toBe(ledger);
  }
});

describe('roulette spins', () => {
  it('gives exactly N results for N coupons when 100 spins arrive at once, each paid once', async () => {
    await configure(settings({ 10_000: 1, 20_000: 1 }));
    const who = await member();
    await give(who, 100, 5);
    expect(await counts(who)).toMatchObject({ roulette100: 5, roulette200: 0 });

    const answers = await Promise.all(Array.from({ length: 100 }, () => spin(who, 21)));
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<number>());
    expect(won).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(rouletteErrors.noCoupon);
    }
    const spins = await kit.db.select().from(rouletteSpins).where(eq(rouletteSpins.memberId, who.member.id));
    expect(spins.map((row) => row.result).sort()).toEqual([...won].sort());
    expect(new Set(spins.map((row) => row.couponId)).size).toBe(5);
    expect(await unusedCoupons(who.member.id)).toHaveLength(0);
    expect((await points(who.member.id)).balance).toBe(won.reduce((total, code) => total + code, 0));
    expect(await counts(who)).toMatchObject({ roulette100: 0 });
  });

  it('spins the wheel of the coupon type asked and leaves the other wheels’ coupons alone', async () => {
    await configure(settings({ 100_000: 1, 50_000: 0, 30_000: 0 }));
    const who = await member();
    await give(who, 500, 1);
    await give(who, 300, 1);
    expect((await spin(who, 23)).json()).not.toBe(100_000);
    const answer = await spin(who, 25);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe(100_000);
    expect(await counts(who)).toMatchObject({ roulette300: 0, roulette500: 0 });
    expect((await spin(who, 25)).json<{ message: string }>().message).toBe(rouletteErrors.noCoupon);
  });

  it('puts a voucher won into the coupon box instead of paying points', async () => {
    await configure(settings({ [ROULETTE_CHICKEN]: 1 }));
    const who = await member();
    await give(who, 200, 1);
    expect((await spin(who, 22)).json()).toBe(ROULETTE_CHICKEN);
    const vouchers = await kit.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.memberId, who.member.id), eq(coupons.kind, 'voucher')));
    expect(vouchers.map((row) => [row.voucher, row.source])).toEqual([['chicken', 'roulette']]);
    expect((await points(who.member.id)).balance).toBe(0);
  });

  it('stops drawing a prize once the wheel’s daily budget cannot pay it, and then draws a miss', async () => {
    // Earlier tests spun this wheel today too: the budget leaves room for exactly two more 50,000s.
    const before = (await configure(settings({ 50_000: 1 }))).stats.find((stat) => stat.wheel === 100) ?? {
      spinsToday: 0,
      paidToday: 0,
    };
    const budget = before.paidToday + 100_000;
    await configure(
      settings(
        { 50_000: 1 },
        { wheels: settings({ 50_000: 1 }).wheels.map((wheel) => ({ ...wheel, dailyBudget: budget })) },
      ),
    );
    const who = await member();
    await give(who, 100, 3);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await spin(who, 21)).json<number>());
    expect(results).toEqual([50_000, 50_000, ROULETTE_MISS]);
    const overview = await configure(settings({ 50_000: 1 }));
    expect(overview.stats.find((stat) => stat.wheel === 100)).toMatchObject({
      spinsToday: before.spinsToday + 3,
      paidToday: before.paidToday + 100_000,
    });
  });

  it('pays no more than the wheel’s daily budget when members spin it at once', async () => {
    const before = (await configure(settings({ 50_000: 1 }))).stats.find((stat) => stat.wheel === 100) ?? {
      spinsToday: 0,
      paidToday: 0,
    };
    const wheels = settings({ 50_000: 1 }).wheels.map((wheel) => ({
      ...wheel,
      dailyBudget: before.paidToday + 100_000,
    }));
    await configure(settings({ 50_000: 1 }, { wheels }));
    const spinners = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const who of spinners) await give(who, 100, 1);

    const answers = await Promise.all(spinners.map((who) => spin(who, 21)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const results = answers.map((answer) => answer.json<number>()).sort((a, b) => a - b);
    expect(results).toEqual([ROULETTE_MISS, ROULETTE_MISS, ROULETTE_MISS, ROULETTE_MISS, 50_000, 50_000]);
    const overview = await configure(settings({ 50_000: 1 }));
    expect(overview.stats.find((stat) => stat.wheel === 100)).toMatchObject({
      spinsToday: before.spinsToday + 6,
      paidToday: before.paidToday + 100_000,
    });
    const credited = await Promise.all(spinners.map(async (who) => (await points(who.member.id)).balance));
    expect(credited.reduce((total, balance) => total + balance, 0)).toBe(100_000);
  });

  it('does not count or spin an expired coupon', async () => {
    await configure(settings({ 10_000: 1 }));
    const who = await member();
    await give(who, 400, 1, new Date(kit.clock.now().getTime() - 1_000));
    expect(await counts(who)).toMatchObject({ roulette400: 0 });
    expect((await spin(who, 24)).json<{ message: string }>().message).toBe(rouletteErrors.noCoupon);
  });
});

describe('roulette refusals change nothing', () => {
  it('refuses spinning or counting another member’s coupons', async () => {
    await configure(settings({ 10_000: 1 }));
    const [owner, other] = [await member(), await member()];
    await give(owner, 100, 1);
    const answer = await spin(other, 21, owner.member.id);
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ message: string }>().message).toBe(rouletteErrors.notYours);
    const peek = await kit.app.inject({
      method: 'GET',
      url: `/api/card/user/count?memberId=${owner.member.id}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(403);
    expect(await unusedCoupons(owner.member.id)).toHaveLength(1);
  });

  it('refuses tendency 51 and the levels operators exclude, with the spec’s texts', async () => {
    const who = await member();
    await give(who, 100, 1);
    await configure(settings({ 10_000: 1 }, { excludedLevels: [who.member.level] }));
    expect((await spin(who, 21)).json<{ message: string }>().message).toBe(rouletteErrors.levelExcluded);

    await configure(settings({ 10_000: 1 }));
    await kit.db
      .update(members)
      .set({ tendency: ['51'] })
      .where(eq(members.id, who.member.id));
    const banned = await spin(who, 21);
    expect(banned.statusCode).toBe(403);
    expect(banned.json<{ message: string }>().message).toBe(rouletteErrors.banned);
    expect(await unusedCoupons(who.member.id)).toHaveLength(1);
  });

  it('asks a guest to log in and refuses an unknown coupon type', async () => {
    const guest = await kit.app.inject({
      method: 'POST',
      url: '/api/card/choiceRoulette',
      payload: { memberId: 1, couponType: 21 },
    });
    expect(guest.statusCode).toBe(401);
    const who = await member();
    expect((await spin(who, 26)).json<{ message: string }>().message).toBe(rouletteErrors.badCouponType);
  });

  it('refuses settings that change a wheel’s prizes', async () => {
    const input = settings({ 10_000: 1 });
    input.wheels = input.wheels.map((wheel, index) =>
      index === 0 ? { ...wheel, prizes: [...wheel.prizes.slice(1), { code: 99_999, weight: 1 }] } : wheel,
    );
    const response = await kit.asAdmin('PUT', '/api/admin/roulette', input as unknown as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
  });
});
