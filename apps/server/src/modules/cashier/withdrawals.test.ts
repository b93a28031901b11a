import { DAY_MS, seoulDayStart } from '@site/contracts/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSecurityErrors } from '@site/contracts/api/account-activity';
import type { AdminCashRequest, CashContext } from '@site/contracts/api/admin-cashier';
import { cashierErrors, tetherPayoutMicro, type TetherInfo, type WithdrawalInfo } from '@site/contracts/api/cashier';
import { siteSettings } from '../../db/schema/site-settings';
import { walletLedger } from '../../db/schema/wallet';
import { authHeaders, loginAs } from '../../test/members';
import { insertFixture } from '../../test/sports-data';
import { getOk, minutesFromNow, placeRequest, slip } from '../betting/bets-test-kit';
import {
  approveOk,
  balanceOf,
  cashMember,
  closeCashierNow,
  decide,
  depositOk,
  expectRefused,
  ledgerSum,
  post,
  setSettings,
  settledBet,
  useCashierApp,
  TETHER_ADDRESS,
  tetherWithdrawOk,
  withdrawalBody,
  withdrawOk,
} from './cashier-test-kit';

const kit = useCashierApp();

type Who = Awaited<ReturnType<typeof cashMember>>;
const withdraw = (who: Who, body: Record<string, unknown>) => () => post(kit, who, '/cashier/withdrawals', body);
const withdrawTether = (who: Who, body: Record<string, unknown>) => () =>
  post(kit, who, '/cashier/tether-withdrawals', body);

