import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { LedgerRow } from '../../db/schema/wallet';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findMemberById, findMemberByUserId } from '../members/repo';
import { memberErrors } from '../members/service';
import type { LedgerEntry, LedgerPage, MoneyAdjustment, MoneyAdjustmentResult } from '@site/contracts/api/admin-wallet';
import { countLedger, findLedgerRow, listLedger } from '../ledger/repo';
import { changeBalance, LEDGER_REASONS, LedgerDuplicateError, publishBalance } from '../ledger/service';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';

/** The operator credits (positive) or takes back (negative) money, with the reason in the ledger's memo. */
export async function adjustMoneyByOperator(
  db: Database,
  bus: EventBus,
  userId: string,
  { amount, memo, idempotencyKey }: MoneyAdjustment,
): Promise<MoneyAdjustmentResult> {
  const memberId = await memberIdOf(db, userId);
  const reference = `operator:${memberId}:${idempotencyKey ?? randomUUID()}`;
  try {
    const change = await db.transaction((tx) =>
      changeBalance(tx, { memberId, currency: 'money', amount, reason: LEDGER_REASONS.operator, reference, memo }),
    );
    publishBalance(bus, change);
    return { emoney: change.emoney, point: change.point, entry: toLedgerEntry(change.entry) };
  } catch (error) {
    if (!(error instanceof LedgerDuplicateError)) throw error;
    // A retried request: answer what the first one booked.
    const [entry, member] = await Promise.all([
      findLedgerRow(db, 'money', LEDGER_REASONS.operator, reference),
      findMemberById(db, memberId),
    ]);
    if (!entry || !member) throw error;
    return { emoney: member.emoney, point: member.point, entry: toLedgerEntry(entry) };
  }
}

export async function ledgerPage(db: Database, userId: string, query: PageQuery): Promise<LedgerPage> {
  const memberId = await memberIdOf(db, userId);
  const [totalCount, rows] = await Promise.all([countLedger(db, memberId), listLedger(db, memberId, rowWindow(query))]);
  return pageAnswer(rows.map(toLedgerEntry), query, totalCount);
}

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    currency: row.currency,
    reason: row.reason,
    reference: row.reference,
    amount: row.amount,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    memo: row.memo,
    createdAt: row.createdAt.toISOString(),
  };
}

async function memberIdOf(db: Database, userId: string): Promise<number> {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  return member.id;
}
