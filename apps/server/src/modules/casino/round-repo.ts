import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { GAME_TYPE_CASINO, SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { casinoRounds, type CasinoRoundRow } from '../../db/schema/casino';
import { insertBet } from '../betting/repo';

/** Locks the provider's round until the transaction ends; take the member's row first (the ledger's order). */
export async function lockRoundByProviderId(
  db: Database,
  aggregator: CasinoAggregatorKey,
  providerRoundId: string,
): Promise<CasinoRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.aggregator, aggregator), eq(casinoRounds.providerRoundId, providerRoundId)))
    .for('update');
  return row;
}

export async function roundMemberId(db: Database, roundId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: casinoRounds.memberId })
    .from(casinoRounds)
    .where(eq(casinoRounds.id, roundId));
  return row?.memberId;
}

export async function lockRound(db: Database, roundId: number): Promise<CasinoRoundRow | undefined> {
  const [row] = await db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId)).for('update');
  return row;
}

export interface NewRound {
  aggregator: CasinoAggregatorKey;
  providerRoundId: string;
  memberId: number;
  product: string;
  vendor: string;
  gameCode: string;
  vendorNameKorean: string;
  gameNameKorean: string;
  stake: number;
  openedAt: Date;
}

/**
 * A round's first debit opens it as one bet of game type 5 in progress, so /bet_result, the operator's
 * list and the dashboard see it beside sports. Odds mean nothing here: 1.00, and the payout is the win.
 */
export async function openRound(db: Database, round: NewRound): Promise<CasinoRoundRow> {
  const betId = await insertBet(db, {
    memberId: round.memberId,
    idempotencyKey: `casino:${round.aggregator}:${round.providerRoundId}`,
    gameType: GAME_TYPE_CASINO,
    stake: round.stake,
    totalOddsX100: 100,
    bonusOddsX100: 100,
    potentialPayout: 0,
    maxPayout: 0,
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: round.openedAt,
    settledAt: null,
  });
  const [row] = await db
    .insert(casinoRounds)
    .values({ ...round, betId })
    .returning();
  if (!row) throw new Error('insert into casino_rounds returned no row');
  return row;
}

/** A later debit of an open round: its stake and its bet's stake grow together. */
export async function addRoundStake(db: Database, round: CasinoRoundRow, amount: number): Promise<CasinoRoundRow> {
  await db
    .update(bets)
    .set({ stake: sql`${bets.stake} + ${amount}` })
    .where(eq(bets.id, round.betId));
  const [row] = await db
    .update(casinoRounds)
    .set({ stake: sql`${casinoRounds.stake} + ${amount}` })
    .where(eq(casinoRounds.id, round.id))
    .returning();
  if (!row) throw new Error(`casino round ${round.id} vanished`);
  return row;
}

/** A credit: its win added, and the round and its bet ended when the provider says it closed. */
export async function creditRound(
  db: Database,
  round: CasinoRoundRow,
  credit: { amount: number; close: { status: number; at: Date } | undefined; detail: string | undefined },
): Promise<CasinoRoundRow> {
  const win = round.win + credit.amount;
  const detail = credit.detail ?? round.detail;
  if (credit.close) {
    await db
      .update(bets)
      .set({ status: credit.close.status, payout: win, potentialPayout: win, settledAt: credit.close.at })
      .where(eq(bets.id, round.betId));
  }
  const [row] = await db
    .update(casinoRounds)
    .set({
      win,
      detail,
      ...(credit.close ? { status: 'settled' as const, closedAt: credit.close.at } : {}),
    })
    .where(eq(casinoRounds.id, round.id))
    .returning();
  if (!row) throw new Error(`casino round ${round.id} vanished`);
  return row;
}

/** The round and its bet cancelled, the bet paying its stake back (the caller books the refund). */
export async function markRoundCancelled(db: Database, round: CasinoRoundRow, at: Date, status: number): Promise<void> {
  await db.update(bets).set({ status, payout: round.stake, settledAt: at }).where(eq(bets.id, round.betId));
  await db.update(casinoRounds).set({ status: 'cancelled', closedAt: at }).where(eq(casinoRounds.id, round.id));
}

/** Open rounds opened before `before`, oldest first (the sweep, the operator's stuck list). */
export async function openRoundsBefore(db: Database, before: Date, limit: number): Promise<CasinoRoundRow[]> {
  return db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.status, 'open'), lt(casinoRounds.openedAt, before)))
    .orderBy(asc(casinoRounds.openedAt))
    .limit(limit);
}
