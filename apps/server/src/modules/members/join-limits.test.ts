import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JoinRequest } from '@site/contracts/api/member';
import { members } from '../../db/schema/members';
import { fakeClock } from '../../test/fake-clock';
import { useDemoApp } from '../../test/demo-app';
import { until, useSessions, waitersOf } from '../../test/held-sessions';
import { authHeaders, createMember, loginAs, TEST_BANK_ACCOUNT, TEST_PASSWORD } from '../../test/members';

const clock = fakeClock();
const demo = useDemoApp(
  { JOIN_CHECKS_PER_IP_PER_10_MIN: '6', JOIN_LIMIT_PER_IP_PER_HOUR: '2', JOIN_LIMIT_PER_PHONE: '2' },
  { clock },
);
const sessions = useSessions(() => demo.database.url);

const MINUTE = 60_000;
const tooManyChecks = { message: '아이디·닉네임 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' };
const tooManyJoins = { message: '이 IP에서 가입한 계정이 너무 많습니다. 잠시 후 다시 시도해주세요.' };
const phoneFull = { message: '이 휴대폰 번호로 더 이상 계정을 등록할 수 없습니다. 고객센터에 문의해주세요.' };

let counter = 0;
const freshIp = () => `203.0.113.${++counter}`;
const unique = () => `${process.pid % 1000}${++counter}`;
/** A phone number nobody has yet. */
const freshPhone = () => `0107${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;

function newcomer(overrides: Partial<JoinRequest> = {}): JoinRequest {
  const suffix = unique();
  return {
    userId: `join${suffix}`,
    password: 'secret123',
    nickName: `가입${suffix}`,
    phone: freshPhone(),
    ...TEST_BANK_ACCOUNT,
    ...overrides,
  };
}

const join = (body: JoinRequest, ip: string) =>
  demo.app.inject({ method: 'POST', url: '/api/member/join', payload: body, remoteAddress: ip });
const checkId = (userId: string, ip: string) =>
  demo.app.inject({ method: 'GET', url: '/api/member/check-id', query: { userId }, remoteAddress: ip });
const checkNickName = (nickName: string, ip: string) =>
  demo.app.inject({ method: 'GET', url: '/api/member/check-nickname', query: { nickName }, remoteAddress: ip });

function expect429(response: LightMyRequestResponse, body: { message: string }, retryAfterSec: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(body);
  expect(response.headers['retry-after']).toBe(String(retryAfterSec));
}

describe('중복확인: GET member/check-id and member/check-nickname', () => {
  it('answers whether an id or a nickname is still free', async () => {
    const ip = freshIp();
    expect((await checkId('demo', ip)).json()).toEqual({ available: false });
    expect((await checkId(`free${unique()}`, ip)).json()).toEqual({ available: true });
    expect((await checkNickName('데모회원', ip)).json()).toEqual({ available: false });
    expect((await checkNickName(`빈닉${unique()}`, ip)).json()).toEqual({ available: true });
  });

  it('refuses an id that could never be joined with 400 and the sign-up rule in Korean', async () => {
    const response = await checkId('AB', freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.',
    );
  });

  it('answers 403 while sign-up is closed', async () => {
    await demo.asAdmin('PUT', '/api/admin/settings', { joinStartEndFlg: true });
    try {
      const response = await checkId('demo', freshIp());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: '현재 회원가입은 종료했습니다.' });
    } finally {
      await demo.asAdmin('PUT', '/api/admin/settings', { joinStartEndFlg: false });
    }
  });
});

describe('enumerating ids and nicknames', () => {
  it('is cut off after 6 answers per IP in 10 minutes, counting checks and joins together', async () => {
    const ip = freshIp();
    for (const userId of ['demo', 'admin', 'manager']) expect((await checkId(userId, ip)).statusCode).toBe(200);
    expect((await checkNickName('데모회원', ip)).statusCode).toBe(200);
    // A join is a check too: its 409 tells a taken id from a free one.
    expect((await join(newcomer({ userId: 'demo' }), ip)).statusCode).toBe(409);
    expect((await join(newcomer({ nickName: '데모회원' }), ip)).statusCode).toBe(409);

    expect429(await checkId('nocasino', ip), tooManyChecks, 600);
    expect429(await checkNickName('운영자', ip), tooManyChecks, 600);
    // Past the limit a join answers 429 before it would say whether the id is taken.
    expect429(await join(newcomer({ userId: 'nororulette' }), ip), tooManyChecks, 600);
    expect((await checkId('nocasino', freshIp())).json()).toEqual({ available: false });

    clock.advance(10 * MINUTE);
    expect((await checkId('nocasino', ip)).json()).toEqual({ available: false });
  });
});

describe('joins per IP and per phone number', () => {
  it('lets one IP create 2 accounts an hour; another IP is not affected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await join(newcomer(), ip)).statusCode).toBe(200);
    const third = newcomer();
    expect429(await join(third, ip), tooManyJoins, 3600);
    expect((await checkId(third.userId, freshIp())).json()).toEqual({ available: true });
    expect((await join(newcomer(), freshIp())).statusCode).toBe(200);

    clock.advance(60 * MINUTE);
    expect((await join(third, ip)).statusCode).toBe(200);
  });

  it('counts only accounts created: a refused join does not use up the IP', async () => {
    const ip = freshIp();
    expect((await join(newcomer({ recommender: 'nobody' }), ip)).statusCode).toBe(400);
    expect((await join(newcomer({ userId: 'demo' }), ip)).statusCode).toBe(409);
    for (let i = 0; i < 2; i++) expect((await join(newcomer(), ip)).statusCode).toBe(200);
  });

  it('lets one phone number hold 2 accounts, whichever IP joins', async () => {
    const phone = freshPhone();
    expect((await join(newcomer({ phone }), freshIp())).statusCode).toBe(200);
    expect(
      (await join(newcomer({ phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` }), freshIp()))
        .statusCode,
    ).toBe(200);
    const third = await join(newcomer({ phone }), freshIp());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual(phoneFull);
    expect((await join(newcomer(), freshIp())).statusCode).toBe(200);
  });

  it('lets only the allowed number of racing joins with one phone number through', async () => {
    const phone = freshPhone();
    const answers = await Promise.all([1, 2, 3, 4].map(() => join(newcomer({ phone }), freshIp())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
  });

  it('refuses a profile moving to a phone number that is full', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 2; i++) await join(newcomer({ phone }), freshIp());
    const member = await createMember(demo.db, { phone: freshPhone() });
    const token = await loginAs(demo.app, member.userId);
    const response = await demo.app.inject({
      method: 'PUT',
      url: '/api/member/user',
      headers: authHeaders(token),
      payload: { nickName: member.nickName, phone, currentPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(phoneFull);
  });

  it('refuses a profile moving back to its old number once another account took the place it left', async () => {
    const [home, away] = [freshPhone(), freshPhone()];
    const member = await createMember(demo.db, { phone: home });
    expect((await join(newcomer({ phone: home }), freshIp())).statusCode).toBe(200);
    const token = await loginAs(demo.app, member.userId);

    // The profile change (keeping the number it started with) stops at its password check's counter.
    const observer = await sessions.open();
    const counter = await sessions.hold(
      `insert into rate_counters (scope, subject, count, window_start, last_hit_at, expires_at)
       values ('password-check', $1, 0, now(), now(), now() + interval '15 minutes')
       on conflict (scope, subject) do update set count = rate_counters.count`,
      [String(member.id)],
    );
    const changing = demo.app.inject({
      method: 'PUT',
      url: '/api/member/user',
      headers: authHeaders(token),
      payload: { nickName: member.nickName, phone: home, currentPassword: TEST_PASSWORD },
    });
    await until(async () => (await waitersOf(observer, counter.pid)).length > 0);

    // Meanwhile another change of the member's commits (to another number), and a newcomer takes the place.
    await demo.db.update(members).set({ phone: away }).where(eq(members.id, member.id));
    expect((await join(newcomer({ phone: home }), freshIp())).statusCode).toBe(200);

    await counter.release();
    const response = await changing;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual(phoneFull);
    const [onHome] = await demo.db.select({ n: count() }).from(members).where(eq(members.phone, home));
    expect(onHome?.n).toBe(2);
  });
});
