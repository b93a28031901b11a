import { seoulDayText } from '@site/contracts/clock';
import { describe, expect, it } from 'vitest';
import type { AdminCashPage, CashierCounts, CashierSettingsBody, DailyTotal } from '@site/contracts/api/admin-cashier';
import { type CashRequestPage } from '@site/contracts/api/cashier';
import { getOk } from '../betting/bets-test-kit';
import { authHeaders } from '../../test/members';
import { approveOk, cashMember, decide, depositOk, setSettings, useCashierApp, withdrawOk } from './cashier-test-kit';

const kit = useCashierApp();

const admin = <T>(url: string) => getOk<T>(kit, `/api/admin${url}`, authHeaders(kit.adminToken));

describe('operator cashier', () => {
  it('reads and saves the settings, refusing inconsistent ones in Korean', async () => {
    const settings = await admin<CashierSettingsBody>('/cashier/settings');
    const saved = await kit.asAdmin('PUT', '/api/admin/cashier/settings', {
      ...settings,
      depositMin: 20_000,
      closedFromMinute: 23 * 60 + 30,
      closedUntilMinute: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CashierSettingsBody>()).toMatchObject({ depositMin: 20_000, closedFromMinute: 1410 });
    const who = await cashMember(kit);
    const info = await getOk<{ rules: { min: number }; closedHours: unknown }>(
      kit,
      `/api/cashier/deposit`,
      who.headers,
    );
    expect(info).toMatchObject({ rules: { min: 20_000 }, closedHours: { from: '23:30', until: '00:30' } });

    const bad = await kit.asAdmin('PUT', '/api/admin/cashier/settings', {
      ...settings,
      depositMin: 50,
      depositMax: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('최대 충전금액은 최소 충전금액 이상이어야 합니다.');
    const member = await kit.app.inject({ method: 'GET', url: '/api/admin/cashier/settings', headers: who.headers });
    expect(member.statusCode).toBe(403);
  });

  it('counts the queues, lists requests with the member and who decided, and the member sees their own', async () => {
    const before = await admin<CashierCounts>('/cashier/counts');
    const who = await cashMember(kit, 100_000);
    const deposit = await depositOk(kit, who, 10_000);
    const withdrawal = await withdrawOk(kit, who, 20_000);
    const after = await admin<CashierCounts>('/cashier/counts');
    expect(after.wonDeposit - before.wonDeposit).toBe(1);
    expect(after.wonWithdrawal - before.wonWithdrawal).toBe(1);

    await approveOk(kit, deposit.id);
    const page = await admin<AdminCashPage>(`/cashier/requests?userId=${who.member.userId}&kind=deposit`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: deposit.id,
      userId: who.member.userId,
      nickName: who.member.nickName,
      status: 'approved',
      decidedBy: 'admin',
    });
    const pendingWithdrawals = await admin<AdminCashPage>(
      '/cashier/requests?status=pending&kind=withdrawal&channel=won',
    );
    expect(pendingWithdrawals.items.find((item) => item.id === withdrawal.id)).toMatchObject({
      accountNumber: '110123456789',
      holderName: '홍길동',
    });

    const mine = await getOk<CashRequestPage>(kit, `/api/cashier/requests?kind=withdrawal`, who.headers);
    expect(mine.items.map((item) => [item.id, item.accountMasked])).toEqual([[withdrawal.id, '110-******-789']]);
    const stranger = await cashMember(kit);
    expect((await getOk<CashRequestPage>(kit, `/api/cashier/requests`, stranger.headers)).totalCount).toBe(0);
  });

  it('adds up approved deposits, bonuses and withdrawals per Seoul day', async () => {
    await setSettings(kit, {
      everyDepositBonusPct: 10,
      bonusCurrency: 'money',
      depositRollingPct: 0,
      bonusRollingPct: 0,
    });
    const today = seoulDayText(kit.clock.now());
    const before = await admin<DailyTotal[]>('/cashier/daily');
    expect(before).toHaveLength(14);
    expect(before[0]?.day).toBe(today);
    const who = await cashMember(kit);
    await approveOk(kit, (await depositOk(kit, who, 100_000, { bonusKind: 'every' })).id);
    await approveOk(kit, (await withdrawOk(kit, who, 30_000)).id);
    // Refused and pending ones add nothing.
    await decide(kit, (await withdrawOk(kit, who, 10_000)).id, 'refuse');
    await depositOk(kit, who, 50_000);
    const [after] = await admin<DailyTotal[]>(`/cashier/daily?from=${today}&to=${today}`);
    const [was] = before;
    if (!after || !was) throw new Error('no totals for today');
    expect({
      deposits: after.deposits - was.deposits,
      depositCount: after.depositCount - was.depositCount,
      bonuses: after.bonuses - was.bonuses,
      withdrawals: after.withdrawals - was.withdrawals,
      withdrawalCount: after.withdrawalCount - was.withdrawalCount,
      difference: after.difference - was.difference,
    }).toEqual({
      deposits: 100_000,
      depositCount: 1,
      bonuses: 10_000,
      withdrawals: 30_000,
      withdrawalCount: 1,
      difference: 70_000,
    });
    const reversed = await kit.asAdmin('GET', '/api/admin/cashier/daily?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
  });
});
