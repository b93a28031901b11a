import { describe, expect, it } from 'vitest';
import type { User } from '@site/contracts/api/member';
import { members } from '../../db/schema/members';
import { walletLedger } from '../../db/schema/wallet';
import { AppError } from '../../http/app-error';
import { authHeaders } from '../../test/members';
import { balanceOf, bettor, ledgerSum, useBetsApp } from '../betting/bets-test-kit';
import type { LedgerPage, MoneyAdjustmentResult } from '@site/contracts/api/admin-balance';
import { changeBalance, LedgerDuplicateError } from '../ledger/service';

const kit = useBetsApp();

const adjust = (userId: string, payload: Record<string, unknown>) =>
  kit.asAdmin('POST', `/api/admin/members/${userId}/money`, payload);

describe('seeded balances', () => {
  it("enter the ledger, so every member's ledger sums to the balance in money and in points", async () => {
    const all = await kit.db.select().from(members);
    const ledger = await kit.db.select().from(walletLedger);
    expect(all.find((member) => member.userId === 'demo')).toMatchObject({ emoney: 1_000_000, point: 10_000 });
    for (const member of all) {
      const rows = ledger.filter((row) => row.memberId === member.id);
      const total = (currency: string) =>
        rows.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.amount, 0);
      expect([member.userId, total('money'), total('point')]).toEqual([member.userId, member.emoney, member.point]);
    }
    expect(ledger.filter((row) => row.reason === 'opening').map((row) => row.amount)).toEqual(
      expect.arrayContaining([1_000_000, 10_000]),
    );
  });
});

describe('changeBalance', () => {
  it('writes the balance and one ledger row with before and after', async () => {
    const { member } = await bettor(kit, 50_000);
    const change = await kit.db.transaction((tx) =>
      changeBalance(tx, {
        memberId: member.id,
        currency: 'money',
        amount: -20_000,
        reason: 'operator',
        reference: 'r:1',
      }),
    );
    expect(change).toMatchObject({ memberId: member.id, emoney: 30_000, point: 0 });
    expect(change.entry).toMatchObject({ amount: -20_000, balanceBefore: 50_000, balanceAfter: 30_000 });
    expect(await balanceOf(kit.db, member.id)).toBe(30_000);
    expect(await ledgerSum(kit.db, member.id)).toBe(30_000);
  });

  it('refuses to go below zero and leaves everything as it was', async () => {
    const { member } = await bettor(kit, 10_000);
    const attempt = kit.db.transaction((tx) =>
      changeBalance(tx, {
        memberId: member.id,
        currency: 'money',
        amount: -10_001,
        reason: 'operator',
        reference: 'r:2',
      }),
    );
    await expect(attempt).rejects.toThrow(new AppError(400, '보유머니가 부족합니다.'));
    expect(await balanceOf(kit.db, member.id)).toBe(10_000);
    expect(await ledgerSum(kit.db, member.id)).toBe(10_000);
  });

  it('books a (currency, reason, reference) once: the second throws and its transaction changes nothing', async () => {
    const { member } = await bettor(kit, 0);
    const credit = () =>
      kit.db.transaction((tx) =>
        changeBalance(tx, {
          memberId: member.id,
          currency: 'money',
          amount: 5_000,
          reason: 'operator',
          reference: 'r:3',
        }),
      );
    await credit();
    await expect(credit()).rejects.toBeInstanceOf(LedgerDuplicateError);
    const concurrent = await Promise.allSettled([credit(), credit()]);
    expect(concurrent.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await balanceOf(kit.db, member.id)).toBe(5_000);
  });

  it('keeps points apart from money', async () => {
    const { member } = await bettor(kit, 1_000);
    const change = await kit.db.transaction((tx) =>
      changeBalance(tx, { memberId: member.id, currency: 'point', amount: 300, reason: 'operator', reference: 'r:4' }),
    );
    expect(change).toMatchObject({ emoney: 1_000, point: 300 });
    expect(await balanceOf(kit.db, member.id)).toBe(1_000);
  });
});

describe('POST /api/admin/members/:userId/money', () => {
  it('credits the member, writes the memo in the ledger and tells the top bar', async () => {
    const who = await bettor(kit, 0);
    const events: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) events.push(event.emoney);
    });
    const response = await adjust(who.member.userId, { amount: 70_000, memo: '이벤트 지급' });
    unsubscribe();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MoneyAdjustmentResult>()).toMatchObject({
      emoney: 70_000,
      point: 0,
      entry: {
        currency: 'money',
        reason: 'operator',
        amount: 70_000,
        balanceBefore: 0,
        balanceAfter: 70_000,
        memo: '이벤트 지급',
      },
    });
    expect(events).toEqual([70_000]);
    const user = await kit.app.inject({ method: 'GET', url: '/api/member/user', headers: authHeaders(who.token) });
    expect(user.json<User>().emoney).toBe(70_000);
  });

  it('takes money back, but never more than the member has', async () => {
    const who = await bettor(kit, 50_000);
    expect((await adjust(who.member.userId, { amount: -20_000, memo: '오지급 회수' })).json()).toMatchObject({
      emoney: 30_000,
    });
    const tooMuch = await adjust(who.member.userId, { amount: -30_001, memo: '회수' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: '보유머니가 부족합니다.' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(30_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(30_000);
  });

  it('answers a retried key with the first adjustment', async () => {
    const who = await bettor(kit, 0);
    const payload = { amount: 10_000, memo: '보상', idempotencyKey: 'adjust-0001' };
    const first = await adjust(who.member.userId, payload);
    const second = await adjust(who.member.userId, payload);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(kit.db, who.member.id)).toBe(10_000);
  });

  it('refuses 0, a fraction, a missing memo, an unknown member and anyone but an administrator', async () => {
    const who = await bettor(kit, 0);
    const zero = await adjust(who.member.userId, { amount: 0, memo: '테스트' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      '0원은 지급하거나 차감할 수 없습니다.',
    );
    expect((await adjust(who.member.userId, { amount: 10.5, memo: '테스트' })).statusCode).toBe(400);
    expect((await adjust(who.member.userId, { amount: 1_000, memo: '  ' })).statusCode).toBe(400);
    const unknown = await adjust('nobody999', { amount: 1_000, memo: '테스트' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
    const asMember = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/members/${who.member.userId}/money`,
      headers: who.headers,
      payload: { amount: 1_000_000, memo: '셀프 지급' },
    });
    expect(asMember.statusCode).toBe(403);
    expect(await balanceOf(kit.db, who.member.id)).toBe(0);
  });
});

describe('GET /api/admin/members/:userId/ledger', () => {
  it('lists the movements newest first, page by page', async () => {
    const who = await bettor(kit, 1_000);
    for (const amount of [100, 200, 300]) await adjust(who.member.userId, { amount, memo: `${amount}` });
    const page = async (query: string) => {
      const response = await kit.asAdmin('GET', `/api/admin/members/${who.member.userId}/ledger${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LedgerPage>();
    };
    const first = await page('?size=3');
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 4 });
    expect(first.items.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      [300, 1_600],
      [200, 1_300],
      [100, 1_100],
    ]);
    expect((await page('?size=3&page=2')).items.map((entry) => entry.reason)).toEqual(['opening']);
    expect((await kit.asAdmin('GET', '/api/admin/members/nobody999/ledger')).statusCode).toBe(404);
  });

  it("still sums to every member's balance after all of the above", async () => {
    for (const member of await kit.db.select().from(members)) {
      expect([member.userId, await ledgerSum(kit.db, member.id)]).toEqual([member.userId, member.emoney]);
    }
  });
});
