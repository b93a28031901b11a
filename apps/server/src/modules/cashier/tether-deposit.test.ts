import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cashierErrors, tetherInvoiceMicro, type CashRequest, type CashRequestPage } from '@site/contracts/api/cashier';
import { cashRequests } from '../../db/schema/cashier';
import { walletLedger } from '../../db/schema/wallet';
import { bettor, useBetsApp } from '../betting/bets-test-kit';
import { updateSiteSettings } from '../settings/repo';
import { isSecurePaymentUrl } from './tether-deposit';
import {
  depositUrl,
  depositUrlRequest,
  expectBalance,
  invoiceOf,
  openPage,
  pressPay,
  recordOk,
  recordRequest,
  requestOf,
  ticks,
} from './tether-deposit-test-kit';

const kit = useBetsApp();

describe('a tether deposit through the simulated gateway', () => {
  it('credits the won amount once, live, after the transfer is confirmed', async () => {
    const member = await bettor(kit, 0);
    const pushed: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (change) => {
      if (change.memberId === member.member.id) pushed.push(change.emoney);
    });
    try {
      const url = await depositUrl(kit, member, 100_000);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sim\/tether\/invoices\/[0-9a-f]{32}$/);

      const recorded = await recordOk(kit, member, url);
      expect(recorded).toMatchObject({
        kind: 'deposit',
        channel: 'tether',
        status: 'pending',
        amount: 100_000,
        rateKrw: 1_390,
        usdtMicro: tetherInvoiceMicro(100_000, 1_390),
        paymentUrl: url,
      });
      expect(recorded.usdtMicro).toBe(71_950_000);

      const page = await openPage(kit, url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('71.95 USDT');
      expect(page.body).toContain(recorded.address);
      expect(page.body).toContain('data:image/svg+xml;base64,');
      expect(page.body).toContain('송금하기 (시뮬레이션)');
      expect(page.body).toContain('결제 대기');
      // The site's CSP allows no inline script: every script of the page is a file of this origin.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const script = await kit.app.inject({ method: 'GET', url: '/sim/tether/countdown.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);

      const pay = await pressPay(kit, url);
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(new URL(url).pathname);
      const paidPage = await openPage(kit, url);
      expect(paidPage.body).toContain('입금 확인 중 (0/3 컨펌)');
      expect(paidPage.body).not.toContain('송금하기 (시뮬레이션)');

      await ticks(kit, 2);
      expect((await openPage(kit, url)).body).toContain('입금 확인 중 (2/3 컨펌)');
      await expectBalance(kit, member, 0);
      expect(pushed).toEqual([]);

      await ticks(kit, 1);
      await expectBalance(kit, member, 100_000);
      expect(pushed).toEqual([100_000]);
      expect((await openPage(kit, url)).body).toContain('입금 완료');

      const invoice = await invoiceOf(kit, url);
      expect(invoice.deliveredAt).not.toBeNull();
      const view = await kit.app.inject({ method: 'GET', url: `/api/crypto/${recorded.id}`, headers: member.headers });
      expect(view.json<CashRequest>()).toMatchObject({ status: 'approved', txHash: invoice.txHash, amount: 100_000 });
      expect(invoice.txHash).toMatch(/^[0-9a-f]{64}$/);
      const row = await requestOf(kit, url);
      expect(row.rollingRequired).toBe(100_000);

      // The chain goes on; the member is not credited again.
      await ticks(kit, 3);
      await expectBalance(kit, member, 100_000);
      const ledger = await kit.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.memberId, member.member.id), eq(walletLedger.reason, 'tether_deposit')));
      expect(ledger.map((entry) => [entry.reference, entry.amount])).toEqual([[`cash:${recorded.id}`, 100_000]]);
    } finally {
      unsubscribe();
    }
  });

  it('credits an invoice paid without being recorded (the member closed the site, the money arrived)', async () => {
    const member = await bettor(kit, 20_000);
    const url = await depositUrl(kit, member, 50_000);
    await pressPay(kit, url);
    await ticks(kit, 3);
    await expectBalance(kit, member, 70_000);
    expect((await requestOf(kit, url)).status).toBe('approved');
  });

  it('answers the same invoice for the same amount while it can be paid, a new one for another amount', async () => {
    const member = await bettor(kit, 0);
    const first = await depositUrl(kit, member, 60_000);
    expect(await depositUrl(kit, member, 60_000)).toBe(first);
    expect(await depositUrl(kit, member, 70_000)).not.toBe(first);
  });
});

