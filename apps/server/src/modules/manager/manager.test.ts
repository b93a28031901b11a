import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import type {
  PartnerBetPage,
  PartnerCashPage,
  PartnerDaily,
  PartnerMemberPage,
  PartnerOverview,
  SubPartners,
} from '@site/contracts/api/manager';
import type { RollingKind } from '@site/contracts/api/rolling';
import type { MemberRow } from '../../db/schema/members';
import { useDemoApp } from '../../test/demo-app';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { authHeaders, createMember, loginAs, TEST_PASSWORD } from '../../test/members';
import { enrolTestMember } from '../../test/second-factor';
import {
  insertBet,
  insertCash,
  insertCredit,
  memberUnder,
  partner,
  type TestBet,
  type TestCash,
} from './manager-test-kit';

// A partner's login is two attempts now (password, then code), all from one address in these tests.
const demo = useDemoApp({ LOGIN_LIMIT_PER_IP_PER_MIN: '1000' });

const call = (token: string | null, url: string, method: HTTPMethods = 'GET') =>
  demo.app.inject({ method, url, headers: token ? authHeaders(token) : {} });

async function ok<T>(token: string, url: string): Promise<T> {
  const response = await call(token, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const partnerSecrets = new Map<number, string>();

/** A login of the row; a partner's with its second factor, as the partner console asks (decision 052). */
async function token(row: MemberRow): Promise<string> {
  if (row.type !== MEMBER_TYPE_MANAGER) return loginAs(demo.app, row.userId);
  let secret = partnerSecrets.get(row.id);
  if (!secret) partnerSecrets.set(row.id, (secret = await enrolTestMember(demo.db, row.id)));
  return demo.loginWithSecret(row.userId, TEST_PASSWORD, secret);
}
const rollingSettings = async () =>
  (await demo.asAdmin('GET', '/api/admin/rolling/settings')).json<Record<string, unknown>>();

// 23:30 and 00:30 in Seoul on either side of midnight between 3 and 4 March, and days outside the range.
const lateOnSecond = new Date('2026-03-02T14:30:00Z');
const earlyOnThird = new Date('2026-03-02T15:30:00Z');
const noonOnFirst = new Date('2026-03-01T03:00:00Z');
const beforeRange = new Date('2026-02-28T14:59:00Z');
const afterRange = new Date('2026-03-04T15:00:00Z');
const RANGE = 'from=2026-03-01&to=2026-03-04';
const seoulDay = (instant: Date) => new Date(instant.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

const headRates = { sports: [100, 3000], casino: [200, 2000] } satisfies Partial<Record<RollingKind, [number, number]>>;
const subRates = { sports: [50, 1000] } satisfies Partial<Record<RollingKind, [number, number]>>;

/** head -> sub -> subSub partners; a under head, b under sub, c under subSub; and another head with x. */
async function tree() {
  const head = await partner(demo.db, null, headRates);
  const sub = await partner(demo.db, head, subRates);
  const subSub = await partner(demo.db, sub, { sports: [20, 500] });
  const a = await memberUnder(demo.db, head, { lastLoginAt: new Date() });
  const b = await memberUnder(demo.db, sub);
  const c = await memberUnder(demo.db, subSub);
  const otherHead = await partner(demo.db, null, headRates);
  const x = await memberUnder(demo.db, otherHead);
  return { head, sub, subSub, a, b, c, otherHead, x };
}

type Tree = Awaited<ReturnType<typeof tree>>;

async function activity({ head, sub, a, b, c, x }: Tree) {
  const bets: TestBet[] = [
    { memberId: a.id, gameType: 1, stake: 10_000, status: 1, payout: 0, settledAt: lateOnSecond },
    { memberId: a.id, gameType: 1, stake: 5_000, status: 2, payout: 9_750, settledAt: earlyOnThird },
    { memberId: a.id, gameType: 5, stake: 20_000, status: 1, payout: 0, settledAt: noonOnFirst },
    { memberId: b.id, gameType: 1, stake: 30_001, status: 1, payout: 0, settledAt: lateOnSecond },
    { memberId: b.id, gameType: 1, stake: 7_000, status: 3, payout: 7_000, settledAt: lateOnSecond },
    { memberId: b.id, gameType: 1, stake: 8_000, status: 0, payout: 0, settledAt: null },
    { memberId: c.id, gameType: 1, stake: 12_345, status: 2, payout: 20_000, settledAt: earlyOnThird },
    { memberId: c.id, gameType: 1, stake: 40_000, status: 1, payout: 0, settledAt: beforeRange },
    { memberId: c.id, gameType: 1, stake: 41_000, status: 1, payout: 0, settledAt: afterRange },
    { memberId: x.id, gameType: 1, stake: 99_999, status: 1, payout: 0, settledAt: lateOnSecond },
  ];
  const betIds: number[] = [];
  for (const bet of bets) betIds.push(await insertBet(demo.db, bet));
  const cash: TestCash[] = [
    { memberId: a.id, kind: 'deposit', status: 'approved', amount: 100_000, decidedAt: lateOnSecond },
    { memberId: a.id, kind: 'withdrawal', status: 'approved', amount: 30_000, decidedAt: earlyOnThird },
    { memberId: a.id, kind: 'deposit', status: 'pending', amount: 5_000, decidedAt: null },
    { memberId: b.id, kind: 'deposit', status: 'refused', amount: 7_777, decidedAt: lateOnSecond },
    { memberId: c.id, kind: 'deposit', status: 'approved', amount: 50_000, decidedAt: noonOnFirst },
    { memberId: c.id, kind: 'withdrawal', status: 'approved', amount: 1_000, decidedAt: afterRange },
    { memberId: x.id, kind: 'deposit', status: 'approved', amount: 1_000_000, decidedAt: lateOnSecond },
  ];
  for (const row of cash) await insertCash(demo.db, row);
  const betId = betIds[0] ?? 0;
  const credits = [
    { beneficiaryId: head.id, sourceMemberId: a.id, betId, amount: 100, at: lateOnSecond },
    { beneficiaryId: head.id, sourceMemberId: a.id, betId, amount: 55, at: earlyOnThird },
    { beneficiaryId: head.id, sourceMemberId: a.id, betId, amount: -20, at: earlyOnThird },
    { beneficiaryId: head.id, sourceMemberId: a.id, betId, amount: 999, at: beforeRange },
    { beneficiaryId: sub.id, sourceMemberId: b.id, betId, amount: 77, at: lateOnSecond },
  ];
  for (const credit of credits) await insertCredit(demo.db, credit);
  return { bets, cash, credits };
}

/** The head's daily figures worked out here from what was inserted, as the brief defines them. */
function expectedDays(t: Tree, data: Awaited<ReturnType<typeof activity>>) {
  const mine = new Set([t.a.id, t.b.id, t.c.id]);
  const kindOf = (gameType: number): RollingKind => (gameType === 1 ? 'sports' : 'casino');
  const rate = (rates: Partial<Record<RollingKind, number[]>>, kind: RollingKind) => rates[kind]?.[1] ?? 0;
  const diff = (memberId: number, kind: RollingKind) =>
    rate(headRates, kind) - (memberId === t.a.id ? 0 : rate(subRates, kind));
  const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
  return days.map((day) => {
    const cash = data.cash.filter(
      (row) => mine.has(row.memberId) && row.status === 'approved' && row.decidedAt && seoulDay(row.decidedAt) === day,
    );
    const deposits = cash.filter((row) => row.kind === 'deposit').reduce((sum, row) => sum + row.amount, 0);
    const withdrawals = cash.filter((row) => row.kind === 'withdrawal').reduce((sum, row) => sum + row.amount, 0);
    const bets = data.bets.filter(
      (bet) =>
        mine.has(bet.memberId) && [1, 2].includes(bet.status) && bet.settledAt && seoulDay(bet.settledAt) === day,
    );
    const stakes = bets.reduce((sum, bet) => sum + bet.stake, 0);
    const wins = bets.reduce((sum, bet) => sum + bet.payout, 0);
    let losing = 0;
    for (const memberId of mine) {
      const share = bets
        .filter((bet) => bet.memberId === memberId)
        .reduce((sum, bet) => sum + (bet.stake - bet.payout) * diff(memberId, kindOf(bet.gameType)), 0);
      losing += Math.floor(share / 10_000);
    }
    const rolling = data.credits
      .filter((credit) => credit.beneficiaryId === t.head.id && seoulDay(credit.at) === day)
      .reduce((sum, credit) => sum + credit.amount, 0);
    return {
      day,
      deposits,
      withdrawals,
      cashNet: deposits - withdrawals,
      stakes,
      wins,
      netLoss: stakes - wins,
      rolling,
      losing,
    };
  });
}

describe('who may use the partner console', () => {
  it('refuses guests with 401 and members with 403 in Korean', async () => {
    const member = await createMember(demo.db);
    for (const url of [
      '/api/manager/overview',
      '/api/manager/members',
      '/api/manager/daily',
      '/api/manager/sub-partners',
    ]) {
      expect((await call(null, url)).statusCode).toBe(401);
      const refused = await call(await token(member), url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: '파트너만 이용할 수 있습니다.' });
    }
  });

  it("answers 404 for another partner's member, their cash and bets, and for a sub-partner's own account", async () => {
    const t = await tree();
    await activity(t);
    const other = await token(t.otherHead);
    for (const id of [t.a.id, t.c.id, t.sub.id, 999_999]) {
      for (const what of ['cash', 'bets']) {
        const response = await call(
          id === t.sub.id ? await token(t.head) : other,
          `/api/manager/members/${id}/${what}`,
        );
        expect(response.statusCode, `${id} ${what}`).toBe(404);
        expect(response.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
      }
    }
    const list = await ok<PartnerMemberPage>(other, '/api/manager/members');
    expect(list.items.map((item) => item.userId)).toEqual([t.x.userId]);
    const daily = await ok<PartnerDaily>(other, `/api/manager/daily?${RANGE}`);
    expect(daily.totals).toMatchObject({ deposits: 1_000_000, stakes: 99_999, netLoss: 99_999 });
    // A sub-partner sees its own branch only, not its parent's direct member.
    const subList = await ok<PartnerMemberPage>(await token(t.sub), '/api/manager/members');
    expect(subList.items.map((item) => item.userId).sort()).toEqual([t.b.userId, t.c.userId].sort());
    expect((await call(await token(t.sub), `/api/manager/members/${t.a.id}/bets`)).statusCode).toBe(404);
  });
});

describe('GET /api/manager/daily', () => {
  it('sums every Seoul day of the range as worked out independently, and the totals', async () => {
    const t = await tree();
    const data = await activity(t);
    const daily = await ok<PartnerDaily>(await token(t.head), `/api/manager/daily?${RANGE}`);
    const expected = expectedDays(t, data);
    expect(daily.days).toEqual(expected);
    expect(daily).toMatchObject({ from: '2026-03-01', to: '2026-03-04' });
    const sum = (field: keyof (typeof expected)[number]) =>
      expected.reduce((total, day) => total + Number(day[field]), 0);
    expect(daily.totals).toEqual({
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      cashNet: sum('cashNet'),
      stakes: sum('stakes'),
      wins: sum('wins'),
      netLoss: sum('netLoss'),
      rolling: sum('rolling'),
      losing: sum('losing'),
    });
    // Spot checks of the rules themselves: 23:30 and 00:30 in Seoul fall on two days; losing differs by branch.
    expect(daily.days[1]).toMatchObject({ deposits: 100_000, stakes: 40_001, rolling: 100 });
    expect(daily.days[1]?.losing).toBe(3_000 + Math.floor((30_001 * 2_000) / 10_000));
    expect(daily.days[2]).toMatchObject({ withdrawals: 30_000, stakes: 17_345, wins: 29_750, rolling: 35 });
    expect(daily.days[2]?.losing).toBe(Math.floor((-4_750 * 3_000) / 10_000) + Math.floor((-7_655 * 2_000) / 10_000));
    expect(daily.days[0]).toMatchObject({ deposits: 50_000, stakes: 20_000, losing: 4_000 });
  });

  it('defaults to this Seoul month and refuses a reversed or too long range in Korean', async () => {
    const head = await token(await partner(demo.db, null));
    const daily = await ok<PartnerDaily>(head, '/api/manager/daily');
    const today = seoulDay(new Date());
    expect(daily.to).toBe(today);
    expect(daily.from).toBe(`${today.slice(0, 8)}01`);
    expect(daily.days.at(-1)?.day).toBe(today);
    const reversed = await call(head, '/api/manager/daily?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: '시작일이 종료일보다 늦습니다.' });
    const long = await call(head, '/api/manager/sub-partners?from=2026-01-01&to=2026-04-03');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: '조회 기간은 최대 92일입니다.' });
    const bad = await call(head, '/api/manager/daily?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('존재하지 않는 날짜입니다.');
  });
});

describe('GET /api/manager/sub-partners', () => {
  it("answers each direct sub-partner's rates, members and figures over the range", async () => {
    const t = await tree();
    await activity(t);
    const answer = await ok<SubPartners>(await token(t.head), `/api/manager/sub-partners?${RANGE}`);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toMatchObject({
      userId: t.sub.userId,
      nickName: t.sub.nickName,
      memberCount: 2,
      deposits: 50_000,
      withdrawals: 0,
      cashNet: 50_000,
      stakes: 30_001 + 12_345,
      wins: 20_000,
      netLoss: 30_001 + 12_345 - 20_000,
      rolling: 77,
    });
    expect(answer.items[0]?.rates.find((rate) => rate.kind === 'sports')).toEqual({
      kind: 'sports',
      rollingBp: 50,
      losingBp: 1_000,
    });
    expect(answer.items[0]?.rates.find((rate) => rate.kind === 'slot')).toEqual({
      kind: 'slot',
      rollingBp: 0,
      losingBp: 0,
    });
  });
});

describe('GET /api/manager/overview', () => {
  it("answers the partner's depth, parent, rates, counts and today's figures", async () => {
    const t = await tree();
    await insertBet(demo.db, {
      memberId: t.b.id,
      gameType: 1,
      stake: 3_000,
      status: 1,
      payout: 0,
      settledAt: new Date(),
    });
    const head = await ok<PartnerOverview>(await token(t.head), '/api/manager/overview');
    expect(head.me).toMatchObject({ userId: t.head.userId, depth: 1, parentNickName: null });
    expect(head.me.rates.find((rate) => rate.kind === 'casino')).toEqual({
      kind: 'casino',
      rollingBp: 200,
      losingBp: 2_000,
    });
    expect(head.counts).toEqual({ members: 3, activeToday: 1, subPartners: 2 });
    expect(head.today).toMatchObject({ day: seoulDay(new Date()), stakes: 3_000, netLoss: 3_000, losing: 600 });
    const subSub = await ok<PartnerOverview>(await token(t.subSub), '/api/manager/overview');
    expect(subSub.me).toMatchObject({ depth: 3, parentNickName: t.sub.nickName });
    expect(subSub.counts).toEqual({ members: 1, activeToday: 0, subPartners: 0 });
  });
});

describe('GET /api/manager/members and a member’s cash and bets', () => {
  it('lists the subtree newest first with the direct partner, and searches ids and nicknames literally', async () => {
    const t = await tree();
    const odd = await memberUnder(demo.db, t.sub, { nickName: `별_난%${t.sub.id}`, blocked: true });
    const head = await token(t.head);
    const all = await ok<PartnerMemberPage>(head, '/api/manager/members');
    expect(all.totalCount).toBe(4);
    expect(all.items[0]).toMatchObject({ userId: odd.userId, blocked: true, partnerNickName: t.sub.nickName });
    expect(all.items.find((item) => item.userId === t.a.userId)).toMatchObject({
      partnerNickName: t.head.nickName,
      level: 1,
      levelNm: '새싹',
      emoney: 0,
    });
    const underscore = await ok<PartnerMemberPage>(head, '/api/manager/members?q=_');
    expect(underscore.items.map((item) => item.userId)).toEqual([odd.userId]);
    const byId = await ok<PartnerMemberPage>(head, `/api/manager/members?q=${t.c.userId.toUpperCase()}`);
    expect(byId.items.map((item) => item.userId)).toEqual([t.c.userId]);
    const paged = await ok<PartnerMemberPage>(head, '/api/manager/members?page=2&size=3');
    expect(paged).toMatchObject({ page: 2, pageCount: 2, totalCount: 4 });
    const tooLong = await call(head, `/api/manager/members?q=${'가'.repeat(31)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('검색어는 30자까지 입력할 수 있습니다.');
  });

  it("masks the members' ids when the operator chooses, and then searches by nickname only", async () => {
    const t = await tree();
    const head = await token(t.head);
    await demo.asAdmin('PUT', '/api/admin/rolling/settings', {
      ...(await rollingSettings()),
      partnerMasksMemberIds: true,
    });
    try {
      const all = await ok<PartnerMemberPage>(head, '/api/manager/members');
      expect(all.items.map((item) => item.userId)).toContain(`${t.a.userId.slice(0, 2)}***`);
      expect(JSON.stringify(all)).not.toContain(t.a.userId);
      const byId = await ok<PartnerMemberPage>(head, `/api/manager/members?q=${t.c.userId}`);
      expect(byId.totalCount).toBe(0);
      const byNick = await ok<PartnerMemberPage>(head, `/api/manager/members?q=${encodeURIComponent(t.c.nickName)}`);
      expect(byNick.items.map((item) => item.nickName)).toEqual([t.c.nickName]);
    } finally {
      await demo.asAdmin('PUT', '/api/admin/rolling/settings', {
        ...(await rollingSettings()),
        partnerMasksMemberIds: false,
      });
    }
  });

  it("shows a member's cash requests and bets, newest first, read-only", async () => {
    const t = await tree();
    await activity(t);
    const head = await token(t.head);
    const cash = await ok<PartnerCashPage>(head, `/api/manager/members/${t.a.id}/cash`);
    expect(cash.items.map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['deposit', 'pending', 5_000],
      ['withdrawal', 'approved', 30_000],
      ['deposit', 'approved', 100_000],
    ]);
    expect(cash.items[1]?.decidedAt).toBe(earlyOnThird.toISOString());
    const bets = await ok<PartnerBetPage>(head, `/api/manager/members/${t.c.id}/bets?size=2`);
    expect(bets).toMatchObject({ totalCount: 3, pageCount: 2 });
    expect(bets.items[0]).toMatchObject({ stake: 41_000, status: 1, totalOdds: 1.95, gameType: 1 });
    expect((await call(head, `/api/manager/members/${t.a.id}/bets`, 'POST')).statusCode).toBe(404);
  });
});
