import { cashierErrors, type CashRequest, type DepositInfo, type DepositRequest } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { hasOpenInquiry } from './account-inquiries';
import { assertAmountRules } from './amount-rules';
import { findBankAccount } from './bank-account-repo';
import { firstBonusAvailable } from './bonus';
import { toCashRequest } from './cash-view';
import { assertCashierOpen, cashierOpen, closedHours } from './hours';
import { replayAfterRace, replayOf, type CashAsk } from './idempotency';
import {
  cancelPendingDeposit,
  CASH_ONE_PENDING,
  findPendingRequest,
  findRequest,
  findRequestByKey,
  insertCashRequest,
} from './repo';
import { loadCashierSettings } from './settings-repo';
import { assertCashierAllowed } from './site-switches';

export interface CashierDeps {
  db: Database;
  clock: Clock;
}

/** The won deposit's amount rules as the page shows them. */
export const depositRules = (settings: CashierSettingsRow) => ({
  unit: settings.depositUnit,
  min: settings.depositMin,
  max: settings.depositMax,
});

/** Everything the /charge page shows. The site's bank account is not among it: members ask (계좌문의). */
export async function depositInfo({ db, clock }: CashierDeps, memberId: number): Promise<DepositInfo> {
  const now = clock.now();
  const settings = await loadCashierSettings(db);
  const [account, pending, firstAvailable, inquiryOpen] = await Promise.all([
    findBankAccount(db, memberId),
    findPendingRequest(db, memberId, 'deposit', 'won'),
    firstBonusAvailable(db, memberId, now),
    hasOpenInquiry(db, memberId),
  ]);
  return {
    rules: depositRules(settings),
    bonus: {
      firstPct: settings.firstDepositBonusPct,
      everyPct: settings.everyDepositBonusPct,
      cap: settings.bonusCap,
      currency: settings.bonusCurrency,
      firstAvailable,
    },
    notes: settings.depositNotes,
    holderName: account?.holderName ?? null,
    open: cashierOpen(settings, now),
    closedHours: closedHours(settings),
    pending: pending ? toCashRequest(pending) : null,
    inquiryOpen,
  };
}

/**
 * A won deposit request, waiting for an operator who sees the money arrive. Nothing is credited
 * here; the bonus is decided on approval. A key already used answers its request (created: false).
 */
export async function requestDeposit(
  { db, clock }: CashierDeps,
  memberId: number,
  body: DepositRequest,
): Promise<{ request: CashRequest; created: boolean }> {
  const now = clock.now();
  const ask: CashAsk = { kind: 'deposit', channel: 'won', amount: body.amount };
  const made = await findRequestByKey(db, memberId, body.idempotencyKey);
  if (made) return { request: toCashRequest(replayOf(made, ask)), created: false };

  await assertCashierAllowed(db, 'won', 'deposit');
  const settings = await loadCashierSettings(db);
  assertCashierOpen(settings, now);
  assertAmountRules(body.amount, depositRules(settings));
  if (await findPendingRequest(db, memberId, 'deposit', 'won')) throw new AppError(409, cashierErrors.pendingDeposit);
  try {
    const row = await insertCashRequest(db, {
      memberId,
      kind: 'deposit',
      channel: 'won',
      status: 'pending',
      amount: body.amount,
      bonusKind: body.bonusKind,
      depositorName: body.depositorName,
      idempotencyKey: body.idempotencyKey,
      createdAt: now,
    });
    return { request: toCashRequest(row), created: true };
  } catch (error) {
    // Two tabs at once: the partial unique index lets one pending deposit through.
    if (isUniqueViolation(error, CASH_ONE_PENDING)) throw new AppError(409, cashierErrors.pendingDeposit);
    const twin = await replayAfterRace(db, error, memberId, body.idempotencyKey, ask);
    if (twin) return { request: toCashRequest(twin), created: false };
    throw error;
  }
}

/** The member withdraws a won deposit that no operator has decided yet. */
export async function cancelDeposit({ db, clock }: CashierDeps, memberId: number, id: number): Promise<CashRequest> {
  const cancelled = await cancelPendingDeposit(db, memberId, id, clock.now());
  if (cancelled) return toCashRequest(cancelled);
  const row = await findRequest(db, id);
  if (!row || row.memberId !== memberId) throw new AppError(404, cashierErrors.requestNotFound);
  throw new AppError(409, cashierErrors.notCancellable);
}
