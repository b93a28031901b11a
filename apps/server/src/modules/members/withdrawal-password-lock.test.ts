import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountSecurityErrors,
  withdrawalLockMessage as lockMessage,
  type WithdrawalLock,
} from '@site/contracts/api/account-activity';
import { memberBankAccounts } from '../../db/schema/cashier';
import { messages } from '../../db/schema/messages';
import { memberSecurityEvents } from '../../db/schema/member-activity';
import { authHeaders, loginAs, TEST_PASSWORD } from '../../test/members';
import { notificationsOf } from '../betting/bets-test-kit';
import {
  cashMember,
  expectRefused,
  post,
  TETHER_ADDRESS,
  useCashierApp,
  withdrawalBody,
  withdrawOk,
} from '../cashier/cashier-test-kit';
import { unlockMessage } from './withdrawal-password-reset';

const kit = useCashierApp();

type Who = Awaited<ReturnType<typeof cashMember>>;
const withdraw = (who: Who, body: Record<string, unknown>) => () => post(kit, who, '/cashier/withdrawals', body);
const withdrawTether = (who: Who, body: Record<string, unknown>) => () =>
  post(kit, who, '/cashier/tether-withdrawals', body);
const wrongTry = (who: Who, guess = '9999') => withdraw(who, withdrawalBody(10_000, { withdrawalPassword: guess }))();
const status = async (who: Who) =>
  (await kit.app.inject({ method: 'GET', url: '/api/member/withdrawal-password', headers: who.headers })).json<{
    locked: boolean;
    triesLeft: number;
  }>();
const reset = (who: Who, body: Record<string, unknown>) =>
  kit.app.inject({ method: 'PUT', url: '/api/member/withdrawal-password', headers: who.headers, payload: body });
const LOCKED = accountSecurityErrors.withdrawalPasswordLocked;

/** Moves the clock past the member's idle limit, so the member logs in again (as after a day away). */
async function later(who: Who, minutes: number): Promise<Who> {
  kit.clock.advance(minutes * 60_000);
  const token = await loginAs(kit.app, who.member.userId);
  return { ...who, token, headers: authHeaders(token) };
}

/** Four wrong tries are answered wrong; the fifth locks, and says so. */
async function lockOut(who: Who): Promise<void> {
  for (let index = 0; index < 4; index += 1) {
    const answer = await wrongTry(who);
    expect(answer.statusCode, answer.body).toBe(400);
  }
  const fifth = await wrongTry(who);
  expect(fifth.statusCode).toBe(423);
  expect(fifth.json<{ message: string }>().message).toBe(LOCKED);
}

const eventsOf = async (memberId: number) =>
  (await kit.db.select().from(memberSecurityEvents).where(eq(memberSecurityEvents.memberId, memberId))).map(
    (row) => row.kind,
  );

