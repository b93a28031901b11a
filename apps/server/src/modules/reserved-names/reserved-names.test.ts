import { describe, expect, it } from 'vitest';
import type { JoinRequest, User } from '@site/contracts/api/member';
import type { PartnerCreateInput } from '@site/contracts/api/partners';
import type { ReservedName, ReservedNameCollision } from '@site/contracts/api/reserved-names';
import { rollingKinds } from '@site/contracts/api/rolling';
import { fakeClock } from '../../test/fake-clock';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, getUser, loginAs, TEST_BANK_ACCOUNT, TEST_PASSWORD } from '../../test/members';

const clock = fakeClock();
const demo = useDemoApp({ JOIN_CHECKS_PER_IP_PER_10_MIN: '4', JOIN_CHECKS_PER_MIN_ALL_IPS: '10' }, { clock });

const MINUTE = 60_000;
const reservedMessage = '운영진이나 사이트로 오인될 수 있는 닉네임은 사용할 수 없습니다.';
const hiddenMessage = '닉네임에 보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.';
const refusedAsStaff = { message: reservedMessage, issues: [{ path: 'nickName', message: reservedMessage }] };

let counter = 0;
const unique = () => `${process.pid % 1000}${++counter}`;
// Each request from its own address, so no IP's own limit is reached: only the ceiling of all IPs is.
const freshIp = () => `198.51.${Math.floor(counter / 250)}.${(++counter % 250) + 1}`;
const freshPhone = () => `0108${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;

function newcomer(nickName: string): JoinRequest {
  return { userId: `name${unique()}`, password: 'secret123', nickName, phone: freshPhone(), ...TEST_BANK_ACCOUNT };
}
const join = (body: JoinRequest) =>
  demo.app.inject({ method: 'POST', url: '/api/member/join', payload: body, remoteAddress: freshIp() });
const checkNickName = (nickName: string, ip = freshIp()) =>
  demo.app.inject({ method: 'GET', url: '/api/member/check-nickname', query: { nickName }, remoteAddress: ip });
const checkId = (userId: string, ip = freshIp()) =>
  demo.app.inject({ method: 'GET', url: '/api/member/check-id', query: { userId }, remoteAddress: ip });

// Issue 31 finding 3's names, and a few more ways to write 운영자 or admin.
const staffLike = ['운 영자', '관리자', 'ＡＤＭＩＮ', 'Adm1n', '\u0430dmin', '운영쟈', '골드벳 고객센터'];
const hidden = ['운영자\u200b', '\u202e자영운', '관\u200d리자', '운영자\u3164'];

describe('sign-up refuses a nickname that imitates staff (issue 31 finding 3)', () => {
  it.each(staffLike)('refuses %s with the Korean reason on the nickname, creating no account', async (nickName) => {
    // Each case moves the clock on so the ceiling of all IPs (10 a minute here) never speaks first.
    clock.advance(MINUTE);
    const body = newcomer(nickName);
    const response = await join(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedAsStaff);
    const check = await checkId(body.userId);
    expect(check.json()).toEqual({ available: true });
  });

  it.each(hidden)('refuses a name with an invisible or direction character: %j', async (nickName) => {
    const response = await join(newcomer(nickName));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'nickName', message: hiddenMessage }] });
  });

  it('joins ordinary names, runs of spaces made one', async () => {
    clock.advance(MINUTE);
    const tag = unique().slice(-4);
    for (const nickName of ['운동왕', '관리비절약', '행운아']) {
      expect((await join(newcomer(`${nickName}${tag}`))).statusCode).toBe(200);
    }
    const spaced = newcomer(`행운  아${tag}`);
    expect((await join(spaced)).statusCode).toBe(200);
    const token = await loginAs(demo.app, spaced.userId, spaced.password);
    expect((await getUser(demo.app, token)).json<User>().nickName).toBe(`행운 아${tag}`);
  });

  it('answers 중복확인 of a staff-like nickname with the reason, not "free"', async () => {
    clock.advance(MINUTE);
    const response = await checkNickName('운 영자');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedAsStaff);
    expect((await checkNickName('ＡＤＭＩＮ')).json()).toEqual(refusedAsStaff);
    expect((await checkNickName(`운동왕${unique()}`)).json()).toEqual({ available: true });
  });
});

describe('profile edit refuses a staff-like nickname (issue 31 finding 3)', () => {
  it('refuses a change to 관리자 and keeps the old nickname; an existing staff-like name may stay', async () => {
    clock.advance(MINUTE);
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const change = (nickName: string) =>
      demo.app.inject({
        method: 'PUT',
        url: '/api/member/user',
        headers: authHeaders(token),
        payload: { nickName, phone: member.phone, currentPassword: TEST_PASSWORD },
        remoteAddress: freshIp(),
      });
    const refused = await change('관 리 자');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusedAsStaff);
    expect((await getUser(demo.app, token)).json<User>().nickName).toBe(member.nickName);

    const legacy = await createMember(demo.db, { nickName: `운영자${unique()}` });
    const legacyToken = await loginAs(demo.app, legacy.userId);
    const kept = await demo.app.inject({
      method: 'PUT',
      url: '/api/member/user',
      headers: authHeaders(legacyToken),
      payload: { nickName: legacy.nickName, phone: '01055556666', currentPassword: TEST_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ nickName: legacy.nickName, phone: '01055556666' });
  });
});

describe('partner creation refuses a staff-like nickname (issue 31 finding 3)', () => {
  it('refuses a partner named ＧＭ and creates none', async () => {
    const rates = Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: 0, losingBp: 0 }]));
    const userId = `ptn${unique()}`;
    const body: PartnerCreateInput = {
      userId,
      password: 'secret123',
      nickName: 'ＧＭ',
      phone: freshPhone(),
      parentId: null,
      rates: rates as PartnerCreateInput['rates'],
    };
    const response = await demo.asAdmin('POST', '/api/admin/partners', body as unknown as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedAsStaff);
    const tree = (await demo.asAdmin('GET', '/api/admin/partners')).json<{ userId: string }[]>();
    expect(tree.map((node) => node.userId)).not.toContain(userId);
  });
});

describe('the reserved words in the console', () => {
  const list = async () => (await demo.asAdmin('GET', '/api/admin/reserved-names')).json<ReservedName[]>();
  const collisions = async () =>
    (await demo.asAdmin('GET', '/api/admin/reserved-names/collisions')).json<ReservedNameCollision[]>();

  it('starts with the defaults, and a word added is refused at once; removed, allowed again', async () => {
    expect((await list()).map((row) => row.word)).toEqual(
      expect.arrayContaining(['운영자', '관리자', 'admin', '고객센터', '상담원', 'staff', 'gm', '골드벳']),
    );
    clock.advance(MINUTE);
    expect((await demo.asAdmin('POST', '/api/admin/reserved-names', { word: '이벤트팀' })).statusCode).toBe(200);
    expect((await checkNickName('이벤트 팀장')).json()).toEqual(refusedAsStaff);
    const added = (await list()).find((row) => row.word === '이벤트팀');
    expect(added).toBeDefined();
    expect((await demo.asAdmin('DELETE', `/api/admin/reserved-names/${added?.id}`)).statusCode).toBe(200);
    expect((await checkNickName('이벤트 팀장')).json()).toEqual({ available: true });
  });

  it('refuses a word that could never compare, in Korean', async () => {
    const dots = await demo.asAdmin('POST', '/api/admin/reserved-names', { word: '...' });
    expect(dots.statusCode).toBe(400);
    expect(dots.json()).toEqual({ message: '금지어는 글자나 숫자를 2자 이상 포함해야 합니다.' });
    expect((await list()).map((row) => row.word)).not.toContain('...');
  });

  it('flags existing members who collide, recomputed when the list changes; administrators are not flagged', async () => {
    const old = await createMember(demo.db, { nickName: `VIP매니저${unique()}` });
    expect((await collisions()).map((row) => row.userId)).not.toContain(old.userId);
    expect((await demo.asAdmin('POST', '/api/admin/reserved-names', { word: 'VIP매니저' })).statusCode).toBe(200);
    expect(await collisions()).toContainEqual({
      userId: old.userId,
      nickName: old.nickName,
      type: 1,
      word: 'VIP매니저',
    });
    expect((await collisions()).map((row) => row.userId)).not.toContain('admin');
    const word = (await list()).find((row) => row.word === 'VIP매니저');
    await demo.asAdmin('DELETE', `/api/admin/reserved-names/${word?.id}`);
    expect((await collisions()).map((row) => row.userId)).not.toContain(old.userId);
    expect((await getUser(demo.app, await loginAs(demo.app, old.userId))).json<User>().nickName).toBe(old.nickName);
  });
});

describe('the availability checks have a ceiling across all IPs (issue 31 finding 5)', () => {
  it('refuses the 11th check in a minute from 11 different IPs, and answers again a minute later', async () => {
    clock.advance(MINUTE);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await checkId(`probe${unique()}`));
    expect(answers.slice(0, 10).map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const refused = answers[10];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({
      message: '지금은 아이디·닉네임 확인 요청이 많습니다. 1분 뒤에 다시 시도해주세요.',
    });
    expect((await checkNickName(`닉${unique()}`)).statusCode).toBe(429);
    clock.advance(MINUTE);
    expect((await checkNickName(`닉${unique()}`)).json()).toEqual({ available: true });
  });
});
