/**
 * Settlement requests (docs/decisions/036): the caller's unsettled credits (all, or one kind's) become
 * one ledger movement, exactly once. The member's row is held while credits are claimed, so two
 * requests at once pay once, and a credit booked meanwhile waits for the next settlement.
 */
import { cashierErrors } from '@site/contracts/api/cashier';
import { rollingErrors, type RollingSettlement, type SettlementRequestInput } from '@site/contracts/api/rolling';
import { isTronAddress } from '@site/contracts/rules/tron-address';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { RollingSettlementRow } from '../../db/schema/rolling';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findBankAccount } from '../members/bank-account-repo';
import { loadCashierSettings } from '../cashier/settings-repo';
import { requestWithdrawal } from '../cashier/withdrawals';
import { verifyWithdrawalPassword } from '../members/withdrawal-password';
import {
  assertWithdrawalSecondFactor,
  forgetWithdrawalCodeChecks,
  takeWithdrawalCodeCheck,
} from '../cashier/withdrawal-second-factor';
import { claimKey, isRetry, keyReusedError, type KeyClaim } from '../ledger/idempotency';
import { changeBalance, publishBalance } from '../ledger/service';
import {
  claimCredits,
  findSettlementByKey,
  hasPendingSettlement,
  insertSettlement,
  lockUnsettledCredits,
  SETTLEMENT_IDEMPOTENCY_UNIQUE,
  SETTLEMENT_ONE_PENDING,
  updateSettlement,
} from './settlement-repo';
import { loadRollingSettings } from '../betting/rolling-settings-repo';

export interface RollingDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

type SettlementAsk = Omit<SettlementRequestInput, 'kind' | 'payout'> & {
  kind: RollingSettlementRow['kind'];
  payout: RollingSettlementRow['payout'];
};

export const settlementReference = (id: number): string => `rolling-settlement:${id}`;

export function toSettlement(row: RollingSettlementRow): RollingSettlement {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    creditCount: row.creditCount,
    status: row.status,
    payout: row.payout,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    tetherAddress: row.tetherAddress,
    cashRequestId: row.cashRequestId,
    note: row.note,
  };
}

/**
 * Tether payouts go through the withdrawal flow, so its password (and an enrolled member's second
 * factor, checked in the settlement's transaction) guards them as it guards every withdrawal.
 */
async function checkTetherAsk(deps: RollingDeps, memberId: number, ask: SettlementAsk, now: Date): Promise<void> {
  if (ask.payout !== 'tether') return;
  if (!ask.address || !ask.withdrawalPassword) throw new AppError(400, rollingErrors.tetherNeedsAddress);
  if (!isTronAddress(ask.address)) throw new AppError(400, cashierErrors.badAddress);
  const account = await findBankAccount(deps.db, memberId);
  if (!account) throw new AppError(400, cashierErrors.noBankAccount);
  await verifyWithdrawalPassword(deps, account, ask.withdrawalPassword);
  await takeWithdrawalCodeCheck(deps.db, memberId, ask.otp, now);
}

/** What makes a retried settlement request the same: whose credits, paid how and where (never the password or code). */
const settlementClaim = (memberId: number, ask: SettlementAsk): KeyClaim => ({
  memberId,
  scope: 'rolling-settlement',
  key: ask.idempotencyKey,
  request: { kind: ask.kind, payout: ask.payout, address: ask.payout === 'tether' ? (ask.address ?? null) : null },
});

async function settlementMadeBy(db: Database, memberId: number, key: string): Promise<RollingSettlementRow> {
  const made = await findSettlementByKey(db, memberId, key);
  if (!made) throw new Error(`rolling settlement key ${key} was claimed but holds no settlement`);
  return made;
}

/**
 * Settles the caller's credits once per key: a retry of the same request answers the settlement it
 * made; the key sent for another kind, payout or address is refused (ledger/idempotency.ts).
 */
