import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { cashierErrors, type CashRequest, type DepositInfo } from '@site/contracts/api/cashier';
import { KEY_REUSED_MESSAGE } from '@site/contracts/api/fields';
import { cashRequests } from '../../db/schema/cashier';
import { messages } from '../../db/schema/messages';
import { siteSettings } from '../../db/schema/site-settings';
import { members } from '../../db/schema/members';
import { walletLedger } from '../../db/schema/wallet';
import { getOk } from '../betting/bets-test-kit';
import {
  approveOk,
  balanceOf,
  cashMember,
  closeCashierNow,
  decide,
  depositBody,
  depositOk,
  expectRefused,
  post,
  setSettings,
  useCashierApp,
  withdrawalBody,
} from './cashier-test-kit';
import { cashierServerErrors } from './errors';

const kit = useCashierApp();

const depositRequest = (who: Awaited<ReturnType<typeof cashMember>>, body: Record<string, unknown>) => () =>
  post(kit, who, '/cashier/deposits', body);

describe('won deposits', () => {
  it('refuses amounts outside the rules, a second pending request and closed hours, changing nothing', async () => {
    const who = await cashMember(kit);
    await expectRefused(kit, who, depositRequest(who, depositBody(15_000)), 400, cashierErrors.notUnit(10_000));
    await expectRefused(kit, who, depositRequest(who, depositBody(5_000)), 400, cashierErrors.belowMin(10_000));
    await expectRefused(
      kit,
      who,
      depositRequest(who, depositBody(20_000_000)),
      400,
      cashierErrors.aboveMax(10_000_000),
    );

    const closed = await closeCashierNow(kit);
    await expectRefused(kit, who, depositRequest(who, depositBody(10_000)), 400, closed);
    const info = await getOk<DepositInfo>(kit, `/api/cashier/deposit`, who.headers);
    expect(info.open).toBe(false);
    await setSettings(kit, { closedFromMinute: null, closedUntilMinute: null });

    await depositOk(kit, who, 10_000);
    await expectRefused(kit, who, depositRequest(who, depositBody(20_000)), 409, cashierErrors.pendingDeposit);
  });

  it('refuses deposits and withdrawals while the site is under maintenance, changing nothing', async () => {
    const who = await cashMember(kit, 100_000);
    await kit.db.update(siteSettings).set({ siteNoticeFlg: true });
    try {
      await expectRefused(kit, who, depositRequest(who, depositBody(10_000)), 503, cashierErrors.siteMaintenance);
      await expectRefused(
        kit,
        who,
        () => post(kit, who, '/cashier/withdrawals', withdrawalBody(10_000)),
        503,
        cashierErrors.siteMaintenance,
      );
    } finally {
      await kit.db.update(siteSettings).set({ siteNoticeFlg: false });
    }
    await depositOk(kit, who, 10_000);
  });

  it('answers a retried key with the same request, and refuses the key for another amount', async () => {
    const who = await cashMember(kit);
    const body = depositBody(30_000);
    const first = await depositOk(kit, who, 30_000, { idempotencyKey: body.idempotencyKey });
    const again = await post(kit, who, '/cashier/deposits', body);
    expect(again.statusCode).toBe(200);
    expect(again.json<CashRequest>().id).toBe(first.id);
    await expectRefused(kit, who, depositRequest(who, { ...body, amount: 40_000 }), 422, KEY_REUSED_MESSAGE);
  });

  it('two requests at once make one pending deposit', async () => {
    const who = await cashMember(kit);
    const answers = await Promise.all([1, 2, 3].map(() => post(kit, who, '/cashier/deposits', depositBody(10_000))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('the member cancels a pending deposit once; an operator can no longer approve it', async () => {
    const who = await cashMember(kit);
    const request = await depositOk(kit, who, 10_000);
    const cancelled = await post(kit, who, `/cashier/deposits/${request.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CashRequest>().status).toBe('cancelled');
    await expectRefused(
      kit,
      who,
      () => post(kit, who, `/cashier/deposits/${request.id}/cancel`),
      409,
      cashierErrors.notCancellable,
    );
    await expectRefused(kit, who, () => decide(kit, request.id, 'approve'), 409, cashierErrors.alreadyDecided);
    const stranger = await cashMember(kit);
    const other = await depositOk(kit, stranger, 10_000);
    await expectRefused(
      kit,
      who,
      () => post(kit, who, `/cashier/deposits/${other.id}/cancel`),
      404,
      cashierErrors.requestNotFound,
    );
  });

  it('approval credits the amount and the first-deposit bonus once, live; a second deposit that day gets no first bonus', async () => {
    await setSettings(kit, {
      firstDepositBonusPct: 10,
      everyDepositBonusPct: 5,
      bonusCap: 300_000,
      bonusCurrency: 'money',
    });
    const who = await cashMember(kit);
    const pushed: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) pushed.push(event.emoney);
    });
    const first = await depositOk(kit, who, 100_000, { bonusKind: 'first' });
    const approved = await approveOk(kit, first.id);
    expect(approved).toMatchObject({
      status: 'approved',
      bonusAmount: 10_000,
      bonusCurrency: 'money',
      decidedBy: 'admin',
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(110_000);
    expect(pushed).toEqual([110_000]);
    unsubscribe();

    const second = await depositOk(kit, who, 100_000, { bonusKind: 'first' });
    expect((await approveOk(kit, second.id)).bonusAmount).toBe(0);
    const third = await depositOk(kit, who, 10_000_000, { bonusKind: 'every' });
    // 5 % of ten million is capped.
    expect((await approveOk(kit, third.id)).bonusAmount).toBe(300_000);
    expect(await balanceOf(kit.db, who.member.id)).toBe(110_000 + 100_000 + 10_300_000);
  });

  it('a point bonus lands in points, and its rolling counts only the money', async () => {
    await setSettings(kit, {
      everyDepositBonusPct: 10,
      bonusCurrency: 'point',
      depositRollingPct: 100,
      bonusRollingPct: 300,
    });
    const who = await cashMember(kit);
    const request = await depositOk(kit, who, 50_000, { bonusKind: 'every' });
    await approveOk(kit, request.id);
    const [member] = await kit.db.select().from(members).where(eq(members.id, who.member.id));
    expect(member).toMatchObject({ emoney: 50_000, point: 5_000 });
    const [row] = await kit.db.select().from(cashRequests).where(eq(cashRequests.id, request.id));
    expect(row).toMatchObject({ bonusAmount: 5_000, bonusCurrency: 'point', rollingRequired: 50_000 });
  });

  it('two approvals at once credit once; the second operator hears it was decided', async () => {
    const who = await cashMember(kit);
    const request = await depositOk(kit, who, 200_000, { bonusKind: 'every' });
    const answers = await Promise.all([decide(kit, request.id, 'approve'), decide(kit, request.id, 'approve')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message).toBe(
      cashierErrors.alreadyDecided,
    );
    expect(await balanceOf(kit.db, who.member.id)).toBe(210_000);
    const ledger = await kit.db.select().from(walletLedger).where(eq(walletLedger.memberId, who.member.id));
    expect(ledger.filter((row) => row.reason === 'deposit')).toHaveLength(1);
  });

  it('a refusal racing an approval ends in exactly one of them', async () => {
    const who = await cashMember(kit);
    const request = await depositOk(kit, who, 100_000);
    const [approval, refusal] = await Promise.all([
      decide(kit, request.id, 'approve'),
      decide(kit, request.id, 'refuse'),
    ]);
    expect([approval.statusCode, refusal.statusCode].sort()).toEqual([200, 409]);
    const status = (approval.statusCode === 200 ? approval : refusal).json<AdminCashRequest>().status;
    expect(await balanceOf(kit.db, who.member.id)).toBe(status === 'approved' ? 100_000 : 0);
  });

  it('a refusal credits nothing and tells the member why in a message', async () => {
    const who = await cashMember(kit);
    const request = await depositOk(kit, who, 100_000);
    const refused = await decide(kit, request.id, 'refuse', '입금자명이 다릅니다');
    expect(refused.json<AdminCashRequest>()).toMatchObject({ status: 'refused', refusalReason: '입금자명이 다릅니다' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(0);
    const inbox = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.contents).toContain('입금자명이 다릅니다');
  });

  it('tether deposits are not approved by hand', async () => {
    const who = await cashMember(kit);
    const now = kit.clock.now();
    const [row] = await kit.db
      .insert(cashRequests)
      .values({
        memberId: who.member.id,
        kind: 'deposit',
        channel: 'tether',
        status: 'pending',
        amount: 100_000,
        idempotencyKey: 'tether-deposit-1',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('no row');
    await expectRefused(
      kit,
      who,
      () => decide(kit, row.id, 'approve'),
      409,
      cashierServerErrors.tetherDepositByGateway,
    );
  });
});

describe('계좌문의', () => {
  it('one open inquiry per member; the operator answers once with the settings text as a message', async () => {
    await setSettings(kit, { accountInquiryAnswer: '테스트은행 123-456 (예금주 테스트)' });
    const who = await cashMember(kit);
    expect((await post(kit, who, '/cashier/account-inquiry')).statusCode).toBe(204);
    const twice = await post(kit, who, '/cashier/account-inquiry');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(cashierErrors.inquiryOpen);
    expect((await getOk<DepositInfo>(kit, `/api/cashier/deposit`, who.headers)).inquiryOpen).toBe(true);

    const list = await kit.asAdmin('GET', '/api/admin/cashier/account-inquiries?answered=false');
    const mine = list
      .json<{ items: { id: number; userId: string }[] }>()
      .items.find((item) => item.userId === who.member.userId);
    if (!mine) throw new Error('inquiry not listed');
    const answers = await Promise.all([
      kit.asAdmin('POST', `/api/admin/cashier/account-inquiries/${mine.id}/answer`),
      kit.asAdmin('POST', `/api/admin/cashier/account-inquiries/${mine.id}/answer`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const inbox = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(inbox.map((message) => [message.title, message.contents])).toEqual([
      ['입금 계좌 안내', '테스트은행 123-456 (예금주 테스트)'],
    ]);
    expect((await post(kit, who, '/cashier/account-inquiry')).statusCode).toBe(204);
  });
});
