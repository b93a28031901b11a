import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { LedgerRow } from '../../db/schema/wallet';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { findMemberById, findMemberByUserId } from '../auth/member-lookup';
import { memberErrors } from '../members/service';
import type {
  LedgerEntry,
  LedgerPage,
  MoneyAdjustment,
  MoneyAdjustmentResult,
} from '@site/contracts/api/admin-balance';
import { claimKey, keyReusedError } from '../ledger/idempotency';
import { countLedger, findLedgerRow, listLedger } from '../ledger/repo';
import { changeBalance, LedgerDuplicateError, publishBalance, type HeldBalances } from '../ledger/service';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';

/**
 * The operator credits (positive) or takes back (negative) money, with the reason in the ledger's memo.
 * With a key, a retry of the same adjustment answers the first one and books nothing; the key sent
 * with another amount or memo is refused (ledger/idempotency.ts).
 */
export async function adjustMoneyByOperator(
  db: Database,
  bus: EventBus,
  userId: string,
  { amount, memo, idempotencyKey }: MoneyAdjustment,
): Promise<MoneyAdjustmentResult> {
  const memberId = await memberIdOf(db, userId);
  const reference = `operator:${memberId}:${idempotencyKey ?? randomUUID()}`;
  try {
    const change = await db.transaction(async (tx) => {
      let held: HeldBalances | undefined;
      if (idempotencyKey) {
        const request = { amount, memo };
        const claimed = await claimKey(tx, { memberId, scope: 'operator-money', key: idempotencyKey, request });
        if (claimed.retry) return undefined;
        held = { locked: claimed.balances, newReference: false };
      }
      const movement = {
        memberId,
        currency: 'money',
        amount,
        reason: 'operator',
        reference,
        memo,
      } as const;
      return changeBalance(tx, movement, held);
    });
    if (change) {
      publishBalance(bus, change);
      return { emoney: change.emoney, point: change.point, entry: toLedgerEntry(change.entry) };
    }
  } catch (error) {
    // An adjustment booked under this key before keys were claimed: it cannot be told to be this one.
    if (error instanceof LedgerDuplicateError) throw keyReusedError();
    throw error;
  }
  // A retried request: answer what the first one booked.
  const [entry, member] = await Promise.all([
    findLedgerRow(db, 'money', 'operator', reference),
    findMemberById(db, memberId),
  ]);
  if (!entry || !member) throw new Error(`operator adjustment ${reference} was claimed but holds no booking`);
  return { emoney: member.emoney, point: member.point, entry: toLedgerEntry(entry) };
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
