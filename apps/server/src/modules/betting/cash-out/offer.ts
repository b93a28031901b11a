/**
 * The offers of bets now: their picks and markets read from the feed's tables (on the connection given,
 * so a cash-out recomputes inside its own transaction), valued by value.ts.
 */
import {
  SETTLEMENT_CANCELLED,
  SETTLEMENT_PENDING,
  type BonusOddsRule,
  type SettlementCode,
} from '@site/contracts/api/bets';
import type { Database } from '../../../db/client';
import type { BetRow } from '../../../db/schema/bets';
import { loadSportsSettings } from '../rules';
import { openPricesOfMarkets, picksNow, type PickNow } from './repo';
import { loadCashOutRules, type CashOutRules } from './settings';
import { cashOutValue, type CashOutValue, type ValuedPick } from './value';

/** A fixture in play as the danger watch needs it. */
export interface WatchedFixture {
  id: number;
  sportId: number;
  leagueId: number;
  startAt: Date;
}

/**
 * Whether the fixture is in a danger moment now (a dangerous attack, a shot, a corner, a goal just
 * scored): the match tracker knows it before the feed's prices do. Absent: no tracker, no danger.
 */
export type DangerWatch = (fixture: WatchedFixture, now: Date) => boolean;

/** What valuing needs besides the bets: read once per request or engine pass. */
export interface ValuationContext {
  rules: CashOutRules;
  bonusRules: readonly BonusOddsRule[];
  now: Date;
  danger?: DangerWatch | undefined;
}

export async function valuationContext(db: Database, now: Date, danger?: DangerWatch): Promise<ValuationContext> {
  const [rules, sports] = await Promise.all([loadCashOutRules(db), loadSportsSettings(db)]);
  return { rules, bonusRules: sports.bonusOdds, now, danger };
}

/** The pick's result as far as the feed knows it, before settlement copied it. */
function resultNow(pick: PickNow): SettlementCode {
  if (pick.result !== SETTLEMENT_PENDING) return pick.result as SettlementCode;
  if (pick.selectionResult !== null) return pick.selectionResult as SettlementCode;
  return (pick.fixtureStatus === 'cancelled' ? SETTLEMENT_CANCELLED : SETTLEMENT_PENDING) as SettlementCode;
}

function tradable(pick: PickNow, context: ValuationContext, dangerous: Map<number, boolean>): boolean {
  if (pick.selectionStatus !== 'open' || pick.marketStatus !== 'open') return false;
  if (pick.fixtureStatus !== 'scheduled' && pick.fixtureStatus !== 'live') return false;
  if (pick.fixtureStatus !== 'live' || !context.danger) return true;
  let inDanger = dangerous.get(pick.fixtureId);
  if (inDanger === undefined) {
    inDanger = context.danger(
      { id: pick.fixtureId, sportId: pick.sportId, leagueId: pick.leagueId, startAt: pick.startAt },
      context.now,
    );
    dangerous.set(pick.fixtureId, inDanger);
  }
  return !inDanger;
}

/** The value of each bet now, by bet id. */
export async function valuesOf(
  db: Database,
  rows: readonly BetRow[],
  context: ValuationContext,
): Promise<Map<number, CashOutValue>> {
  const picks = await picksNow(
    db,
    rows.map((row) => row.id),
  );
  const prices = await openPricesOfMarkets(
    db,
    picks.map((pick) => pick.marketId),
  );
  const dangerous = new Map<number, boolean>();
  const byBet = new Map<number, ValuedPick[]>();
  for (const pick of picks) {
    const valued: ValuedPick = {
      priceX100: pick.priceX100,
      result: resultNow(pick),
      sportId: pick.sportId,
      tradable: tradable(pick, context, dangerous),
      currentX100: pick.currentX100,
      marketX100: prices.get(pick.marketId) ?? [],
    };
    byBet.set(pick.betId, [...(byBet.get(pick.betId) ?? []), valued]);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      cashOutValue(row, byBet.get(row.id) ?? [], context.rules, context.rules.marginBasisPoints, context.bonusRules),
    ]),
  );
}

export async function valueOf(db: Database, row: BetRow, context: ValuationContext): Promise<CashOutValue> {
  const value = (await valuesOf(db, [row], context)).get(row.id);
  if (!value) throw new Error(`bet ${row.id} was not valued`);
  return value;
}
