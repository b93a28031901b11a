import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CouponBox } from '@site/contracts/api/coupon-box';
import type { PartnerOverview } from '@site/contracts/api/manager';
import {
  addSeoulMonths,
  type ExclusionRefusal,
  type ExclusionStarted,
  type ReopenAnswer,
} from '@site/contracts/api/self-exclusion';
import { DAY_MS } from '@site/contracts/clock';
import { rawRows } from '../../db/raw-query';
import { members } from '../../db/schema/members';
import { memberExclusions } from '../../db/schema/responsible-play';
import { sessions } from '../../db/schema/sessions';
import { authHeaders, getUser, loginAs, loginRequest, TEST_PASSWORD } from '../../test/members';
import { enrolTestMember } from '../../test/second-factor';
import { insertFixture, resultFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  minutesFromNow,
  placeOk,
  placeRequest,
  slip,
  type Bettor,
} from '../betting/bets-test-kit';
import { settlePendingBets } from '../betting/settlement';
import { approveOk, cashMember, depositBody, post, useCashierApp, withdrawOk } from '../cashier/cashier-test-kit';
import { memberUnder, partner } from '../manager/manager-test-kit';

const kit = useCashierApp();
const HOUR = 60 * 60 * 1000;

const timeOut = (who: Bettor, payload: Record<string, unknown>) => post(kit, who, '/member/time-out', payload);
const selfExclude = (who: Bettor, payload: Record<string, unknown>) =>
  post(kit, who, '/member/self-exclusion', payload);
const reopen = (userId: string, password = TEST_PASSWORD) =>
  kit.app.inject({ method: 'POST', url: '/api/member/login/reopen', payload: { userId, password } });

async function started(response: LightMyRequestResponse): Promise<ExclusionStarted> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExclusionStarted>();
}

/** The login's refusal while a break holds: 403 with the Korean message and the details the site acts on. */
async function refusedLogin(userId: string): Promise<ExclusionRefusal> {
  const response = await loginRequest(kit.app, userId);
  expect(response.statusCode, response.body).toBe(403);
  return response.json<ExclusionRefusal>();
}

const rowsOf = (memberId: number) =>
  kit.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, memberId));

async function excludedUntilOf(memberId: number): Promise<string | null> {
  // As text: 'infinity' has no JavaScript Date.
  const [row] = await rawRows<{ until: string | null }>(
    kit.db,
    sql`select excluded_until::text as until from members where id = ${memberId}`,
  );
  return row?.until ?? null;
}

