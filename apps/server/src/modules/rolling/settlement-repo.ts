import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RollingKind } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { rollingCredits, rollingSettlements, type RollingSettlementRow } from '../../db/schema/rolling';

export const SETTLEMENT_IDEMPOTENCY_UNIQUE = 'rolling_settlements_idempotency';
export const SETTLEMENT_ONE_PENDING = 'rolling_settlements_one_pending';

export type NewSettlementRow = typeof rollingSettlements.$inferInsert;

export async function findSettlementByKey(db: Database, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(rollingSettlements)
    .where(and(eq(rollingSettlements.memberId, memberId), eq(rollingSettlements.idempotencyKey, key)));
  return row;
}

export async function hasPendingSettlement(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rollingSettlements.id })
    .from(rollingSettlements)
    .where(and(eq(rollingSettlements.memberId, memberId), eq(rollingSettlements.status, 'pending')));
  return row !== undefined;
}

/**
 * The beneficiary's unsettled credits (of one kind, or all), locked: the caller holds the member's row,
 * so no other settlement of theirs runs, and a credit committed after this read simply waits for the next one.
 */
export async function lockUnsettledCredits(
  tx: Database,
  memberId: number,
  kind: RollingKind | 'all',
): Promise<{ id: number; amount: number }[]> {
  const ofKind: SQL | undefined = kind === 'all' ? undefined : eq(rollingCredits.kind, kind);
  return tx
    .select({ id: rollingCredits.id, amount: rollingCredits.amount })
    .from(rollingCredits)
    .where(and(eq(rollingCredits.beneficiaryId, memberId), isNull(rollingCredits.settlementId), ofKind))
    .for('update');
}

export async function insertSettlement(tx: Database, row: NewSettlementRow): Promise<RollingSettlementRow> {
  const [inserted] = await tx.insert(rollingSettlements).values(row).returning();
  if (!inserted) throw new Error('insert into rolling_settlements returned no row');
  return inserted;
}

export async function claimCredits(tx: Database, settlementId: number, creditIds: number[]): Promise<void> {
  await rawRows(
    tx,
    sql`update rolling_credits set settlement_id = ${settlementId} where id = any(${`{${creditIds.join(',')}}`}::bigint[])`,
  );
}

/** A refused settlement's credits are unsettled again, for the next request. */
export async function releaseCredits(tx: Database, settlementId: number): Promise<void> {
  await tx.update(rollingCredits).set({ settlementId: null }).where(eq(rollingCredits.settlementId, settlementId));
}

export async function lockSettlement(tx: Database, id: number): Promise<RollingSettlementRow | undefined> {
  const [row] = await tx.select().from(rollingSettlements).where(eq(rollingSettlements.id, id)).for('update');
  return row;
}

export async function settlementMemberId(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: rollingSettlements.memberId })
    .from(rollingSettlements)
    .where(eq(rollingSettlements.id, id));
  return row?.memberId;
}

export async function updateSettlement(
  db: Database,
  id: number,
  patch: Partial<NewSettlementRow>,
): Promise<RollingSettlementRow> {
  const [row] = await db.update(rollingSettlements).set(patch).where(eq(rollingSettlements.id, id)).returning();
  if (!row) throw new Error(`rolling_settlements ${id} vanished`);
  return row;
}

export async function listSettlements(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<RollingSettlementRow[]> {
  return db
    .select()
    .from(rollingSettlements)
    .where(where)
    .orderBy(desc(rollingSettlements.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countSettlements(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(rollingSettlements).where(where);
  return row?.total ?? 0;
}
