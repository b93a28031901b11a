import type { PointRules } from '@site/contracts/api/cashier';
import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findLedgerRow, lockBalances, type Balances } from '../ledger/repo';
import { changeBalance, LedgerDuplicateError, publishBalance } from '../ledger/service';
import { findMemberById } from '../members/repo';
import { memberErrors } from '../members/service';
import { loadCashierSettings } from './settings-repo';

/** The ledger reason of both halves of a conversion (contracts' ledgerReasonLabels names it 포인트 전환). */
export const POINT_CONVERT_REASON = 'point_convert';

export async function pointRules(db: Database): Promise<PointRules> {
  const settings = await loadCashierSettings(db);
  return { min: settings.pointConvertMin, unit: settings.pointConvertUnit };
}

/**
 * Turns points into money, 1 point for 1 won, at most once per idempotency key: the points leave
 * and the money arrives in one transaction, both booked under one reference, so a retried request
 * (a double tap, a lost answer) finds the first booking and answers the balances as they are.
 */
export async function convertPoints(
  db: Database,
  bus: EventBus,
  memberId: number,
  { amount, idempotencyKey }: { amount: number; idempotencyKey: string },
): Promise<Balances> {
  const reference = `convert:${memberId}:${idempotencyKey}`;
  if (await findLedgerRow(db, 'point', POINT_CONVERT_REASON, reference)) return currentBalances(db, memberId);
  const rules = await pointRules(db);
  if (amount < rules.min) throw new AppError(400, cashierErrors.pointBelowMin(rules.min));
  if (amount % rules.unit !== 0) throw new AppError(400, cashierErrors.pointNotUnit(rules.unit));

  let converted: Balances & { memberId: number };
  try {
    converted = await db.transaction(async (tx) => {
      // Under the member's lock, so a conversion racing a bet or another conversion sees the points left.
      const locked = await lockBalances(tx, memberId);
      if (!locked) throw new AppError(404, memberErrors.memberNotFound);
      if (locked.point < amount) throw new AppError(400, cashierErrors.insufficientPoint);
      const booking = { memberId, reason: POINT_CONVERT_REASON, reference } as const;
      await changeBalance(tx, { ...booking, currency: 'point', amount: -amount });
      return changeBalance(tx, { ...booking, currency: 'money', amount });
    });
  } catch (error) {
    // The same key racing itself: the first one converted, this one answers what that left.
    if (error instanceof LedgerDuplicateError) return currentBalances(db, memberId);
    throw error;
  }
  publishBalance(bus, converted);
  return { emoney: converted.emoney, point: converted.point };
}

async function currentBalances(db: Database, memberId: number): Promise<Balances> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  return { emoney: member.emoney, point: member.point };
}
