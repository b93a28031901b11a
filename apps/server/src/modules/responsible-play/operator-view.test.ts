import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminPlayLimit, AdminResponsiblePlay } from '@site/contracts/api/admin-responsible-play';
import { LIMIT_COOL_OFF_MS, type PlayLimitKind } from '@site/contracts/responsible-play';
import { identityVerifications, memberExclusions, members, messages, operatorAuditLog } from '../../db/schema';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, giveOpeningMoney, loginAs } from '../../test/members';
import { changeBalance } from '../ledger/service';
import { refreshPlayLimited, writeLimitNow, writeLimitPending } from './limits-repo';

const demo = useDemoApp();
const DAY = 24 * 60 * 60 * 1000;

const view = (userId: string) => demo.asAdmin('GET', `/api/admin/members/${userId}/responsible-play`);
const lower = (userId: string, body: Record<string, unknown>) =>
  demo.asAdmin('PUT', `/api/admin/members/${userId}/limits`, body);
const limitOf = (answer: AdminResponsiblePlay, kind: PlayLimitKind): AdminPlayLimit | undefined =>
  answer.limits.find((limit) => limit.kind === kind);

/** A member with limits of their own: a daily stake limit with 3,000 staked today, and a raise waiting. */
async function memberWithLimits() {
  const member = await createMember(demo.db);
  const now = new Date();
  await demo.db.transaction(async (tx) => {
    await writeLimitNow(tx, member.id, 'stakeDaily', 10_000, now);
    await writeLimitPending(
      tx,
      member.id,
      'depositWeekly',
      { inForce: 50_000, value: 80_000, from: new Date(now.getTime() + LIMIT_COOL_OFF_MS) },
      now,
    );
    await writeLimitNow(tx, member.id, 'realityCheckMinutes', 60, now);
    await refreshPlayLimited(tx, member.id);
  });
  await giveOpeningMoney(demo.db, member.id, 20_000);
  await demo.db.transaction((tx) =>
    changeBalance(tx, {
      memberId: member.id,
      currency: 'money',
      amount: -3_000,
      reason: 'bet_stake',
      reference: `test-stake:${member.id}`,
    }),
  );
  return member;
}

async function auditRowsOf(userId: string) {
  return demo.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, 'member.playLimit.lower'), eq(operatorAuditLog.targetId, userId)))
    .orderBy(desc(operatorAuditLog.id));
}

