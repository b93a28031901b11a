import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '@site/contracts/api/cashier';
import { walletLedger } from '../../db/schema/wallet';
import { bettor, getOk, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { changeBalance } from '../ledger/service';

const kit = useBetsApp();

let counter = 0;
/** Books one movement of the member as the site would, and answers its ledger row's id. */
async function book(who: Bettor, currency: 'money' | 'point', amount: number, memo?: string): Promise<number> {
  const change = await kit.db.transaction((tx) =>
    changeBalance(tx, {
      memberId: who.member.id,
      currency,
      amount,
      reason: 'operator',
      reference: `history-test:${++counter}`,
      memo: memo ?? null,
    }),
  );
  return change.entry.id;
}

/** Puts a booking at a moment of the past, to test the date range. */
async function bookedAt(id: number, iso: string): Promise<void> {
  await kit.db
    .update(walletLedger)
    .set({ createdAt: new Date(iso) })
    .where(eq(walletLedger.id, id));
}

const history = (who: Bettor, query = '') => getOk<HistoryPage>(kit, `/api/cashier/history${query}`, who.headers);

describe('GET /api/cashier/history', () => {
  it("lists only the caller's own movements in one currency, newest first, with the balance each left", async () => {
    const who = await bettor(kit, 100_000);
    const other = await bettor(kit, 70_000);
    await book(who, 'money', -30_000, '차감');
    await book(other, 'money', 5_000);
    await book(who, 'point', 2_000);
    await book(who, 'money', 5_000);

    const money = await history(who);
    expect(money).toMatchObject({ page: 1, pageCount: 1, totalCount: 3 });
    expect(money.items.map((item) => [item.reason, item.amount, item.balanceAfter, item.memo])).toEqual([
      ['operator', 5_000, 75_000, null],
      ['operator', -30_000, 70_000, '차감'],
      ['opening', 100_000, 100_000, null],
    ]);
    expect(money.items.every((item) => item.currency === 'money')).toBe(true);

    const points = await history(who, '?currency=point');
    expect(points.items.map((item) => [item.amount, item.balanceAfter])).toEqual([[2_000, 2_000]]);
    expect((await history(other)).items.map((item) => item.balanceAfter)).toEqual([75_000, 70_000]);
  });

  it('keeps from and to as whole Seoul days, both included', async () => {
    const who = await bettor(kit, 0);
    const lateFirst = await book(who, 'money', 10_000);
    const earlySecond = await book(who, 'money', 20_000);
    const third = await book(who, 'money', 30_000);
    // 23:30 on March 1st and 00:10 on March 2nd in Seoul, 9 hours ahead of UTC.
    await bookedAt(lateFirst, '2024-03-01T14:30:00Z');
    await bookedAt(earlySecond, '2024-03-01T15:10:00Z');
    await bookedAt(third, '2024-03-03T03:00:00Z');
    const amounts = async (query: string) => (await history(who, query)).items.map((item) => item.amount);

    expect(await amounts('?from=2024-03-02&to=2024-03-02')).toEqual([20_000]);
    expect(await amounts('?from=2024-03-01&to=2024-03-02')).toEqual([20_000, 10_000]);
    expect(await amounts('?from=2024-03-03')).toEqual([30_000]);
    expect(await amounts('?to=2024-03-01')).toEqual([10_000]);
    expect(await amounts('?from=2024-03-04')).toEqual([]);
  });

  it('pages the list', async () => {
    const who = await bettor(kit, 0);
    const ids = [];
    for (const amount of [1_000, 2_000, 3_000, 4_000, 5_000]) ids.push(await book(who, 'money', amount));
    const second = await history(who, '?size=2&page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 3, totalCount: 5 });
    expect(second.items.map((item) => item.amount)).toEqual([3_000, 2_000]);
    expect((await history(who, '?size=2&page=3')).items.map((item) => item.balanceAfter)).toEqual([1_000]);
    expect(
      await kit.db.select({ id: walletLedger.id }).from(walletLedger).where(inArray(walletLedger.id, ids)),
    ).toHaveLength(5);
  });

  it('refuses a day that does not exist in Korean, and answers 401 to a guest', async () => {
    const who = await bettor(kit, 0);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/cashier/history?from=2024-02-30',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe('존재하지 않는 날짜입니다.');
    expect((await kit.app.inject({ method: 'GET', url: '/api/cashier/history' })).statusCode).toBe(401);
  });
});
