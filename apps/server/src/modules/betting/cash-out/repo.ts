/** What cash-out reads and writes: the settings row, the picks with their markets now, the cash-out rows. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { betPicks, bets, PENDING_LITERAL, type BetRow } from '../../../db/schema/bets';
import {
  betCashOuts,
  cashOutSettings,
  CASH_OUT_SETTINGS_ROW_ID,
  type CashOutSettingsRow,
} from '../../../db/schema/cash-out';
import { fixtures, markets, selections } from '../../../db/schema/sports';

export async function loadCashOutSettingsRow(db: Database): Promise<CashOutSettingsRow> {
  const [row] = await db.select().from(cashOutSettings).where(eq(cashOutSettings.id, CASH_OUT_SETTINGS_ROW_ID));
  // The migration inserts the one row; a database without it is broken, not empty.
  if (!row) throw new Error('cash_out_settings has no row');
  return row;
}

export async function updateCashOutSettingsRow(
  db: Database,
  values: Partial<Omit<CashOutSettingsRow, 'id'>>,
): Promise<void> {
  await db.update(cashOutSettings).set(values).where(eq(cashOutSettings.id, CASH_OUT_SETTINGS_ROW_ID));
}

/** The member's bets of these ids (others' are simply not there). */
export async function memberBetsOfIds(db: Database, memberId: number, betIds: number[]): Promise<BetRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.memberId, memberId), inArray(bets.id, betIds)))
    .orderBy(asc(bets.id));
}

/** A pick with its selection, market and fixture as the feed has them now. */
export interface PickNow {
  betId: number;
  selectionId: number;
  marketId: number;
  priceX100: number;
  result: number;
  selectionResult: number | null;
  selectionStatus: string;
  currentX100: number;
  marketStatus: string;
  fixtureId: number;
  fixtureStatus: string;
  sportId: number;
  leagueId: number;
  startAt: Date;
}

export async function picksNow(db: Database, betIds: number[]): Promise<PickNow[]> {
  if (betIds.length === 0) return [];
  return db
    .select({
      betId: betPicks.betId,
      selectionId: betPicks.selectionId,
      marketId: selections.marketId,
      priceX100: betPicks.priceX100,
      result: betPicks.result,
      selectionResult: selections.result,
      selectionStatus: selections.status,
      currentX100: selections.priceX100,
      marketStatus: markets.status,
      fixtureId: fixtures.id,
      fixtureStatus: fixtures.status,
      sportId: fixtures.sportId,
      leagueId: fixtures.leagueId,
      startAt: fixtures.startAt,
    })
    .from(betPicks)
    .innerJoin(selections, eq(selections.id, betPicks.selectionId))
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(fixtures, eq(fixtures.id, betPicks.fixtureId))
    .where(inArray(betPicks.betId, betIds))
    .orderBy(asc(betPicks.betId), asc(betPicks.id));
}

/** The prices now of the open selections of these markets, by market. */
export async function openPricesOfMarkets(db: Database, marketIds: number[]): Promise<Map<number, number[]>> {
  const byMarket = new Map<number, number[]>();
  if (marketIds.length === 0) return byMarket;
  const rows = await db
    .select({ marketId: selections.marketId, priceX100: selections.priceX100 })
    .from(selections)
    .where(and(inArray(selections.marketId, [...new Set(marketIds)]), eq(selections.status, 'open')));
  for (const row of rows) byMarket.set(row.marketId, [...(byMarket.get(row.marketId) ?? []), row.priceX100]);
  return byMarket;
}

export type NewCashOutRow = Omit<typeof betCashOuts.$inferInsert, 'id'>;

export async function insertCashOut(db: Database, row: NewCashOutRow): Promise<number> {
  const [inserted] = await db.insert(betCashOuts).values(row).returning({ id: betCashOuts.id });
  if (!inserted) throw new Error('insert into bet_cash_outs returned no row');
  return inserted.id;
}

/** Writes what a cash-out changed on its bet; the caller holds the bet's row. */
export async function updateCashedOutBet(
  db: Database,
  betId: number,
  values: Partial<
    Pick<
      BetRow,
      'status' | 'payout' | 'settledAt' | 'stakeCashedOut' | 'cashedOut' | 'potentialPayout' | 'autoCashOutAt'
    >
  >,
): Promise<BetRow> {
  const [row] = await db.update(bets).set(values).where(eq(bets.id, betId)).returning();
  if (!row) throw new Error(`bet ${betId} vanished under its lock`);
  return row;
}

/** The bets in progress with an auto cash-out threshold (the partial index bets_auto_cash_out_idx). */
export async function autoCashOutCandidates(db: Database, limit: number): Promise<{ id: number; memberId: number }[]> {
  return db
    .select({ id: bets.id, memberId: bets.memberId })
    .from(bets)
    .where(sql`${bets.status} = ${PENDING_LITERAL} and ${bets.autoCashOutAt} is not null`)
    .orderBy(asc(bets.id))
    .limit(limit);
}
