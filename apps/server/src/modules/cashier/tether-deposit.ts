import { randomUUID } from 'node:crypto';
import { cashierErrors, tetherInvoiceMicro, type CashRequest, type CashRequestPage } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { lockBalances } from '../ledger/repo';
import { walletErrors } from '../ledger/service';
import { checkDepositLimits } from '../responsible-play/limit-checks';
import { assertAmountRules } from './amount-rules';
import { toCashRequest } from './cash-view';
import { cashierServerErrors, cashReference } from './errors';
import { loadCashierSettings } from './settings-repo';
import { assertCashierAllowed } from './site-switches';
import { assertIdentityVerified } from '../verification/service';
import type { TetherGateway } from './tether-gateway-port';
import {
  cancelIssued,
  countCrypto,
  expireTetherDeposits,
  findOwnByPaymentUrl,
  findOwnTether,
  findPendingTetherDeposit,
  findReusableInvoice,
  insertCashRequest,
  listCrypto,
  markRecorded,
  setInvoice,
} from './tether-deposit-repo';

export interface TetherDepositDeps {
  db: Database;
  clock: Clock;
  gateway: TetherGateway;
}

const ONE_PENDING = 'cash_requests_one_pending';

/**
 * How long after its invoice ran out an unpaid tether deposit is ended. The gateway takes a transfer
 * only before the invoice's time is up, but its confirmations arrive minutes later: a deposit paid in
 * its last second must still be open when the callback comes.
 */
export const TETHER_CONFIRMATION_GRACE_MS = 10 * 60_000;

const gatewayDownReason = '결제 게이트웨이에 연결하지 못했습니다.';

/**
 * GET /charge/tetherDepositUrl?amount=: an invoice for the won amount at today's rate, locked into
 * the request, and the address of its payment page. The closed hours of the banks do not apply to
 * tether. Asking again for the same amount while the last invoice can still be paid answers that
 * one, so a double click makes one invoice.
 */
export async function requestTetherDepositUrl(
  { db, clock, gateway }: TetherDepositDeps,
  memberId: number,
  amount: number,
): Promise<string> {
  await assertCashierAllowed(db, 'tether', 'deposit');
  await assertIdentityVerified(db, memberId, 'deposit');
  const settings = await loadCashierSettings(db);
  assertAmountRules(amount, {
    unit: settings.depositUnit,
    min: settings.tetherDepositMin,
    max: settings.tetherDepositMax,
  });
  if (await findPendingTetherDeposit(db, memberId)) throw new AppError(409, cashierErrors.pendingDeposit);

  const now = clock.now();
  const reusable = await findReusableInvoice(db, memberId, amount, now);
  if (reusable?.paymentUrl) return reusable.paymentUrl;

  const rateKrw = settings.tetherRateKrw;
  const usdtMicro = tetherInvoiceMicro(amount, rateKrw);
  const expiresAt = new Date(now.getTime() + settings.tetherInvoiceMinutes * 60_000);
  // The invoice counts against the member's own deposit limits from the moment it is issued (it can be
  // paid until it expires): checked and written under the member's row lock, so two invoices asked at
  // once are counted one after the other. The gateway is called after the commit, never inside it.
  const request = await db.transaction(async (tx) => {
    const locked = await lockBalances(tx, memberId);
    if (!locked) throw new AppError(404, walletErrors.memberNotFound);
    if (locked.limited) await checkDepositLimits(tx, { memberId, amount, now, source: 'tether' });
    return insertCashRequest(tx, {
      memberId,
      kind: 'deposit',
      channel: 'tether',
      status: 'issued',
      amount,
      usdtMicro,
      rateKrw,
      idempotencyKey: `tether-invoice:${randomUUID()}`,
      expiresAt,
      createdAt: now,
    });
  });
  try {
    const invoice = await gateway.createInvoice({ reference: cashReference(request.id), usdtMicro, expiresAt });
    const stored = await setInvoice(db, request.id, {
      invoiceId: invoice.invoiceId,
      paymentUrl: invoice.paymentUrl,
      address: invoice.address,
    });
    return stored.paymentUrl ?? invoice.paymentUrl;
  } catch (error) {
    await cancelIssued(db, request.id, gatewayDownReason, clock.now()).catch(() => {});
    // A gateway that failed or did not answer in time: the member hears it is unreachable, not a 500.
    if (error instanceof AppError) throw error;
    throw new AppError(503, cashierServerErrors.gatewayUnavailable);
  }
}

/**
 * Only a page the member's browser reaches securely is recorded: https, or plain http on this machine
 * (browsers count loopback as a secure context, which is how development runs).
 */
export function isSecurePaymentUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * POST /charge/cryptoDeposit {url}: the member opened the payment page of their invoice; it becomes
 * their pending tether deposit. Recording it again answers the same request.
 */
export async function recordCryptoDeposit(
  { db, clock }: Pick<TetherDepositDeps, 'db' | 'clock'>,
  memberId: number,
  url: string,
): Promise<CashRequest> {
  if (!isSecurePaymentUrl(url)) throw new AppError(400, cashierErrors.insecurePaymentUrl);
  const request = await findOwnByPaymentUrl(db, memberId, url);
  if (!request) throw new AppError(404, cashierErrors.invoiceNotFound);
  if (request.status === 'pending' || request.status === 'approved') return toCashRequest(request);
  if (request.status === 'expired' || (request.expiresAt && request.expiresAt <= clock.now()))
    throw new AppError(410, cashierErrors.invoiceExpired);
  if (request.status !== 'issued') throw new AppError(409, cashierErrors.alreadyDecided);
  try {
    const recorded = await markRecorded(db, request.id);
    // Between the read and the update the gateway's callback may have approved it.
    const current = recorded ?? (await findOwnTether(db, memberId, request.id));
    if (!current) throw new AppError(404, cashierErrors.invoiceNotFound);
    return toCashRequest(current);
  } catch (error) {
    if (isUniqueViolation(error, ONE_PENDING)) throw new AppError(409, cashierErrors.pendingDeposit);
    throw error;
  }
}

/** GET /crypto: the member's tether deposits and withdrawals, newest first (unrecorded invoices left out). */
export async function cryptoPage(db: Database, memberId: number, query: PageQuery): Promise<CashRequestPage> {
  const [totalCount, rows] = await Promise.all([countCrypto(db, memberId), listCrypto(db, memberId, rowWindow(query))]);
  return pageAnswer(rows.map(toCashRequest), query, totalCount);
}

/** GET /crypto/:id: one of the member's own tether requests; anyone else's is not found. */
export async function cryptoRequest(db: Database, memberId: number, id: number): Promise<CashRequest> {
  const row = await findOwnTether(db, memberId, id);
  if (!row) throw new AppError(404, cashierErrors.requestNotFound);
  return toCashRequest(row);
}

/** The sweep: unpaid tether deposits end as expired once their invoice and its grace ran out. */
export function expireUnpaidTetherDeposits(db: Database, now: Date): Promise<number> {
  return expireTetherDeposits(db, new Date(now.getTime() - TETHER_CONFIRMATION_GRACE_MS), now);
}
