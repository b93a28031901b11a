import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { walletLedger, type LedgerRow } from '../../db/schema/wallet';

export type Currency = LedgerRow['currency'];

export interface Balances {
  emoney: number;
  point: number;
}

/** Reads the member's balances and locks the row until the transaction ends, so changes of one member queue up. */
export async function lockBalances(db: Database, memberId: number): Promise<Balances | undefined> {
  const [row] = await db
    .select({ emoney: members.emoney, point: members.point })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

export type NewLedgerRow = typeof walletLedger.$inferInsert;

/**
 * Writes the member's new balance (row.balanceAfter) and its ledger row in one statement (a
 * data-modifying WITH): one round trip less on every movement, while the member's row is locked.
 */
export async function setBalanceAndRecord(db: Database, row: NewLedgerRow): Promise<LedgerRow> {
  const value = row.balanceAfter;
  const balanceSet = db
    .update(members)
    .set(row.currency === 'money' ? { emoney: value } : { point: value })
    .where(eq(members.id, row.memberId));
  const moved = db.$with('moved', {}).as(balanceSet.getSQL());
  const [inserted] = await db.with(moved).insert(walletLedger).values(row).returning();
  if (!inserted) throw new Error('insert into wallet_ledger returned no row');
  return inserted;
}

/** Seed only: rows another server seeding at the same moment already wrote are skipped. */
export async function insertLedgerRowsIfMissing(db: Database, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(walletLedger).values(rows).onConflictDoNothing();
}

export async function findLedgerRow(
  db: Database,
  currency: Currency,
  reason: string,
  reference: string,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(walletLedger)
    .where(
      and(eq(walletLedger.currency, currency), eq(walletLedger.reason, reason), eq(walletLedger.reference, reference)),
    );
  return row;
}

export async function listLedger(
  db: Database,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.memberId, memberId))
    .orderBy(desc(walletLedger.id))
    .limit(limit)
    .offset(offset);
}

export async function countLedger(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(walletLedger).where(eq(walletLedger.memberId, memberId));
  return row?.total ?? 0;
}
