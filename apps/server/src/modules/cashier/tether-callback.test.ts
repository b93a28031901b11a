import { describe, expect, it } from 'vitest';
import { cashierErrors, formatUsdt, type CashRequest } from '@site/contracts/api/cashier';
import { eq } from 'drizzle-orm';
import { simTetherInvoices } from '../../db/schema/cashier';
import { bettor, notificationsOf, useBetsApp } from '../betting/bets-test-kit';
import { TETHER_CONFIRMATION_GRACE_MS } from './tether-deposit';
import { tetherCallbackErrors, underpaidReason } from './tether-callback';
import {
  callbackFor,
  depositUrl,
  expectBalance,
  invoiceOf,
  openPage,
  pressPay,
  recordOk,
  recordRequest,
  requestOf,
  sendCallback,
  ticks,
} from './tether-deposit-test-kit';

const kit = useBetsApp();

describe('the gateway’s callback', () => {
  it('with a wrong or missing signature is refused and changes nothing', async () => {
    const member = await bettor(kit, 10_000);
    const url = await depositUrl(kit, member, 100_000);
    const request = await requestOf(kit, url);
    const wrongKey = await sendCallback(kit, callbackFor(request), 'not-the-gateways-secret');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ message: tetherCallbackErrors.badSignature });

    // Signed, then changed on the way: the signature no longer covers the body.
    const signedBody = JSON.stringify(callbackFor(request));
    const tampered = await kit.app.inject({
      method: 'POST',
      url: '/api/charge/tether-callback',
      headers: {
        'content-type': 'application/json',
        'x-signature': (await sendCallbackSignature(signedBody)).toUpperCase(),
      },
      payload: signedBody.replace('"confirmations":3', '"confirmations":30'),
    });
    expect(tampered.statusCode).toBe(401);

    const unsigned = await kit.app.inject({
      method: 'POST',
      url: '/api/charge/tether-callback',
      headers: { 'content-type': 'application/json' },
      payload: signedBody,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await requestOf(kit, url)).status).toBe('issued');
    await expectBalance(kit, member, 10_000);
  });

  it('for an unknown invoice answers 404', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    const request = await requestOf(kit, url);
    const unknown = await sendCallback(kit, callbackFor(request, { invoiceId: 'f'.repeat(32) }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: cashierErrors.invoiceNotFound });
    // The right invoice under another request's reference is not this request.
    const misnamed = await sendCallback(kit, callbackFor(request, { merchantReference: `cash:${request.id + 1}` }));
    expect(misnamed.statusCode).toBe(404);
    expect((await requestOf(kit, url)).status).toBe('issued');
    await expectBalance(kit, member, 0);
  });

  it('signed but with fewer confirmations than configured credits nothing, until confirmed enough: then once', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    await recordOk(kit, member, url);
    const request = await requestOf(kit, url);
    const needed = kit.workers.tetherGateway.confirmationsNeeded;
    for (const confirmations of [0, needed - 1]) {
      const early = await sendCallback(kit, callbackFor(request, { confirmations }));
      // Not 2xx: the gateway keeps the callback and sends it again later.
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ message: tetherCallbackErrors.tooFewConfirmations(confirmations, needed) });
      await expectBalance(kit, member, 0);
      expect(await requestOf(kit, url)).toMatchObject({ status: 'pending', confirmations });
    }
    const answers = await Promise.all([
      sendCallback(kit, callbackFor(request, { confirmations: needed })),
      sendCallback(kit, callbackFor(request, { confirmations: needed + 1 })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await expectBalance(kit, member, 100_000);
    expect((await requestOf(kit, url)).status).toBe('approved');
    // A late, stale callback of the same transfer changes nothing any more.
    expect((await sendCallback(kit, callbackFor(request, { confirmations: 0 }))).statusCode).toBe(200);
    await expectBalance(kit, member, 100_000);
  });

  it('replayed, or sent twice at once, credits once', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 200_000);
    await recordOk(kit, member, url);
    const request = await requestOf(kit, url);
    const callback = callbackFor(request);
    const answers = await Promise.all([sendCallback(kit, callback), sendCallback(kit, callback)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await expectBalance(kit, member, 200_000);
    const replay = await sendCallback(kit, callback);
    expect(replay.statusCode).toBe(200);
    await expectBalance(kit, member, 200_000);
    expect((await requestOf(kit, url)).status).toBe('approved');
    // Told once, as the credit was booked once.
    expect(await notificationsOf(kit, member)).toEqual([
      { kind: 'deposit', outcome: 'approved', requestId: request.id, amount: 200_000, tether: true },
    ]);
  });

  it('delivered again by the gateway (our acknowledgement lost) credits once', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    await pressPay(kit, url);
    await ticks(kit, 3);
    await expectBalance(kit, member, 100_000);
    await kit.db
      .update(simTetherInvoices)
      .set({ deliveredAt: null })
      .where(eq(simTetherInvoices.id, (await invoiceOf(kit, url)).id));
    await ticks(kit, 2);
    expect((await invoiceOf(kit, url)).deliveredAt).not.toBeNull();
    await expectBalance(kit, member, 100_000);
  });

  it('paying less than the invoice refuses the deposit with the reason and credits nothing', async () => {
    const member = await bettor(kit, 0);
    const url = await depositUrl(kit, member, 100_000);
    const recorded = await recordOk(kit, member, url);
    const request = await requestOf(kit, url);
    const asked = request.usdtMicro ?? 0;
    const answer = await sendCallback(kit, callbackFor(request, { usdtMicro: asked - 10_000 }));
    expect(answer.statusCode).toBe(200);
    await expectBalance(kit, member, 0);
    const view = await kit.app.inject({ method: 'GET', url: `/api/crypto/${recorded.id}`, headers: member.headers });
    expect(view.json<CashRequest>()).toMatchObject({
      status: 'refused',
      refusalReason: underpaidReason(formatUsdt(asked - 10_000), formatUsdt(asked)),
    });
    // The full payment arriving afterwards does not reopen it.
    expect((await sendCallback(kit, callbackFor(request))).statusCode).toBe(200);
    await expectBalance(kit, member, 0);
  });

  it('for an invoice that ran out unpaid changes nothing', async () => {
    const member = await bettor(kit, 5_000);
    const url = await depositUrl(kit, member, 100_000);
    const request = await requestOf(kit, url);
    // The invoice's 30 minutes pass: the page cannot be recorded or paid any more.
    kit.clock.advance(31 * 60_000);
    const late = await recordRequest(kit, member, url);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: cashierErrors.invoiceExpired });
    await pressPay(kit, url);
    const page = await openPage(kit, url);
    expect(page.body).toContain('결제 기한 만료');
    expect(page.body).not.toContain('송금하기 (시뮬레이션)');
    expect((await invoiceOf(kit, url)).txHash).toBeNull();
    // Past the confirmations' grace the sweep ends the request.
    kit.clock.advance(TETHER_CONFIRMATION_GRACE_MS);
    await ticks(kit, 1);
    expect((await requestOf(kit, url)).status).toBe('expired');
    const answer = await sendCallback(kit, callbackFor(request));
    expect(answer.statusCode).toBe(200);
    expect((await requestOf(kit, url)).status).toBe('expired');
    await expectBalance(kit, member, 5_000);
  });
});

async function sendCallbackSignature(body: string): Promise<string> {
  const { createHmac } = await import('node:crypto');
  const { tetherCallbackSecret } = await import('./tether-callback-secret');
  return createHmac('sha256', await tetherCallbackSecret(kit.db, undefined))
    .update(body)
    .digest('hex');
}
