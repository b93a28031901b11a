import { cashierErrors, type CashRequest, type DepositInfo, type DepositRequest } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { claimKey, isRetry, keyReusedError } from '../ledger/idempotency';
import { hasOpenInquiry } from './account-inquiries';
import { assertAmountRules } from './amount-rules';
import { findBankAccount } from '../members/bank-account-repo';
import { checkDepositLimits, tightestDepositLimit } from '../responsible-play/limit-checks';
import { firstBonusAvailable } from './bonus';
import { toCashRequest } from './cash-view';
import { assertCashierOpen, cashierOpen, closedHours } from './hours';
import { cashClaim, requestMadeBy, type CashAsk } from './idempotency';
import {
  cancelPendingDeposit,
  CASH_IDEMPOTENCY,
  CASH_ONE_PENDING,
  findPendingRequest,
  findRequest,
  insertUnlessPending,
} from './repo';
import { loadCashierSettings } from './settings-repo';
import { assertCashierAllowed } from './site-switches';
import { assertIdentityVerified } from '../verification/service';

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
  const [account, pending, firstAvailable, inquiryOpen, depositLimit] = await Promise.all([
    findBankAccount(db, memberId),
    findPendingRequest(db, memberId, 'deposit', 'won'),
    firstBonusAvailable(db, memberId, now),
    hasOpenInquiry(db, memberId),
    tightestDepositLimit(db, memberId, now),
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
    depositLimit,
  };
}

/**
 * A won deposit request, waiting for an operator who sees the money arrive. Nothing is credited
 * here; the bonus is decided on approval. A key already used for this same request answers it
 * (created: false); used for another, it is refused (ledger/idempotency.ts).
 */
export async function requestDeposit(
  { db, clock }: CashierDeps,
  memberId: number,
  body: DepositRequest,
): Promise<{ request: CashRequest; created: boolean }> {
  const now = clock.now();
  const ask: CashAsk = {
    kind: 'deposit',
    channel: 'won',
    amount: body.amount,
    depositorName: body.depositorName,
    bonusKind: body.bonusKind,
  };
  const claim = cashClaim(memberId, body.idempotencyKey, ask);
  const replay = async (reader: Database) => ({
    request: toCashRequest(await requestMadeBy(reader, memberId, body.idempotencyKey)),
    created: false,
  });
  if (await isRetry(db, claim)) return replay(db);

  await assertCashierAllowed(db, 'won', 'deposit');
  await assertIdentityVerified(db, memberId, 'deposit');
  const settings = await loadCashierSettings(db);
  assertCashierOpen(settings, now);
  assertAmountRules(body.amount, depositRules(settings));
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claimKey(tx, claim);
      if (claimed.retry) return replay(tx);
      // The member's own deposit limits, under the row's lock the claim took: two requests at once are
      // counted one after the other. Members without a limit skip the read (play_limited).
      if (claimed.limited) await checkDepositLimits(tx, { memberId, amount: body.amount, now, source: 'deposit' });
      // After the claim: a twin of this call that committed meanwhile is answered above, not refused here.
      // A deposit already pending (the partial unique index, in the insert itself) refuses this one.
      const row = await insertUnlessPending(tx, {
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
      if (!row) throw new AppError(409, cashierErrors.pendingDeposit);
      return { request: toCashRequest(row), created: true };
    });
  } catch (error) {
    // Two tabs at once: the partial unique index lets one pending deposit through.
    if (isUniqueViolation(error, CASH_ONE_PENDING)) throw new AppError(409, cashierErrors.pendingDeposit);
    // A request made without a claim holds the key (a tether invoice's, or one older than the claims).
    if (isUniqueViolation(error, CASH_IDEMPOTENCY)) throw keyReusedError();
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
