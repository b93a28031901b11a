import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashierErrors } from '@site/contracts/api/cashier';
import { memberBankAccounts } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { authHeaders, loginAs } from '../../test/members';
import { verifyPassword } from '../auth/passwords';
import { bettor, useBetsApp, type Bettor } from '../betting/bets-test-kit';

const kit = useBetsApp();

const account = {
  bankCode: '088',
  accountNumber: '110-123-456789',
  holderName: '김회원',
  withdrawalPassword: '246810',
};

const getOwn = (who: Bettor) =>
  kit.app.inject({ method: 'GET', url: '/api/member/bank-account', headers: who.headers });
const register = (who: Bettor, payload: object) =>
  kit.app.inject({ method: 'PUT', url: '/api/member/bank-account', headers: who.headers, payload });
const stored = async (memberId: number) =>
  (await kit.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId)))[0];

describe('GET and PUT /api/member/bank-account', () => {
  it('lets a member who joined before register one account, masked, and refuses a second with 409', async () => {
    const who = await bettor(kit, 0);
    expect((await getOwn(who)).json()).toBeNull();

    const registered = await register(who, account);
    expect(registered.statusCode, registered.body).toBe(200);
    const view = { bankCode: '088', bankName: '신한은행', accountMasked: '110-******-789', holderName: '김회원' };
    expect(registered.json()).toEqual(view);
    expect((await getOwn(who)).json()).toEqual(view);

    const again = await register(who, { ...account, accountNumber: '99998888777' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: cashierErrors.bankAccountRegistered });
    const row = await stored(who.member.id);
    expect(row?.accountNumber).toBe('110123456789');
    expect(await verifyPassword(row?.withdrawalPasswordHash ?? '', '246810')).toBe(true);
  });

  it('lets exactly one of two registrations at once through', async () => {
    const who = await bettor(kit, 0);
    const numbers = ['11112222333', '44445555666'];
    const answers = await Promise.all(numbers.map((accountNumber) => register(who, { ...account, accountNumber })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await stored(who.member.id))?.accountNumber).toBe(numbers[winner]);
  });

  it('refuses bad fields with Korean messages and stores nothing', async () => {
    const who = await bettor(kit, 0);
    const response = await register(who, {
      bankCode: '',
      accountNumber: 'abc',
      holderName: ' ',
      withdrawalPassword: '1',
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      bankCode: '은행을 선택해주세요.',
      accountNumber: '계좌번호는 숫자 8~16자리로 입력해주세요.',
      holderName: '예금주를 2자 이상 입력해주세요.',
      withdrawalPassword: '출금 비밀번호는 숫자 4~6자리입니다.',
    });
    expect(await stored(who.member.id)).toBeUndefined();
  });

  it('answers 401 to a guest', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/api/member/bank-account' })).statusCode).toBe(401);
    const put = await kit.app.inject({ method: 'PUT', url: '/api/member/bank-account', payload: account });
    expect(put.statusCode).toBe(401);
  });

  it('is registered for every demo account, with the README withdrawal password', async () => {
    const token = await loginAs(kit.app, 'demo', 'demo1234');
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/member/bank-account',
      headers: authHeaders(token),
    });
    expect(response.json()).toMatchObject({ bankName: 'KB국민은행', holderName: '김데모' });
    const demoMembers = await kit.db.select().from(members);
    for (const member of demoMembers.filter((row) => ['demo', 'nororulette', 'nocasino'].includes(row.userId))) {
      expect(await verifyPassword((await stored(member.id))?.withdrawalPasswordHash ?? '', '1234')).toBe(true);
    }
  });
});

describe('the operator: GET and PUT /api/admin/members/:userId/bank-account', () => {
  const url = (userId: string) => `/api/admin/members/${userId}/bank-account`;

  it('shows the full number, sets an account, and changes it keeping the withdrawal password', async () => {
    const who = await bettor(kit, 0);
    expect((await kit.asAdmin('GET', url(who.member.userId))).json()).toBeNull();

    const { withdrawalPassword: _kept, ...withoutPassword } = account;
    const needsPassword = await kit.asAdmin('PUT', url(who.member.userId), withoutPassword);
    expect(needsPassword.statusCode).toBe(400);
    expect(needsPassword.json()).toEqual({ message: '출금 계좌가 없는 회원은 출금 비밀번호도 함께 입력해주세요.' });
    expect(await stored(who.member.id)).toBeUndefined();

    const created = await kit.asAdmin('PUT', url(who.member.userId), account);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      bankCode: '088',
      bankName: '신한은행',
      accountNumber: '110123456789',
      holderName: '김회원',
    });

    const changed = await kit.asAdmin('PUT', url(who.member.userId), {
      bankCode: '090',
      accountNumber: '3333-01-2345678',
      holderName: '김회원',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await kit.asAdmin('GET', url(who.member.userId))).json()).toEqual({
      bankCode: '090',
      bankName: '카카오뱅크',
      accountNumber: '3333012345678',
      holderName: '김회원',
    });
    // The member sees the change, masked, and the old withdrawal password still confirms withdrawals.
    expect((await getOwn(who)).json()).toMatchObject({ bankName: '카카오뱅크', accountMasked: '333-*******-678' });
    expect(await verifyPassword((await stored(who.member.id))?.withdrawalPasswordHash ?? '', '246810')).toBe(true);

    await kit.asAdmin('PUT', url(who.member.userId), { ...withoutPassword, withdrawalPassword: '1357' });
    expect(await verifyPassword((await stored(who.member.id))?.withdrawalPasswordHash ?? '', '1357')).toBe(true);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await kit.asAdmin('GET', url('nobody404'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
  });

  it('is closed to members', async () => {
    const who = await bettor(kit, 0);
    const response = await kit.app.inject({
      method: 'PUT',
      url: url(who.member.userId),
      headers: who.headers,
      payload: account,
    });
    expect([401, 403]).toContain(response.statusCode);
    expect(await stored(who.member.id)).toBeUndefined();
  });
});
