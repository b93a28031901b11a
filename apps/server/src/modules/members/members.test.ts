import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JoinRequest } from '@site/contracts/api/member';
import { memberBankAccounts } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { verifyPassword } from '../auth/passwords';
import {
  authHeaders,
  createMember,
  getUser,
  loginAs,
  loginRequest,
  TEST_BANK_ACCOUNT,
  TEST_PASSWORD,
} from '../../test/members';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

function join(body: Partial<JoinRequest>) {
  return demo.app.inject({ method: 'POST', url: '/api/member/join', payload: body });
}

const newcomer: JoinRequest = {
  userId: 'newbie01',
  password: 'secret123',
  nickName: '새내기',
  phone: '010-1234-5678',
  ...TEST_BANK_ACCOUNT,
};

function fieldMessages(body: { issues: { path: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]));
}

describe('POST /api/member/join', () => {
  it('creates a level-1 member with nothing in the wallet, who can then log in', async () => {
    const response = await join({ ...newcomer, recommender: 'DEMO' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const login = await loginRequest(demo.app, newcomer.userId, newcomer.password);
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: unknown }>().user).toMatchObject({
      userId: 'newbie01',
      nickName: '새내기',
      phone: '01012345678',
      level: 1,
      levelNm: '새싹',
      emoney: 0,
      point: 0,
      type: 1,
      role: 0,
      withdrawalType: 1,
      tendency: [],
    });
    const [row] = await demo.db.select().from(members).where(eq(members.userId, 'newbie01'));
    expect(row?.recommender).toBe('demo');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken userId and a taken nickname with 409', async () => {
    const takenId = await join({ ...newcomer, nickName: '다른닉네임' });
    expect(takenId.statusCode).toBe(409);
    expect(takenId.json()).toEqual({ message: '이미 사용 중인 아이디입니다.' });
    const takenNick = await join({ ...newcomer, userId: 'newbie02', nickName: '데모회원' });
    expect(takenNick.statusCode).toBe(409);
    expect(takenNick.json()).toEqual({ message: '이미 사용 중인 닉네임입니다.' });
  });

  it('refuses an unknown recommender with 400', async () => {
    const response = await join({ ...newcomer, userId: 'newbie03', nickName: '추천없음', recommender: 'nobody' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '추천인 아이디를 찾을 수 없습니다.' });
  });

  it('refuses weak or malformed input with 400 and a Korean message per field', async () => {
    const response = await join({
      userId: 'AB',
      password: 'abcdefgh',
      nickName: 'x',
      phone: '02-123-4567',
      ...TEST_BANK_ACCOUNT,
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      userId: '아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.',
      password: '비밀번호에 숫자를 포함해주세요.',
      nickName: '닉네임은 2자 이상이어야 합니다.',
      phone: '휴대폰 번호를 정확히 입력해주세요.',
    });
    const short = await join({ ...newcomer, userId: 'newbie04', nickName: '짧은비번', password: 'a1' });
    expect(short.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      '비밀번호는 8자 이상이어야 합니다.',
    );
  });

  it('registers the withdrawal account with the member, its password stored only as an argon2id hash', async () => {
    const response = await join({ ...newcomer, userId: 'newbie06', nickName: '계좌회원', holderName: ' 홍길동 ' });
    expect(response.statusCode).toBe(200);
    const token = await loginAs(demo.app, 'newbie06', newcomer.password);
    const account = await demo.app.inject({
      method: 'GET',
      url: '/api/member/bank-account',
      headers: authHeaders(token),
    });
    expect(account.json()).toEqual({
      bankCode: '004',
      bankName: 'KB국민은행',
      accountMasked: '123-******-012',
      holderName: '홍길동',
    });
    const [member] = await demo.db.select().from(members).where(eq(members.userId, 'newbie06'));
    const [row] = await demo.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, member?.id ?? -1));
    expect(row?.accountNumber).toBe('123456789012');
    expect(row?.withdrawalPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.withdrawalPasswordHash).not.toContain('1234');
    expect(await verifyPassword(row?.withdrawalPasswordHash ?? '', '1234')).toBe(true);
  });

  it('requires the bank, account number, holder and withdrawal password, in Korean, and makes no member', async () => {
    const { bankCode: _b, accountNumber: _a, holderName: _h, withdrawalPassword: _w, ...withoutAccount } = newcomer;
    const attempt = { ...withoutAccount, userId: 'newbie07', nickName: '계좌없음' };
    const missing = await join(attempt);
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing.json())).toEqual({
      bankCode: '은행을 선택해주세요.',
      accountNumber: '계좌번호를 입력해주세요.',
      holderName: '예금주를 입력해주세요.',
      withdrawalPassword: '출금 비밀번호를 입력해주세요.',
    });

    const wrong = await join({
      ...attempt,
      bankCode: '999' as JoinRequest['bankCode'],
      accountNumber: '12-34',
      holderName: '홍',
      withdrawalPassword: '12ab',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessages(wrong.json())).toEqual({
      bankCode: '은행을 선택해주세요.',
      accountNumber: '계좌번호는 숫자 8~16자리로 입력해주세요.',
      holderName: '예금주를 2자 이상 입력해주세요.',
      withdrawalPassword: '출금 비밀번호는 숫자 4~6자리입니다.',
    });
    expect(await demo.db.select().from(members).where(eq(members.userId, 'newbie07'))).toEqual([]);
  });

  it('refuses with 403 while sign-up is closed, and accepts again once reopened', async () => {
    const setJoin = (joinStartEndFlg: boolean) => demo.asAdmin('PUT', '/api/admin/settings', { joinStartEndFlg });
    await setJoin(true);
    const attempt = { ...newcomer, userId: 'newbie05', nickName: '마감' };
    const closed = await join(attempt);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: '현재 회원가입은 종료했습니다.' });
    await setJoin(false);
    expect((await join(attempt)).statusCode).toBe(200);
  });
});

describe('PUT /api/member/user', () => {
  function update(token: string, body: Record<string, unknown>) {
    return demo.app.inject({ method: 'PUT', url: '/api/member/user', headers: authHeaders(token), payload: body });
  }

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await update(token, { nickName: '바뀐닉', phone: '01055556666', currentPassword: 'wrong123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '현재 비밀번호가 일치하지 않습니다.' });
    expect((await getUser(demo.app, token)).json()).toMatchObject({ nickName: member.nickName });
  });

  it("refuses another member's nickname with 409", async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await update(token, {
      nickName: '데모회원',
      phone: '01055556666',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: '이미 사용 중인 닉네임입니다.' });
  });

  it('changes nickname, phone and password, keeping an unchanged nickname allowed', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await update(token, {
      nickName: member.nickName,
      phone: '010-5555-6666',
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed99',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nickName: member.nickName, phone: '01055556666', isLogin: true });
    expect((await loginRequest(demo.app, member.userId, TEST_PASSWORD)).statusCode).toBe(404);
    const renamedToken = await loginAs(demo.app, member.userId, 'changed99');
    const renamed = await update(renamedToken, {
      nickName: '새이름',
      phone: '01055556666',
      currentPassword: 'changed99',
    });
    expect(renamed.json()).toMatchObject({ nickName: '새이름' });
  });

  it('answers 401 without a login', async () => {
    const response = await demo.app.inject({ method: 'PUT', url: '/api/member/user', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
