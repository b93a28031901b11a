import { createHmac, timingSafeEqual } from 'node:crypto';
import { cashierErrors, formatUsdt, tetherCallbackSchema } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../ledger/repo';
import { changeBalance, LedgerDuplicateError, publishBalance, type BalanceChange } from '../ledger/service';
import { notifyMember } from '../notifications/service';
import { decisionEvent } from './decision-effects';
import { loadCashierSettings } from './settings-repo';
import { cashReference } from './errors';
import { depositRollingRequired } from './rolling';
import { approveTetherDeposit, findByInvoiceId, noteConfirmations, refuseTetherDeposit } from './tether-deposit-repo';

/** What the gateway reads when we refuse its call; the member never sees these. */
export const tetherCallbackErrors = {
  badSignature: '서명이 올바르지 않습니다.',
  badBody: '콜백 형식이 올바르지 않습니다.',
  tooFewConfirmations: (seen: number, needed: number) =>
    `블록 확인이 부족합니다(${seen}/${needed}). 확인이 끝난 뒤 다시 보내주세요.`,
} as const;

export const underpaidReason = (paid: string, asked: string): string =>
  `입금된 금액(${paid})이 결제 요청 금액(${asked})보다 적어 처리하지 않았습니다. 고객센터에 문의해주세요.`;

export interface TetherCallbackDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  secret: () => Promise<string>;
  /** TETHER_CONFIRMATIONS: the blocks a transfer needs on top before it is money, whatever the gateway says */
  confirmations: number;
}

/** what became of a callback: credited now, refused for a short payment, or nothing (a replay, or too late) */
export type CallbackOutcome = 'credited' | 'refused' | 'unchanged';

/** HMAC-SHA256 of the exact bytes received, compared in constant time. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * POST /charge/tether-callback: the gateway says an invoice's transfer is confirmed. Checked before
 * anything is read: the signature over the raw body. Then the member is credited the won amount of
 * the invoice, at the rate locked when it was made, exactly once: the request leaves issued/pending
 * by one conditional update in the same transaction as the ledger's credit (reason and reference
 * unique too). A request already decided or expired answers 200 with nothing changed, so the gateway
 * stops repeating it; a payment short of the invoice is refused with the reason.
 *
 * The confirmations are counted here too, not left to the gateway: a transfer with fewer blocks on
 * top can still vanish from the chain, so it is only noted (the most seen) and answered 409, which
 * the gateway retries until the transfer is confirmed enough.
 */
export async function handleTetherCallback(
  deps: TetherCallbackDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackOutcome> {
  const { db, clock, bus } = deps;
  if (!hasValidSignature(await deps.secret(), rawBody, signature))
    throw new AppError(401, tetherCallbackErrors.badSignature);
  const callback = tetherCallbackSchema.safeParse(parseJson(rawBody));
  if (!callback.success) throw new AppError(400, tetherCallbackErrors.badBody);
  const { invoiceId, merchantReference, usdtMicro, txHash, confirmations } = callback.data;

  const request = await findByInvoiceId(db, invoiceId);
  if (!request || request.kind !== 'deposit' || merchantReference !== cashReference(request.id))
    throw new AppError(404, cashierErrors.invoiceNotFound);
  if (request.status !== 'issued' && request.status !== 'pending') return 'unchanged';
  if (confirmations < deps.confirmations) {
    await noteConfirmations(db, request.id, confirmations);
    throw new AppError(409, tetherCallbackErrors.tooFewConfirmations(confirmations, deps.confirmations));
  }

  const now = clock.now();
  const asked = request.usdtMicro ?? 0;
  if (usdtMicro < asked) {
    const refused = await refuseTetherDeposit(db, request.id, {
      txHash,
      reason: underpaidReason(formatUsdt(usdtMicro), formatUsdt(asked)),
      now,
    });
    return refused ? 'refused' : 'unchanged';
  }

  const settings = await loadCashierSettings(db);
  // Tether deposits carry no bonus: the rolling they require is the deposit's share alone.
  const rollingRequired = depositRollingRequired(settings, request.amount, 0);
  let change: BalanceChange | undefined;
  try {
    change = await db.transaction(async (tx) => {
      // The member's lock first, as an operator's approval takes it: whether a won deposit is the
      // first of the day (its bonus) is then decided in one order with this credit.
      const locked = await lockBalances(tx, request.memberId);
      if (!locked) return undefined;
      const approved = await approveTetherDeposit(tx, request.id, { txHash, confirmations, rollingRequired, now });
      if (!approved) return undefined;
      await notifyMember(tx, deps, request.memberId, decisionEvent({ ...request, status: 'approved' }));
      return changeBalance(
        tx,
        {
          memberId: request.memberId,
          currency: 'money',
          amount: request.amount,
          reason: 'tether_deposit',
          reference: cashReference(request.id),
          memo: `${formatUsdt(asked)} × ${(request.rateKrw ?? 0).toLocaleString('ko-KR')}원`,
        },
        { locked, newReference: false },
      );
    });
  } catch (error) {
    // Booked before (the status says otherwise only if someone edited it): never twice.
    if (error instanceof LedgerDuplicateError) return 'unchanged';
    throw error;
  }
  if (!change) return 'unchanged';
  publishBalance(bus, change);
  return 'credited';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