describe('won withdrawals', () => {
  it('refuses every broken rule with its Korean text and changes nothing', async () => {
    const noAccount = await cashMember(kit, 100_000, false);
    await expectRefused(kit, noAccount, withdraw(noAccount, withdrawalBody(10_000)), 400, cashierErrors.noBankAccount);

    const who = await cashMember(kit, 100_000);
    await expectRefused(kit, who, withdraw(who, withdrawalBody(15_000)), 400, cashierErrors.notUnit(10_000));
    await expectRefused(kit, who, withdraw(who, withdrawalBody(5_000)), 400, cashierErrors.belowMin(10_000));
    await expectRefused(kit, who, withdraw(who, withdrawalBody(6_000_000)), 400, cashierErrors.aboveMax(5_000_000));
    await expectRefused(kit, who, withdraw(who, withdrawalBody(200_000)), 400, cashierErrors.insufficientBalance);
    await expectRefused(
      kit,
      who,
      withdraw(who, withdrawalBody(10_000, { withdrawalPassword: '0000' })),
      400,
      accountSecurityErrors.wrongWithdrawalPasswordLeft(4),
    );
    const closed = await closeCashierNow(kit);
    await expectRefused(kit, who, withdraw(who, withdrawalBody(10_000)), 400, closed);
    await expectRefused(
      kit,
      who,
      withdrawTether(who, withdrawalBody(10_000, { address: TETHER_ADDRESS })),
      400,
      closed,
    );
    await setSettings(kit, { closedFromMinute: null, closedUntilMinute: null });

    await withdrawOk(kit, who, 10_000);
    await expectRefused(kit, who, withdraw(who, withdrawalBody(10_000)), 409, cashierErrors.pendingWithdrawal);
  });

  it('the right withdrawal password sent ten times at once is never taken for too many tries', async () => {
    const who = await cashMember(kit, 100_000);
    // Four wrong tries earlier leave one before the lock: right answers must not use it up.
    const wrong = withdrawalBody(10_000, { withdrawalPassword: '9999' });
    for (let index = 0; index < 4; index += 1) await withdraw(who, wrong)();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(who, withdrawalBody(10_000))()));
    // One withdrawal gets in; the others meet it as the pending one, none hears of wrong passwords.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json<{ message: string }>().message).toBe(cashierErrors.pendingWithdrawal);
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });

  it('holds the amount at once; approval keeps it, refusal gives it back exactly once', async () => {
    const who = await cashMember(kit, 100_000);
    const pushed: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) pushed.push(event.emoney);
    });
    const request = await withdrawOk(kit, who, 30_000);
    expect(request).toMatchObject({ status: 'pending', bankName: '신한은행', accountMasked: '110-******-789' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);
    await approveOk(kit, request.id);
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);

    const second = await withdrawOk(kit, who, 20_000);
    const refusals = await Promise.all([decide(kit, second.id, 'refuse'), decide(kit, second.id, 'refuse')]);
    expect(refusals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);
    // Held, approved (no money moves, but the member's pages are told it was decided), held, refunded once.
    expect(pushed).toEqual([70_000, 70_000, 50_000, 70_000]);
    unsubscribe();
    const ledger = await kit.db.select().from(walletLedger).where(eq(walletLedger.memberId, who.member.id));
    expect(ledger.map((row) => row.reason).sort()).toEqual([
      'opening',
      'withdrawal',
      'withdrawal',
      'withdrawal_refund',
    ]);
  });

  it('an approval racing a refusal of a withdrawal ends in one: kept or refunded', async () => {
    const who = await cashMember(kit, 100_000);
    const request = await withdrawOk(kit, who, 50_000);
    const [approval, refusal] = await Promise.all([
      decide(kit, request.id, 'approve'),
      decide(kit, request.id, 'refuse'),
    ]);
    expect([approval.statusCode, refusal.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(approval.statusCode === 200 ? 50_000 : 100_000);
  });

  it('daily count and amount count pending and approved withdrawals of the Seoul day', async () => {
    await setSettings(kit, { withdrawalDailyCount: 2, withdrawalDailyAmount: 50_000 });
    // Start right after a Seoul midnight, so the day does not turn during the test.
    const dayStart = seoulDayStart(kit.clock.now());
    kit.clock.advance(dayStart.getTime() + DAY_MS + 60_000 - kit.clock.now().getTime());
    await kit.loginAdmin();
    let login = await cashMember(kit, 500_000);

    const first = await withdrawOk(kit, login, 30_000);
    await approveOk(kit, first.id);
    await expectRefused(kit, login, withdraw(login, withdrawalBody(30_000)), 400, cashierErrors.dailyAmount(50_000));
    const second = await withdrawOk(kit, login, 20_000);
    await decide(kit, second.id, 'refuse');
    // The refused one no longer counts; the count is now 1 of 2.
    await withdrawOk(kit, login, 10_000);
    const info = await getOk<WithdrawalInfo>(kit, `/api/cashier/withdrawal`, login.headers);
    expect(info.today).toEqual({ count: 2, amount: 40_000 });
    await expectRefused(kit, login, withdraw(login, withdrawalBody(10_000)), 409, cashierErrors.pendingWithdrawal);
    kit.clock.advance(DAY_MS);
    await kit.loginAdmin();
    login = { ...login, headers: authHeaders(await loginAs(kit.app, login.member.userId)) };
    const fresh = await getOk<WithdrawalInfo>(kit, `/api/cashier/withdrawal`, login.headers);
    expect(fresh.today).toEqual({ count: 0, amount: 0 });
    // Yesterday's withdrawals no longer count: the full daily amount can be asked again.
    if (!info.pending) throw new Error('no pending withdrawal');
    await approveOk(kit, info.pending.id);
    expect((await withdrawOk(kit, login, 50_000)).status).toBe('pending');
  });

  it('the daily amount and count hold for won and tether withdrawals asked at once', async () => {
    const dayStart = seoulDayStart(kit.clock.now());
    kit.clock.advance(dayStart.getTime() + DAY_MS + 60_000 - kit.clock.now().getTime());
    await kit.loginAdmin();
    const both = (who: Who) =>
      Promise.all([
        withdraw(who, withdrawalBody(30_000))(),
        withdrawTether(who, withdrawalBody(30_000, { address: TETHER_ADDRESS }))(),
      ]);

    await setSettings(kit, { withdrawalDailyAmount: 50_000 });
    const byAmount = await cashMember(kit, 200_000);
    const amountAnswers = await both(byAmount);
    expect(amountAnswers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(amountAnswers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      message: cashierErrors.dailyAmount(50_000),
    });
    expect(await balanceOf(kit.db, byAmount.member.id)).toBe(170_000);

    await setSettings(kit, { withdrawalDailyAmount: 20_000_000, withdrawalDailyCount: 1 });
    const byCount = await cashMember(kit, 200_000);
    const countAnswers = await both(byCount);
    expect(countAnswers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(countAnswers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      message: cashierErrors.dailyCount(1),
    });
    expect(await balanceOf(kit.db, byCount.member.id)).toBe(170_000);
  });

  it('rolling blocks a withdrawal until enough settled bets, weighted per game type, then allows it', async () => {
    await setSettings(kit, {
      depositRollingPct: 100,
      bonusRollingPct: 200,
      everyDepositBonusPct: 10,
      bonusCurrency: 'money',
      rollingWeights: { '1': 100, '3': 50 },
    });
    const who = await cashMember(kit);
    const deposit = await depositOk(kit, who, 100_000, { bonusKind: 'every' });
    await approveOk(kit, deposit.id);
    // 100,000 + 200 % of the 10,000 bonus.
    await expectRefused(kit, who, withdraw(who, withdrawalBody(10_000)), 400, cashierErrors.rollingNotMet(120_000));
    await settledBet(kit, who, 100_000, 3);
    await settledBet(kit, who, 60_000, 1);
    const info = await getOk<WithdrawalInfo>(kit, `/api/cashier/withdrawal`, who.headers);
    expect(info.rolling).toMatchObject({ required: 120_000, done: 110_000, remaining: 10_000, met: false });
    expect(info.rolling.byType.find((type) => type.gameType === 3)).toEqual({
      gameType: 3,
      weight: 50,
      staked: 100_000,
      counted: 50_000,
    });
    await expectRefused(kit, who, withdraw(who, withdrawalBody(10_000)), 400, cashierErrors.rollingNotMet(10_000));
    await settledBet(kit, who, 10_000, 1);
    const request = await withdrawOk(kit, who, 10_000);
    // After a withdrawal the count starts again: no deposit since, nothing required.
    const after = await getOk<WithdrawalInfo>(kit, `/api/cashier/withdrawal`, who.headers);
    expect(after.rolling).toMatchObject({ since: request.createdAt, required: 0, done: 0, met: true });
    const context = await kit.asAdmin('GET', `/api/admin/cashier/requests/${request.id}/context`);
    expect(context.json<CashContext>()).toMatchObject({ emoney: 100_000, rolling: { met: true } });
  });

  it('a withdrawal racing bets never spends more than the balance', async () => {
    const who = await cashMember(kit, 100_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const pick = fixture.selections[0];
    if (!pick) throw new Error('fixture without selections');
    const answers = await Promise.all([
      placeRequest(kit, who, slip([pick], { stake: 40_000 })),
      post(kit, who, '/cashier/withdrawals', withdrawalBody(50_000)),
      placeRequest(kit, who, slip([pick], { stake: 40_000 })),
      placeRequest(kit, who, slip([pick], { stake: 40_000 })),
    ]);
    const betsTaken = [answers[0], answers[2], answers[3]].filter((answer) => answer?.statusCode === 201).length;
    const withdrawn = answers[1]?.statusCode === 201 ? 50_000 : 0;
    const balance = await balanceOf(kit.db, who.member.id);
    expect(balance).toBe(100_000 - betsTaken * 40_000 - withdrawn);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(await ledgerSum(kit.db, who.member.id));
  });
});

describe('tether withdrawals', () => {
  it('snapshots the rate, fee and USDT; approval pays through the gateway once and stores the hash', async () => {
    await setSettings(kit, { tetherRateKrw: 1_400, tetherFeeBp: 100 });
    const who = await cashMember(kit, 200_000);
    const request = await tetherWithdrawOk(kit, who, 140_000);
    expect(request).toMatchObject({
      channel: 'tether',
      rateKrw: 1_400,
      feeBp: 100,
      address: TETHER_ADDRESS,
      bankName: null,
    });
    expect(request.usdtMicro).toBe(tetherPayoutMicro(140_000, 1_400, 100));
    // Changing the rate later changes nothing of the request.
    await setSettings(kit, { tetherRateKrw: 1_500 });
    const answers = await Promise.all([decide(kit, request.id, 'approve'), decide(kit, request.id, 'approve')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approved = answers.find((answer) => answer.statusCode === 200)?.json<AdminCashRequest>();
    expect(approved?.txHash).toBe(kit.gateway.payouts.get(`cash:${request.id}`)?.txHash);
    expect(kit.gateway.payouts.get(`cash:${request.id}`)).toMatchObject({
      address: TETHER_ADDRESS,
      usdtMicro: 99_000_000,
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(60_000);
  });

  it('refuses during maintenance, a bad address, and refunds a refusal once', async () => {
    const who = await cashMember(kit, 200_000);
    await kit.db.update(siteSettings).set({ tetherMaintenanceFlag: 1 });
    try {
      await expectRefused(
        kit,
        who,
        withdrawTether(who, withdrawalBody(100_000, { address: TETHER_ADDRESS })),
        503,
        cashierErrors.tetherWithdrawalMaintenance,
      );
      expect((await getOk<TetherInfo>(kit, `/api/cashier/tether`, who.headers)).maintenance).toBe(true);
    } finally {
      await kit.db.update(siteSettings).set({ tetherMaintenanceFlag: 0 });
    }
    const bad = await post(kit, who, '/cashier/tether-withdrawals', withdrawalBody(100_000, { address: 'T123' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(cashierErrors.badAddress);

    const request = await tetherWithdrawOk(kit, who, 100_000);
    // A won withdrawal may wait beside it: one pending request per channel.
    await withdrawOk(kit, who, 50_000);
    await expectRefused(
      kit,
      who,
      withdrawTether(who, withdrawalBody(10_000, { address: TETHER_ADDRESS })),
      409,
      cashierErrors.pendingWithdrawal,
    );
    await decide(kit, request.id, 'refuse');
    expect(await balanceOf(kit.db, who.member.id)).toBe(150_000);
    const ledger = await kit.db.select().from(walletLedger).where(eq(walletLedger.memberId, who.member.id));
    expect(ledger.filter((row) => row.reason === 'tether_withdrawal_refund')).toHaveLength(1);
  });
});
