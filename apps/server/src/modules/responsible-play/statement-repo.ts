import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletLedger, type LedgerRow } from '../../db/schema/wallet';

/** One member's ledger over a Seoul month: created_at from `start` (included) to `end` (excluded). */
export interface LedgerWindow {
  memberId: number;
  start: Date;
  end: Date;
}

export type StatementLedgerRow = Pick<
  LedgerRow,
  'id' | 'currency' | 'reason' | 'amount' | 'balanceAfter' | 'createdAt'
>;

const rowColumns = {
  id: walletLedger.id,
  currency: walletLedger.currency,
  reason: walletLedger.reason,
  amount: walletLedger.amount,
  balanceAfter: walletLedger.balanceAfter,
  createdAt: walletLedger.createdAt,
};

const inWindow = ({ memberId, start, end }: LedgerWindow) =>
  and(eq(walletLedger.memberId, memberId), gte(walletLedger.createdAt, start), lt(walletLedger.createdAt, end));

/**
 * The balances before `start`: the sum of every earlier movement per currency, which is what the ledger
 * says the balance was (its amounts sum to the balance). Summed rather than read from the last row's
 * balance_after, so that opening + the month's movements = closing holds even where two bookings' times
 * and ids crossed at midnight.
 */
export async function balancesBefore(
  db: Database,
  memberId: number,
  start: Date,
): Promise<Record<LedgerRow['currency'], number>> {
  const rows = await db
    .select({
      currency: walletLedger.currency,
      total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), lt(walletLedger.createdAt, start)))
    .groupBy(walletLedger.currency);
  const balances = { money: 0, point: 0 };
  for (const row of rows) balances[row.currency] = row.total;
  return balances;
}

export interface ReasonSums {
  currency: LedgerRow['currency'];
  reason: LedgerReason;
  credit: number;
  debit: number;
  count: number;
}

/** The window's movements summed per currency and reason: in (positive amounts), out (as a positive number), how many. */
export async function sumsByReason(db: Database, window: LedgerWindow): Promise<ReasonSums[]> {
  return db
    .select({
      currency: walletLedger.currency,
      reason: walletLedger.reason,
      credit:
        sql<number>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.amount} > 0), 0)::bigint`.mapWith(
          Number,
        ),
      debit:
        sql<number>`coalesce(-sum(${walletLedger.amount}) filter (where ${walletLedger.amount} < 0), 0)::bigint`.mapWith(
          Number,
        ),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(walletLedger)
    .where(inWindow(window))
    .groupBy(walletLedger.currency, walletLedger.reason);
}

/** A page of the window's movements in the order they were booked (time, then id). */
export async function listWindowRows(
  db: Database,
  window: LedgerWindow,
  { limit, offset }: { limit: number; offset: number },
): Promise<StatementLedgerRow[]> {
  return db
    .select(rowColumns)
    .from(walletLedger)
    .where(inWindow(window))
    .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The next `limit` movements after the row `afterId` (null: from the first), in the same order: a
 * keyset, so a month of any length is read in batches of the same cost. The row's own time is compared
 * in SQL, at PostgreSQL's microseconds (a JavaScript Date keeps only milliseconds).
 */
export async function windowRowsAfter(
  db: Database,
  window: LedgerWindow,
  afterId: number | null,
  limit: number,
): Promise<StatementLedgerRow[]> {
  const after =
    afterId === null
      ? undefined
      : sql`(${walletLedger.createdAt}, ${walletLedger.id}) > (select l.created_at, l.id from wallet_ledger l where l.id = ${afterId})`;
  return db
    .select(rowColumns)
    .from(walletLedger)
    .where(and(inWindow(window), after))
    .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id))
    .limit(limit);
}
