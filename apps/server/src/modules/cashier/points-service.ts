import type { PointRules } from '@site/contracts/api/cashier';
import { cashierErrors } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { claimKey, isRetry, keyReusedError } from '../ledger/idempotency';
import type { Balances } from '../ledger/repo';
import { changeBalance, LedgerDuplicateError, publishBalance, type BalanceChange } from '../ledger/service';
import { findMemberById } from '../auth/member-lookup';
import { memberErrors } from '../members/service';
import { loadCashierSettings } from './settings-repo';

export async function pointRules(db: Database): Promise<PointRules> {
  const settings = await loadCashierSettings(db);
  return { min: settings.pointConvertMin, unit: settings.pointConvertUnit };
}

/**
 * Turns points into money, 1 point for 1 won, at most once per idempotency key: the points leave
 * and the money arrives in one transaction, both booked under one reference. A retried request (a
 * double tap, a lost answer) converts nothing and answers the balances as they are; the key sent with
 * another amount is refused (ledger/idempotency.ts).
 */
export async function convertPoints(
  db: Database,
  bus: EventBus,
  memberId: number,
  { amount, idempotencyKey }: { amount: number; idempotencyKey: string },
): Promise<Balances> {
  const claim = { memberId, scope: 'point-convert', key: idempotencyKey, request: { amount } } as const;
  if (await isRetry(db, claim)) return currentBalances(db, memberId);
  const rules = await pointRules(db);
  if (amount < rules.min) throw new AppError(400, cashierErrors.pointBelowMin(rules.min));
  if (amount % rules.unit !== 0) throw new AppError(400, cashierErrors.pointNotUnit(rules.unit));

  let converted: { balances: Balances; change?: BalanceChange };
  try {
    converted = await db.transaction(async (tx) => {
      // Under the member's lock, so a conversion racing a bet or another conversion sees the points left.
      const { balances, retry } = await claimKey(tx, claim);
      if (retry) return { balances };
      if (balances.point < amount) throw new AppError(400, cashierErrors.insufficientPoint);
      const booking = {
        memberId,
        reason: 'point_convert' as const,
        reference: `convert:${memberId}:${idempotencyKey}`,
      };
      await changeBalance(tx, { ...booking, currency: 'point', amount: -amount });
      const change = await changeBalance(tx, { ...booking, currency: 'money', amount });
      return { balances: { emoney: change.emoney, point: change.point }, change };
    });
  } catch (error) {
    // A conversion booked under this key before keys were claimed: it cannot be told to be this one.
    if (error instanceof LedgerDuplicateError) throw keyReusedError();
    throw error;
  }
  if (converted.change) publishBalance(bus, converted.change);
  return converted.balances;
}

async function currentBalances(db: Database, memberId: number): Promise<Balances> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  return { emoney: member.emoney, point: member.point };
}
