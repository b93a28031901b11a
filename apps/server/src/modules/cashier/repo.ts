import { and, count, desc, eq, gt, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashRequests, type CashRequestRow, type NewCashRequestRow } from '../../db/schema/cashier';

export const CASH_ONE_PENDING = 'cash_requests_one_pending';
export const CASH_IDEMPOTENCY = 'cash_requests_idempotency';

type Kind = CashRequestRow['kind'];
type Channel = CashRequestRow['channel'];

export async function insertCashRequest(db: Database, row: NewCashRequestRow): Promise<CashRequestRow> {
  const [inserted] = await db.insert(cashRequests).values(row).returning();
  if (!inserted) throw new Error('insert into cash_requests returned no row');
  return inserted;
}

/**
 * Inserts a request unless the member already has one of its kind and channel pending (the partial
 * unique index decides, in the same statement: no look before it). Undefined when one is pending.
 */
export async function insertUnlessPending(db: Database, row: NewCashRequestRow): Promise<CashRequestRow | undefined> {
  const [inserted] = await db
    .insert(cashRequests)
    .values(row)
    .onConflictDoNothing({
      target: [cashRequests.memberId, cashRequests.kind, cashRequests.channel],
      where: sql`${cashRequests.status} = 'pending'`,
    })
    .returning();
  return inserted;
}

export async function findRequestByKey(
  db: Database,
  memberId: number,
  idempotencyKey: string,
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memberId, memberId), eq(cashRequests.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findPendingRequest(
  db: Database,
  memberId: number,
  kind: Kind,
  channel: Channel,
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, kind),
        eq(cashRequests.channel, channel),
        eq(cashRequests.status, 'pending'),
      ),
    );
  return row;
}

export async function findRequest(db: Database, id: number): Promise<CashRequestRow | undefined> {
  const [row] = await db.select().from(cashRequests).where(eq(cashRequests.id, id));
  return row;
}

/** Reads the request and locks it until the transaction ends: decisions on it queue up behind each other. */
export async function lockRequest(db: Database, id: number): Promise<CashRequestRow | undefined> {
  const [row] = await db.select().from(cashRequests).where(eq(cashRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(
  db: Database,
  id: number,
  patch: Partial<NewCashRequestRow>,
): Promise<CashRequestRow> {
  const [row] = await db.update(cashRequests).set(patch).where(eq(cashRequests.id, id)).returning();
  if (!row) throw new Error(`cash request ${id} vanished`);
  return row;
}

/** The member's pending won deposit ends as cancelled; undefined when it is not theirs or not pending. */
export async function cancelPendingDeposit(
  db: Database,
  memberId: number,
  id: number,
  now: Date,
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .update(cashRequests)
    .set({ status: 'cancelled', decidedAt: now })
    .where(
      and(
        eq(cashRequests.id, id),
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'deposit'),
        eq(cashRequests.channel, 'won'),
        eq(cashRequests.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export interface MemberRequestFilter {
  memberId: number;
  kind?: Kind | undefined;
  channel?: Channel | undefined;
}

function memberFilter({ memberId, kind, channel }: MemberRequestFilter): SQL | undefined {
  return and(
    eq(cashRequests.memberId, memberId),
    // An unrecorded tether invoice is not a request the member made yet.
    sql`${cashRequests.status} <> 'issued'`,
    kind === undefined ? undefined : eq(cashRequests.kind, kind),
    channel === undefined ? undefined : eq(cashRequests.channel, channel),
  );
}

export async function listMemberRequests(
  db: Database,
  filter: MemberRequestFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<CashRequestRow[]> {
  return db
    .select()
    .from(cashRequests)
    .where(memberFilter(filter))
    .orderBy(desc(cashRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function countMemberRequests(db: Database, filter: MemberRequestFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cashRequests).where(memberFilter(filter));
  return row?.total ?? 0;
}

/** Whether a deposit (won or tether) of the member was approved at or after `since`. */
export async function hasApprovedDepositSince(db: Database, memberId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: cashRequests.id })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'deposit'),
        eq(cashRequests.status, 'approved'),
        gte(cashRequests.decidedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The member's withdrawals (both channels) pending or approved, requested in [from, until). */
export async function withdrawalTotals(
  db: Database,
  memberId: number,
  from: Date,
  until: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ total: count(), amount: sum(cashRequests.amount) })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'withdrawal'),
        inArray(cashRequests.status, ['pending', 'approved']),
        gte(cashRequests.createdAt, from),
        lt(cashRequests.createdAt, until),
      ),
    );
  return { count: row?.total ?? 0, amount: Number(row?.amount ?? 0) };
}

/** When the member's latest pending or approved withdrawal (any channel) was requested. */
export async function lastWithdrawalAt(db: Database, memberId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: cashRequests.createdAt })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'withdrawal'),
        inArray(cashRequests.status, ['pending', 'approved']),
      ),
    )
    .orderBy(desc(cashRequests.createdAt), desc(cashRequests.id))
    .limit(1);
  return row?.createdAt;
}

/** The rolling the member's approved deposits (both channels) made after `since` require. */
export async function rollingRequiredSince(db: Database, memberId: number, since: Date | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sum(cashRequests.rollingRequired) })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'deposit'),
        eq(cashRequests.status, 'approved'),
        since === undefined ? undefined : gt(cashRequests.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}