describe('GET /api/admin/members/:userId/responsible-play', () => {
  it("shows the member's limits with what is used and left, a raise waiting with its time, a break and verification", async () => {
    const member = await memberWithLimits();
    const started = new Date(Date.now() - DAY);
    const ends = new Date(Date.now() + 2 * DAY);
    await demo.db.insert(memberExclusions).values([
      {
        memberId: member.id,
        kind: 'time_out',
        startedAt: new Date(Date.now() - 10 * DAY),
        endsAt: new Date(Date.now() - 9 * DAY),
      },
      { memberId: member.id, kind: 'time_out', startedAt: started, endsAt: ends },
    ]);
    await demo.db.update(members).set({ excludedUntil: ends }).where(eq(members.id, member.id));
    await demo.db.insert(identityVerifications).values({
      memberId: member.id,
      legalName: '홍길동',
      birthDate: '1990-01-01',
      documentKey: 'test-document',
      documentType: 'id_card',
      status: 'pending',
      createdAt: new Date(),
    });

    const response = await view(member.userId);
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminResponsiblePlay>();
    expect(limitOf(answer, 'stakeDaily')).toEqual({
      kind: 'stakeDaily',
      value: 10_000,
      pending: null,
      used: 3_000,
      remaining: 7_000,
    });
    const deposit = limitOf(answer, 'depositWeekly');
    expect(deposit).toMatchObject({ value: 50_000, used: 0, remaining: 50_000, pending: { value: 80_000 } });
    const waitsFor = new Date(deposit?.pending?.from ?? 0).getTime() - Date.now();
    expect(waitsFor).toBeGreaterThan(LIMIT_COOL_OFF_MS - 60_000);
    expect(waitsFor).toBeLessThanOrEqual(LIMIT_COOL_OFF_MS);
    expect(limitOf(answer, 'lossDaily')).toEqual({
      kind: 'lossDaily',
      value: null,
      pending: null,
      used: 3_000,
      remaining: null,
    });
    expect(limitOf(answer, 'realityCheckMinutes')).toMatchObject({ value: 60, used: null, remaining: null });
    expect(limitOf(answer, 'sessionMinutes')).toMatchObject({ value: null });
    expect(answer.limits).toHaveLength(11);

    expect(answer.exclusions).toHaveLength(2);
    expect(answer.exclusions[0]).toMatchObject({
      kind: 'time_out',
      startedAt: started.toISOString(),
      endsAt: ends.toISOString(),
      inForce: true,
    });
    expect(answer.exclusions[1]).toMatchObject({ kind: 'time_out', inForce: false });
    expect(answer.excludedUntil).toBe(ends.toISOString());
    expect(answer.verification).toMatchObject({ status: 'pending', decidedAt: null, reason: null });
  });

  it('shows a self-exclusion that ended as still in force until the member asks to reopen', async () => {
    const member = await createMember(demo.db);
    await demo.db.insert(memberExclusions).values({
      memberId: member.id,
      kind: 'self_exclusion',
      startedAt: new Date(Date.now() - 200 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const answer = (await view(member.userId)).json<AdminResponsiblePlay>();
    expect(answer.exclusions).toEqual([expect.objectContaining({ kind: 'self_exclusion', inForce: true })]);
    expect(answer.verification).toBeNull();
    expect(answer.limits.every((limit) => limit.value === null && limit.pending === null)).toBe(true);
  });

  it('answers 404 in Korean for an unknown member', async () => {
    const response = await view('nobody-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
  });
});

describe('PUT /api/admin/members/:userId/limits', () => {
  it('lowers a limit at once, drops the raise the member had waiting, records the reason and sends a 쪽지', async () => {
    const member = await memberWithLimits();
    const response = await lower(member.userId, { kind: 'depositWeekly', value: 30_000, reason: '고객 요청' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminResponsiblePlay>();
    expect(limitOf(answer, 'depositWeekly')).toMatchObject({ value: 30_000, pending: null, remaining: 30_000 });
    expect(limitOf((await view(member.userId)).json(), 'depositWeekly')).toMatchObject({ value: 30_000 });

    const [audit] = await auditRowsOf(member.userId);
    expect(audit).toMatchObject({
      reason: '고객 요청',
      before: { depositWeekly: { value: 50_000, pending: { value: 80_000 } } },
      after: { depositWeekly: { value: 30_000, pending: null } },
    });

    const token = await loginAs(demo.app, member.userId);
    const inbox = await demo.app.inject({ method: 'GET', url: '/api/message', headers: authHeaders(token) });
    expect(inbox.body).toContain('이용 한도가 변경되었습니다');
    const [message] = await demo.db
      .select()
      .from(messages)
      .where(eq(messages.memberId, member.id))
      .orderBy(desc(messages.id));
    expect(message?.contents).toContain('주간 충전 한도');
    expect(message?.contents).toContain('30,000원');
  });

  it("sets a limit where none was and a shorter reality check, and the member's row says it has a limit", async () => {
    const member = await createMember(demo.db);
    expect(
      (await lower(member.userId, { kind: 'lossMonthly', value: 100_000, reason: '과몰입 상담' })).statusCode,
    ).toBe(200);
    const shorter = await lower(member.userId, { kind: 'realityCheckMinutes', value: 30, reason: '과몰입 상담' });
    expect(shorter.statusCode).toBe(200);
    const answer = shorter.json<AdminResponsiblePlay>();
    expect(limitOf(answer, 'lossMonthly')).toMatchObject({ value: 100_000 });
    expect(limitOf(answer, 'realityCheckMinutes')).toMatchObject({ value: 30 });
    const [row] = await demo.db
      .select({ playLimited: members.playLimited })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row?.playLimited).toBe(true);
    expect(await auditRowsOf(member.userId)).toHaveLength(2);
  });

  it('refuses in Korean to raise, keep or remove a limit, or to change one without a reason, and nothing changes', async () => {
    const member = await memberWithLimits();
    const before = (await view(member.userId)).json<AdminResponsiblePlay>();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { kind: 'stakeDaily', value: 20_000, reason: '요청' },
        '운영자는 한도를 낮추기만 할 수 있습니다. 현재 10,000원보다 작은 값을 입력해주세요.',
      ],
      [
        { kind: 'stakeDaily', value: 10_000, reason: '요청' },
        '운영자는 한도를 낮추기만 할 수 있습니다. 현재 10,000원보다 작은 값을 입력해주세요.',
      ],
      [
        { kind: 'realityCheckMinutes', value: 120, reason: '요청' },
        '운영자는 한도를 낮추기만 할 수 있습니다. 현재 60분보다 작은 값을 입력해주세요.',
      ],
      [{ kind: 'stakeDaily', value: null, reason: '요청' }, '운영자는 한도를 없앨 수 없습니다'],
      [{ kind: 'stakeDaily', value: 5_000, reason: '  ' }, '사유를 입력해주세요.'],
      [{ kind: 'stakeDaily', value: 5_000 }, '사유를 입력해주세요.'],
      [{ kind: 'realityCheckMinutes', value: 45, reason: '요청' }, '이용 시간 알림은 30·60·120분 중에서'],
      [{ kind: 'sessionMinutes', value: 5, reason: '요청' }, '1회 접속 시간 제한은 15분에서 1440분 사이로'],
    ];
    for (const [body, message] of refusals) {
      const response = await lower(member.userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      // A rule of the body is said on its field (issues); the lowering rule in the message itself.
      const refusal = response.json<{ message: string; issues?: { message: string }[] }>();
      const said = [refusal.message, ...(refusal.issues ?? []).map((issue) => issue.message)].join(' ');
      expect(said).toContain(message);
    }
    expect((await view(member.userId)).json()).toEqual(before);
    expect(await auditRowsOf(member.userId)).toHaveLength(0);
  });

  it('answers 404 for an unknown member, and refuses a member who is not an operator', async () => {
    const unknown = await lower('nobody-here', { kind: 'stakeDaily', value: 1_000, reason: '요청' });
    expect(unknown.statusCode).toBe(404);

    const member = await memberWithLimits();
    const token = await loginAs(demo.app, member.userId);
    const asMember = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      demo.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
    const read = await asMember('GET', `/api/admin/members/${member.userId}/responsible-play`);
    expect(read.statusCode).toBe(403);
    const write = await asMember('PUT', `/api/admin/members/${member.userId}/limits`, {
      kind: 'stakeDaily',
      value: 1_000,
      reason: '요청',
    });
    expect(write.statusCode).toBe(403);
    expect(limitOf((await view(member.userId)).json(), 'stakeDaily')).toMatchObject({ value: 10_000 });
  });
});
