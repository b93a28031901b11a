import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletLedger, type LedgerRow } from '../../db/schema/wallet';

export interface HistoryFilter {
  memberId: number;
  currency: LedgerRow['currency'];
  /** from this instant on */
  from?: Date | undefined;
  /** before this instant */
  until?: Date | undefined;
}

function historyWhere({ memberId, currency, from, until }: HistoryFilter): SQL | undefined {
  return and(
    eq(walletLedger.memberId, memberId),
    eq(walletLedger.currency, currency),
    from === undefined ? undefined : gte(walletLedger.createdAt, from),
    until === undefined ? undefined : lt(walletLedger.createdAt, until),
  );
}

/** Newest first: by id, the order the bookings were made (and so of their running balances). */
export async function listHistory(
  db: Database,
  filter: HistoryFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(historyWhere(filter))
    .orderBy(desc(walletLedger.id))
    .limit(limit)
    .offset(offset);
}

export async function countHistory(db: Database, filter: HistoryFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(walletLedger).where(historyWhere(filter));
  return row?.total ?? 0;
}