describe('POST /api/member/time-out', () => {
  it('ends the session at once, refuses login with the end date, bets and deposits until it ends, then lets the member back', async () => {
    const who = await cashMember(kit, 100_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 600) });
    const answer = await started(await timeOut(who, { days: 7, password: TEST_PASSWORD }));
    const endsAt = new Date(kit.clock.now().getTime() + 7 * DAY_MS);
    expect(answer).toMatchObject({ kind: 'time_out', endsAt: endsAt.toISOString() });

    // The token that asked answers the ended-session status, whatever it calls.
    const user = await getUser(kit.app, who.token);
    expect(user.statusCode).toBe(556);
    expect(user.json()).toEqual({ message: '이용 중지(이용 제한)가 시작되어 로그아웃되었습니다.' });
    expect((await placeRequest(kit, who, slip([fixture.pick('1X2', '1')]))).statusCode).toBe(556);
    expect((await post(kit, who, '/cashier/deposits', depositBody(10_000))).statusCode).toBe(556);
    const [session] = await kit.db.select().from(sessions).where(eq(sessions.memberId, who.member.id));
    expect(session?.endReason).toBe('excluded');

    const refusal = await refusedLogin(who.member.userId);
    const local = new Date(endsAt.getTime() + 9 * HOUR);
    const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    expect(refusal.message).toBe(
      `${local.getUTCFullYear()}년 ${local.getUTCMonth() + 1}월 ${local.getUTCDate()}일 ${hhmm}까지 이용을 중지하셨습니다. 그때까지 로그인할 수 없습니다.`,
    );
    expect(refusal.exclusion).toEqual({
      kind: 'time_out',
      endsAt: endsAt.toISOString(),
      canRequestReopen: false,
      reopensAt: null,
    });
    // A wrong password is told nothing about the break.
    expect((await loginRequest(kit.app, who.member.userId, 'wrong-password')).statusCode).toBe(404);

    kit.clock.advance(7 * DAY_MS - 60_000);
    await refusedLogin(who.member.userId);
    kit.clock.advance(60_000);
    const token = await loginAs(kit.app, who.member.userId);
    const back = { ...who, token, headers: authHeaders(token) };
    expect((await post(kit, back, '/cashier/deposits', depositBody(10_000))).statusCode).toBe(201);
    const later = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 600) });
    expect((await placeRequest(kit, back, slip([later.pick('1X2', '1')]))).statusCode).toBe(201);
  });

  it('ends a session another process still trusts: the session guard refuses an excluded member', async () => {
    const who = await bettor(kit, 0);
    // As if the break were written by another process whose event this one missed.
    await kit.db
      .update(members)
      .set({ excludedUntil: new Date(kit.clock.now().getTime() + DAY_MS) })
      .where(eq(members.id, who.member.id));
    kit.bus.publish('memberChanged', { memberId: who.member.id });
    expect((await getUser(kit.app, who.token)).statusCode).toBe(556);
  });

  it('refuses lengths not in the list, a wrong password and an empty one, and changes nothing', async () => {
    const who = await bettor(kit, 0);
    const refusals = [
      [await timeOut(who, { days: 2, password: TEST_PASSWORD }), '이용 중지 기간을 목록에서 선택해주세요.'],
      [await timeOut(who, { days: '7', password: TEST_PASSWORD }), '이용 중지 기간을 선택해주세요.'],
      [await selfExclude(who, { months: 7, password: TEST_PASSWORD }), '이용 제한 기간을 목록에서 선택해주세요.'],
      [await timeOut(who, { days: 7, password: '' }), '비밀번호를 입력해주세요.'],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ issues: { message: string }[] }>().issues.map((issue) => issue.message)).toContain(
        message,
      );
    }
    for (const response of [
      await timeOut(who, { days: 7, password: 'wrong-password' }),
      await selfExclude(who, { months: 6, password: 'wrong-password' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: '비밀번호가 일치하지 않습니다.' });
    }
    expect(await rowsOf(who.member.id)).toEqual([]);
    expect(await excludedUntilOf(who.member.id)).toBeNull();
    expect((await getUser(kit.app, who.token)).statusCode).toBe(200);
  });

  it('takes one break of two asked at once', async () => {
    const who = await bettor(kit, 0);
    const answers = await Promise.all([
      timeOut(who, { days: 1, password: TEST_PASSWORD }),
      selfExclude(who, { months: 12, password: TEST_PASSWORD }),
    ]);
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    // The other was refused in Korean: its session had ended, or a break held under the lock.
    for (const response of answers.filter((r) => r.statusCode !== 200)) {
      expect([409, 556]).toContain(response.statusCode);
      expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await rowsOf(who.member.id)).toHaveLength(1);
  });
});

describe('POST /api/member/self-exclusion', () => {
  it('cannot be lifted by the operator, refuses reopening before its end, then reopens 24 hours after the member asks', async () => {
    const who = await bettor(kit, 0);
    const answer = await started(await selfExclude(who, { months: 6, password: TEST_PASSWORD }));
    const endsAt = addSeoulMonths(kit.clock.now(), 6);
    expect(answer).toMatchObject({ kind: 'self_exclusion', endsAt: endsAt.toISOString() });
    expect(await excludedUntilOf(who.member.id)).toBe('infinity');
    const during = await refusedLogin(who.member.userId);
    expect(during.message).toContain('까지 이용을 제한하셨습니다.');
    expect(during.exclusion).toMatchObject({ kind: 'self_exclusion', canRequestReopen: false });

    // Every console action on a member: none clears the break.
    const userId = who.member.userId;
    await kit.loginAdmin();
    const consoleCalls = [
      await kit.asAdmin('PUT', `/api/admin/members/${userId}`, { blocked: true }),
      await kit.asAdmin('PUT', `/api/admin/members/${userId}`, {
        blocked: false,
        level: 2,
        levelNm: '브론즈',
        tendency: [],
      }),
      await kit.asAdmin('POST', `/api/admin/members/${userId}/logout`),
      await kit.asAdmin('DELETE', `/api/admin/login-locks`, { userId }),
      await kit.asAdmin('POST', `/api/admin/members/${userId}/withdrawal-password/unlock`),
    ];
    for (const response of consoleCalls) expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await excludedUntilOf(who.member.id)).toBe('infinity');
    expect(await rowsOf(who.member.id)).toEqual([expect.objectContaining({ endsAt, reopenRequestedAt: null })]);
    await refusedLogin(userId);

    const early = await reopen(userId);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('이후에 이용 재개를 요청할 수 있습니다.');

    kit.clock.advance(endsAt.getTime() - kit.clock.now().getTime() + 60_000);
    const ended = await refusedLogin(userId);
    expect(ended.message).toContain('에 끝났습니다. 이용 재개를 요청하시면 24시간 후에 계정이 다시 열립니다.');
    expect(ended.exclusion).toMatchObject({ canRequestReopen: true, reopensAt: null });

    expect((await reopen(userId, 'wrong-password')).statusCode).toBe(404);
    expect(await excludedUntilOf(who.member.id)).toBe('infinity');
    const asked = await reopen(userId);
    expect(asked.statusCode, asked.body).toBe(200);
    const reopensAt = new Date(kit.clock.now().getTime() + DAY_MS).toISOString();
    expect(asked.json<ReopenAnswer>().reopensAt).toBe(reopensAt);

    kit.clock.advance(HOUR);
    const again = await reopen(userId);
    expect(again.json<ReopenAnswer>().reopensAt).toBe(reopensAt);
    const waiting = await refusedLogin(userId);
    expect(waiting.message).toContain('부터 로그인할 수 있습니다.');
    expect(waiting.exclusion).toMatchObject({ canRequestReopen: false, reopensAt });

    kit.clock.advance(DAY_MS - HOUR);
    await loginAs(kit.app, userId);
    await kit.loginAdmin();
  });

  it('refuses the reopening of a time-out and of a member without a break', async () => {
    const who = await bettor(kit, 0);
    expect((await reopen(who.member.userId)).statusCode).toBe(409);
    await started(await timeOut(who, { days: 1, password: TEST_PASSWORD }));
    const response = await reopen(who.member.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: '이용 재개를 요청할 이용 제한이 없습니다.' });
  });
});