describe('the withdrawal password lock (issue 31, finding 2)', () => {
  it('locks after 5 wrong tries across windows and stays locked past 15 minutes, the right password too', async () => {
    let who = await cashMember(kit, 100_000);
    // Before: 5 tries per 15-minute window, so waiting out each window allowed guessing on forever.
    for (const [index, left] of [4, 3, 2].entries()) {
      const answer = await wrongTry(who, `000${index}`);
      expect(answer.json<{ message: string }>().message).toBe(accountSecurityErrors.wrongWithdrawalPasswordLeft(left));
    }
    who = await later(who, 16);
    expect((await wrongTry(who)).statusCode).toBe(400);
    const fifth = await wrongTry(who);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json<{ message: string }>().message).toBe(LOCKED);

    // The sixth guess, another window later, is not checked at all.
    who = await later(who, 16);
    await expectRefused(kit, who, () => wrongTry(who, '1357'), 423, LOCKED);
    who = await later(who, 24 * 60);
    await kit.loginAdmin();
    await expectRefused(kit, who, withdraw(who, withdrawalBody(10_000)), 423, LOCKED);
    expect(await status(who)).toMatchObject({ locked: true, triesLeft: 0 });
  });

  it('a right password resets the count', async () => {
    const who = await cashMember(kit, 100_000);
    for (let index = 0; index < 4; index += 1) await wrongTry(who);
    await withdrawOk(kit, who, 10_000);
    expect(await status(who)).toMatchObject({ locked: false, triesLeft: 5 });
  });

  it('sends the member a 쪽지 and a notification at the lock, and records it', async () => {
    const who = await cashMember(kit, 100_000);
    await lockOut(who);
    const inbox = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(inbox.map((row) => row.title)).toEqual([lockMessage.title]);
    expect(inbox[0]?.contents).toContain('재설정');
    expect(await notificationsOf(kit, who, 'message')).toEqual([
      expect.objectContaining({ kind: 'message', title: lockMessage.title }),
    ]);
    expect(await eventsOf(who.member.id)).toEqual(['withdrawal-password-locked']);
  });

  it('a burst of wrong tries locks exactly at the fifth: four are answered wrong, the rest locked', async () => {
    const who = await cashMember(kit, 100_000);
    const guesses = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888'];
    const answers = await Promise.all(guesses.map((guess) => wrongTry(who, guess)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 423, 423, 423, 423]);
    const [account] = await kit.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, who.member.id));
    expect(account?.withdrawalPasswordFailures).toBe(5);
    const locks = await kit.db
      .select()
      .from(messages)
      .where(and(eq(messages.memberId, who.member.id), eq(messages.title, lockMessage.title)));
    expect(locks).toHaveLength(1);
  });

  it('a tether withdrawal to any address needs the withdrawal password, and the lock refuses it', async () => {
    const who = await cashMember(kit, 100_000);
    const { withdrawalPassword: _left, ...noPassword } = withdrawalBody(10_000, { address: TETHER_ADDRESS });
    const missing = await withdrawTether(who, noPassword)();
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe('출금 비밀번호를 입력해주세요.');
    await expectRefused(
      kit,
      who,
      withdrawTether(who, withdrawalBody(10_000, { address: TETHER_ADDRESS, withdrawalPassword: '0000' })),
      400,
      accountSecurityErrors.wrongWithdrawalPasswordLeft(4),
    );
    for (let index = 0; index < 4; index += 1) await wrongTry(who);
    await expectRefused(
      kit,
      who,
      withdrawTether(who, withdrawalBody(10_000, { address: TETHER_ADDRESS })),
      423,
      LOCKED,
    );
  });

  it('the member resets it with the login password, which unlocks it', async () => {
    const who = await cashMember(kit, 100_000);
    await lockOut(who);
    const wrongLogin = await reset(who, { password: 'not-mine', withdrawalPassword: '8642' });
    expect(wrongLogin.statusCode).toBe(400);
    expect(wrongLogin.json<{ message: string }>().message).toBe(accountSecurityErrors.wrongLoginPassword);
    expect(await status(who)).toMatchObject({ locked: true });

    const done = await reset(who, { password: TEST_PASSWORD, withdrawalPassword: '8642' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ locked: false, triesLeft: 5 });
    // The old password is gone, the new one works.
    await expectRefused(
      kit,
      who,
      withdraw(who, withdrawalBody(10_000)),
      400,
      accountSecurityErrors.wrongWithdrawalPasswordLeft(4),
    );
    const ok = await withdraw(who, withdrawalBody(10_000, { withdrawalPassword: '8642' }))();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await eventsOf(who.member.id)).toEqual(['withdrawal-password-locked', 'withdrawal-password-reset']);
  });

  it('the operator sees the lock in the console list and unlocks it with a reason', async () => {
    const who = await cashMember(kit, 100_000);
    await lockOut(who);
    const list = await kit.asAdmin('GET', '/api/admin/withdrawal-password-locks');
    expect(list.json<WithdrawalLock[]>().map((lock) => lock.userId)).toContain(who.member.userId);

    const url = `/api/admin/members/${who.member.userId}/withdrawal-password/unlock`;
    const noReason = await kit.asAdmin('POST', url, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(await status(who)).toMatchObject({ locked: true });

    const unlocked = await kit.asAdmin('POST', url, { reason: '본인 확인 전화 완료' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await status(who)).toMatchObject({ locked: false, triesLeft: 5 });
    await withdrawOk(kit, who, 10_000);
    const after = await kit.asAdmin('GET', '/api/admin/withdrawal-password-locks');
    expect(after.json<WithdrawalLock[]>().map((lock) => lock.userId)).not.toContain(who.member.userId);
    const titles = (await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id))).map(
      (row) => row.title,
    );
    expect(titles).toEqual([lockMessage.title, unlockMessage.title]);
    const again = await kit.asAdmin('POST', url, { reason: '다시 해제' });
    expect(again.statusCode).toBe(409);
  });

  it("an operator's new withdrawal password on the bank-account form lifts the lock too", async () => {
    const who = await cashMember(kit, 100_000);
    await lockOut(who);
    const saved = await kit.asAdmin('PUT', `/api/admin/members/${who.member.userId}/bank-account`, {
      bankCode: '088',
      accountNumber: '110123456789',
      holderName: '홍길동',
      withdrawalPassword: '7531',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await status(who)).toMatchObject({ locked: false, triesLeft: 5 });
    const ok = await withdraw(who, withdrawalBody(10_000, { withdrawalPassword: '7531' }))();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await eventsOf(who.member.id)).toEqual(['withdrawal-password-locked', 'withdrawal-password-changed']);
  });

  it('the member cannot reach the operator list', async () => {
    const who = await cashMember(kit, 0);
    const answer = await kit.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawal-password-locks',
      headers: who.headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});
