import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashRequests, type CashRequestRow } from '../../db/schema/cashier';

/** Queries of the tether payouts: approved tether withdrawals on their way through the gateway. */

/** An approved payout not yet answered: the request stays pending until the gateway confirms it. */
export const PAYOUT_IN_FLIGHT = ['requested', 'sent'] as const;

const inFlight = (id: number) =>
  and(eq(cashRequests.id, id), eq(cashRequests.status, 'pending'), inArray(cashRequests.payoutState, PAYOUT_IN_FLIGHT));

export const isPayoutInFlight = (row: CashRequestRow): boolean =>
  row.status === 'pending' &&
  row.payoutState !== null &&
  (PAYOUT_IN_FLIGHT as readonly string[]).includes(row.payoutState);

/**
 * Claims the payout for one call of the gateway: sent, stamped now, but only if nobody claimed it
 * since the caller read it (payout_at unchanged), so of an approval and a sweep, or two sweeps, one
 * calls. undefined: someone else has it, or it is decided.
 */
export async function claimPayout(
  db: Database,
  seen: Pick<CashRequestRow, 'id' | 'payoutAt'>,
  now: Date,
): Promise<CashRequestRow | undefined> {
  if (!seen.payoutAt) return undefined;
  const [row] = await db
    .update(cashRequests)
    .set({ payoutState: 'sent', payoutAt: now })
    .where(and(inFlight(seen.id), eq(cashRequests.payoutAt, seen.payoutAt)))
    .returning();
  return row;
}

/** The gateway paid: the withdrawal is approved with its transaction, once (a payout still in flight only). */
export async function confirmPayout(
  db: Database,
  id: number,
  txHash: string,
  now: Date,
): Promise<CashRequestRow | undefined> {
  const [row] = await db
    .update(cashRequests)
    .set({ status: 'approved', payoutState: 'confirmed', txHash, decidedAt: now })
    .where(inFlight(id))
    .returning();
  return row;
}

/** Payouts in flight whose last claim is at or before `claimedBefore`, oldest first: the sweep asks the gateway again. */
export async function stalePayouts(db: Database, claimedBefore: Date, limit: number): Promise<CashRequestRow[]> {
  return db
    .select()
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.status, 'pending'),
        inArray(cashRequests.payoutState, PAYOUT_IN_FLIGHT),
        lte(cashRequests.payoutAt, claimedBefore),
      ),
    )
    .orderBy(asc(cashRequests.payoutAt))
    .limit(limit);
}
