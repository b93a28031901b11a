import { and, count, eq, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CouponBox,
  CouponIssueList,
  CouponIssueView,
  CouponUsed,
  VoucherList,
} from '@site/contracts/api/coupon-box';
import { couponErrors } from '@site/contracts/api/coupons';
import { ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import { coupons } from '../../db/schema/coupons';
import { members } from '../../db/schema/members';
import { messages } from '../../db/schema/messages';
import { walletLedger } from '../../db/schema/wallet';
import { cashMember, snapshot, useCashierApp } from '../cashier/cashier-test-kit';
import { pointsAndLedger, type Bettor } from '../betting/bets-test-kit';
import { grantCoupon } from './grant';

const kit = useCashierApp();
const seen: number[] = [];

async function member(): Promise<Bettor> {
  const who = await cashMember(kit, 0, false);
  seen.push(who.member.id);
  return who;
}

const points = (memberId: number) => pointsAndLedger(kit.db, memberId);

afterEach(async () => {
  // Points, like money (checked by the cashier kit), equal their ledger.
  for (const id of seen.splice(0)) {
    const { balance, ledger } = await points(id);
    expect(balance, `member ${id} points`).toBe(ledger);
  }
});

const inFuture = (minutes = 24 * 60) => new Date(kit.clock.now().getTime() + minutes * 60_000).toISOString();

async function issue(body: Record<string, unknown>): Promise<CouponIssueView> {
  await kit.loginAdmin();
  const response = await kit.asAdmin('POST', '/api/admin/coupons/issues', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CouponIssueView>();
}

async function box(who: Bettor): Promise<CouponBox> {
  const response = await kit.app.inject({ method: 'GET', url: '/api/coupon', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CouponBox>();
}

const use = (who: Bettor, id: number) =>
  kit.app.inject({ method: 'POST', url: `/api/coupon/${id}/use`, headers: who.headers });

/** Gives `who` one coupon from an operator issue to them; answers its id in their box. */
async function moneyCoupon(who: Bettor, amount = 10_000, expiresAt: string | null = inFuture()): Promise<number> {
  await issue({ face: { kind: 'money', amount }, target: 'member', userId: who.member.userId, expiresAt });
  const held = (await box(who)).coupons.find((coupon) => coupon.face.kind === 'money' && coupon.state === 'usable');
  if (!held) throw new Error('no usable coupon');
  return held.id;
}

async function issuedOf(issueId: number) {
  const response = await kit.asAdmin('GET', '/api/admin/coupons/issues');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CouponIssueList>().issues.find((row) => row.id === issueId);
}

describe('using a coupon', () => {
  it('credits a money coupon once and shows it used', async () => {
    const who = await member();
    const id = await moneyCoupon(who, 10_000);
    const response = await use(who, id);
    expect(response.statusCode, response.body).toBe(200);
    const used = response.json<CouponUsed>();
    expect(used).toMatchObject({ currency: 'money', amount: 10_000, emoney: 10_000 });
    expect(used.coupon.state).toBe('used');
    const shown = (await box(who)).coupons.find((coupon) => coupon.id === id);
    expect(shown).toMatchObject({ state: 'used', name: '머니 쿠폰 10,000원', sourceName: '관리자 지급' });
    const [entry] = await kit.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `coupon:${id}`));
    expect(entry).toMatchObject({ reason: 'coupon_use', amount: 10_000, currency: 'money' });

    const again = await use(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(couponErrors.used);
  });

  it('credits a point coupon to the points', async () => {
    const who = await member();
    await issue({ face: { kind: 'point', amount: 5_000 }, target: 'member', userId: who.member.userId });
    const held = (await box(who)).coupons[0];
    expect(held).toMatchObject({ name: '포인트 쿠폰 5,000P', state: 'usable', expiresAt: null });
    const response = await use(who, held?.id ?? 0);
    expect(response.json<CouponUsed>()).toMatchObject({ currency: 'point', amount: 5_000, point: 5_000, emoney: 0 });
    expect(await points(who.member.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it('credits once when ten uses arrive at once', async () => {
    const who = await member();
    const id = await moneyCoupon(who, 7_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => use(who, id)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((response) => response.statusCode !== 200))
      expect(refused.json<{ message: string }>().message).toBe(couponErrors.used);
    const after = await snapshot(kit, who.member.id);
    expect(after.member?.emoney).toBe(7_000);
    const [rows] = await kit.db
      .select({ n: count() })
      .from(walletLedger)
      .where(eq(walletLedger.reference, `coupon:${id}`));
    expect(rows?.n).toBe(1);
  });

  it('refuses an expired coupon and changes nothing', async () => {
    const who = await member();
    const id = await moneyCoupon(who, 10_000, inFuture(1));
    // Sessions outlive two minutes; the coupon does not.
    kit.clock.advance(2 * 60_000);
    const before = await snapshot(kit, who.member.id);
    const response = await use(who, id);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(couponErrors.expired);
    expect(await snapshot(kit, who.member.id)).toEqual(before);
    expect((await box(who)).coupons.find((coupon) => coupon.id === id)?.state).toBe('expired');
  });

  it("answers 404 for another member's coupon and changes nothing", async () => {
    const owner = await member();
    const other = await member();
    const id = await moneyCoupon(owner);
    const before = [await snapshot(kit, owner.member.id), await snapshot(kit, other.member.id)];
    const response = await use(other, id);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(couponErrors.notFound);
    expect((await use(other, 987_654_321)).json<{ message: string }>().message).toBe(couponErrors.notFound);
    expect([await snapshot(kit, owner.member.id), await snapshot(kit, other.member.id)]).toEqual(before);
    expect((await box(owner)).coupons.find((coupon) => coupon.id === id)?.state).toBe('usable');
  });

  it('refuses a roulette coupon here and counts usable roulette coupons per wheel', async () => {
    const who = await member();
    await issue({ face: { kind: 'roulette', wheel: 300 }, target: 'member', userId: who.member.userId });
    await issue({ face: { kind: 'roulette', wheel: 300 }, target: 'member', userId: who.member.userId });
    const shown = await box(who);
    expect(shown.roulette).toEqual([
      { wheel: 100, count: 0 },
      { wheel: 200, count: 0 },
      { wheel: 300, count: 2 },
      { wheel: 400, count: 0 },
      { wheel: 500, count: 0 },
    ]);
    const response = await use(who, shown.coupons[0]?.id ?? 0);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(couponErrors.notUsable);
  });

  it('asks a guest to log in', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/api/coupon' })).statusCode).toBe(401);
  });
});

describe('issuing coupons', () => {
  it('gives one member exactly one coupon and counts it used once used', async () => {
    const who = await member();
    const issued = await issue({
      face: { kind: 'money', amount: 3_000 },
      target: 'member',
      userId: who.member.userId,
      expiresAt: inFuture(),
      memo: '테스트',
    });
    expect(issued).toMatchObject({
      issued: 1,
      used: 0,
      usable: 1,
      expired: 0,
      targetName: `회원 ${who.member.userId}`,
    });
    const id = (await box(who)).coupons[0]?.id ?? 0;
    expect((await use(who, id)).statusCode).toBe(200);
    expect(await issuedOf(issued.id)).toMatchObject({ issued: 1, used: 1, usable: 0, expired: 0, memo: '테스트' });
  });

  it('gives each member of a level one coupon, and everyone one coupon, counted right', async () => {
    const level = 77;
    const inLevel = [await member(), await member(), await member()];
    for (const who of inLevel) await kit.db.update(members).set({ level }).where(eq(members.id, who.member.id));
    const outside = await member();
    const byLevel = await issue({
      face: { kind: 'roulette', wheel: 100 },
      target: 'level',
      level,
      expiresAt: inFuture(1),
    });
    expect(byLevel).toMatchObject({ issued: 3, usable: 3, targetName: '레벨 77' });
    for (const who of inLevel) expect((await box(who)).roulette[0]).toEqual({ wheel: 100, count: 1 });
    expect((await box(outside)).roulette[0]).toEqual({ wheel: 100, count: 0 });

    const counted = await kit.asAdmin('GET', `/api/admin/coupons/target-count?target=level&level=${level}`);
    expect(counted.json<{ count: number }>()).toEqual({ count: 3 });
    const everyone = await issue({ face: { kind: 'point', amount: 100 }, target: 'all' });
    const [reachable] = await kit.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.blocked, false), sqlNotAdmin()));
    expect(everyone.issued).toBe(reachable?.n);
    const all = await kit.asAdmin('GET', '/api/admin/coupons/target-count?target=all');
    expect(all.json<{ count: number }>()).toEqual({ count: reachable?.n });
    const perMember = await kit.db
      .select({ memberId: coupons.memberId, n: count() })
      .from(coupons)
      .where(eq(coupons.issueId, everyone.id))
      .groupBy(coupons.memberId);
    expect(perMember.every((row) => row.n === 1)).toBe(true);
    expect(perMember).toHaveLength(reachable?.n ?? -1);

    // Two minutes later the level's coupons are expired, and counted so.
    kit.clock.advance(2 * 60_000);
    expect(await issuedOf(byLevel.id)).toMatchObject({ issued: 3, used: 0, expired: 3, usable: 0 });
  });

  it('refuses a missing member, an empty level and a past expiry, issuing nothing', async () => {
    const [before] = await kit.db.select({ n: count() }).from(coupons);
    const refuse = async (body: Record<string, unknown>, message: string) => {
      await kit.loginAdmin();
      const response = await kit.asAdmin('POST', '/api/admin/coupons/issues', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    };
    const face = { kind: 'money', amount: 1_000 };
    await refuse({ face, target: 'member', userId: 'nobody-here' }, couponErrors.noTarget);
    await refuse({ face, target: 'level', level: 99 }, couponErrors.noTarget);
    await refuse(
      { face, target: 'all', expiresAt: new Date(kit.clock.now().getTime() - 1000).toISOString() },
      couponErrors.pastExpiry,
    );
    const [after] = await kit.db.select({ n: count() }).from(coupons);
    expect(after?.n).toBe(before?.n);
  });

  it('is for operators only', async () => {
    const who = await member();
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/admin/coupons/issues',
      headers: who.headers,
      payload: { face: { kind: 'money', amount: 1_000 }, target: 'member', userId: who.member.userId },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('vouchers', () => {
  it('are sent once, with a message to the member', async () => {
    const who = await member();
    const granted = await grantCoupon(kit.db, {
      memberId: who.member.id,
      face: { kind: 'voucher', voucher: 'chicken' },
      source: 'roulette',
      sourceRef: 'spin:test',
      now: kit.clock.now(),
    });
    const id = granted?.id ?? 0;
    expect((await box(who)).coupons.find((coupon) => coupon.id === id)?.state).toBe('pending');
    await kit.loginAdmin();
    const list = (await kit.asAdmin('GET', '/api/admin/coupons/vouchers')).json<VoucherList>();
    expect(list.pending.find((row) => row.id === id)).toMatchObject({
      userId: who.member.userId,
      name: '치킨 교환권',
      fulfilledAt: null,
    });

    const sent = await kit.asAdmin('POST', `/api/admin/coupons/vouchers/${id}/fulfil`, { memo: '기프티콘 1234-5678' });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await kit.asAdmin('POST', `/api/admin/coupons/vouchers/${id}/fulfil`, { memo: '다시' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('이미 발송 처리된 교환권입니다.');

    const after = (await kit.asAdmin('GET', '/api/admin/coupons/vouchers')).json<VoucherList>();
    expect(after.pending.some((row) => row.id === id)).toBe(false);
    expect(after.fulfilled.find((row) => row.id === id)).toMatchObject({ memo: '기프티콘 1234-5678' });
    expect((await box(who)).coupons.find((coupon) => coupon.id === id)?.state).toBe('fulfilled');
    const inbox = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.title).toBe('치킨 교환권 발송 안내');
    expect(inbox[0]?.contents).toContain('기프티콘 1234-5678');
  });
});

function sqlNotAdmin() {
  return ne(members.role, ROLE_ADMINISTRATOR);
}
