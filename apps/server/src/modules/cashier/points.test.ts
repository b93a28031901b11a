import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cashierErrors } from '@site/contracts/api/cashier';
import { members } from '../../db/schema/members';
import { walletLedger } from '../../db/schema/wallet';
import { giveOpeningMoney } from '../../test/members';
import { bettor, ledgerSum, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { updateCashierSettings } from './settings-repo';

const kit = useBetsApp();

/** A member with money and with points that came in through the ledger. */
async function holder(emoney: number, point: number): Promise<Bettor> {
  const who = await bettor(kit, emoney);
  if (point > 0) await giveOpeningMoney(kit.db, who.member.id, point, 'point');
  return who;
}

const convert = (who: Bettor, amount: number, idempotencyKey: string = randomUUID()) =>
  kit.app.inject({
    method: 'POST',
    url: '/api/points/convert',
    headers: who.headers,
    payload: { amount, idempotencyKey },
  });

async function balances(memberId: number) {
  const [row] = await kit.db
    .select({ emoney: members.emoney, point: members.point })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

const conversionRows = (memberId: number) =>
  kit.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.reason, 'point_convert')));

afterEach(() => updateCashierSettings(kit.db, { pointConvertMin: 10_000, pointConvertUnit: 1_000 }, new Date()));

describe('GET /api/points', () => {
  it("answers the operator's minimum and unit", async () => {
    const who = await holder(0, 0);
    const get = () => kit.app.inject({ method: 'GET', url: '/api/points', headers: who.headers });
    expect((await get()).json()).toEqual({ min: 10_000, unit: 1_000 });
    await updateCashierSettings(kit.db, { pointConvertMin: 5_000, pointConvertUnit: 500 }, new Date());
    expect((await get()).json()).toEqual({ min: 5_000, unit: 500 });
  });
});

describe('POST /api/points/convert', () => {
  it('moves the points into money in one booking each, and a retry with the same key converts nothing more', async () => {
    const who = await holder(50_000, 20_000);
    const seen: unknown[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (update) => seen.push(update));
    try {
      const key = randomUUID();
      const first = await convert(who, 15_000, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ emoney: 65_000, point: 5_000 });
      const retry = await convert(who, 15_000, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual({ emoney: 65_000, point: 5_000 });
      expect(seen).toEqual([{ memberId: who.member.id, emoney: 65_000, point: 5_000 }]);
    } finally {
      unsubscribe();
    }
    const rows = await conversionRows(who.member.id);
    expect(rows.map((row) => [row.currency, row.amount, row.balanceAfter]).sort()).toEqual([
      ['money', 15_000, 65_000],
      ['point', -15_000, 5_000],
    ]);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(65_000);
  });

  it('converts once when the same request arrives several times at once', async () => {
    const who = await holder(0, 30_000);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => convert(who, 10_000, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balances(who.member.id)).toEqual({ emoney: 10_000, point: 20_000 });
    expect(await conversionRows(who.member.id)).toHaveLength(2);
  });

  it('refuses below the minimum, off the unit or beyond the points held, in Korean, changing nothing', async () => {
    const who = await holder(1_000, 12_000);
    for (const [amount, message] of [
      [9_000, cashierErrors.pointBelowMin(10_000)],
      [10_500, cashierErrors.pointNotUnit(1_000)],
      [13_000, cashierErrors.insufficientPoint],
    ] as const) {
      const response = await convert(who, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(cashierErrors.pointBelowMin(10_000)).toBe('포인트는 10,000P부터 전환할 수 있습니다.');
    expect(await balances(who.member.id)).toEqual({ emoney: 1_000, point: 12_000 });
    expect(await conversionRows(who.member.id)).toEqual([]);
  });

  it('refuses a missing amount or key with the contract messages', async () => {
    const who = await holder(0, 20_000);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/points/convert',
      headers: who.headers,
      payload: { idempotencyKey: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      amount: '전환할 포인트를 입력해주세요.',
      idempotencyKey: '요청 번호는 8자 이상이어야 합니다.',
    });
  });
});
