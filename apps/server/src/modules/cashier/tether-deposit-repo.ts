import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashRequests, type CashRequestRow, type NewCashRequestRow } from '../../db/schema/cashier';

/** Queries of the tether deposits (channel 'tether', kind 'deposit') and the member's tether list. */

const tetherDeposits = and(eq(cashRequests.channel, 'tether'), eq(cashRequests.kind, 'deposit'));
/** Statuses the gateway or the member can still move on. */
const OPEN_STATUSES = ['issued', 'pending'] as const;

export async function insertCashRequest(db: Database, row: NewCashRequestRow): Promise<CashRequestRow> {
  const [inserted] = await db.insert(cashRequests).values(row).returning();
  if (!inserted) throw new Error('cash_requests insert returned nothing');
  return inserted;
}

export async function setInvoice(
  db: Database,
  id: number,
  invoice: { invoiceId: string; paymentUrl: string; address: string },
): Promise<CashRequestRow> {
  const [row] = await db.update(cashRequests).set(invoice).where(eq(cashRequests.id, id)).returning();
  if (!row) throw new Error(`cash request ${id} vanished`);
  return row;
}

/** A request whose invoice could not be made ends at once, so it never waits for a payment. */
export async function cancelIssued(db: Database, id: number, reason: string, now: Date): Promise<void> {
  await db
    .update(cashRequests)
    .set({ status: 'cancelled', refusalReason: reason, decidedAt: now })
    .where(and(eq(cashRequests.id, id), eq(cashRequests.status, 'issued')));
}

export async function findPendingTetherDeposit(db: Database, memberId: number): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memberId, memberId), tetherDeposits, eq(cashRequests.status, 'pending')))
    .limit(1);
  return row;
}

/** The member's newest issued invoice of this amount, if it can still be paid. */
export async function findReusableInvoice(
  db: Database,
  memberId: number,
  amount: number,
  now: Date,
): Promise<CashRequestRow | undefined> {
  const rows = await db
    .select()
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        tetherDeposits,
        eq(cashRequests.status, 'issued'),
        eq(cashRequests.amount, amount),
      ),
    )
    .orderBy(desc(cashRequests.id))
    .limit(1);
  const row = rows[0];
  return row?.paymentUrl && row.expiresAt && row.expiresAt > now ? row : undefined;
}

export async function findOwnByPaymentUrl(
  db: Database,
  memberId: number,
  paymentUrl: string,
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memberId, memberId), tetherDeposits, eq(cashRequests.paymentUrl, paymentUrl)))
    .limit(1);
  return row;
}

/** issued -> pending, once; the one-pending index refuses a second pending tether deposit. */
export async function markRecorded(db: Database, id: number): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .update(cashRequests)
    .set({ status: 'pending' })
    .where(and(eq(cashRequests.id, id), eq(cashRequests.status, 'issued')))
    .returning();
  return row;
}

export async function findByInvoiceId(db: Database, invoiceId: string): Promise<CashRequestRow | undefined> {
  const [row] = await db.select().from(cashRequests).where(eq(cashRequests.invoiceId, invoiceId));
  return row;
}

/**
 * Keeps the most confirmations a callback reported for a deposit still open, so the operators see a
 * transfer that is on its way; it credits nothing.
 */
export async function noteConfirmations(db: Database, id: number, seen: number): Promise<void> {
  await db
    .update(cashRequests)
    .set({ confirmations: sql`greatest(coalesce(${cashRequests.confirmations}, 0), ${seen})` })
    .where(and(eq(cashRequests.id, id), inArray(cashRequests.status, OPEN_STATUSES)));
}

/** issued|pending -> approved by one conditional update: of two callbacks racing, one gets the row. */
export async function approveTetherDeposit(
  db: Database,
  id: number,
  fields: { txHash: string; confirmations: number; rollingRequired: number; now: Date },
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .update(cashRequests)
    .set({
      status: 'approved',
      txHash: fields.txHash,
      confirmations: fields.confirmations,
      rollingRequired: fields.rollingRequired,
      decidedAt: fields.now,
    })
    .where(and(eq(cashRequests.id, id), inArray(cashRequests.status, OPEN_STATUSES)))
    .returning();
  return row;
}

export async function refuseTetherDeposit(
  db: Database,
  id: number,
  fields: { txHash: string; reason: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(cashRequests)
    .set({ status: 'refused', txHash: fields.txHash, refusalReason: fields.reason, decidedAt: fields.now })
    .where(and(eq(cashRequests.id, id), inArray(cashRequests.status, OPEN_STATUSES)))
    .returning({ id: cashRequests.id });
  return rows.length > 0;
}

/** Unpaid tether deposits whose invoice ran out before `before` end as expired. */
export async function expireTetherDeposits(db: Database, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(cashRequests)
    .set({ status: 'expired', decidedAt: now })
    .where(and(tetherDeposits, inArray(cashRequests.status, OPEN_STATUSES), lt(cashRequests.expiresAt, before)))
    .returning({ id: cashRequests.id });
  return rows.length;
}

/** The member's tether deposits and withdrawals for /crypto: not the invoices never recorded. */
const cryptoListed = (memberId: number) =>
  and(eq(cashRequests.memberId, memberId), eq(cashRequests.channel, 'tether'), ne(cashRequests.status, 'issued'));

export async function countCrypto(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cashRequests).where(cryptoListed(memberId));
  return row?.total ?? 0;
}

export async function listCrypto(
  db: Database,
  memberId: number,
  window: { limit: number; offset: number },
): Promise<CashRequestRow[]> {
  return db
    .select()
    .from(cashRequests)
    .where(cryptoListed(memberId))
    .orderBy(desc(cashRequests.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findOwnTether(db: Database, memberId: number, id: number): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.id, id), eq(cashRequests.memberId, memberId), eq(cashRequests.channel, 'tether')));
  return row;
}
