import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simTetherInvoices, simTetherPayouts, type SimTetherInvoiceRow } from '../../db/schema/cashier';

/** The simulated gateway's own books: what it issued, what the chain did, what it paid out. */

export async function findInvoice(db: Database, id: string): Promise<SimTetherInvoiceRow | undefined> {
  const [row] = await db.select().from(simTetherInvoices).where(eq(simTetherInvoices.id, id));
  return row;
}

export async function findInvoiceByReference(
  db: Database,
  merchantReference: string,
): Promise<SimTetherInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(simTetherInvoices)
    .where(eq(simTetherInvoices.merchantReference, merchantReference))
    .limit(1);
  return row;
}

export async function insertInvoice(
  db: Database,
  row: typeof simTetherInvoices.$inferInsert,
): Promise<SimTetherInvoiceRow> {
  const [inserted] = await db.insert(simTetherInvoices).values(row).returning();
  if (!inserted) throw new Error('sim_tether_invoices insert returned nothing');
  return inserted;
}

/** The member's transfer: only an open invoice within its time can be paid, and only once. */
export async function markPaid(db: Database, id: string, txHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(simTetherInvoices)
    .set({ status: 'paid', txHash, paidAt: now, confirmations: 0 })
    .where(
      and(
        eq(simTetherInvoices.id, id),
        eq(simTetherInvoices.status, 'open'),
        sql`${simTetherInvoices.expiresAt} > ${now}`,
      ),
    )
    .returning({ id: simTetherInvoices.id });
  return rows.length > 0;
}

export async function expireOpenInvoices(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(simTetherInvoices)
    .set({ status: 'expired' })
    .where(and(eq(simTetherInvoices.status, 'open'), lte(simTetherInvoices.expiresAt, now)))
    .returning({ id: simTetherInvoices.id });
  return rows.length;
}

/** One more block on top of every paid transfer; those reaching `needed` are confirmed. */
export async function addConfirmation(db: Database, needed: number): Promise<void> {
  await db
    .update(simTetherInvoices)
    .set({
      confirmations: sql`${simTetherInvoices.confirmations} + 1`,
      status: sql`case when ${simTetherInvoices.confirmations} + 1 >= ${needed} then 'confirmed' else 'paid' end`,
    })
    .where(eq(simTetherInvoices.status, 'paid'));
}

/** Confirmed invoices whose callback our server has not acknowledged yet, oldest first. */
export async function undeliveredInvoices(db: Database, limit: number): Promise<SimTetherInvoiceRow[]> {
  return db
    .select()
    .from(simTetherInvoices)
    .where(and(eq(simTetherInvoices.status, 'confirmed'), isNull(simTetherInvoices.deliveredAt)))
    .orderBy(asc(simTetherInvoices.paidAt))
    .limit(limit);
}

export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(simTetherInvoices)
    .set({ deliveredAt: now })
    .where(and(eq(simTetherInvoices.id, id), isNull(simTetherInvoices.deliveredAt)));
}

/** The payout of a reference, the one written now or the one written before (merchant_reference is unique). */
export async function insertPayoutOnce(db: Database, row: typeof simTetherPayouts.$inferInsert): Promise<string> {
  await db.insert(simTetherPayouts).values(row).onConflictDoNothing({ target: simTetherPayouts.merchantReference });
  const [stored] = await db
    .select({ txHash: simTetherPayouts.txHash })
    .from(simTetherPayouts)
    .where(eq(simTetherPayouts.merchantReference, row.merchantReference));
  if (!stored) throw new Error(`sim payout ${row.merchantReference} missing after insert`);
  return stored.txHash;
}
