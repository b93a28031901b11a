/**
 * Test support for the tether deposit tests: the bets kit's app (a clock and a bus the test holds),
 * the calls a member's site makes, the payment page's button, and callbacks signed as the gateway
 * signs them (or not).
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TETHER_SIGNATURE_HEADER, type CashRequest, type TetherCallback } from '@site/contracts/api/cashier';
import {
  cashRequests,
  simTetherInvoices,
  type CashRequestRow,
  type SimTetherInvoiceRow,
} from '../../db/schema/cashier';
import { balanceOf, ledgerSum, type BetsTestApp, type Bettor } from '../betting/bets-test-kit';
import { tetherCallbackSecret } from './tether-callback-secret';

export function depositUrlRequest(
  kit: BetsTestApp,
  who: Bettor,
  amount: number | string,
): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'GET', url: `/api/charge/tetherDepositUrl?amount=${amount}`, headers: who.headers });
}

/** The payment page's address for a new invoice; fails the test if refused. */
export async function depositUrl(kit: BetsTestApp, who: Bettor, amount: number): Promise<string> {
  const response = await depositUrlRequest(kit, who, amount);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<string>();
}

export function recordRequest(kit: BetsTestApp, who: Bettor, url: string): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'POST', url: '/api/charge/cryptoDeposit', headers: who.headers, payload: { url } });
}

export async function recordOk(kit: BetsTestApp, who: Bettor, url: string): Promise<CashRequest> {
  const response = await recordRequest(kit, who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashRequest>();
}

export const pagePathOf = (url: string): string => new URL(url).pathname;
export const invoiceIdOf = (url: string): string => pagePathOf(url).split('/').pop() ?? '';

export function openPage(kit: BetsTestApp, url: string): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'GET', url: pagePathOf(url) });
}

/** The member's press of 송금하기 (시뮬레이션), as the browser's form sends it. */
export function pressPay(kit: BetsTestApp, url: string): Promise<LightMyRequestResponse> {
  return kit.app.inject({
    method: 'POST',
    url: `${pagePathOf(url)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function ticks(kit: BetsTestApp, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await kit.workers.tether.runOnce();
}

export async function requestOf(kit: BetsTestApp, url: string): Promise<CashRequestRow> {
  const [row] = await kit.db
    .select()
    .from(cashRequests)
    .where(eq(cashRequests.invoiceId, invoiceIdOf(url)));
  if (!row) throw new Error(`no cash request for ${url}`);
  return row;
}

export async function invoiceOf(kit: BetsTestApp, url: string): Promise<SimTetherInvoiceRow> {
  const [row] = await kit.db
    .select()
    .from(simTetherInvoices)
    .where(eq(simTetherInvoices.id, invoiceIdOf(url)));
  if (!row) throw new Error(`no sim invoice for ${url}`);
  return row;
}

/** The callback the gateway would send for this request once confirmed. */
export function callbackFor(request: CashRequestRow, overrides: Partial<TetherCallback> = {}): TetherCallback {
  return {
    invoiceId: request.invoiceId ?? '',
    merchantReference: `cash:${request.id}`,
    status: 'confirmed',
    usdtMicro: request.usdtMicro ?? 0,
    txHash: 'ab'.repeat(32),
    confirmations: 3,
    ...overrides,
  };
}

/** POSTs a callback to the real route, signed with `secret` (default: the installation's). */
export async function sendCallback(
  kit: BetsTestApp,
  callback: TetherCallback | string,
  secret?: string,
): Promise<LightMyRequestResponse> {
  const body = typeof callback === 'string' ? callback : JSON.stringify(callback);
  const key = secret ?? (await tetherCallbackSecret(kit.db, undefined));
  return kit.app.inject({
    method: 'POST',
    url: '/api/charge/tether-callback',
    headers: {
      'content-type': 'application/json',
      [TETHER_SIGNATURE_HEADER]: createHmac('sha256', key).update(body).digest('hex'),
    },
    payload: body,
  });
}

/** What a member would see: their balance, and that the ledger adds up to it. */
export async function expectBalance(kit: BetsTestApp, who: Bettor, emoney: number): Promise<void> {
  expect(await balanceOf(kit.db, who.member.id)).toBe(emoney);
  expect(await ledgerSum(kit.db, who.member.id)).toBe(emoney);
}