describe('while a member is excluded', () => {
  it('still completes their pending withdrawal and settles their open bet', async () => {
    const who = await cashMember(kit, 100_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 60) });
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    const withdrawal = await withdrawOk(kit, who, 50_000);
    await started(await timeOut(who, { days: 3, password: TEST_PASSWORD }));

    await kit.loginAdmin();
    expect(await approveOk(kit, withdrawal.id)).toMatchObject({ status: 'approved' });
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')], score: [1, 0] });
    await settlePendingBets(kit.db, kit.clock, kit.bus);
    // 100,000 − 10,000 stake − 50,000 withdrawn + 21,000 paid (2.10)
    expect(await balanceOf(kit.db, who.member.id)).toBe(61_000);

    kit.clock.advance(3 * DAY_MS);
    const token = await loginAs(kit.app, who.member.userId);
    const back = { ...who, token, headers: authHeaders(token) };
    expect(await getBet(kit, back, bet.id)).toMatchObject({ status: 2, payout: 21_000 });
    await kit.loginAdmin();
  });

  it('gets no coupons issued to many members, nor one issued to them alone', async () => {
    const level = 88;
    const excluded = await bettor(kit, 0, level);
    const other = await bettor(kit, 0, level);
    await started(await selfExclude(excluded, { months: 12, password: TEST_PASSWORD }));
    await kit.loginAdmin();
    const count = await kit.asAdmin('GET', `/api/admin/coupons/target-count?target=level&level=${level}`);
    expect(count.json()).toEqual({ count: 1 });
    const face = { kind: 'point', amount: 100 };
    const issued = await kit.asAdmin('POST', '/api/admin/coupons/issues', { face, target: 'level', level });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ issued: 1 });
    const alone = await kit.asAdmin('POST', '/api/admin/coupons/issues', {
      face,
      target: 'member',
      userId: excluded.member.userId,
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ message: '이용 중지 또는 이용 제한 중인 회원에게는 쿠폰을 지급할 수 없습니다.' });
    const box = await kit.app.inject({ method: 'GET', url: '/api/coupon', headers: other.headers });
    expect(box.json<CouponBox>().coupons).toHaveLength(1);
    const rows = await rawRows<{ n: number }>(
      kit.db,
      sql`select count(*)::int as n from coupons where member_id = ${excluded.member.id}`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("is not counted in the partner's members active today", async () => {
    const head = await partner(kit.db, null);
    const [active, excluded] = [await memberUnder(kit.db, head), await memberUnder(kit.db, head)];
    await loginAs(kit.app, active.userId);
    const token = await loginAs(kit.app, excluded.userId);
    const secret = await enrolTestMember(kit.db, head.id, kit.clock.now());
    const overview = async () => {
      const response = await kit.app.inject({
        method: 'GET',
        url: '/api/manager/overview',
        headers: authHeaders(await kit.loginWithSecret(head.userId, TEST_PASSWORD, secret)),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PartnerOverview>().counts.activeToday;
    };
    expect(await overview()).toBe(2);
    const headers = authHeaders(token);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/member/time-out',
      headers,
      payload: { days: 1, password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await overview()).toBe(1);
  });
});