describe('what the tether deposit refuses, changing nothing', () => {
  afterEach(async () => {
    await updateSiteSettings(kit.db, { tetherMaintenanceFlag: 0 }, kit.clock.now());
  });

  async function requestsOf(memberId: number) {
    return kit.db.select().from(cashRequests).where(eq(cashRequests.memberId, memberId));
  }

  it('refuses every deposit while tether is under maintenance', async () => {
    const member = await bettor(kit, 0);
    await updateSiteSettings(kit.db, { tetherMaintenanceFlag: 1 }, kit.clock.now());
    const response = await depositUrlRequest(kit, member, 100_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: cashierErrors.tetherDepositMaintenance });
    expect(await requestsOf(member.member.id)).toEqual([]);
  });

  it('refuses amounts off the unit, below the minimum or above the maximum', async () => {
    const member = await bettor(kit, 0);
    const cases: [number, string][] = [
      [55_000, cashierErrors.notUnit(10_000)],
      [40_000, cashierErrors.belowMin(50_000)],
      [60_000_000, cashierErrors.aboveMax(50_000_000)],
    ];
    for (const [amount, message] of cases) {
      const response = await depositUrlRequest(kit, member, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await depositUrlRequest(kit, member, 'abc')).statusCode).toBe(400);
    expect(await requestsOf(member.member.id)).toEqual([]);
  });

  it('asks for a login', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/charge/tetherDepositUrl?amount=100000' });
    expect(response.statusCode).toBe(401);
  });

  it('takes one pending tether deposit at a time', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    await recordOk(kit, member, url);
    // Recording the same page again is the same request.
    expect((await recordOk(kit, member, url)).status).toBe('pending');
    const second = await depositUrlRequest(kit, member, 200_000);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: cashierErrors.pendingDeposit });
  });

  it('records only a secure page address that is the member’s own invoice', async () => {
    const member = await bettor(kit, 0);
    const other = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    const insecure = await recordRequest(kit, member, url.replace('http://127.0.0.1', 'http://pay.example.com'));
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json()).toMatchObject({ message: cashierErrors.insecurePaymentUrl });
    const someoneElses = await recordRequest(kit, other, url);
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json()).toMatchObject({ message: cashierErrors.invoiceNotFound });
    const unknown = await recordRequest(kit, member, 'https://pay.example.com/sim/tether/invoices/0');
    expect(unknown.statusCode).toBe(404);
    expect((await requestOf(kit, url)).status).toBe('issued');
  });
});

describe('the member’s tether list', () => {
  it('lists recorded tether requests newest first, 15 a page, and shows no one else’s', async () => {
    const member = await bettor(kit, 0);
    const other = await bettor(kit, 0);
    const first = await depositUrl(kit, member, 50_000);
    await pressPay(kit, first);
    await ticks(kit, 3);
    const second = await depositUrl(kit, member, 80_000);
    // An invoice never recorded is not a request yet.
    await depositUrl(kit, member, 90_000);
    const pending = await recordOk(kit, member, second);

    const page = await kit.app.inject({ method: 'GET', url: '/api/crypto?page=1', headers: member.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json<CashRequestPage>();
    expect(body.items.map((item) => [item.amount, item.status])).toEqual([
      [80_000, 'pending'],
      [50_000, 'approved'],
    ]);
    expect(body).toMatchObject({ page: 1, totalCount: 2, pageCount: 1 });

    const theirs = await kit.app.inject({ method: 'GET', url: `/api/crypto/${pending.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: cashierErrors.requestNotFound });
    const otherList = await kit.app.inject({ method: 'GET', url: '/api/crypto', headers: other.headers });
    expect(otherList.json<CashRequestPage>().totalCount).toBe(0);
  });
});

describe('isSecurePaymentUrl', () => {
  it('takes https anywhere and http only on this machine', () => {
    expect(isSecurePaymentUrl('https://pay.example.com/x')).toBe(true);
    expect(isSecurePaymentUrl('http://127.0.0.1:8080/x')).toBe(true);
    expect(isSecurePaymentUrl('http://localhost:8080/x')).toBe(true);
    expect(isSecurePaymentUrl('http://[::1]:8080/x')).toBe(true);
    expect(isSecurePaymentUrl('http://pay.example.com/x')).toBe(false);
    expect(isSecurePaymentUrl('http://127.0.0.1.example.com/x')).toBe(false);
    expect(isSecurePaymentUrl('javascript:alert(1)')).toBe(false);
    expect(isSecurePaymentUrl('not a url')).toBe(false);
  });
});