export async function requestSettlement(
  deps: RollingDeps,
  memberId: number,
  ask: SettlementAsk,
  ip: string | null = null,
): Promise<RollingSettlement> {
  const { db, clock, bus } = deps;
  const claim = settlementClaim(memberId, ask);
  if (await isRetry(db, claim)) return toSettlement(await settlementMadeBy(db, memberId, ask.idempotencyKey));
  const now = clock.now();
  await checkTetherAsk(deps, memberId, ask, now);
  const settings = await loadRollingSettings(db);

  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      // Claimed under the member's lock: a twin call that got here first is answered instead.
      if ((await claimKey(tx, claim)).retry) {
        return { row: await settlementMadeBy(tx, memberId, ask.idempotencyKey), change: undefined, created: false };
      }
      if (ask.payout === 'tether') await assertWithdrawalSecondFactor(tx, memberId, ask.otp, now, ip);
      if (await hasPendingSettlement(tx, memberId)) throw new AppError(409, rollingErrors.pendingSettlement);
      const credits = await lockUnsettledCredits(tx, memberId, ask.kind);
      const amount = credits.reduce((sum, credit) => sum + credit.amount, 0);
      if (amount <= 0) throw new AppError(400, rollingErrors.nothingToSettle);
      if (amount < settings.minSettlement) throw new AppError(400, rollingErrors.belowMinimum(settings.minSettlement));
      const waits = settings.approvalAbove !== null && amount > settings.approvalAbove;
      const row = await insertSettlement(tx, {
        memberId,
        kind: ask.kind,
        amount,
        creditCount: credits.length,
        status: waits ? 'pending' : 'paid',
        payout: ask.payout,
        tetherAddress: ask.payout === 'tether' ? (ask.address ?? null) : null,
        idempotencyKey: ask.idempotencyKey,
        requestedAt: now,
        decidedAt: waits ? null : now,
      });
      await claimCredits(
        tx,
        row.id,
        credits.map((credit) => credit.id),
      );
      const change = waits ? undefined : await paySettlement(tx, row);
      return { row, change, created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error, SETTLEMENT_ONE_PENDING)) throw new AppError(409, rollingErrors.pendingSettlement);
    // A settlement older than the claims holds the key: it cannot be told to be this one.
    if (isUniqueViolation(error, SETTLEMENT_IDEMPOTENCY_UNIQUE)) throw keyReusedError();
    throw error;
  }
  if (outcome.created && ask.payout === 'tether') await forgetWithdrawalCodeChecks(db, memberId, ask.otp);
  if (!outcome.change) return toSettlement(outcome.row);
  publishBalance(bus, outcome.change);
  return toSettlement(await openTetherPayout(deps, outcome.row, ask.withdrawalPassword ?? '', false));
}

/** The settlement's amount into the balance, under its own reference: the ledger books it once. */
export function paySettlement(tx: Database, row: RollingSettlementRow) {
  return changeBalance(tx, {
    memberId: row.memberId,
    currency: 'money',
    amount: row.amount,
    reason: 'rolling_settlement',
    reference: settlementReference(row.id),
  });
}

/**
 * A settlement paid in tether: once its won is in the balance, a tether withdrawal of it (down to the
 * withdrawal unit) is opened to the address it named. When the cashier refuses (its hours, its rules),
 * the money stays in the balance and the settlement says why, so nothing is lost.
 */
export async function openTetherPayout(
  deps: RollingDeps,
  row: RollingSettlementRow,
  withdrawalPassword: string,
  passwordCheckedEarlier: boolean,
): Promise<RollingSettlementRow> {
  if (row.payout !== 'tether' || !row.tetherAddress) return row;
  try {
    const { request } = await requestWithdrawal(
      deps,
      row.memberId,
      'tether',
      {
        amount: await tetherAmountOf(deps.db, row.amount),
        withdrawalPassword,
        address: row.tetherAddress,
        idempotencyKey: settlementReference(row.id),
      },
      // The member's code was checked and used up when they asked for the settlement.
      { passwordCheckedEarlier, secondFactorCheckedEarlier: true },
    );
    return updateSettlement(deps.db, row.id, { cashRequestId: request.id });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return updateSettlement(deps.db, row.id, { note: rollingErrors.tetherPayoutRefused(error.message) });
  }
}

async function tetherAmountOf(db: Database, amount: number): Promise<number> {
  const unit = (await loadCashierSettings(db)).withdrawalUnit;
  return Math.floor(amount / unit) * unit;
}
